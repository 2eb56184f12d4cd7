import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { News, NewsDetail, NewsList } from '../../../src/schema/content/news';
import type { SearchList } from '../../../src/schema/site/search';
import { adminCall, adminLogin, OPERATOR, WINE_ADMIN } from '../support/accounts';
import { api, MASSAGE_HOST, request, WINE_HOST } from '../support/http';
import { insertNews } from '../support/news';

// Languages, the owner's and the operator's side: a row-per-locale item is
// translated by creating its row in the other locale with translationOf; the admin's news
// list filters by locale; removing a language hides its content (kept in the database) and
// adding it back shows it again; search answers the request's language only.

const WINE_SITE = 2;
const MASSAGE_SITE = 1;
let owner: string;
let operator: string;

async function setLocales(site: number, locales: string[]): Promise<void> {
  const saved = await adminCall('PUT', `/admin/platform/site/${site}`, operator, { locales });
  expect(saved.status).toBe(200);
}

beforeAll(async () => {
  operator = await adminLogin(OPERATOR);
  await setLocales(WINE_SITE, ['fr_FR', 'en_GB']);
  await setLocales(MASSAGE_SITE, ['fr_FR', 'en_GB']);
  owner = await adminLogin(WINE_ADMIN, WINE_HOST);
});

const newsInput = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  summary: 'Résumé',
  content: '<p>Texte</p>',
  publishedAt: '2026-01-02',
  ...extra,
});

describe('creating a translation with translationOf', () => {
  it('links a news article to its original, both public details naming the other', async () => {
    const original = await adminCall<News>(
      'POST',
      '/admin/news',
      owner,
      newsInput('Les vendanges'),
      WINE_HOST,
    );
    expect(original.status).toBe(201);
    const english = await adminCall<News>(
      'POST',
      '/admin/news',
      owner,
      newsInput('The harvest', { locale: 'en_GB', translationOf: original.body.data.id }),
      WINE_HOST,
    );
    expect(english.status).toBe(201);
    const fromFrench = await api<NewsDetail>(`/news/${original.body.data.id}`, { host: WINE_HOST });
    expect(fromFrench.body.data.translations).toEqual([
      { locale: 'en_GB', id: english.body.data.id, slug: 'the-harvest' },
    ]);
    // A second English row of the same original is refused, in French.
    const again = await adminCall<{ errors: Record<string, string> }>(
      'POST',
      '/admin/news',
      owner,
      newsInput('Harvest again', { locale: 'en_GB', translationOf: original.body.data.id }),
      WINE_HOST,
    );
    expect(again.status).toBe(400);
    expect(again.body.data.errors.translationOf).toBe('Ce contenu a déjà une traduction dans cette langue.');
  });

  it('refuses a translation in the default locale, of a translation, or of another site’s row', async () => {
    const original = await insertNews(WINE_SITE, { title: 'Original' });
    const french = await adminCall(
      'POST',
      '/admin/news',
      owner,
      newsInput('Bis', { translationOf: original }),
      WINE_HOST,
    );
    expect(french.status).toBe(400);
    const english = await insertNews(WINE_SITE, { title: 'English', locale: 'en_GB' });
    const ofTranslation = await adminCall(
      'POST',
      '/admin/news',
      owner,
      newsInput('Other', { locale: 'en_GB', translationOf: english }),
      WINE_HOST,
    );
    expect(ofTranslation.status).toBe(400);
    const foreign = await insertNews(MASSAGE_SITE, { title: 'Massage' });
    const crossSite = await adminCall<{ errors: Record<string, string> }>(
      'POST',
      '/admin/news',
      owner,
      newsInput('Cross', { locale: 'en_GB', translationOf: foreign }),
      WINE_HOST,
    );
    expect(crossSite.status).toBe(400);
    expect(crossSite.body.data.errors.translationOf).toBe(
      "L'original de cette traduction n'existe pas sur ce site.",
    );
  });

  it('files an album and a service in the asked locale, linked to their original', async () => {
    for (const path of ['/admin/album', '/admin/service']) {
      const original = await adminCall<{ id: number }>(
        'POST',
        path,
        owner,
        { title: 'Dégustation' },
        WINE_HOST,
      );
      expect(original.status).toBe(200);
      const english = await adminCall<{ id: number }>(
        'POST',
        path,
        owner,
        { title: 'Tasting', locale: 'en_GB', translationOf: original.body.data.id },
        WINE_HOST,
      );
      expect(english.status).toBe(200);
      const table = path === '/admin/album' ? 'albums' : 'services';
      const row = await env.DB.prepare(`SELECT locale, translation_of FROM ${table} WHERE id = ?`)
        .bind(english.body.data.id)
        .first<{ locale: string; translation_of: number }>();
      expect(row).toEqual({ locale: 'en_GB', translation_of: original.body.data.id });
      const german = await adminCall('POST', path, owner, { title: 'Probe', locale: 'de_DE' }, WINE_HOST);
      expect(german.status).toBe(400);
    }
  });
});

