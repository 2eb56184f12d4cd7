import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { kvKeys } from '../../../worker/cache/kv-keys';
import { pagesToPrepare, preparationRounds } from '../../../worker/cache/publish-preparation';
import { D1_PROBE_HEADER, D1_ROUND_TRIPS_HEADER } from '../../../worker/cache/d1-session';
import type { Env } from '../../../worker/env';
import { app } from '../../../worker/index';
import { ADMIN, ADMIN_HOST, adminLogin, siteIdAt } from '../support/accounts';
import { textOf } from '../support/html';

// After an admin write publishes a new content version, the new version's home page
// is prepared in the write's waitUntil (site context, page data, HTML), so the next visitor
// does not pay for it: their view is a HIT that reads nothing from D1.

async function run(request: Request, on: Env = env): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await app.fetch(request, on, ctx);
  const body = await response.arrayBuffer();
  await waitOnExecutionContext(ctx); // the answer is out; its background work ends here
  return new Response(body, response);
}

async function saveCompanyName(token: string, value: string, on: Env = env): Promise<Response> {
  return run(
    new Request(`http://${ADMIN_HOST}/api/admin/parameter/COMPANY_NAME`, {
      method: 'PUT',
      headers: {
        authorization: token,
        idSite: String(await siteIdAt('localhost')),
        'content-type': 'application/json',
        origin: `http://${ADMIN_HOST}`,
      },
      body: JSON.stringify({ value }),
    }),
    on,
  );
}

const CONTENT_PAGE = '/les-massages/les-massages-bien-etre';

const PAGE_DATA_KEY = kvKeys.pageDataPrefix(1, 0, 'fr_FR').split(':')[0]! + ':';

/** An env whose KV fails every page-data read: a page rendered with it fails. */
function brokenPageDataEnv(): Env {
  const kv = env.CACHE;
  const failing = new Proxy(kv, {
    get(target, name, receiver) {
      if (name === 'get' || name === 'getWithMetadata') {
        return (key: string, ...rest: unknown[]) => {
          if (key.startsWith(PAGE_DATA_KEY)) return Promise.reject(new Error('KV indisponible (test)'));
          return (Reflect.get(target, name, receiver) as (...args: unknown[]) => unknown).call(
            target,
            key,
            ...rest,
          );
        };
      }
      const value = Reflect.get(target, name, receiver) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { ...env, CACHE: failing };
}

describe('preparing the new content version after a write', () => {
  it('renders the home page of the new version before the next visitor asks', async () => {
    // Visitors came before: the preparation renders on the origin they use.
    expect((await run(new Request('http://localhost/'))).status).toBe(200);
    const token = await adminLogin(ADMIN);
    const saved = await saveCompanyName(token, 'Massages Bien-Être Préparés');
    expect(saved.status).toBe(200);

    const view = await run(new Request('http://localhost/', { headers: { [D1_PROBE_HEADER]: '1' } }));
    expect(view.status).toBe(200);
    expect(view.headers.get('x-cache')).toBe('HIT');
    expect(view.headers.get(D1_ROUND_TRIPS_HEADER)).toBe('0');
    expect(textOf(await view.text())).toContain('Massages Bien-Être Préparés'); // the new version's page
  });

  it('prepares the pages visitors viewed, not only the home page', async () => {
    expect((await run(new Request(`http://localhost${CONTENT_PAGE}`))).status).toBe(200);
    const siteId = await siteIdAt('localhost');
    expect(pagesToPrepare(siteId).map((page) => new URL(page.url).pathname)[0]).toBe(CONTENT_PAGE);
    const token = await adminLogin(ADMIN);
    expect((await saveCompanyName(token, 'Massages Préparés Partout')).status).toBe(200);

    const view = await run(
      new Request(`http://localhost${CONTENT_PAGE}`, { headers: { [D1_PROBE_HEADER]: '1' } }),
    );
    expect(view.headers.get('x-cache')).toBe('HIT');
    expect(view.headers.get(D1_ROUND_TRIPS_HEADER)).toBe('0');
    expect(textOf(await view.text())).toContain('Massages Préparés Partout');
  });

  it('renders a burst of writes at most twice, whatever its length', async () => {
    expect((await run(new Request('http://localhost/'))).status).toBe(200);
    const token = await adminLogin(ADMIN);
    const before = preparationRounds();
    // Five writes whose answers all come before the first preparation round ends.
    const saved = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => saveCompanyName(token, `Massages Rafale ${n}`)),
    );
    expect(saved.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(preparationRounds() - before).toBeLessThanOrEqual(2);
    expect(preparationRounds() - before).toBeGreaterThanOrEqual(1);
  });

  it('a failed preparation stores nothing: the next visitor renders the new version', async () => {
    expect((await run(new Request(`http://localhost${CONTENT_PAGE}`))).status).toBe(200);
    const token = await adminLogin(ADMIN);
    // The write's own request works; the preparation renders with its env, whose page-data
    // reads fail: that render fails.
    const saved = await saveCompanyName(token, 'Massages Après Échec', brokenPageDataEnv());
    expect(saved.status).toBe(200);

    const view = await run(new Request(`http://localhost${CONTENT_PAGE}`));
    expect(view.status).toBe(200);
    expect(view.headers.get('x-cache')).toBe('MISS'); // nothing stored, nothing in flight
    expect(textOf(await view.text())).toContain('Massages Après Échec');
  });
});
