import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { publishContentVersion } from '../../../worker/cache/content-version';
import type { CachedPage } from '../../../worker/cache/html-cache';
import { joinRender, rendersInFlight, startRender } from '../../../worker/cache/render-flight';
import { app } from '../../../worker/index';

// One render per page key at a time in an isolate. A visitor whose page is being
// rendered (by another visitor, or by the preparation after a write) waits for that render and
// gets its page; a render that fails hands nothing on.

const page = (text: string): CachedPage => ({
  status: 200,
  headers: [['content-type', 'text/html; charset=utf-8']],
  body: new TextEncoder().encode(text).buffer,
  storedAt: Date.now(),
});

async function bumpVersion(siteId: number): Promise<void> {
  const row = await env.DB.prepare(
    'UPDATE sites SET content_version = content_version + 1 WHERE id = ? RETURNING content_version',
  )
    .bind(siteId)
    .first<{ content_version: number }>();
  await publishContentVersion(env, siteId, row!.content_version);
}

async function view(path: string): Promise<{ response: Response; body: string }> {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(`http://localhost${path}`), env, ctx);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, body };
}

describe('render single flight', () => {
  it('hands a render’s page to whoever joined it, then forgets the key', async () => {
    const flight = startRender('k1');
    const joined = joinRender('k1');
    expect(joined).not.toBeNull();
    flight.settle(page('<p>une fois</p>'));
    expect(new TextDecoder().decode((await joined)!.body)).toBe('<p>une fois</p>');
    expect(joinRender('k1')).toBeNull();
  });

  it('a failed render hands its waiters nothing, and is not remembered', async () => {
    const flight = startRender('k2');
    const joined = joinRender('k2');
    flight.settle(null);
    expect(await joined).toBeNull();
    expect(joinRender('k2')).toBeNull();
    flight.settle(page('trop tard')); // settling twice changes nothing
    expect(joinRender('k2')).toBeNull();
  });

  it('two concurrent misses of one page render it once', async () => {
    const path = '/les-massages/les-massages-bien-etre';
    await view(path); // the page's view plan, so both views are as cold as the bench's
    await bumpVersion(1);
    const [first, second] = await Promise.all([view(path), view(path)]);
    expect([first, second].map(({ response }) => response.status)).toEqual([200, 200]);
    const states = [first, second].map(({ response }) => response.headers.get('x-cache')).sort();
    expect(states).toEqual(['HIT', 'MISS']);
    const joiner = first.response.headers.get('x-cache') === 'HIT' ? first : second;
    expect(joiner.response.headers.get('x-cache-layer')).toBe('in-flight');
    expect(first.body).toBe(second.body);
    expect(rendersInFlight()).toBe(0);
  });
});
