import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { News, NewsList } from '../../../src/schema/content/news';
import { MASSAGE_SITE_ID, WINE_SITE_ID } from '../support/factories';
import { api, request, WINE_HOST } from '../support/http';
import {
  adminCall,
  contentVersion,
  insertNews,
  login,
  MASSAGE_ADMIN,
  MASSAGE_MEMBER,
  newsIdsOf,
  WINE_ADMIN,
} from '../support/news';
import { adminLogin, adminApi } from '../support/accounts';

// Spec: GET /news?promoted=true, GET /news?{query} → { news, total }, 10 per page; admin CRUD
// under /admin/news for ADMIN and SUPER_ADMIN of the same site, each write bumping the version.

async function countValid(siteId: number): Promise<number> {
  const row = await env.DB.prepare(
    "SELECT COUNT(*) AS n FROM news WHERE site_id = ? AND is_valid = 1 AND locale = 'fr_FR'",
  )
    .bind(siteId)
    .first<{ n: number }>();
  return row?.n ?? -1;
}

const validInput = (title: string) => ({
  title,
  summary: 'Un résumé court.',
  content: '<p>Le texte de l’article.</p>',
  image: { url: '/assets/sample/soins.svg', alt: 'Serviettes roulées' },
  isPromoted: false,
  publishedAt: '2026-11-20',
});

describe('GET /news', () => {
  it('answers the envelope with this site’s published news, 10 per page, newest first', async () => {
    for (let index = 0; index < 6; index++) {
      await insertNews(MASSAGE_SITE_ID, { publishedAt: `2025-0${index + 1}-15T10:00:00.000Z` });
    }
    const total = await countValid(MASSAGE_SITE_ID);
    expect(total).toBeGreaterThan(10);
    const first = await api<NewsList>('/news');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, message: expect.any(String) as string });
    expect(first.body.data.total).toBe(total);
    expect(first.body.data.news).toHaveLength(10);
    const dates = first.body.data.news.map((news) => news.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await api<NewsList>('/news?page=2');
    expect(second.body.data.news).toHaveLength(total - 10);
    const firstIds = new Set(first.body.data.news.map((news) => news.id));
    expect(second.body.data.news.filter((news) => firstIds.has(news.id))).toEqual([]);
  });

  it('keeps only the promoted news with promoted=true, and the others with promoted=false', async () => {
    const promoted = await api<NewsList>('/news?promoted=true');
    expect(promoted.body.data.news.length).toBeGreaterThanOrEqual(2);
    expect(promoted.body.data.news.every((news) => news.isPromoted)).toBe(true);
    const others = await api<NewsList>('/news?promoted=false&nbItem=100');
    expect(others.body.data.news.every((news) => !news.isPromoted)).toBe(true);
    expect(promoted.body.data.total + others.body.data.total).toBe(await countValid(MASSAGE_SITE_ID));
  });

  it('refuses a promoted filter that is neither true nor false, in French', async () => {
    const { status, body } = await api('/news?promoted=oui');
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.message).toBe('Le filtre promoted vaut « true » ou « false ».');
  });

  it('applies the list-query filters and order', async () => {
    const liked = await api<NewsList>('/news?title=lk:bon%20cadeau');
    expect(liked.body.data.news.map((news) => news.title)).toEqual([
      'Fête des mères : offrez un bon cadeau bien-être',
    ]);
    const byTitle = await api<NewsList>('/news?orderBy=title&nbItem=3');
    const titles = byTitle.body.data.news.map((news) => news.title);
    expect(titles).toEqual([...titles].sort());
    const after = await api<NewsList>('/news?publishedAt=gte:2026-09-01&nbItem=100');
    expect(after.body.data.news.length).toBeGreaterThan(0);
    expect(after.body.data.news.every((news) => news.publishedAt >= '2026-09-01')).toBe(true);
  });

  it('hides drafts and other locales from visitors', async () => {
    const draft = await insertNews(MASSAGE_SITE_ID, { valid: false, title: 'Brouillon secret' });
    const english = await insertNews(MASSAGE_SITE_ID, { locale: 'en_GB', title: 'English only' });
    const { body } = await api<NewsList>('/news?nbItem=100');
    const ids = body.data.news.map((news) => news.id);
    expect(ids).not.toContain(draft);
    expect(ids).not.toContain(english);
    expect((await api(`/news/${draft}`)).status).toBe(404);
  });

  it('never lists the other site’s news', async () => {
    const theirs = new Set(await newsIdsOf(WINE_SITE_ID));
    const { body } = await api<NewsList>('/news?nbItem=100');
    expect(body.data.news.filter((news) => theirs.has(news.id))).toEqual([]);
  });
});

