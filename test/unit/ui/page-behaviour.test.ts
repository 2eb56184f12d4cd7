import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  isChunkLoadError,
  reloadAfterChunkFailure,
  shouldReloadAfterChunkFailure,
} from '../../../client/page-behaviour.ts';
import { MemoryStorage } from '../support/memory-storage.ts';

function fakeWindow() {
  const reload = vi.fn();
  const sessionStorage = new MemoryStorage();
  return { win: { sessionStorage, location: { reload } } as unknown as Window, reload, sessionStorage };
}

describe('chunk-load failure', () => {
  it.each([
    new TypeError(
      'Failed to fetch dynamically imported module: https://site.fr/assets/islands-chunk-AB12.js',
    ),
    new TypeError('error loading dynamically imported module'),
    new TypeError('Importing a module script failed.'),
    Object.assign(new Error('Loading chunk 3 failed.'), { name: 'ChunkLoadError' }),
  ])('recognises %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('does not take other errors for one', () => {
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('reloads at most once per minute', () => {
    const { win, reload, sessionStorage } = fakeWindow();
    expect(reloadAfterChunkFailure(win, 1_000_000)).toBe(true);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe('1000000');
    expect(reloadAfterChunkFailure(win, 1_030_000)).toBe(false);
    expect(reloadAfterChunkFailure(win, 1_060_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when it cannot remember the last reload', () => {
    const { win, reload, sessionStorage } = fakeWindow();
    sessionStorage.failWrites = true;
    expect(reloadAfterChunkFailure(win, 5)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('treats a missing or unreadable timestamp as no reload yet', () => {
    expect(shouldReloadAfterChunkFailure(null, 10)).toBe(true);
    expect(shouldReloadAfterChunkFailure(Number.NaN, 10)).toBe(true);
    expect(shouldReloadAfterChunkFailure(0, 59_999)).toBe(false);
  });
});
