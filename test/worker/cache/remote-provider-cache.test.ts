import { createExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../src/schema/shared/envelope';
import { VERSION_BOUND_MS } from '../../../worker/cache/content-version';
import { setIsolateClock } from '../../../worker/isolate-memo';
import { kvKeys } from '../../../worker/cache/kv-keys';
import { app } from '../../../worker/index';
import { textOf } from '../support/html';
import { postJson } from '../support/http';
import { startRemoteProvider, type RemoteProvider } from '../support/remote-provider';

// Remote provider mode (PROVIDER_URL set), as caching sees it: the content version and page
// data come from the provider (test/worker/support/remote-provider.ts stubs it), a write there
// shows within the bound, an outage serves the last good data and a refusal is an error.
const BOUND_MS = VERSION_BOUND_MS;
const MEMBER = { email: 'cliente@massages-bien-etre.example', password: 'Cliente-Local-2026' };

let remote: RemoteProvider;

let offset = 0;
function advanceClock(ms: number): void {
  offset += ms;
  setIsolateClock(() => Date.now() + offset);
}

const page = (path: string, headers: Record<string, string> = {}) => remote.request(path, { headers });

const OUTAGES = {
  'down-5xx': () => new Response('<h1>502 Bad Gateway</h1>', { status: 502 }),
  unreachable: () => {
    throw new TypeError('fetch failed: connection refused');
  },
};

/** A write on the provider that this front end is not told about. */
async function writeOnProvider(promo: string): Promise<void> {
  await env.DB.batch([
    env.DB.prepare("UPDATE parameters SET value = ? WHERE site_id = 1 AND type = 'PROMO_BANNER_TEXT'").bind(
      promo,
    ),
    env.DB.prepare(
      "UPDATE parameters SET value = 'true' WHERE site_id = 1 AND type = 'PROMO_BANNER_ENABLED'",
    ),
    env.DB.prepare('UPDATE sites SET content_version = content_version + 1 WHERE id = 1'),
  ]);
}

beforeEach(() => {
  remote = startRemoteProvider();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  // Start every test past the bound, so no copy from a previous test is still fresh.
  advanceClock(BOUND_MS);
});
afterEach(() => {
  remote.restore();
  vi.restoreAllMocks();
});

describe('remote provider mode', () => {
  it('exposes the content version at GET /api/site/version', async () => {
    const ctx = createExecutionContext();
    const response = await app.fetch(
      new Request('http://api.localhost/api/site/version', { headers: { idSite: '1' } }),
      env,
      ctx,
    );
    const stored = await env.DB.prepare('SELECT content_version FROM sites WHERE id = 1').first<{
      content_version: number;
    }>();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(ok({ version: stored?.content_version }));
  });

  it('renders pages with data and the content version from the provider', async () => {
    await writeOnProvider('Bandeau du fournisseur distant');
    advanceClock(BOUND_MS);
    const response = await page('/qui-suis-je?remote=render');
    expect(response.status).toBe(200);
    expect(textOf(await response.text())).toContain('Bandeau du fournisseur distant');
    expect(remote.calls.map((call) => call.path)).toEqual(
      expect.arrayContaining(['/api/site/version', '/api/parameter']),
    );
  });

  it('fetches shared page data without the visitor’s token', async () => {
    const { body } = await postJson('/login', MEMBER);
    const token = (body.data as { token: string }).token;
    await writeOnProvider('Données partagées, sans jeton'); // a new version: nothing cached yet
    advanceClock(BOUND_MS);
    const response = await page('/qui-suis-je?remote=token', { cookie: `token=${token}` });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-cache')).toBe('BYPASS');
    // Who is signed in is the one personal call: it carries the token and is never cached.
    const personal = ['/api/site/version', '/api/logged'];
    expect(remote.callsTo('/api/logged')[0]?.authorization).toBe(token);
    const dataCalls = remote.calls.filter((call) => !personal.includes(call.path));
    expect(dataCalls.length).toBeGreaterThan(0);
    expect(dataCalls.every((call) => call.authorization === null)).toBe(true);
  });

  it('shows a write on the provider within the bound', async () => {
    await page('/?remote=write');
    await writeOnProvider('Nouveauté publiée sur le fournisseur');
    expect(textOf(await (await page('/?remote=write')).text())).not.toContain('Nouveauté publiée');
    advanceClock(BOUND_MS);
    expect(textOf(await (await page('/?remote=write')).text())).toContain('Nouveauté publiée');
  });

  it.each(['down-5xx', 'unreachable'] as const)(
    'serves the last good data when the provider is %s',
    async (outage) => {
      await writeOnProvider(`Dernière version connue (${outage})`);
      advanceClock(BOUND_MS);
      const good = await page(`/le-massage-energetique?remote=${outage}`);
      const before = textOf(await good.text());
      expect(before).toContain(`Dernière version connue (${outage})`);
      // The copies expire and this version's page data is gone: only the last good copies remain.
      advanceClock(BOUND_MS);
      const version = Number(await env.CACHE.get(kvKeys.lastGoodContentVersion(1)));
      const { keys } = await env.CACHE.list({ prefix: kvKeys.pageDataPrefix(1, version, 'fr_FR') });
      await Promise.all(keys.map((key) => env.CACHE.delete(key.name)));
      remote.answer('/api', OUTAGES[outage]);
      const response = await page(`/le-massage-energetique?remote=${outage}-again`);
      expect(response.status).toBe(200);
      expect(textOf(await response.text())).toBe(before);
    },
  );

  it.each(['answers-4xx', 'wrong-schema'] as const)(
    'surfaces an error when the provider %s',
    async (failure) => {
      await page(`/?remote=${failure}`);
      advanceClock(BOUND_MS);
      if (failure === 'answers-4xx') remote.fail('/api', 403);
      else remote.answer('/api/site/version', () => Response.json(ok({ version: 'sept' })));
      const response = await page(`/?remote=${failure}`);
      expect(response.status).toBe(500);
      expect(textOf(await response.text())).not.toContain('Bandeau');
    },
  );
});
