import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RelayAccessPoint, RelayPoint } from '../../../src/schema/delivery/delivery';
import { app } from '../../../worker/index';
import { adminCall, login, MEMBER, WINE_ADMIN, adminLogin } from '../support/accounts';
import { contentVersionOf, post } from '../support/delivery';
import { WINE_SITE_ID } from '../support/factories';
import { MASSAGE_HOST, WINE_HOST } from '../support/http';

// POST /relay/access-points: the stored relay points nearest the postal code first (the
// embedded default), or a carrier's API when the site chooses it and the Worker is configured
// (tested against a stubbed API); the admin API for points and the relay source.

afterEach(() => vi.restoreAllMocks());

const points = (postalCode: string, extra: Record<string, unknown> = {}) =>
  post<RelayAccessPoint[]>('/relay/access-points', { postalCode, ...extra });

describe('stored relay points, nearest first', () => {
  it('answers the points of the Saumur département for a Saumur postal code, with distance and hours', async () => {
    const { status, body } = await points('49400', { city: 'Saumur', address: '3 rue du Marché' });
    expect(status).toBe(200);
    expect(body.data).toHaveLength(8);
    const first = body.data[0];
    expect(first).toMatchObject({ zipCode: '49400', country: 'FR', icon: '/assets/icons/relay-point.svg' });
    expect(Object.keys(first ?? {}).sort()).toEqual(
      [
        'addLine1',
        'city',
        'country',
        'distanceKm',
        'icon',
        'id',
        'name',
        'openingHours',
        'position',
        'zipCode',
      ].sort(),
    );
    const distances = body.data.map((point) => point.distanceKm ?? Infinity);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(body.data.every((point) => point.zipCode.startsWith('49'))).toBe(true);
    expect(first?.openingHours.length).toBeGreaterThan(0);
    const [slot] = first?.openingHours ?? [];
    expect(slot?.weekday).toBeGreaterThanOrEqual(1);
    expect(slot?.opens).toMatch(/^\d\d:\d\d$/);
  });

  it('answers Nantes’ points first for a Nantes postal code, and honours the limit', async () => {
    const { body } = await points('44100', { limit: 3 });
    expect(body.data).toHaveLength(3);
    expect(body.data.every((point) => point.city === 'Nantes' || point.city === 'Rezé')).toBe(true);
  });

  it('places a postal code no point shares from the points of its département', async () => {
    const { body } = await points('49100');
    expect(body.data[0]?.zipCode.startsWith('49')).toBe(true);
    expect(body.data.every((point) => point.distanceKm !== null)).toBe(true);
  });

  it('refuses bad input in French and answers 404 off the shop', async () => {
    const bad = await points('<script>');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Le code postal n'est pas valide.");
    const limit = await points('49400', { limit: 500 });
    expect(limit.body.message).toBe('Le nombre de points est un entier de 1 à 30.');
    const massage = await post('/relay/access-points', { postalCode: '44000' }, MASSAGE_HOST);
    expect(massage.status).toBe(404);
  });
});

const API_URL = 'https://relais.transporteur.example/v1/points';

async function viaCarrierApi(postalCode: string, configured = true): Promise<Response> {
  const ctx = createExecutionContext();
  const bindings = configured ? { ...env, RELAY_API_URL: API_URL, RELAY_API_KEY: 'cle-de-test' } : env;
  const response = await app.fetch(
    new Request(`http://${WINE_HOST}/api/relay/access-points`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ postalCode, city: 'Saumur' }),
    }),
    bindings,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

describe('a carrier relay API, plugged in by configuration', () => {
  it('asks the carrier API (bearer key, address fields) when the site chooses CARRIER_API', async () => {
    await env.DB.prepare("UPDATE delivery_settings SET relay_source = 'CARRIER_API' WHERE site_id = ?")
      .bind(WINE_SITE_ID)
      .run();
    const seen: { url: string; authorization: string | null; body: unknown }[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      seen.push({
        url: request.url,
        authorization: request.headers.get('authorization'),
        body: await request.json(),
      });
      return Response.json({
        points: [
          {
            id: 'MR-0042',
            name: 'Relais du Château',
            address: '1 place du Château',
            postalCode: '49400',
            city: 'Saumur',
            countryCode: 'fr',
            latitude: 47.256,
            longitude: -0.072,
            distanceMeters: 1250,
            openingHours: [{ weekday: 1, opens: '09:00', closes: '19:00' }],
          },
        ],
      });
    });
    try {
      const response = await viaCarrierApi('49400');
      const body = await response.json<{ data: RelayAccessPoint[] }>();
      expect(body.data).toEqual([
        {
          id: 'MR-0042',
          name: 'Relais du Château',
          addLine1: '1 place du Château',
          zipCode: '49400',
          city: 'Saumur',
          country: 'FR',
          position: { latitude: 47.256, longitude: -0.072 },
          icon: '/assets/icons/relay-point.svg',
          distanceKm: 1.3,
          openingHours: [{ weekday: 1, opens: '09:00', closes: '19:00' }],
        },
      ]);
      expect(seen).toHaveLength(1);
      expect(seen[0]?.url).toBe(API_URL);
      expect(seen[0]?.authorization).toBe('Bearer cle-de-test');
      expect(seen[0]?.body).toMatchObject({ postalCode: '49400', city: 'Saumur', country: 'FR' });

      // The API down: the stored points still answer, and the failure is logged.
      vi.mocked(globalThis.fetch).mockResolvedValue(new Response('indisponible', { status: 503 }));
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const fallback = await (await viaCarrierApi('49400')).json<{ data: RelayAccessPoint[] }>();
      expect(fallback.data[0]?.id).toMatch(/^RP-49/);
      expect(warn.mock.calls.some(([line]) => String(line).includes('relay.carrier_api_failed'))).toBe(true);

      // Not configured (no URL or key): the stored points, and no outgoing call.
      vi.mocked(globalThis.fetch).mockClear();
      const stored = await (await viaCarrierApi('49400', false)).json<{ data: RelayAccessPoint[] }>();
      expect(stored.data[0]?.id).toMatch(/^RP-49/);
      expect(globalThis.fetch).not.toHaveBeenCalled();
    } finally {
      await env.DB.prepare("UPDATE delivery_settings SET relay_source = 'STORED' WHERE site_id = ?")
        .bind(WINE_SITE_ID)
        .run();
    }
  });
});

