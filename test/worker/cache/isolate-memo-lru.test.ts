import { describe, expect, it } from 'vitest';
import { IsolateMemo, isolateMemoStats } from '../../../worker/isolate-memo';

// The in-isolate caches evict the least recently used entry, not the oldest one, so a
// page read on every request survives a stream of pages read once.

describe('IsolateMemo', () => {
  it('evicts the least recently used entry first: a read keeps an entry', () => {
    const memo = new IsolateMemo<string>({ maxEntries: 3, ttlMs: 60_000 });
    memo.set('a', 'A');
    memo.set('b', 'B');
    memo.set('c', 'C');
    expect(memo.get('a')).toBe('A'); // a is now the most recently used
    memo.set('d', 'D'); // evicts b, the least recently used (first in first out would drop a)
    expect(memo.keys()).toEqual(['c', 'a', 'd']);
    expect(memo.get('b')).toBeUndefined();
    memo.get('c');
    memo.set('e', 'E');
    expect(memo.keys()).toEqual(['d', 'c', 'e']);
  });

  it('evicts by bytes in the same order, and refuses an entry larger than the cap', () => {
    const memo = new IsolateMemo<string>({
      maxEntries: 100,
      maxBytes: 10,
      ttlMs: 60_000,
      sizeOf: (v) => v.length,
    });
    memo.set('a', 'aaaa');
    memo.set('b', 'bbbb');
    memo.get('a');
    memo.set('c', 'cccc'); // 12 bytes would not fit: b goes
    expect(memo.keys()).toEqual(['a', 'c']);
    expect(memo.bytes).toBe(8);
    memo.set('huge', 'x'.repeat(11));
    expect(memo.get('huge')).toBeUndefined();
    expect(memo.keys()).toEqual(['a', 'c']);
  });

  it('lists the caps in force of the named memos', () => {
    const names = isolateMemoStats().map((stats) => stats.name);
    expect(names).toEqual(expect.arrayContaining(['html', 'page-data', 'hosts', 'content-versions']));
  });
});
