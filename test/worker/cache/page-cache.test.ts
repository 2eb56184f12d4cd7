import { waitForGlobalWaitUntil } from 'cloudflare:test-internal';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { clearIsolateMemos, setIsolateClock } from '../../../worker/isolate-memo';
import {
  forgetHtmlMemory,
  htmlMemoryBytes,
  htmlMemoryEntries,
  HTML_MEMORY_MAX_BYTES,
  HTML_MEMORY_MAX_ENTRIES,
  writeHtmlCache,
} from '../../../worker/cache/html-cache';
import { kvKeys } from '../../../worker/cache/kv-keys';
import { D1_PROBE_HEADER, D1_ROUND_TRIPS_HEADER } from '../../../worker/cache/d1-session';
import { app } from '../../../worker/index';
import { textOf, titleOf } from '../support/html';
import { postJson, request, WINE_HOST } from '../support/http';
import { adminLogin, adminRequest } from '../support/accounts';

const ADMIN = { email: 'proprietaire@massages-bien-etre.example', password: 'Massages-Local-2026' };
const CONSENT = `consent=accepted.${Date.now()}`;

// Time only moves forward within a file: each advance adds to the offset.
let offset = 0;
/** Moves every isolate memo's clock forward, as if that much time had passed. */
function advanceClock(ms: number): void {
  offset += ms;
  setIsolateClock(() => Date.now() + offset);
}

/** A write behind the app's back, as `wrangler d1 execute` would do it. */
async function bumpVersionInD1(siteId: number): Promise<number> {
  const row = await env.DB.prepare(
    'UPDATE sites SET content_version = content_version + 1 WHERE id = ? RETURNING content_version',
  )
    .bind(siteId)
    .first<{ content_version: number }>();
  return row?.content_version ?? 0;
}

describe('page data cache in KV', () => {
  it('keeps page data under keys that carry the site’s content version', async () => {
    await request('/qui-suis-je');
    // A read does not write the version's KV copy (a publish does): the truth is in D1.
    const version = (await env.DB.prepare('SELECT content_version FROM sites WHERE id = 1').first<number>(
      'content_version',
    ))!;
    const keys = (await env.CACHE.list({ prefix: kvKeys.pageDataPrefix(1, version, 'fr_FR') })).keys.map(
      (key) => key.name,
    );
    expect(keys).toEqual(
      // The site's own data (info, parameters, page tree, footer) is one entry.
      expect.arrayContaining([expect.stringMatching(/:site$/), expect.stringMatching(/:page:\d+$/)]),
    );
    expect(
      keys.filter((key) => /:(?:parameters|page-tree|site-info|footer|footer-logos)$/.test(key)),
    ).toEqual([]);
  });

  it('gives the last good copies a bounded lifetime', async () => {
    await request('/qui-suis-je');
    const { keys } = await env.CACHE.list({ prefix: 'last:1:fr_FR:' });
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key.expiration).toBeGreaterThan(Date.now() / 1000);
  });

  it('serves the last good page data when the provider fails (5xx)', async () => {
    const first = await request('/qui-suis-je', { headers: { cookie: CONSENT } });
    const before = textOf(await first.text());
    // Break the provider's storage and move to a new content version, so nothing fresh is cached.
    await env.DB.exec('ALTER TABLE page_blocks RENAME TO page_blocks_broken');
    await bumpVersionInD1(1);
    clearIsolateMemos();
    await env.CACHE.delete(kvKeys.contentVersion(1));
    try {
      const response = await request('/qui-suis-je', { headers: { cookie: CONSENT } });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-cache')).toBe('MISS');
      expect(response.headers.get('x-stale-data')).toBe('true');
      expect(textOf(await response.text())).toBe(before);
      // A page built from stale data is not cached: the next view tries the provider again.
      const again = await request('/qui-suis-je', { headers: { cookie: CONSENT } });
      expect(again.headers.get('x-cache')).toBe('MISS');
      const unseen = await request('/mes-interventions/les-massages-en-ehpad');
      expect(unseen.status).toBe(500);
      // The one error handler answers the error page inside the site's layout.
      expect(titleOf(await unseen.text())).toMatch(/^Erreur \| .*Massages/);
    } finally {
      await env.DB.exec('ALTER TABLE page_blocks_broken RENAME TO page_blocks');
    }
  });
});

