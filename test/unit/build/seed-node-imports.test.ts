import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// `npm start` loads the sample data with Node's own type stripping (scripts/local-db.mjs
// imports worker/seed/index.ts), which follows no extensionless path: every relative import
// the seed reaches, directly or through src/domain, names its file with its extension.
const root = path.resolve(__dirname, '../../..');
const importPattern = /^\s*(?:import|export)\s[^;]*?from\s+'(\.{1,2}\/[^']+)'/gm;

function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(importPattern)]
    .filter((match) => !/^\s*import\s+type\s/.test(match[0]) && !/^\s*export\s+type\s/.test(match[0]))
    .map((match) => match[1]!);
}

function walk(entry: string): { reached: string[]; unresolved: string[] } {
  const reached = new Set<string>();
  const unresolved: string[] = [];
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    for (const specifier of relativeImports(file)) {
      const target = path.resolve(path.dirname(file), specifier);
      if (existsSync(target) && /\.(ts|tsx|mjs|js|json)$/.test(target)) queue.push(target);
      else unresolved.push(`${path.relative(root, file)} → ${specifier}`);
    }
  }
  return { reached: [...reached], unresolved };
}

describe('the sample data loaded by Node', () => {
  it('names every relative import it reaches with its file extension', () => {
    const { reached, unresolved } = walk(path.join(root, 'worker/seed/index.ts'));
    expect(reached.length).toBeGreaterThan(5);
    expect(reached.some((file) => file.endsWith('src/domain/delivery/collect-slots.ts'))).toBe(true);
    expect(unresolved).toEqual([]);
  });
});
