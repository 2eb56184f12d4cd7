import { describe, expect, it } from 'vitest';
import { CustomHostnameError } from '../../../worker/provider/site/hosts/custom-hostname.adapter';
import {
  cloudflareCustomHostnames,
  hostnameStatus,
} from '../../../worker/provider/site/hosts/custom-hostname.cloudflare';
import * as recorded from './fixtures/cloudflare-custom-hostnames';

// The real custom hostnames adapter against a stubbed fetch that answers with
// Cloudflare's recorded v4 answers. What is sent (URL, token, body) and what is understood.

const TARGET = 'clients.plateforme.fr';
const API = `https://api.cloudflare.com/client/v4/zones/${recorded.ZONE_ID}/custom_hostnames`;

function stub(status: number, body: unknown) {
  const calls: { url: string; method: string; headers: Headers; body: unknown }[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: input instanceof Request ? input.url : input.toString(),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return Promise.resolve(Response.json(body, { status }));
  };
  const api = cloudflareCustomHostnames({
    token: 'jeton-de-test',
    zoneId: recorded.ZONE_ID,
    target: TARGET,
    fetch,
  });
  return { api, calls };
}

async function failure(promise: Promise<unknown>): Promise<CustomHostnameError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CustomHostnameError);
  return error as CustomHostnameError;
}

describe('the Cloudflare custom hostnames adapter', () => {
  it('creates the hostname with HTTP validation and reads back the pending state and DNS records', async () => {
    const { api, calls } = stub(201, recorded.pendingValidation);
    const created = await api.create('www.client-exemple.fr');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      url: API,
      method: 'POST',
      body: { hostname: 'www.client-exemple.fr', ssl: { method: 'http', type: 'dv' } },
    });
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer jeton-de-test');
    expect(created).toEqual({
      id: recorded.HOSTNAME_ID,
      hostname: 'www.client-exemple.fr',
      status: 'pending',
      sslStatus: 'pending_validation',
      records: [
        { type: 'CNAME', name: 'www.client-exemple.fr', value: TARGET, purpose: 'routing' },
        {
          type: 'TXT',
          name: '_cf-custom-hostname.www.client-exemple.fr',
          value: '5cc07c04-ea62-4a5a-95f0-419334a875a4',
          purpose: 'ownership',
        },
      ],
      errors: ['custom hostname does not CNAME to this zone.'],
    });
  });

  it('reads an active hostname (hostname and certificate active) by its id', async () => {
    const { api, calls } = stub(200, recorded.active);
    const state = await api.get(recorded.HOSTNAME_ID, 'www.client-exemple.fr');
    expect(calls[0]).toMatchObject({ url: `${API}/${recorded.HOSTNAME_ID}`, method: 'GET' });
    expect(state).toMatchObject({ status: 'active', sslStatus: 'active', errors: [] });
    expect(state?.records).toEqual([
      { type: 'CNAME', name: 'www.client-exemple.fr', value: TARGET, purpose: 'routing' },
    ]);
  });

  it('says conflict for a hostname the zone already has (409, code 1406)', async () => {
    const { api } = stub(409, recorded.conflict);
    const error = await failure(api.create('www.client-exemple.fr'));
    expect(error.kind).toBe('conflict');
    expect(error.message).toContain('1406 Duplicate custom hostname found.');
  });

  it('says auth for a refused token (403, code 10000), on every call', async () => {
    const { api } = stub(403, recorded.invalidToken);
    expect((await failure(api.create('www.client-exemple.fr'))).kind).toBe('auth');
    expect((await failure(api.get(recorded.HOSTNAME_ID, 'www.client-exemple.fr'))).kind).toBe('auth');
    expect((await failure(api.delete(recorded.HOSTNAME_ID))).kind).toBe('auth');
  });

  it('treats a hostname gone from the zone as gone (404, code 1436), and deletes by id', async () => {
    expect(
      await stub(404, recorded.notFound).api.get(recorded.HOSTNAME_ID, 'www.client-exemple.fr'),
    ).toBeNull();
    await expect(stub(404, recorded.notFound).api.delete(recorded.HOSTNAME_ID)).resolves.toBeUndefined();
    const { api, calls } = stub(200, recorded.deleted);
    await api.delete(recorded.HOSTNAME_ID);
    expect(calls[0]).toMatchObject({ url: `${API}/${recorded.HOSTNAME_ID}`, method: 'DELETE' });
  });

  it('says unavailable when Cloudflare answers no envelope or cannot be reached', async () => {
    const html = cloudflareCustomHostnames({
      token: 't',
      zoneId: recorded.ZONE_ID,
      target: TARGET,
      fetch: () => Promise.resolve(new Response('<html>502 Bad Gateway</html>', { status: 502 })),
    });
    expect((await failure(html.create('www.client-exemple.fr'))).kind).toBe('unavailable');
    const down = cloudflareCustomHostnames({
      token: 't',
      zoneId: recorded.ZONE_ID,
      target: TARGET,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    expect((await failure(down.create('www.client-exemple.fr'))).kind).toBe('unavailable');
  });

  it('is active only when the hostname and its certificate are, failed when it never will be', () => {
    expect(hostnameStatus('active', 'active')).toBe('active');
    expect(hostnameStatus('active', 'pending_validation')).toBe('pending');
    expect(hostnameStatus('pending', 'active')).toBe('pending');
    expect(hostnameStatus('moved', 'active')).toBe('failed');
    expect(hostnameStatus('pending', 'validation_timed_out')).toBe('failed');
  });
});