describe('whole-page HTML cache for anonymous visitors', () => {
  it('answers the second anonymous view from memory with the same status, body and headers', async () => {
    const path = '/le-massage-energetique?cache=memory';
    const first = await request(path);
    const firstBody = await first.text();
    expect(first.headers.get('x-cache')).toBe('MISS');
    const second = await request(path);
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.headers.get('x-cache-layer')).toBe('memory');
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(firstBody);
    expect(second.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(second.headers.get('cache-control')).toBe('private, no-cache');
    // Per-request headers are the hit's own.
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
  });

  it('shares rendered pages between isolates through the Cache API', async () => {
    const path = '/massage-amma-assis?cache=shared';
    const body = await (await request(path)).text();
    forgetHtmlMemory(); // another isolate of the same location
    const shared = await request(path);
    expect(shared.headers.get('x-cache')).toBe('HIT');
    expect(shared.headers.get('x-cache-layer')).toBe('cache-api');
    expect(shared.headers.get('cache-control')).toBe('private, no-cache');
    expect(await shared.text()).toBe(body);
  });

  it('never stores the locale cookie, and sets it on a hit only when the visitor’s differs', async () => {
    const path = '/la-reflexologie-plantaire?cache=cookie';
    const first = await request(path);
    expect(first.headers.getSetCookie().join()).toContain('i18n_locale=fr_FR');
    const again = await request(path);
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(again.headers.getSetCookie().join()).toContain('i18n_locale=fr_FR');
    const known = await request(path, { headers: { cookie: 'i18n_locale=fr_FR' } });
    expect(known.headers.get('x-cache')).toBe('HIT');
    expect(known.headers.getSetCookie()).toEqual([]);
    forgetHtmlMemory();
    const shared = await request(path, { headers: { cookie: 'i18n_locale=fr_FR' } });
    expect(shared.headers.get('x-cache-layer')).toBe('cache-api');
    expect(shared.headers.getSetCookie()).toEqual([]);
  });

  it('keys on whether the consent banner renders open', async () => {
    const path = '/qui-suis-je?cache=consent';
    const open = await (await request(path)).text();
    const given = await request(path, { headers: { cookie: CONSENT } });
    expect(given.headers.get('x-cache')).toBe('MISS');
    expect(await given.text()).not.toBe(open);
    expect((await request(path, { headers: { cookie: CONSENT } })).headers.get('x-cache')).toBe('HIT');
  });

  it('never serves one site’s page on another host', async () => {
    const massage = titleOf(await (await request('/')).text());
    const wine = await request('/', { host: WINE_HOST });
    expect(wine.headers.get('x-cache')).toBe('MISS');
    expect(titleOf(await wine.text())).not.toBe(massage);
  });

  it('bypasses signed-in visitors and unsafe methods', async () => {
    const path = '/qui-suis-je?cache=bypass';
    await request(path);
    expect((await request(path)).headers.get('x-cache')).toBe('HIT');
    const { body } = await postJson('/login', ADMIN);
    const token = (body.data as { token: string }).token;
    const signedIn = await request(path, { headers: { cookie: `token=${token}` } });
    expect(signedIn.headers.get('x-cache')).toBe('BYPASS');
    const posted = await request('/me-contacter', {
      method: 'POST',
      body: new URLSearchParams({ name: '' }),
    });
    expect(posted.headers.get('x-cache')).toBe('BYPASS');
  });

  it('does not store error pages or redirects', async () => {
    for (const path of ['/page-qui-n-existe-pas', '/contact']) {
      await request(path);
      expect((await request(path)).headers.get('x-cache')).toBe('MISS');
    }
  });

  it('answers HEAD from the cache without a body', async () => {
    const path = '/les-massages/les-autres-soins?cache=head';
    await request(path);
    const head = await request(path, { method: 'HEAD' });
    expect(head.headers.get('x-cache')).toBe('HIT');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('shows an admin’s write on the very next page request', async () => {
    const path = '/?cache=write';
    await request(path);
    const token = await adminLogin(ADMIN);
    const set = (name: string, value: string) =>
      adminRequest(`/api/admin/parameter/${name}`, {
        method: 'PUT',
        headers: { authorization: token, 'content-type': 'application/json' },
        body: JSON.stringify({ value }),
      });
    expect((await set('PROMO_BANNER_TEXT', 'Offre de rentrée : -10 % sur la réflexologie')).status).toBe(200);
    expect((await set('PROMO_BANNER_ENABLED', 'true')).status).toBe(200);
    const after = await request(path);
    // A MISS, or a HIT of the page the write's preparation rendered (publish-preparation.ts):
    // either way, the new version's page.
    expect(['MISS', 'HIT']).toContain(after.headers.get('x-cache'));
    expect(textOf(await after.text())).toContain('Offre de rentrée : -10 % sur la réflexologie');
  });

  it('shows a change made behind the app’s back once the copies expire', async () => {
    const path = '/?cache=behind';
    await request(path);
    await env.DB.prepare("UPDATE parameters SET value = ? WHERE site_id = 1 AND type = 'PROMO_BANNER_TEXT'")
      .bind('Changé directement dans D1')
      .run();
    await env.DB.prepare(
      "UPDATE parameters SET value = 'true' WHERE site_id = 1 AND type = 'PROMO_BANNER_ENABLED'",
    ).run();
    await bumpVersionInD1(1);
    expect(textOf(await (await request(path)).text())).not.toContain('Changé directement dans D1');
    // What that answer left running (a stale copy rendered again after it) ends before the clock
    // jumps, or it would read the version on the far side of the jump and race the next request.
    await waitForGlobalWaitUntil();
    advanceClock(66_000); // past the documented bound: 5 s in the isolate + 60 s before the truth is read
    const later = await request(path);
    expect(later.headers.get('x-cache')).toBe('MISS');
    expect(textOf(await later.text())).toContain('Changé directement dans D1');
  });

  it('answers an anonymous cached page without reading D1', async () => {
    // Every query of a request goes through its D1 session (worker/cache/d1-session.ts), which
    // counts them: the probe header asks for the count.
    const fetchPage = async (headers: Record<string, string> = {}) => {
      const ctx = createExecutionContext();
      const request = new Request('http://localhost/?cache=no-db', {
        headers: { [D1_PROBE_HEADER]: '1', ...headers },
      });
      const response = await app.fetch(request, env, ctx);
      await response.text();
      await waitOnExecutionContext(ctx);
      return response;
    };
    await fetchPage();
    await fetchPage(); // the first view may have read the truth of the content version
    const hit = await fetchPage();
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(hit.headers.get(D1_ROUND_TRIPS_HEADER)).toBe('0');
    // The counter does see this environment's queries: a signed-in view looks its session up.
    const signedIn = await fetchPage({ cookie: 'token=jeton-inconnu' });
    expect(Number(signedIn.headers.get(D1_ROUND_TRIPS_HEADER))).toBeGreaterThan(0);
  });

  it('keeps its memory layer bounded', async () => {
    // Pages of a tenth of the byte cap: the bytes bound it long before the entry count.
    const page = {
      status: 200,
      headers: [['content-type', 'text/html']] as [string, string][],
      body: new ArrayBuffer(HTML_MEMORY_MAX_BYTES / 10),
      storedAt: Date.now(),
    };
    for (let index = 0; index < 15; index += 1) {
      await writeHtmlCache(`http://localhost/__page-cache/test/${index}`, page);
    }
    expect(htmlMemoryBytes()).toBeLessThanOrEqual(HTML_MEMORY_MAX_BYTES);
    expect(htmlMemoryEntries()).toBeLessThanOrEqual(HTML_MEMORY_MAX_ENTRIES);
  }, 30_000); // writes through the Cache API: room on a busy machine (speed is never asserted)
});

describe('crawlers', () => {
  it('get the whole document at once', async () => {
    const response = await request('/qui-suis-je?cache=bot', { headers: { 'user-agent': 'Googlebot/2.1' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/<\/html>$/);
  });
});
