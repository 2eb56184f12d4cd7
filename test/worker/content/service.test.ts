import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Service, ServiceList } from '../../../src/schema/content/service';
import { ADMIN, adminCall, login, MEMBER, WINE_ADMIN, adminLogin, adminApi } from '../support/accounts';
import { insertSite, unique } from '../support/factories';
import { api, MASSAGE_HOST, request, WINE_HOST } from '../support/http';
import { linkHref, textOf, titleOf } from '../support/html';

async function rows(table: 'services' | 'service_tags'): Promise<number> {
  const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE site_id = 1`).first<{
    n: number;
  }>();
  return row?.n ?? 0;
}

const titles = (list: ServiceList) => list.services.map((service) => service.title);

describe('GET /service', () => {
  it('lists the treatments in their order with their tags, in data.services with the total', async () => {
    const { status, body } = await api<ServiceList>('/service?page=1&nbItem=100');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.total).toBeGreaterThanOrEqual(9);
    expect(body.data.services[3]).toMatchObject({
      id: 4,
      title: 'Réflexologie plantaire',
      tags: ['réflexologie', 'cabinet', 'domicile'],
      image: { src: '/assets/sample/reflexologie.svg' },
    });
  });

  it('filters by tag: any of the comma-separated tags, accents and case as written', async () => {
    const children = await api<ServiceList>('/service?tag=enfants');
    expect(titles(children.body.data)).toEqual(['Massage pour enfants et adolescents']);
    expect(children.body.data.total).toBe(1);
    const two = await api<ServiceList>('/service?tag=enfants,Entreprise');
    expect(titles(two.body.data)).toEqual([
      'Massage amma assis',
      'Massage pour enfants et adolescents',
      'Massages en entreprise',
    ]);
    expect(two.body.data.total).toBe(3);
    const accented = await api<ServiceList>(`/service?tag=${encodeURIComponent('réflexologie')}`);
    expect(titles(accented.body.data)).toEqual(['Réflexologie plantaire']);
    expect((await api<ServiceList>('/service?tag=inconnue')).body.data).toEqual({ services: [], total: 0 });
  });

  it('pages with page and nbItem, the total counting the filtered services', async () => {
    const page = await api<ServiceList>('/service?tag=domicile&nbItem=2&page=2');
    expect(page.body.data.services).toHaveLength(2);
    expect(page.body.data.total).toBe(5);
    expect(titles(page.body.data)).toEqual(['Réflexologie plantaire', 'Massages à domicile']);
  });

  it('has no services on the wine site', async () => {
    expect((await api<ServiceList>('/service', { host: WINE_HOST })).body.data).toEqual({
      services: [],
      total: 0,
    });
  });
});

describe('GET /service/{id}', () => {
  it('answers the service', async () => {
    const { status, body } = await api<Service>('/service/4');
    expect(status).toBe(200);
    expect(body.data.title).toBe('Réflexologie plantaire');
    expect(body.data.description).toContain('<a href="/la-reflexologie-plantaire">');
  });

  it('answers 404 in French for an unknown or malformed id and on another site', async () => {
    for (const [path, host] of [
      ['/service/999999', MASSAGE_HOST],
      ['/service/4x', MASSAGE_HOST],
      ['/service/4', WINE_HOST],
    ] as const) {
      const { status, body } = await api(path, { host });
      expect(status, path).toBe(404);
      expect(body).toEqual({ success: false, data: null, message: "Cette prestation n'existe pas." });
    }
  });
});

describe('admin services', () => {
  const service = { title: 'Refusée' };

  it('refuses anonymous visitors, members and another site’s admin, writing nothing', async () => {
    const before = await rows('services');
    expect((await adminCall('POST', '/admin/service', null, service)).status).toBe(401);
    const member = await login(MEMBER);
    expect((await adminCall('POST', '/admin/service', member, service)).status).toBe(401);
    expect((await adminCall('GET', '/admin/service', member)).status).toBe(401);
    const wineAdmin = await adminLogin(WINE_ADMIN, WINE_HOST);
    expect((await adminCall('PUT', '/admin/service/4', wineAdmin, service)).status).toBe(403);
    expect((await adminCall('PUT', '/admin/service/4', wineAdmin, service, WINE_HOST)).status).toBe(404);
    expect((await adminCall('DELETE', '/admin/service/4', wineAdmin, undefined, WINE_HOST)).status).toBe(404);
    expect(await rows('services')).toBe(before);
    expect((await api<Service>('/service/4')).body.data.title).toBe('Réflexologie plantaire');
  });

  it('creates a service with tags and a sanitised description, then shows it on the next page view', async () => {
    const admin = await adminLogin(ADMIN);
    expect((await request('/prestations')).status).toBe(200);
    const title = unique('Massage aux bambous');
    const { status, body } = await adminCall<Service>('POST', '/admin/service', admin, {
      title,
      summary: 'Des bambous tièdes roulés le long du dos.',
      description:
        '<p onclick="alert(1)">Doux <script>alert(2)</script><a href="javascript:alert(3)">lien</a></p>',
      image: { src: '/assets/sample/soins.svg', alt: 'Bambous' },
      tags: ['Bambous', 'cabinet', 'bambous'],
    });
    expect(status).toBe(200);
    expect(body.data.tags).toEqual(['bambous', 'cabinet']);
    expect(body.data.description).not.toMatch(/onclick|script|javascript/);
    expect(body.data.description).toContain('Doux');
    const stored = await env.DB.prepare('SELECT description FROM services WHERE site_id = 1 AND id = ?')
      .bind(body.data.id)
      .first<{ description: string }>();
    expect(stored?.description).not.toMatch(/onclick|script|javascript/);
    expect(await (await request('/prestations')).text()).toContain(title);
    expect(await (await request('/prestations?tag=bambous')).text()).toContain(title);
  });

  it('refuses invalid input with French messages and writes nothing', async () => {
    const admin = await adminLogin(ADMIN);
    const before = [await rows('services'), await rows('service_tags')];
    const noTitle = await adminCall('POST', '/admin/service', admin, { title: '', tags: ['a'] });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.message).toBe('Le titre de la prestation est obligatoire.');
    const comma = await adminCall('POST', '/admin/service', admin, { title: 'x', tags: ['a,b'] });
    expect(comma.body.message).toBe('Une étiquette ne peut pas contenir de virgule.');
    const image = await adminCall('POST', '/admin/service', admin, {
      title: 'x',
      image: { src: 'data:image/png;base64,AA', alt: '' },
    });
    expect(image.status).toBe(400);
    const notJson = await adminApi('/admin/service', {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'text/plain' },
      body: 'title=x',
    });
    expect(notJson.status).toBe(415);
    expect([await rows('services'), await rows('service_tags')]).toEqual(before);
  });

  it('updates a service, replacing its tags only when given, then deletes it', async () => {
    const admin = await adminLogin(ADMIN);
    const created = await adminCall<Service>('POST', '/admin/service', admin, {
      title: unique('À modifier'),
      tags: ['x1', 'x2'],
    });
    const id = created.body.data.id;
    const kept = await adminCall<Service>('PUT', `/admin/service/${id}`, admin, { title: 'Modifiée' });
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({ title: 'Modifiée', tags: ['x1', 'x2'] });
    const retagged = await adminCall<Service>('PUT', `/admin/service/${id}`, admin, {
      title: 'Modifiée',
      tags: ['x3'],
    });
    expect(retagged.body.data.tags).toEqual(['x3']);
    expect((await adminCall('DELETE', `/admin/service/${id}`, admin)).status).toBe(200);
    expect((await api(`/service/${id}`)).status).toBe(404);
    const tags = await env.DB.prepare(
      'SELECT COUNT(*) AS n FROM service_tags WHERE site_id = 1 AND service_id = ?',
    )
      .bind(id)
      .first<{ n: number }>();
    expect(tags?.n).toBe(0);
    expect((await adminCall('PUT', `/admin/service/${id}`, admin, { title: 'x' })).status).toBe(404);
  });
});

describe('service pages', () => {
  it('lists the services on /prestations, reachable from the menu, with tag filter links', async () => {
    expect(await (await request('/')).text()).toContain('href="/prestations"');
    const response = await request('/prestations');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(titleOf(html)).toContain('Prestations');
    expect(linkHref(html, 'canonical')).toBe('http://localhost/prestations');
    expect(html).toContain('href="/prestations/4-reflexologie-plantaire"');
    expect(html).toContain(`href="/prestations?tag=${encodeURIComponent('réflexologie')}"`);
    expect(html).toMatch(/<a class="service-tag" href="\/prestations" aria-current="page">Toutes<\/a>/);
  });

  it('filters by tag with a plain link (no JavaScript needed)', async () => {
    const response = await request('/prestations?tag=enfants');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('href="/prestations/5-massage-pour-enfants-et-adolescents"');
    expect(html).not.toContain('href="/prestations/4-reflexologie-plantaire"');
    expect(textOf(html)).toContain('1 prestation pour « enfants »');
    expect(html).toMatch(/href="\/prestations\?tag=enfants" aria-current="page"/);
    expect(linkHref(html, 'canonical')).toBe('http://localhost/prestations?tag=enfants');
    expect((await request('/prestations?tag=inconnue')).status).toBe(404);
  });

  it('shows a service, redirects a wrong slug and answers 404 for other sites’ services', async () => {
    const response = await request('/prestations/4-reflexologie-plantaire');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(titleOf(html)).toContain('Réflexologie plantaire');
    expect(html).toContain('<h1 class="page-title">Réflexologie plantaire</h1>');
    expect(html).toMatch(/<img class="service-page__img"[^>]*width="800" height="500"/);
    const moved = await request('/prestations/4-reflexo');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/prestations/4-reflexologie-plantaire');
    expect((await request('/prestations/4-reflexologie-plantaire', { host: WINE_HOST })).status).toBe(404);
    expect((await request('/prestations/999999-rien')).status).toBe(404);
  });

  it('answers 404 for the list on a site without services and without a « Prestations » page', async () => {
    const host = `${unique('sans-prestations')}.localhost`;
    await insertSite({ hosts: [host], locales: ['fr_FR'] });
    expect((await request('/prestations', { host })).status).toBe(404);
    const other = `${unique('avec-prestations')}.localhost`;
    const siteId = await insertSite({ hosts: [other], locales: ['fr_FR'] });
    await env.DB.prepare("INSERT INTO services (site_id, title) VALUES (?, 'Atelier')").bind(siteId).run();
    expect((await request('/prestations', { host: other })).status).toBe(200);
  });

  it('lists the services in the sitemap', async () => {
    const sitemap = await (await request('/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>http://localhost/prestations</loc>');
    expect(sitemap).toContain('<loc>http://localhost/prestations/4-reflexologie-plantaire</loc>');
  });
});
