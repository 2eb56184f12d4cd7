import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { publishContentVersion } from '../../../worker/cache/content-version';
import type { AppEnv } from '../../../worker/http/app-env';
import { pathLocale, routingPath } from '../../../worker/http/path-locale';
import type { SiteContext } from '../../../worker/http/site-context';
import { adminCall, OPERATOR, adminLogin } from '../support/accounts';
import { insertPage, insertSite, unique } from '../support/factories';
import { linkHref } from '../support/html';
import { request, WINE_HOST } from '../support/http';

// The page locale (worker/http/path-locale.ts): resolved once from the path with the site's
// own locales, the prefix stripped before routing so every page route is declared once.

const TWO_LOCALES: SiteContext = {
  id: 1,
  name: 'Site de test',
  defaultLocale: 'fr_FR',
  locales: ['fr_FR', 'en_GB'],
  isECommerce: false,
  isBuilding: false,
};

/** A small app with the middleware where worker/index.ts puts it, counting who runs. */
function probe() {
  const runs = { before: 0, after: 0 };
  const app: Hono<AppEnv> = new Hono<AppEnv>({ getPath: routingPath })
    .use('*', async (c, next) => {
      runs.before += 1;
      c.set('requestId', `pass-${runs.before}`);
      c.set('site', TWO_LOCALES);
      await next();
    })
    .use(
      '*',
      pathLocale(() => app),
    )
    .use('*', async (c, next) => {
      runs.after += 1;
      await next();
    })
    .get('/boutique', (c) =>
      c.json({
        locale: c.var.locale,
        prefix: c.var.localePrefix,
        routed: c.req.path,
        url: new URL(c.req.url).pathname,
        requestId: c.var.requestId,
      }),
    )
    .get('*', (c) => c.json({ locale: c.var.locale, prefix: c.var.localePrefix, routed: c.req.path }, 404));
  return { app, runs };
}

describe('the locale middleware', () => {
  it('sets the locale once for a prefixed path; the route, declared once, sees no prefix', async () => {
    const { app, runs } = probe();
    const response = await app.request('/en/shop');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      locale: 'en_GB',
      prefix: '/en',
      routed: '/boutique',
      url: '/en/shop', // the request keeps its URL: canonical links and redirects keep the prefix
      requestId: 'pass-1', // one request id for the whole request
    });
    // Everything after the middleware ran once; what is before it ran again for the handed-back request.
    expect(runs).toEqual({ before: 2, after: 1 });

    const french = probe();
    const unprefixed = await french.app.request('/boutique');
    expect(await unprefixed.json()).toMatchObject({ locale: 'fr_FR', prefix: '', routed: '/boutique' });
    expect(french.runs).toEqual({ before: 1, after: 1 });
  });

  it('lets the longest prefix win and treats a prefix the site lacks as a plain path', async () => {
    const { app } = probe();
    expect(await (await app.request('/en-gb/shop')).json()).toMatchObject({
      locale: 'en_GB',
      prefix: '/en-gb',
      routed: '/boutique',
    });
    expect(await (await app.request('/EN/shop')).json()).toMatchObject({
      locale: 'en_GB',
      prefix: '/EN',
    });
    // A fixed route spelt in French under /en has English words: one URL per language.
    const french = await app.request('/en/boutique?page=2');
    expect(french.status).toBe(301);
    expect(french.headers.get('location')).toBe('/en/shop?page=2');
    for (const path of ['/de/boutique', '/fr/boutique', '/english/boutique']) {
      const response = await app.request(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ locale: 'fr_FR', prefix: '', routed: path });
    }
  });
});

