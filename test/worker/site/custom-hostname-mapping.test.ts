import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Host } from '../../../src/schema/site/platform';
import worker, { app } from '../../../worker/index';
import { ADMIN_HOST, adminCall, adminLogin, OPERATOR } from '../support/accounts';
import { WINE_SITE_ID } from '../support/factories';
import { request } from '../support/http';
import * as recorded from './fixtures/cloudflare-custom-hostnames';

// Done when: mapping www.client-exemple.fr as a production host in the admin calls
// the adapter (local here: CUSTOM_HOSTNAMES = "local"), shows the DNS record and « en
// attente », and the host answers once the adapter reports it active (the Cron Trigger).

const HOST = 'www.client-exemple.fr';
let operator: string;

beforeAll(async () => {
  operator = await adminLogin(OPERATOR);
});

async function cron(): Promise<void> {
  await worker.scheduled(createScheduledController({ scheduledTime: new Date(), cron: '*/15 * * * *' }), env);
}

async function homeStatus(host: string): Promise<number> {
  return (await request('/', { host })).status;
}

describe('a production host mapped in the admin', () => {
  it('is pending with its DNS records, does not answer, then answers once the adapter says active', async () => {
    const added = await adminCall<Host>('POST', '/admin/platform/domain', operator, {
      host: HOST,
      kind: 'PROD',
      idSite: WINE_SITE_ID,
    });
    expect(added.status).toBe(201);
    expect(added.body.message).toContain('En attente');
    expect(added.body.data).toMatchObject({ host: HOST, status: 'pending', sslStatus: 'pending_validation' });
    expect(added.body.data.records).toEqual([
      { type: 'CNAME', name: HOST, value: 'clients.plateforme.localhost', purpose: 'routing' },
      expect.objectContaining({ type: 'TXT', name: `_cf-custom-hostname.${HOST}`, purpose: 'ownership' }),
    ]);
    const stored = await env.DB.prepare(
      'SELECT hostname_id, hostname_status FROM site_domains WHERE host = ?',
    )
      .bind(HOST)
      .first();
    expect(stored).toEqual({ hostname_id: `local-${HOST}`, hostname_status: 'pending' });

    expect(await homeStatus(HOST)).toBe(404); // no site answers a pending production host

    await cron();
    const listed = await adminCall<Host[]>('GET', '/admin/platform/domain', operator);
    expect(listed.body.data.find((host) => host.host === HOST)).toMatchObject({
      status: 'active',
      sslStatus: 'active',
      idSite: WINE_SITE_ID,
    });
    // The isolate remembered « no site » for the host: the status change made it forget. It
    // answers for the wine site now, by sending visitors to the site's primary domain
    // (one site, one address) until the operator makes it the primary one.
    const page = await request('/', { host: HOST });
    expect(page.status).toBe(301);
    expect(page.headers.get('location')).toBe('http://vins.localhost:8787/');

    const removed = await adminCall('DELETE', `/admin/platform/domain/${HOST}`, operator);
    expect(removed.status).toBe(200);
    expect(await homeStatus(HOST)).toBe(404);
  });

  it('is refreshed at once by the operator’s « Vérifier », and created pending with a new site', async () => {
    const created = await adminCall<{ id: number; domains: Host[] }>(
      'POST',
      '/admin/platform/site',
      operator,
      {
        name: 'Boutique Exemple',
        url: 'https://boutique-exemple.fr',
        domains: [{ host: 'boutique-exemple.fr' }, { host: 'boutique.localhost', kind: 'DEV' }],
      },
    );
    expect(created.status).toBe(201);
    const byHost = new Map(created.body.data.domains.map((domain) => [domain.host, domain]));
    expect(byHost.get('boutique-exemple.fr')).toMatchObject({ status: 'pending' });
    expect(byHost.get('boutique.localhost')).toMatchObject({ status: 'active', records: [] });
    expect(await homeStatus('boutique-exemple.fr')).toBe(404);

    const refreshed = await adminCall<Host>(
      'POST',
      '/admin/platform/domain/boutique-exemple.fr/refresh',
      operator,
      {},
    );
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data.status).toBe('active');
    expect(refreshed.body.message).toMatch(/^Actif/);
    expect((await request('/', { host: 'boutique-exemple.fr' })).headers.get('content-type')).toMatch(/html/);
    expect(await homeStatus('boutique-exemple.fr')).not.toBe(404);
  });

  it('keeps development hosts out of it: active at once, never sent to the adapter', async () => {
    const added = await adminCall<Host>('POST', '/admin/platform/domain', operator, {
      host: 'essai-dev.localhost',
      kind: 'PROD',
      idSite: WINE_SITE_ID,
    });
    expect(added.body.data).toMatchObject({ status: 'active', records: [], checkedAt: null });
    expect(await homeStatus('essai-dev.localhost')).toBe(200);
  });
});

describe('with the Cloudflare adapter configured', () => {
  const bindings = {
    ...env,
    CUSTOM_HOSTNAMES: 'cloudflare',
    CUSTOM_HOSTNAME_TARGET: 'clients.plateforme.fr',
    CUSTOM_HOSTNAMES_TOKEN: 'jeton-de-test',
    CUSTOM_HOSTNAMES_ZONE_ID: recorded.ZONE_ID,
  };

  async function addThroughApp(host: string) {
    const ctx = createExecutionContext();
    const response = await app.fetch(
      new Request(`http://${ADMIN_HOST}/api/admin/platform/domain`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: operator,
          idSite: String(WINE_SITE_ID),
        },
        body: JSON.stringify({ host, kind: 'PROD', idSite: WINE_SITE_ID }),
      }),
      bindings,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return { status: response.status, body: await response.json<{ message: string; data: Host | null }>() };
  }

  it('refuses a host Cloudflare already has (conflict) in French, and stores nothing', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(Response.json(recorded.conflict, { status: 409 })));
    const { status, body } = await addThroughApp('www.deja-pris.fr');
    vi.unstubAllGlobals();
    expect(status).toBe(409);
    expect(body.message).toContain('déjà déclaré chez Cloudflare');
    expect(
      await env.DB.prepare("SELECT 1 FROM site_domains WHERE host = 'www.deja-pris.fr'").first(),
    ).toBeNull();
  });

  it('keeps a host pending with the reason when the token is refused, and the cron tries again', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(Response.json(recorded.invalidToken, { status: 403 })));
    const { status, body } = await addThroughApp(HOST);
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      status: 'pending',
      errors: [expect.stringContaining('CUSTOM_HOSTNAMES_TOKEN')],
    });

    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      Promise.resolve(
        init?.method === 'POST'
          ? Response.json(recorded.pendingValidation, { status: 201 })
          : Response.json(recorded.active, { status: 200 }),
      ),
    );
    await worker.scheduled(createScheduledController({ scheduledTime: new Date() }), bindings); // creates it
    const after = await env.DB.prepare('SELECT hostname_id, hostname_status FROM site_domains WHERE host = ?')
      .bind(HOST)
      .first();
    expect(after).toEqual({ hostname_id: recorded.HOSTNAME_ID, hostname_status: 'pending' });
    await worker.scheduled(createScheduledController({ scheduledTime: new Date() }), bindings); // reads it active
    vi.unstubAllGlobals();
    const active = await env.DB.prepare('SELECT hostname_status FROM site_domains WHERE host = ?')
      .bind(HOST)
      .first();
    expect(active).toEqual({ hostname_status: 'active' });
  });
});