describe('GET /news/{id}', () => {
  it('answers one published article with its slug', async () => {
    const id = await insertNews(MASSAGE_SITE_ID, { title: 'L’été au cabinet : nouveaux horaires' });
    const { status, body } = await api<News>(`/news/${id}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id, slug: 'l-ete-au-cabinet-nouveaux-horaires', isValid: true });
  });

  it('answers 404 in French for an unknown or malformed id', async () => {
    for (const path of ['/news/999999', '/news/abc', '/news/0', '/news/1e3']) {
      const { status, body } = await api(path);
      expect(status, path).toBe(404);
      expect(body.message).toBe("Cette actualité n'existe pas.");
    }
  });

  it('answers 404 for every id of the other site', async () => {
    const theirs = await newsIdsOf(WINE_SITE_ID);
    expect(theirs.length).toBeGreaterThan(0);
    for (const id of theirs) expect((await api(`/news/${id}`)).status).toBe(404);
    const [wineId] = theirs;
    expect((await api(`/news/${wineId}`, { host: WINE_HOST })).status).toBe(200);
  });
});

describe('admin: who may write news', () => {
  it('needs an ADMIN of this very site: 401 anonymous, 401 member (no admin session), 403 another site’s admin', async () => {
    const member = await login(MASSAGE_MEMBER);
    const wineAdmin = await adminLogin(WINE_ADMIN, WINE_HOST);
    const [someId] = await newsIdsOf(MASSAGE_SITE_ID);
    const calls = [
      ['GET', '/admin/news', undefined],
      ['POST', '/admin/news', validInput('Refusée')],
      ['PUT', `/admin/news/${someId}`, validInput('Refusée')],
      ['DELETE', `/admin/news/${someId}`, undefined],
    ] as const;
    const before = await contentVersion(MASSAGE_SITE_ID);
    for (const [method, path, payload] of calls) {
      expect((await adminCall(method, path, null, payload)).status, `${method} anonymous`).toBe(401);
      // A member's storefront session is nobody on the admin host.
      const refused = await adminCall(method, path, member, payload);
      expect(refused.status, `${method} member`).toBe(401);
      expect(refused.body.message).toBe('Veuillez vous connecter.');
      const foreign = await adminCall(method, path, wineAdmin, payload);
      expect(foreign.status, `${method} wine admin`).toBe(403);
      expect(foreign.body.message).toBe('Vous ne gérez pas ce site.');
    }
    expect(await contentVersion(MASSAGE_SITE_ID)).toBe(before);
    const { results } = await env.DB.prepare("SELECT id FROM news WHERE title = 'Refusée'").all();
    expect(results).toEqual([]);
  });
});

describe('admin: writing news', () => {
  it('creates an article, sanitises its rich text and bumps the content version', async () => {
    const admin = await adminLogin(MASSAGE_ADMIN);
    const before = await contentVersion(MASSAGE_SITE_ID);
    const { status, body } = await adminCall('POST', '/admin/news', admin, {
      ...validInput('Nouvelle carte des soins'),
      content: '<p onclick="x()">Bonjour <script>alert(1)</script><a href="javascript:alert(1)">lien</a></p>',
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      title: 'Nouvelle carte des soins',
      slug: 'nouvelle-carte-des-soins',
      locale: 'fr_FR',
      publishedAt: '2026-11-20T00:00:00.000Z',
      image: { url: '/assets/sample/soins.svg', alt: 'Serviettes roulées' },
    });
    expect(body.data.content).toContain('Bonjour');
    expect(body.data.content).not.toMatch(/script|onclick|javascript:/);
    expect(await contentVersion(MASSAGE_SITE_ID)).toBe(before + 1);
    const read = await api<News>(`/news/${body.data.id}`);
    expect(read.body.data.content).toBe(body.data.content);
  });

  it('refuses invalid input with French messages per field, writing nothing', async () => {
    const admin = await adminLogin(MASSAGE_ADMIN);
    const before = await contentVersion(MASSAGE_SITE_ID);
    const count = (await newsIdsOf(MASSAGE_SITE_ID)).length;
    const { status, body } = await adminCall<{ errors: Record<string, string> }>(
      'POST',
      '/admin/news',
      admin,
      {
        title: '  ',
        image: { url: 'javascript:alert(1)', alt: 'x' },
        publishedAt: 'demain',
        isPromoted: 'oui',
      },
    );
    expect(status).toBe(400);
    expect(body.data.errors).toMatchObject({
      title: 'Le titre est obligatoire.',
      'image.url': "L'image doit être un chemin du site (/…) ou une adresse http(s).",
      publishedAt: 'La date de publication doit être une date (AAAA-MM-JJ ou ISO 8601).',
      isPromoted: 'isPromoted doit valoir true ou false.',
    });
    const wrongLocale = await adminCall('POST', '/admin/news', admin, {
      ...validInput('x'),
      locale: 'de_DE',
    });
    expect(wrongLocale.status).toBe(400);
    expect(wrongLocale.body.message).toBe("La langue « de_DE » n'est pas une langue du site.");
    const notJson = await adminApi('/admin/news', {
      method: 'POST',
      headers: { authorization: admin, 'content-type': 'text/plain' },
      body: 'titre',
    });
    expect(notJson.status).toBe(415);
    expect((await newsIdsOf(MASSAGE_SITE_ID)).length).toBe(count);
    expect(await contentVersion(MASSAGE_SITE_ID)).toBe(before);
  });

  it('updates an article of this site and bumps the version; another site’s id is 404 and untouched', async () => {
    const admin = await adminLogin(MASSAGE_ADMIN);
    const id = await insertNews(MASSAGE_SITE_ID);
    const before = await contentVersion(MASSAGE_SITE_ID);
    const { status, body } = await adminCall('PUT', `/admin/news/${id}`, admin, {
      ...validInput('Titre modifié'),
      isPromoted: true,
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id, title: 'Titre modifié', slug: 'titre-modifie', isPromoted: true });
    expect(await contentVersion(MASSAGE_SITE_ID)).toBe(before + 1);

    const [wineId] = await newsIdsOf(WINE_SITE_ID);
    const wineBefore = await env.DB.prepare('SELECT * FROM news WHERE id = ?').bind(wineId).first();
    const foreign = await adminCall('PUT', `/admin/news/${wineId}`, admin, validInput('Piratée'));
    expect(foreign.status).toBe(404);
    expect(await env.DB.prepare('SELECT * FROM news WHERE id = ?').bind(wineId).first()).toEqual(wineBefore);
    expect(await contentVersion(MASSAGE_SITE_ID)).toBe(before + 1);
    expect((await adminCall('PUT', '/admin/news/999999', admin, validInput('x'))).status).toBe(404);
  });

  it('deletes an article of this site only, bumping the version', async () => {
    const admin = await adminLogin(MASSAGE_ADMIN);
    const id = await insertNews(MASSAGE_SITE_ID);
    const before = await contentVersion(MASSAGE_SITE_ID);
    const deleted = await adminCall('DELETE', `/admin/news/${id}`, admin);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ id });
    expect((await api(`/news/${id}`)).status).toBe(404);
    expect(await contentVersion(MASSAGE_SITE_ID)).toBe(before + 1);
    expect((await adminCall('DELETE', `/admin/news/${id}`, admin)).status).toBe(404);
    const [wineId] = await newsIdsOf(WINE_SITE_ID);
    expect((await adminCall('DELETE', `/admin/news/${wineId}`, admin)).status).toBe(404);
    expect(await newsIdsOf(WINE_SITE_ID)).toContain(wineId);
    expect(await contentVersion(MASSAGE_SITE_ID)).toBe(before + 1);
  });

  it('lists drafts and every locale for the admin, never another site’s', async () => {
    const admin = await adminLogin(MASSAGE_ADMIN);
    const draft = await insertNews(MASSAGE_SITE_ID, { valid: false });
    const { status, body } = await adminCall<NewsList>('GET', '/admin/news?nbItem=100', admin);
    expect(status).toBe(200);
    const ids = body.data.news.map((news) => news.id);
    expect(ids).toContain(draft);
    expect(body.data.total).toBe((await newsIdsOf(MASSAGE_SITE_ID)).length);
    const theirs = new Set(await newsIdsOf(WINE_SITE_ID));
    expect(ids.filter((id) => theirs.has(id))).toEqual([]);
  });

  it('shows a write on the public news page at the next request', async () => {
    const admin = await adminLogin(MASSAGE_ADMIN);
    const before = await (await request('/actualites')).text();
    expect(before).not.toContain('Séances du samedi après-midi');
    const created = await adminCall('POST', '/admin/news', admin, {
      ...validInput('Séances du samedi après-midi'),
      publishedAt: '2030-01-01',
    });
    expect(created.status).toBe(201);
    const after = await request('/actualites');
    expect(await after.text()).toContain('Séances du samedi après-midi');
  });
});
