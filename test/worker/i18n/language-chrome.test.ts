import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { kvKeys } from '../../../worker/cache/kv-keys';
import { textOf } from '../support/html';
import { request } from '../support/http';

// The chrome of a site with a second language: the massage site (id 1) gains en_GB
// here, with an English home page (the sample data stays French only; storage is this file's).

const HOST = 'localhost';

async function page(path: string, init: RequestInit = {}) {
  const response = await request(path, { host: HOST, ...init });
  return { response, html: await response.text() };
}

/** The <link rel="alternate" hreflang> of a document, as hreflang → href. */
function hreflangs(html: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<link rel="alternate" hrefLang="[^"]*"[^>]*>/g)) {
    const lang = /hrefLang="([^"]*)"/.exec(tag)?.[1] ?? '';
    found[lang] = /href="([^"]*)"/.exec(tag)?.[1] ?? '';
  }
  return found;
}

/** The switcher nav of the header (or of the mobile menu). */
function switcher(html: string, id = 'langues-entete'): string {
  const start = html.indexOf(`id="${id}"`);
  if (start < 0) return '';
  return html.slice(html.lastIndexOf('<nav', start), html.indexOf('</nav>', start) + 6);
}

beforeAll(async () => {
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO languages (site_id, code, label, deepl_code, flag, is_valid) VALUES (1, 'en_GB', 'English', 'EN-GB', 'gb', 1)",
    ),
    env.DB.prepare(
      `INSERT INTO pages (site_id, locale, position, title, url, path, meta_description)
       VALUES (1, 'en_GB', 0, 'Welcome', 'home', '/', 'Massages at home')`,
    ),
  ]);
  await env.CACHE.delete(kvKeys.siteContext(1));
  await env.CACHE.delete(`host:${HOST}`);
});

describe('the chrome in English', () => {
  it('has the full language tag, English menus, footer, banner and error page', async () => {
    const { response, html } = await page('/en/sign-in');
    expect(response.status).toBe(200);
    expect(html).toContain('<html lang="en-GB">');
    expect(html).toContain('<meta property="og:locale" content="en_GB"/>');
    const text = textOf(html);
    expect(text).toContain('Skip to content');
    expect(html).toContain('aria-label="Main menu"');
    expect(html).toContain('<a href="/en/legal-notice">Legal notice</a>');
    expect(html).toContain('<a href="/en/contact">Contact</a>');
    expect(text).toContain('Manage cookies');
    expect(text).not.toContain('Mentions légales');
    expect(text).not.toContain('Aller au contenu');
  });

  it('shows the cookie banner in English and gives its island the English messages only', async () => {
    const { html } = await page('/en/sign-in');
    const banner = html.slice(html.indexOf('data-island="ConsentBanner"'));
    expect(banner).toContain('aria-label="Cookie consent"');
    expect(banner).toContain('Accept all');
    expect(banner).toContain('Refuse all');
    expect(banner).toContain('<a href="/en/cookie-policy">More about cookies</a>');
    const i18n = /data-i18n="([^"]*)"/.exec(banner)?.[1]?.replace(/&quot;/g, '"') ?? '';
    const embedded = JSON.parse(i18n) as { locale: string; messages: Record<string, unknown> };
    expect(embedded.locale).toBe('en_GB');
    expect(Object.keys(embedded.messages).sort()).toEqual(
      ['consent.acceptAll', 'consent.denyAll', 'consent.label', 'consent.more', 'consent.text'].sort(),
    );
    expect(JSON.stringify(embedded.messages)).not.toContain('Tout accepter');
  });

  it('keeps the French chrome byte for byte on the French pages', async () => {
    const { html } = await page('/auth');
    expect(html).toContain('<html lang="fr-FR">');
    expect(textOf(html)).toContain('Aller au contenu');
    expect(html).toContain('<a href="/mentions-legales">Mentions légales</a>');
    expect(html).toContain('Tout accepter');
  });

  it('answers an unknown English path with the 404 page in English', async () => {
    const { response, html } = await page('/en/nowhere-to-be-found');
    expect(response.status).toBe(404);
    expect(html).toContain('<html lang="en-GB">');
    const text = textOf(html);
    expect(text).toContain('Page not found');
    expect(text).toContain('This page could not be found.');
    expect(html).toContain('<a class="button" href="/en">Back to the home page</a>');
    expect(text).not.toContain('introuvable');
  });
});

describe('hreflang alternates', () => {
  const expected = {
    'fr-FR': 'http://localhost/mentions-legales',
    'en-GB': 'http://localhost/en/legal-notice',
    'x-default': 'http://localhost/mentions-legales',
  };

  it('lists every language of a fixed route and x-default, from either language', async () => {
    expect(hreflangs((await page('/mentions-legales')).html)).toEqual(expected);
    const { html } = await page('/en/legal-notice');
    expect(hreflangs(html)).toEqual(expected);
    expect(html).toContain('<meta property="og:locale:alternate" content="fr_FR"/>');
  });

  it('has none on a page kept out of search engines (noindex) nor on an error page', async () => {
    expect(hreflangs((await page('/en/sign-in')).html)).toEqual({});
    expect(hreflangs((await page('/en/nowhere-to-be-found')).html)).toEqual({});
  });
});

describe('language switcher', () => {
  it('links to the same page in the other language, in the header and the mobile menu', async () => {
    const french = (await page('/auth')).html;
    for (const id of ['langues-entete', 'langues-mobile']) {
      const nav = switcher(french, id);
      expect(nav).toContain('aria-label="Langue du site"');
      expect(nav).toContain(
        '<span class="language-switcher__current" lang="fr-FR" aria-current="true">Français</span>',
      );
      expect(nav).toContain(
        '<a class="language-switcher__link" href="/en/sign-in" lang="en-GB" hrefLang="en-GB">English</a>',
      );
    }
    const english = switcher((await page('/en/sign-in')).html);
    expect(english).toContain('aria-label="Site language"');
    expect(english).toContain(
      '<a class="language-switcher__link" href="/auth" lang="fr-FR" hrefLang="fr-FR">Français</a>',
    );
    expect(english).toContain('aria-current="true">English</span>');
  });

  it('leads from a page with no translation to the home page, whose note says so', async () => {
    const nav = switcher((await page('/en/nowhere-to-be-found')).html);
    expect(nav).toContain('href="/#page-non-traduite"');
    const home = (await page('/')).html;
    expect(home).toContain(
      '<p class="language-note" id="page-non-traduite" tabindex="-1">Cette page n&#x27;existe pas en français : voici l&#x27;accueil.</p>',
    );
    const englishHome = await page('/en');
    expect(englishHome.response.status).toBe(200);
    expect(englishHome.html).toContain('This page is not available in English: here is the home page.');
    // One HTML per URL: the note is there for every visitor, shown by CSS only when targeted.
    expect((await page('/?x=1')).html).toContain('id="page-non-traduite"');
  });
});

describe('the visitor’s language', () => {
  it('is remembered in the locale cookie on an English page', async () => {
    const { response } = await page('/en/sign-in');
    expect(response.headers.get('set-cookie')).toMatch(/i18n_locale=en_GB;.*Max-Age=31536000/i);
  });

  it('never redirects a first visit to / by Accept-Language', async () => {
    const { response, html } = await page('/', { headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(response.status).toBe(200);
    expect(html).toContain('<html lang="fr-FR">');
  });
});
