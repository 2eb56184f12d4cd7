import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { themeVariables } from '../../../src/domain/site/theme';
import { ISLANDS_CSS } from '../../../src/ui/islands/islands-css';

// The checkout buttons, its steps and the cookie banner read `--primary-color`, a
// property no theme sets, so they showed the fallback brown on the wine site's burgundy pages.
// Every colour property a stylesheet reads must be one the site's theme writes.

const ASSETS = join(import.meta.dirname, '../../../public/assets');

function colourPropertiesRead(css: string): string[] {
  // A property read with a themed property as its fallback (`--color-link`) is an optional override.
  return [...css.matchAll(/var\((--[a-z0-9-]+)(\s*,\s*var\()?/g)]
    .filter((match) => match[2] === undefined)
    .map((match) => match[1] ?? '')
    .filter((name) => name.includes('color'));
}

describe('theme colours in the stylesheets', () => {
  const written = new Set(Object.keys(themeVariables({}, [])));
  const sheets: [string, string][] = [
    ['islands-css.ts', ISLANDS_CSS],
    ...readdirSync(ASSETS)
      .filter((file) => file.endsWith('.css'))
      .map((file): [string, string] => [file, readFileSync(join(ASSETS, file), 'utf8')]),
  ];

  test.each(sheets)('%s reads only colour properties the theme sets', (_name, css) => {
    const unknown = colourPropertiesRead(css).filter((name) => !written.has(name));
    expect(unknown).toEqual([]);
  });
});
