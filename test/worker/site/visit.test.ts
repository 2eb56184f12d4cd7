import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Visit } from '../../../src/schema/site/visit';
import { MASSAGE_SITE_ID, unique, WINE_SITE_ID } from '../support/factories';
import { api, request, uniqueIp, WINE_HOST } from '../support/http';

async function visitRows(source: string) {
  const { results } = await env.DB.prepare('SELECT id, site_id, source, path FROM visits WHERE source = ?')
    .bind(source)
    .all<{ id: number; site_id: number; source: string; path: string | null }>();
  return results;
}

async function visitCount(): Promise<number> {
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM visits').first<{ n: number }>();
  return row?.n ?? 0;
}

describe('GET /site/visit/{id} logs a visit from a campaign source', () => {
  it('stores the visit for the host’s site and answers it with a French message', async () => {
    const source = unique('newsletter');
    const { status, body } = await api<Visit>(`/site/visit/${source}`);
    expect(status).toBe(201);
    expect(body).toMatchObject({ success: true, message: 'Visite enregistrée.' });
    expect(body.data).toMatchObject({ source, path: null });
    const rows = await visitRows(source);
    expect(rows).toEqual([{ id: body.data.id, site_id: MASSAGE_SITE_ID, source, path: null }]);
  });

  it('stores the visited path given as ?path=', async () => {
    const source = unique('flyer');
    const { body } = await api<Visit>(`/site/visit/${source}?path=${encodeURIComponent('/les-massages')}`);
    expect(body.data.path).toBe('/les-massages');
    expect((await visitRows(source))[0]?.path).toBe('/les-massages');
  });

  it('cuts a very long path to 500 characters', async () => {
    const source = unique('long');
    await api(`/site/visit/${source}?path=/${'a'.repeat(900)}`);
    expect((await visitRows(source))[0]?.path).toHaveLength(500);
  });

  it('logs the visit for the wine site on the wine host', async () => {
    const source = unique('salon');
    const { status } = await api(`/site/visit/${source}`, { host: WINE_HOST });
    expect(status).toBe(201);
    expect((await visitRows(source)).map((row) => row.site_id)).toEqual([WINE_SITE_ID]);
  });

  it('stores a source with quotes, accents and SQL as plain text', async () => {
    const source = `${unique('x')}'); DROP TABLE visits; -- é`;
    const { status } = await api(`/site/visit/${encodeURIComponent(source)}`);
    expect(status).toBe(201);
    expect((await visitRows(source)).map((row) => row.source)).toEqual([source]);
  });
});

describe('GET /site/visit/{id} refuses a bad source with 400 and stores nothing', () => {
  it('answers 400 with a French message for a source longer than 200 characters', async () => {
    const before = await visitCount();
    const { status, body } = await api(`/site/visit/${'s'.repeat(201)}`);
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.message).toBe('La source de la visite ne doit pas dépasser 200 caractères.');
    expect(await visitCount()).toBe(before);
  });

  it('answers 400 with a French message for a blank source', async () => {
    const before = await visitCount();
    const { status, body } = await api('/site/visit/%20%20');
    expect(status).toBe(400);
    expect(body.message).toBe('La source de la visite est obligatoire.');
    expect(await visitCount()).toBe(before);
  });
});

describe('GET /site/visit/{id} stores at most 10 visits per client, source and hour (30 in all) on a site', () => {
  const from = (ip: string, host?: string) => ({ headers: { 'cf-connecting-ip': ip }, host });

  it('answers 429 with a French message past 10 visits and stores nothing more', async () => {
    const source = unique('boucle');
    const ip = uniqueIp();
    const statuses = [];
    for (let index = 0; index < 12; index++) {
      statuses.push((await api(`/site/visit/${source}`, from(ip))).status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(201), 429, 429]);
    const refused = await api(`/site/visit/${source}`, from(ip));
    expect(refused.body).toEqual({
      success: false,
      data: null,
      message: 'Trop de visites enregistrées depuis cette adresse dans l’heure : celle-ci n’est pas comptée.',
    });
    expect(await visitRows(source)).toHaveLength(10);
  });

  it('holds the cap under 15 simultaneous calls', async () => {
    const source = unique('rafale');
    const ip = uniqueIp();
    const responses = await Promise.all(
      Array.from({ length: 15 }, () => api(`/site/visit/${source}`, from(ip))),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(10);
    expect(await visitRows(source)).toHaveLength(10);
  });

  it('counts each client, source and site apart', async () => {
    const source = unique('salon');
    const ip = uniqueIp();
    for (let index = 0; index < 10; index++) await api(`/site/visit/${source}`, from(ip));
    expect((await api(`/site/visit/${source}`, from(ip))).status).toBe(429);
    expect((await api(`/site/visit/${source}`, from(uniqueIp()))).status).toBe(201);
    expect((await api(`/site/visit/${unique('autre')}`, from(ip))).status).toBe(201);
    expect((await api(`/site/visit/${source}`, from(ip, WINE_HOST))).status).toBe(201);
  });

  it('stores at most 30 visits per client and hour whatever the sources', async () => {
    const ip = uniqueIp();
    const prefix = unique('sources');
    const statuses = [];
    for (let index = 0; index < 31; index++) {
      statuses.push((await api(`/site/visit/${prefix}-${index}`, from(ip))).status);
    }
    expect(statuses).toEqual([...Array<number>(30).fill(201), 429]);
    expect(await visitRows(`${prefix}-30`)).toEqual([]);
    expect((await api(`/site/visit/${prefix}-0`, from(uniqueIp()))).status).toBe(201);
  });

  it('still redirects the page when the visit is no longer counted', async () => {
    const source = unique('page');
    const ip = uniqueIp();
    for (let index = 0; index < 10; index++) await api(`/site/visit/${source}`, from(ip));
    const response = await request(`/?from=${source}`, { headers: { 'cf-connecting-ip': ip } });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    expect(await visitRows(source)).toHaveLength(10);
  });
});
