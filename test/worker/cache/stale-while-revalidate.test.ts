import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { forgetHtmlMemory, HTML_FRESH_SECONDS, HTML_STALE_SECONDS } from '../../../worker/cache/html-cache';
import { setIsolateClock } from '../../../worker/isolate-memo';
import { app } from '../../../worker/index';

// Past its freshness a stored page is served at once (x-cache: STALE) and rendered
// again after the answer (waitUntil); past the stale window it is a plain MISS. The content
// version is in the key, so only an unchanged version is ever served stale.

let offset = 0;
function advanceClock(ms: number): void {
  offset += ms;
  setIsolateClock(() => Date.now() + offset);
}

/** One view; `settle` waits for its background work (the render after a stale answer). */
async function view(path: string, settle = true) {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(`http://localhost${path}`), env, ctx);
  const body = await response.text();
  if (settle) await waitOnExecutionContext(ctx);
  return { cache: response.headers.get('x-cache'), layer: response.headers.get('x-cache-layer'), body, ctx };
}

describe('stale while revalidate', () => {
  it('serves a stale page at once and stores a fresh rendering behind it', async () => {
    const path = '/?swr=served';
    expect((await view(path)).cache).toBe('MISS');
    const fresh = await view(path);
    expect(fresh.cache).toBe('HIT');

    advanceClock(HTML_FRESH_SECONDS * 1000 + 1_000);
    // The answer does not wait for the render: it is the stored page, marked stale.
    const stale = await view(path, false);
    expect(stale.cache).toBe('STALE');
    expect(stale.body).toBe(fresh.body);
    await waitOnExecutionContext(stale.ctx);

    // The render stored a fresh page: the next view is a plain hit, in memory and in the
    // Cache API (another isolate sees it fresh too).
    expect((await view(path)).cache).toBe('HIT');
    forgetHtmlMemory();
    const shared = await view(path);
    expect(shared).toMatchObject({ cache: 'HIT', layer: 'cache-api' });
  });

  it('no longer serves a page past the stale window', async () => {
    const path = '/?swr=expired';
    await view(path);
    forgetHtmlMemory();
    advanceClock((HTML_FRESH_SECONDS + HTML_STALE_SECONDS) * 1000 + 1_000);
    expect((await view(path)).cache).toBe('MISS');
  });
});