const newPoint = (code: string) => ({
  code,
  name: 'Tabac de la Place',
  addLine1: '4 place de la République',
  zipCode: '49400',
  city: 'Saumur',
  latitude: 47.26,
  longitude: -0.07,
});

describe('admin: relay points and relay source', () => {
  it('refuses visitors (401), members (403) and another site’s admin (403)', async () => {
    expect((await adminCall('GET', '/admin/relay/point', null, undefined, WINE_HOST)).status).toBe(401);
    const member = await login(MEMBER);
    // A massage-site member's token is not a session on the wine site.
    expect((await adminCall('GET', '/admin/relay/point', member, undefined, WINE_HOST)).status).toBe(401);
    const massageAdmin = await login({
      email: 'proprietaire@massages-bien-etre.example',
      password: 'Massages-Local-2026',
    });
    expect((await adminCall('GET', '/admin/relay/point', massageAdmin, undefined, MASSAGE_HOST)).status).toBe(
      404,
    );
  });

  it('creates, updates and deletes a point, bumping the content version; buyers see it at once', async () => {
    const token = await adminLogin(WINE_ADMIN, WINE_HOST);
    const before = await contentVersionOf(WINE_SITE_ID);
    const created = await adminCall<RelayPoint>(
      'POST',
      '/admin/relay/point',
      token,
      newPoint('RP-TEST-1'),
      WINE_HOST,
    );
    expect(created.status).toBe(201);
    expect(await contentVersionOf(WINE_SITE_ID)).toBeGreaterThan(before);
    const near = await points('49400', { limit: 30 });
    expect(near.body.data.map((point) => point.id)).toContain('RP-TEST-1');

    const duplicate = await adminCall('POST', '/admin/relay/point', token, newPoint('RP-TEST-1'), WINE_HOST);
    expect(duplicate.status).toBe(409);
    const bad = await adminCall(
      'POST',
      '/admin/relay/point',
      token,
      { ...newPoint('RP-TEST-2'), latitude: 120 },
      WINE_HOST,
    );
    expect(bad.status).toBe(400);

    const id = created.body.data.id;
    const updated = await adminCall<RelayPoint>(
      'PUT',
      `/admin/relay/point/${id}`,
      token,
      { ...newPoint('RP-TEST-1'), isActive: false },
      WINE_HOST,
    );
    expect(updated.body.data.isActive).toBe(false);
    const hidden = await points('49400', { limit: 30 });
    expect(hidden.body.data.map((point) => point.id)).not.toContain('RP-TEST-1');

    expect((await adminCall('DELETE', `/admin/relay/point/${id}`, token, undefined, WINE_HOST)).status).toBe(
      200,
    );
    expect((await adminCall('DELETE', `/admin/relay/point/${id}`, token, undefined, WINE_HOST)).status).toBe(
      404,
    );
  });

  it('reads and saves the relay source', async () => {
    const token = await adminLogin(WINE_ADMIN, WINE_HOST);
    const read = await adminCall<{ relaySource: string }>(
      'GET',
      '/admin/delivery/settings',
      token,
      undefined,
      WINE_HOST,
    );
    expect(read.body.data).toEqual({ relaySource: 'STORED' });
    const bad = await adminCall(
      'PUT',
      '/admin/delivery/settings',
      token,
      { relaySource: 'PIGEON' },
      WINE_HOST,
    );
    expect(bad.status).toBe(400);
    const saved = await adminCall(
      'PUT',
      '/admin/delivery/settings',
      token,
      { relaySource: 'CARRIER_API' },
      WINE_HOST,
    );
    expect(saved.body.data).toEqual({ relaySource: 'CARRIER_API' });
    await adminCall('PUT', '/admin/delivery/settings', token, { relaySource: 'STORED' }, WINE_HOST);
  });
});
