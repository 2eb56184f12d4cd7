import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../worker/auth/password';
import { login } from '../support/accounts';
import { MEMBER_PASSWORD } from '../support/account-members';
import { insertPage, insertSite } from '../support/factories';
import { bumpVersion, insertElement, insertList } from '../support/elements';
import { request } from '../support/http';
import { insertNews } from '../support/news';
import {
  insertBilingualShop,
  insertLocaleRow,
  insertTranslation,
  linkTranslation,
} from '../support/translations';

// Languages, the content pages under each site locale: the English version of an
// item under /en with English interface text, the French item's URL under /en redirected to
// its English version (301) or 404 when it has none, never the French text under an English
// URL; English RSS; element lists by their translated keys; legal texts falling back to French
// with lang="fr"; the member pages' text in English. A single-locale site keeps its French.

const HOST = 'langues-contenu.localhost';
const OTHER_HOST = 'langues-autre.localhost';
let siteId: number;
const ids = {
  newsFr: 0,
  newsEn: 0,
  newsFrOnly: 0,
  pageFr: 0,
  pageEn: 0,
  albumFr: 0,
  albumEn: 0,
  serviceFr: 0,
  serviceFrOnly: 0,
  serviceEn: 0,
  element: 0,
};
let list: { id: number; keyList: string; keyElem: string };
let pageFrPath = '';
let pageEnPath = '';

async function get(
  path: string,
  host = HOST,
): Promise<{ status: number; body: string; location: string | null }> {
  const response = await request(path, { host });
  return { status: response.status, body: await response.text(), location: response.headers.get('location') };
}

async function pathOf(id: number): Promise<string> {
  const row = await env.DB.prepare('SELECT path FROM pages WHERE id = ?').bind(id).first<{ path: string }>();
  return row?.path ?? '';
}

beforeAll(async () => {
  siteId = await insertBilingualShop(HOST);
  // A second bilingual site: its visitors never reach the first one's articles.
  await insertSite({ hosts: [OTHER_HOST], locales: ['fr_FR', 'en_GB'] });
  ids.newsFr = await insertNews(siteId, { title: 'Les vendanges 2026' });
  ids.newsEn = await insertNews(siteId, { title: 'The 2026 harvest', locale: 'en_GB' });
  await linkTranslation('news', ids.newsEn, ids.newsFr);
  ids.newsFrOnly = await insertNews(siteId, { title: 'Portes ouvertes au chai' });
  ids.pageFr = await insertPage(siteId, { title: 'Le domaine' });
  ids.pageEn = await insertPage(siteId, { title: 'The estate', locale: 'en_GB' });
  await linkTranslation('pages', ids.pageEn, ids.pageFr);
  pageFrPath = await pathOf(ids.pageFr);
  pageEnPath = await pathOf(ids.pageEn);
  ids.albumFr = await insertLocaleRow('albums', siteId, 'fr_FR', 'Les vignes en hiver');
  ids.albumEn = await insertLocaleRow('albums', siteId, 'en_GB', 'The vines in winter');
  await linkTranslation('albums', ids.albumEn, ids.albumFr);
  ids.serviceFr = await insertLocaleRow('services', siteId, 'fr_FR', 'Dégustation commentée');
  ids.serviceEn = await insertLocaleRow('services', siteId, 'en_GB', 'Guided tasting');
  await linkTranslation('services', ids.serviceEn, ids.serviceFr);
  ids.serviceFrOnly = await insertLocaleRow('services', siteId, 'fr_FR', 'Visite des caves');
  list = await insertList(siteId);
  await insertTranslation(siteId, 'elementList', list.id, 'en_GB', 'title', 'Workshops');
  await insertTranslation(siteId, 'elementList', list.id, 'en_GB', 'keyList', 'workshops');
  await insertTranslation(siteId, 'elementList', list.id, 'en_GB', 'keyElem', 'workshop');
  ids.element = await insertElement(siteId, list.id, {
    title: 'Atelier taille',
    startsAt: '2099-12-05T10:00',
  });
  await insertTranslation(siteId, 'element', ids.element, 'en_GB', 'title', 'Pruning workshop');
  await env.DB.prepare(
    "INSERT INTO parameters (site_id, type, kind, label, value) VALUES (?, 'LEGAL_NOTICE', 'TEXT', 'Mentions', '<p>Éditeur du site</p>')",
  )
    .bind(siteId)
    .run();
  await env.DB.prepare(
    "INSERT INTO parameters (site_id, type, kind, label, value) VALUES (?, 'SEARCH_BAR', 'BOOLEAN', 'Recherche', 'true')",
  )
    .bind(siteId)
    .run();
  await bumpVersion(siteId);
});

