import { afterEach, describe, expect, it } from 'vitest';
import { IsolateMemo, setIsolateClock } from '../../../worker/isolate-memo';

let now = 1_000_000;
const restore = setIsolateClock(() => now);
afterEach(() => {
  now = 1_000_000;
});
process.on('exit', restore);

describe('IsolateMemo', () => {
  it('forgets an entry once its time to live has passed', () => {
    const memo = new IsolateMemo<number>({ maxEntries: 10, ttlMs: 1_000 });
    memo.set('version', 7);
    now += 999;
    expect(memo.get('version')).toBe(7);
    now += 1;
    expect(memo.get('version')).toBeUndefined();
    expect(memo.size).toBe(0);
  });

  it('keeps at most maxEntries, dropping the least recently used first', () => {
    const memo = new IsolateMemo<number>({ maxEntries: 3, ttlMs: 60_000 });
    for (const key of ['a', 'b', 'c', 'd']) memo.set(key, 1);
    expect(memo.size).toBe(3);
    expect(memo.get('a')).toBeUndefined();
    expect(memo.get('d')).toBe(1);
  });

  it('keeps at most maxBytes and refuses a value bigger than the whole budget', () => {
    const memo = new IsolateMemo<string>({
      maxEntries: 100,
      maxBytes: 10,
      ttlMs: 60_000,
      sizeOf: (v) => v.length,
    });
    memo.set('a', '12345');
    memo.set('b', '12345');
    memo.set('c', '123');
    expect(memo.bytes).toBeLessThanOrEqual(10);
    expect(memo.get('a')).toBeUndefined();
    memo.set('huge', '12345678901');
    expect(memo.get('huge')).toBeUndefined();
    expect(memo.get('c')).toBe('123');
  });
});
