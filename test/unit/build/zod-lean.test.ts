import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z as zod } from 'zod';
import { z as lean } from '../../../worker/zod-lean';

// worker/zod-lean.ts is the `zod` the Worker bundle gets (wrangler.toml [alias]): zod's namespace
// without the 63 languages the sites never use. Only the deploy build sees it, so this is where
// a missing name shows (a new zod export would otherwise be undefined in production only).

const others = (keys: string[]) => keys.filter((key) => key !== 'locales').sort();

describe('the Worker’s lean zod', () => {
  it('names every export of zod but the languages, with the same values', () => {
    expect(others(Object.keys(lean))).toEqual(others(Object.keys(zod)));
    for (const key of others(Object.keys(zod))) {
      if (key !== 'core') expect(lean[key as keyof typeof lean], key).toBe(zod[key as keyof typeof zod]);
    }
  });

  it('names every export of zod/core but the languages', () => {
    expect(others(Object.keys(lean.core))).toEqual(others(Object.keys(zod.core)));
    for (const key of others(Object.keys(zod.core))) {
      expect(lean.core[key as keyof typeof lean.core], key).toBe(zod.core[key as keyof typeof zod.core]);
    }
  });

  it('keeps every language the Worker’s code asks zod for (z.locales.xx)', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const asked = new Set<string>();
    for (const folder of ['src', 'worker']) {
      for (const file of readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })) {
        if (!/\.tsx?$/.test(file)) continue;
        const text = readFileSync(path.join(root, folder, file), 'utf8');
        for (const [, language] of text.matchAll(/z\.locales\.(\w+)/g)) asked.add(language ?? '');
      }
    }
    expect([...asked].sort()).toEqual(['en', 'fr']);
    for (const language of asked) {
      expect(lean.locales[language as keyof typeof lean.locales], language).toBe(
        zod.locales[language as keyof typeof zod.locales],
      );
    }
  });
});