describe('news under each locale', () => {
  it('shows the English article under /en with English text, and the French one unprefixed', async () => {
    const english = await get(`/en/news/${ids.newsEn}-the-2026-harvest`);
    expect(english.status).toBe(200);
    expect(english.body).toContain('The 2026 harvest');
    expect(english.body).toContain('Published on <time');
    expect(english.body).toContain('← All news');
    expect(english.body).toContain('href="/en/news"');
    expect(english.body).not.toContain('Les vendanges 2026');
    const french = await get(`/actualites/${ids.newsFr}-les-vendanges-2026`);
    expect(french.status).toBe(200);
    expect(french.body).toContain('Publié le <time');
    expect(french.body).toContain('← Toutes les actualités');
  });

  it('redirects the French article’s URL under /en to its English version, and back', async () => {
    const fromFrench = await get(`/en/news/${ids.newsFr}-les-vendanges-2026`);
    expect(fromFrench.status).toBe(301);
    expect(fromFrench.location).toBe(`/en/news/${ids.newsEn}-the-2026-harvest`);
    // The French words of the route first (route-paths), then the same answer.
    const frenchWords = await get(`/en/actualites/${ids.newsFr}-les-vendanges-2026`);
    expect(frenchWords.status).toBe(301);
    const fromEnglish = await get(`/actualites/${ids.newsEn}-the-2026-harvest`);
    expect(fromEnglish.status).toBe(301);
    expect(fromEnglish.location).toBe(`/actualites/${ids.newsFr}-les-vendanges-2026`);
  });

  it('answers 404 under /en for an article with no English version, and for another site’s', async () => {
    expect((await get(`/en/news/${ids.newsFrOnly}-portes-ouvertes-au-chai`)).status).toBe(404);
    expect((await get(`/en/news/${ids.newsEn}-the-2026-harvest`, OTHER_HOST)).status).toBe(404);
    expect((await get(`/actualites/${ids.newsFr}-les-vendanges-2026`, OTHER_HOST)).status).toBe(404);
  });

  it('lists only the English articles under /en, in English', async () => {
    const { status, body } = await get('/en/news');
    expect(status).toBe(200);
    expect(body).toContain('The 2026 harvest');
    expect(body).not.toContain('Portes ouvertes au chai');
    expect(body).toContain('Subscribe to the news RSS feed');
    expect(body).toContain('1 January 2026');
  });

  it('writes the English feed with its language and English links', async () => {
    const response = await request('/en/news/rss.xml', { host: HOST });
    const xml = await response.text();
    expect(response.status).toBe(200);
    expect(xml).toContain('<language>en-GB</language>');
    expect(xml).toContain(`<link>http://${HOST}/en/news/${ids.newsEn}-the-2026-harvest</link>`);
    expect(xml).toContain(`<link>http://${HOST}/en/news</link>`);
    expect(xml).not.toContain('vendanges');
  });
});

describe('CMS pages, albums and services under each locale', () => {
  it('redirects a French page path under /en to its English page', async () => {
    expect((await get(`/en${pageEnPath}`)).status).toBe(200);
    const moved = await get(`/en${pageFrPath}`);
    expect(moved.status).toBe(301);
    expect(moved.location).toBe(`/en${pageEnPath}`);
  });

  it('shows the English album under /en/gallery and redirects the French one to it', async () => {
    const english = await get(`/en/gallery/${ids.albumEn}-the-vines-in-winter`);
    expect(english.status).toBe(200);
    expect(english.body).toContain('← The whole gallery');
    expect(english.body).toContain('This album is still empty.');
    const moved = await get(`/en/gallery/${ids.albumFr}-les-vignes-en-hiver`);
    expect(moved.status).toBe(301);
    expect(moved.location).toBe(`/en/gallery/${ids.albumEn}-the-vines-in-winter`);
  });

  it('redirects a translated service and answers 404 for an untranslated one', async () => {
    const moved = await get(`/en/services/${ids.serviceFr}-degustation-commentee`);
    expect(moved.status).toBe(301);
    expect(moved.location).toBe(`/en/services/${ids.serviceEn}-guided-tasting`);
    const english = await get(`/en/services/${ids.serviceEn}-guided-tasting`);
    expect(english.status).toBe(200);
    expect(english.body).toContain('← All services');
    expect((await get(`/en/services/${ids.serviceFrOnly}-visite-des-caves`)).status).toBe(404);
  });
});

