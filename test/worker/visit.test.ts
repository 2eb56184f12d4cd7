import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Visit } from '../../src/schema/visit';
import { MASSAGE_SITE_ID, unique, WINE_SITE_ID } from './support/factories';
import { api, WINE_HOST } from './support/http';

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