describe('pages under a locale prefix', () => {
  let englishPath: string;
  let frenchAlbum: string;
  let englishAlbum: string;

  beforeAll(async () => {
    // English beside French on both sample sites, the way the platform operator adds it.
    const operator = await adminLogin(OPERATOR);
    for (const site of [1, 2]) {
      const saved = await adminCall('PUT', `/admin/platform/site/${site}`, operator, {
        locales: ['fr_FR', 'en_GB'],
      });
      expect(saved.status).toBe(200);
    }
    const id = await insertPage(1, { locale: 'en_GB', title: 'About me' });
    const row = await env.DB.prepare('SELECT path FROM pages WHERE id = ?')
      .bind(id)
      .first<{ path: string }>();
    englishPath = row?.path ?? '';
    frenchAlbum = unique('Album français');
    englishAlbum = unique('English album');
    await env.DB.batch(
      [
        ['fr_FR', frenchAlbum],
        ['en_GB', englishAlbum],
      ].map(([locale, title]) =>
        env.DB.prepare(
          'INSERT INTO albums (site_id, locale, title, description, position) VALUES (1, ?, ?, ?, 0)',
        ).bind(locale, title, ''),
      ),
    );
  });

  it('renders a CMS page of the prefix’s locale, with its cookie and prefixed links', async () => {
    const response = await request(`/en${englishPath}`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<html lang="en-GB">');
    expect(html).toContain(`data-route="page-${englishPath.slice(1)}___en_GB"`);
    expect(linkHref(html, 'canonical')).toBe(`http://localhost/en${englishPath}`);
    expect(response.headers.getSetCookie().join()).toContain('i18n_locale=en_GB');
    // The longest prefix: /en-gb is en_GB too, and its canonical URL is the short one.
    const longest = await request(`/en-gb${englishPath}`);
    expect(longest.status).toBe(200);
    expect(linkHref(await longest.text(), 'canonical')).toBe(`http://localhost/en${englishPath}`);
    // Without the prefix the English page is not a French one.
    expect((await request(englishPath)).status).toBe(404);
  });

  it('serves the modules that had no prefixed variant: albums, shop, cart, sign-in', async () => {
    const english = await request('/en/gallery');
    const englishHtml = await english.text();
    expect(english.status).toBe(200);
    expect(englishHtml).toContain('<html lang="en-GB">');
    expect(englishHtml).toContain(englishAlbum);
    expect(englishHtml).not.toContain(frenchAlbum);
    const french = await (await request('/galerie')).text();
    expect(french).toContain(frenchAlbum);
    expect(french).not.toContain(englishAlbum);

    const shop = await request('/en/shop', { host: WINE_HOST });
    expect(shop.status).toBe(200);
    expect(linkHref(await shop.text(), 'canonical')).toBe('http://vins.localhost/en/shop');
    // A redirect the page builds keeps the prefix.
    const tidied = await request('/en/shop?page=1', { host: WINE_HOST });
    expect(tidied.status).toBe(302);
    expect(tidied.headers.get('location')).toBe('/en/shop');

    const cart = await (await request('/en/cart', { host: WINE_HOST })).text();
    expect(cart).toContain('/en/checkout');

    const auth = await request('/en/sign-in');
    expect(auth.status).toBe(200);
    expect(await auth.text()).toContain('action="/en/sign-in"');
  });

  it('keeps a cached page per locale and remembers the locale on a hit', async () => {
    // A new content version, so the page another test viewed is not in the cache any more
    // (a made-up query parameter is the same page to the cache).
    const bumped = await env.DB.prepare(
      'UPDATE sites SET content_version = content_version + 1 WHERE id = 1 RETURNING content_version',
    ).first<{ content_version: number }>();
    await publishContentVersion(env, 1, bumped!.content_version);
    const first = await request('/en/gallery');
    expect(first.headers.get('x-cache')).toBe('MISS');
    await first.arrayBuffer();
    const hit = await request('/en/gallery');
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(hit.headers.getSetCookie().join()).toContain('i18n_locale=en_GB');
    expect(await hit.text()).toContain(englishAlbum);
  });

  it('leaves an unknown prefix on a single-locale site a plain path (404 as before)', async () => {
    const host = `${unique('seule')}.localhost`;
    const siteId = await insertSite({ hosts: [host], locales: ['fr_FR'] });
    const id = await insertPage(siteId, { title: 'Une page' });
    const row = await env.DB.prepare('SELECT path FROM pages WHERE id = ?')
      .bind(id)
      .first<{ path: string }>();
    const path = row?.path ?? '';
    // A page whose own path starts like a locale: on this site it is just that page.
    await env.DB.prepare(
      `INSERT INTO pages (site_id, locale, position, title, url, path) VALUES (?, 'fr_FR', 98, 'En bref', 'en-bref', '/en/bref')`,
    )
      .bind(siteId)
      .run();
    expect((await request(path, { host })).status).toBe(200);
    for (const prefixed of [`/en${path}`, `/en-gb${path}`, '/en', `/fr${path}`]) {
      expect((await request(prefixed, { host })).status).toBe(404);
    }
    const page = await request('/en/bref', { host });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('data-route="page-en-bref___fr_FR"');
  });
});