describe('element lists under each locale', () => {
  it('serves the list and its elements by their English keys, in English', async () => {
    const listPage = await get('/en/workshops');
    expect(listPage.status).toBe(200);
    expect(listPage.body).toContain('<h1>Workshops</h1>');
    expect(listPage.body).toContain('Pruning workshop');
    expect(listPage.body).toContain(`href="/en/workshop/${ids.element}"`);
    expect(listPage.body).toContain('Saturday, 5 December 2099 at 10:00');
    expect(listPage.body).toContain('Details and registration');
    const detail = await get(`/en/workshop/${ids.element}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toContain('Confirm my registration');
    expect(detail.body).toContain('<dt>Place</dt>');
  });

  it('redirects the French keys under /en to the English ones', async () => {
    const moved = await get(`/en/${list.keyList}?page=1`);
    expect(moved.status).toBe(301);
    expect(moved.location).toBe('/en/workshops?page=1');
    const element = await get(`/en/${list.keyElem}/${ids.element}`);
    expect(element.status).toBe(301);
    expect(element.location).toBe(`/en/workshop/${ids.element}`);
    // French stays French.
    const french = await get(`/${list.keyList}`);
    expect(french.status).toBe(200);
    expect(french.body).toContain('Détails et inscription');
  });
});

describe('legal, search and member pages under /en', () => {
  it('titles a legal page in English and marks the untranslated French text lang="fr-FR"', async () => {
    const { status, body } = await get('/en/legal-notice');
    expect(status).toBe(200);
    expect(body).toContain('<h1 class="page-title">Legal notice</h1>');
    expect(body).toContain('<div class="rich-text" lang="fr-FR"><p>Éditeur du site</p></div>');
    const french = await get('/mentions-legales');
    expect(french.body).toContain('<h1 class="page-title">Mentions légales</h1>');
    expect(french.body).toContain('<div class="rich-text"><p>Éditeur du site</p></div>');
  });

  it('drops lang once the owner has translated the text', async () => {
    await insertTranslation(
      siteId,
      'parameter',
      await legalNoticeId(),
      'en_GB',
      'value',
      '<p>Site publisher</p>',
    );
    await bumpVersion(siteId);
    const { body } = await get('/en/legal-notice');
    expect(body).toContain('<div class="rich-text"><p>Site publisher</p></div>');
  });

  it('shows the search page and the header’s search form in English', async () => {
    const { status, body } = await get('/en/search');
    expect(status).toBe(200);
    expect(body).toContain('<h1 class="page-title">Search</h1>');
    expect(body).toContain('action="/en/search"');
    expect(body).toContain('Search the site');
    const french = await get('/recherche');
    expect(french.body).toContain('<h1 class="page-title">Recherche</h1>');
  });

  it('refuses a search without a word in English', async () => {
    const { status, body } = await get('/en/search?q=%21%21');
    expect(status).toBe(400);
    expect(body).toContain('Please type at least one word (letters or numbers) to search for.');
    expect(body).not.toContain('La recherche doit contenir');
    const french = await get('/recherche?q=%21%21');
    expect(french.body).toContain('La recherche doit contenir au moins un mot (lettres ou chiffres).');
  });

  it('asks to confirm a newsletter subscription in English', async () => {
    const { status, body } = await get('/en/newsletter/confirmation?token=abc');
    expect(status).toBe(200);
    expect(body).toContain('One last click to confirm that you would like to receive our newsletter.');
    expect(body).toContain('action="/en/newsletter/confirmation"');
  });

  it('shows the sign-in and password pages in English, with English links', async () => {
    const auth = await get('/en/sign-in');
    expect(auth.status).toBe(200);
    expect(auth.body).toContain('Sign in or register');
    expect(auth.body).toContain('I have read and understood the terms of use and I accept them');
    expect(auth.body).toContain('action="/en/register"');
    expect(auth.body).toContain('href="/en/sign-in/link"');
    const reset = await get('/en/password/reset/ask');
    expect(reset.status).toBe(200);
    expect(reset.body).toContain('Forgotten password');
    expect(reset.body).toContain('Send me the link');
  });
});

async function legalNoticeId(): Promise<number> {
  const row = await env.DB.prepare("SELECT id FROM parameters WHERE site_id = ? AND type = 'LEGAL_NOTICE'")
    .bind(siteId)
    .first<{ id: number }>();
  return row?.id ?? 0;
}

describe('the member space under /en', () => {
  it('shows the account in English, and sends a signed-out visitor to the English sign-in', async () => {
    const email = 'camille-en@exemple.fr';
    await env.DB.prepare(
      `INSERT INTO users (site_id, email, password_hash, role, firstname, lastname)
       VALUES (?, ?, ?, 'MEMBER', 'Camille', 'Durand')`,
    )
      .bind(siteId, email, await hashPassword(MEMBER_PASSWORD))
      .run();
    const token = await login({ email, password: MEMBER_PASSWORD }, HOST);
    const response = await request('/en/my-account', { host: HOST, headers: { cookie: `token=${token}` } });
    const body = await response.text();
    expect(response.status).toBe(200);
    expect(body).toContain(
      'Hello Camille, you are signed in with the address <strong>camille-en@exemple.fr</strong>.',
    );
    expect(body).toContain('href="/en/my-account/orders"');
    expect(body).toContain('download="my-data.json"');
    expect(body).toContain('write to us from the <a href="/en/contact">Contact</a> page');
    // The AccountForms island's field rules, embedded in English (data-i18n, HTML-escaped JSON).
    expect(body).toContain('&quot;check.currentPassword&quot;:[&quot;Enter your current password.&quot;]');
    const signedOut = await request('/en/my-account', { host: HOST });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get('location')).toBe('/en/sign-in?redirect=%2Fen%2Fmy-account');
  });

  it('goes back to the English home after signing in without a redirect', async () => {
    const email = 'dominique-en@exemple.fr';
    await env.DB.prepare(
      `INSERT INTO users (site_id, email, password_hash, role, firstname, lastname)
       VALUES (?, ?, ?, 'MEMBER', 'Dominique', 'Martin')`,
    )
      .bind(siteId, email, await hashPassword(MEMBER_PASSWORD))
      .run();
    const response = await request('/en/sign-in', {
      host: HOST,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password: MEMBER_PASSWORD }).toString(),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en');
  });
});