describe('the admin news list by locale', () => {
  it('keeps one language with ?locale=, every language without', async () => {
    const english = await insertNews(WINE_SITE, { title: 'Only English', locale: 'en_GB' });
    const only = await adminCall<NewsList>(
      'GET',
      '/admin/news?locale=en_GB&nbItem=100',
      owner,
      undefined,
      WINE_HOST,
    );
    expect(only.body.data.news.every((news) => news.locale === 'en_GB')).toBe(true);
    expect(only.body.data.news.map((news) => news.id)).toContain(english);
    const all = await adminCall<NewsList>('GET', '/admin/news?nbItem=100', owner, undefined, WINE_HOST);
    expect(new Set(all.body.data.news.map((news) => news.locale))).toEqual(new Set(['fr_FR', 'en_GB']));
  });
});

describe('removing and adding back a language', () => {
  it('hides the English content (404 under /en, rows kept) and shows it again', async () => {
    const english = await insertNews(WINE_SITE, { title: 'Cellar news', locale: 'en_GB' });
    const shown = await request(`/en/news/${english}-cellar-news`, { host: WINE_HOST });
    expect(shown.status).toBe(200);
    await setLocales(WINE_SITE, ['fr_FR']);
    const hidden = await request(`/en/news/${english}-cellar-news`, { host: WINE_HOST });
    expect(hidden.status).toBe(404);
    // The provider answers in the default language: the English row is not served there.
    const api404 = await api(`/news/${english}`, { host: WINE_HOST, headers: { userLang: 'en_GB' } });
    expect(api404.status).toBe(404);
    const kept = await env.DB.prepare('SELECT COUNT(*) AS n FROM news WHERE id = ?')
      .bind(english)
      .first<{ n: number }>();
    expect(kept?.n).toBe(1);
    await setLocales(WINE_SITE, ['fr_FR', 'en_GB']);
    const back = await request(`/en/news/${english}-cellar-news`, { host: WINE_HOST });
    expect(back.status).toBe(200);
  });
});

describe('search in a non-default locale', () => {
  it('answers the English rows only under English, the French ones under French', async () => {
    await insertNews(MASSAGE_SITE, { title: 'Zorbulax en français' });
    const english = await insertNews(MASSAGE_SITE, { title: 'Zorbulax in English', locale: 'en_GB' });
    const en = await api<SearchList>('/search?q=zorbulax', {
      host: MASSAGE_HOST,
      headers: { userLang: 'en_GB' },
    });
    expect(en.status).toBe(200);
    expect(en.body.data.results.map((result) => result.id)).toEqual([english]);
    const fr = await api<SearchList>('/search?q=zorbulax', { host: MASSAGE_HOST });
    expect(fr.body.data.results.map((result) => result.title)).toEqual(['Zorbulax en français']);
  });
});
