import { FRENCH_LEGAL_PATHS } from '../../../src/domain/site/legal-text';
import { kvKeys } from '../../../worker/cache/kv-keys';
import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { massageSite } from '../../../worker/seed/massage-site';
import type { SeedPage } from '../../../worker/seed/types';
import { insertPage, insertSite, unique } from '../support/factories';
import { linkHref, metaContent, textOf, titleOf } from '../support/html';
import { request, WINE_HOST } from '../support/http';

const COMPANY = massageSite.parameters.find((p) => p.type === 'COMPANY_NAME')?.value ?? '';

// The route table of the sample site.
const SPEC_ROUTES = [
  '/',
  '/auth',
  '/password/reset/ask',
  '/password/reset/un-jeton',
  '/me-contacter',
  '/qui-suis-je',
  '/privacy-policy',
  '/cookie-policy',
  '/legal-notice',
  '/sale-terms',
  '/use-terms',
  '/la-reflexologie-plantaire',
  '/le-massage-energetique',
  '/massage-amma-assis',
  '/massage-pour-enfants-et-adolescents',
  '/les-massages/les-autres-soins',
  '/les-massages/les-massages-bien-etre',
  '/les-massages/massage-pour-enfant-et-adolescent',
  '/mes-interventions/les-massages-a-domicile',
  '/mes-interventions/les-massages-en-ehpad',
  '/mes-interventions/les-massages-en-entreprise',
];

// A legal page's spec path answers 301 to its French address (test/worker/pages/legal-addresses.test.ts).
const french = (path: string): string => FRENCH_LEGAL_PATHS[path] ?? path;

async function page(path: string, host?: string) {
  const response = await request(french(path), { host });
  return { response, html: await response.text() };
}

/** A sentence of the page's own content, straight from its first text-bearing block. */
function sentenceOf(seed: SeedPage): string | null {
  for (const block of seed.blocks) {
    const html = typeof block.data.html === 'string' ? block.data.html : null;
    if (html)
      return (
        textOf(html)
          .split(/(?<=[.!?])\s/)[0]
          ?.slice(0, 60) ?? null
      );
    if (typeof block.data.title === 'string' && block.kind !== 'FORM') return block.data.title;
  }
  return null;
}

describe('the sample site answers every route of the spec', () => {
  it.each(SPEC_ROUTES)('%s answers 200 with a French document', async (path) => {
    const { response, html } = await page(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain('<html lang="fr-FR">');
    expect(titleOf(html)).not.toBe('');
    expect(metaContent(html, 'description')).toBeTruthy();
  });
});

describe('CMS pages', () => {
  const cmsPages = massageSite.pages.filter((seed) => seed.blocks.length > 0);

  it.each(cmsPages.map((seed) => [seed.path, seed] as const))(
    '%s shows its title and its content',
    async (path, seed) => {
      const { response, html } = await page(path);
      expect(response.status).toBe(200);
      expect(titleOf(html)).toContain(path === '/' ? COMPANY : seed.title);
      expect(metaContent(html, 'description')).toBe(seed.metaDescription);
      expect(linkHref(html, 'canonical')).toBe(`http://localhost${path}`);
      expect(metaContent(html, 'og:title')).toContain(path === '/' ? COMPANY : seed.title);
      const sentence = sentenceOf(seed);
      expect(sentence).not.toBeNull();
      expect(textOf(html)).toContain(sentence);
    },
  );

  it('links the favicon logo and marks the company up as LocalBusiness on the home page', async () => {
    const { html } = await page('/');
    expect(linkHref(html, 'icon')).toBe('/assets/sample/favicon.svg');
    const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
    const parsed = JSON.parse(jsonLd ?? '{}') as { '@graph'?: Record<string, unknown>[] };
    // The home page's graph: the business beside the WebSite and the Organization.
    const data = parsed['@graph']?.find((node) => node['@type'] === 'LocalBusiness') ?? {};
    expect(data['@type']).toBe('LocalBusiness');
    expect(data.name).toBe(COMPANY);
    // The hours as OpeningHoursSpecification, as Google's local business result reads them.
    expect(data.openingHoursSpecification).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Monday',
          opens: expect.stringMatching(/^\d\d:\d\d$/) as unknown,
        }),
      ]),
    );
  });
});

describe('menu', () => {
  it('lists the spec’s nine entries in order, with the massages sub-menu', async () => {
    const { html } = await page('/qui-suis-je');
    const nav = /<nav class="menu" aria-label="Menu principal"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    // Module list pages (Galerie, Prestations…: isCmsPage false) come after the spec's nine.
    const topLevel = massageSite.pages.filter(
      (seed) => !seed.parentKey && seed.showInMenu !== false && seed.isCmsPage !== false,
    );
    const hrefs = [...nav.matchAll(/<a class="menu__link" href="([^"]+)"/g)].map((m) => m[1]);
    const expectedTop = topLevel.map((seed) => seed.path);
    expect(expectedTop.length).toBeGreaterThanOrEqual(9); // the spec's nine, then CMS pages modules add (Avis)
    expect(hrefs.filter((href) => expectedTop.includes(href ?? ''))).toEqual(expectedTop);
    expect(nav).toContain('<details class="menu__sub">');
    expect(hrefs).toContain('/la-reflexologie-plantaire');
    expect(nav).toContain('aria-current="page"');
  });
});

describe('legal pages', () => {
  it.each(['/privacy-policy', '/cookie-policy', '/legal-notice', '/sale-terms', '/use-terms'])(
    '%s has every placeholder filled from the company settings',
    async (path) => {
      const { html } = await page(path);
      expect(html).not.toContain('{{');
      expect(html).not.toContain('non renseigné');
    },
  );

  it('names the company, its agent, RCS and VAT numbers in the legal notice', async () => {
    const { html } = await page('/legal-notice');
    const text = textOf(html);
    for (const type of [
      'COMPANY_LEGAL_NAME',
      'COMPANY_LEGAL_AGENT',
      'RCS_NUMBER',
      'INTRACO_VAT',
      'COMPANY_EMAIL',
    ]) {
      const value = massageSite.parameters.find((p) => p.type === type)?.value ?? '';
      expect(value).not.toBe('');
      expect(text).toContain(value);
    }
  });

  it('states the RGPD figures in the privacy policy', async () => {
    const text = textOf((await page('/privacy-policy')).html);
    expect(text).toMatch(/3 ans/);
    expect(text).toMatch(/10 jours ouvrés/);
    expect(text).toMatch(/30 jours/);
    expect(text).toMatch(/9\s?h.*17\s?h/);
  });

  it('states the 13-month limit of cookie consent in the cookie policy', async () => {
    const text = textOf((await page('/cookie-policy')).html);
    expect(text).toMatch(/13 mois/);
    expect(text).toContain('Tout refuser');
  });

  it('sends /contact and /cgu to their pages', async () => {
    expect((await request('/contact')).headers.get('location')).toBe('/me-contacter');
    expect((await request('/cgu')).headers.get('location')).toBe('/conditions-utilisation');
  });
});

describe('error pages', () => {
  it('answers an unknown path with 404, the French message and a link home, inside the layout', async () => {
    const { response, html } = await page('/cette-page-n-existe-pas');
    expect(response.status).toBe(404);
    expect(textOf(html)).toContain('Cette page est introuvable.');
    expect(html).toContain('href="/"');
    expect(html).toContain('Menu principal');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it('answers an unknown host with a 404 page that names no site', async () => {
    const { response, html } = await page('/', 'inconnu.example');
    expect(response.status).toBe(404);
    expect(html).not.toContain(COMPANY);
    expect(html).not.toContain('Domaine des Coteaux');
  });
});

describe('locale prefix', () => {
  it('serves the default locale without prefix and a non-default locale under its prefix', async () => {
    await env.DB.prepare(
      "INSERT INTO languages (site_id, code, label, deepl_code, flag, is_valid) VALUES (1, 'en_GB', 'English', 'EN-GB', 'gb', 1)",
    ).run();
    await env.DB.prepare(
      `INSERT INTO pages (site_id, locale, position, title, url, path, meta_description)
       VALUES (1, 'en_GB', 0, 'About me', 'about-me', '/about-me', 'Who I am')`,
    ).run();
    await env.CACHE.delete(kvKeys.siteContext(1));
    await env.CACHE.delete(kvKeys.host('127.0.0.1'));
    const english = await page('/en/about-me', '127.0.0.1');
    expect(english.response.status).toBe(200);
    expect(english.html).toContain('<html lang="en-GB">');
    expect(titleOf(english.html)).toContain('About me');
    expect(english.html).toContain('data-route="page-about-me___en_GB"');
    expect(linkHref(english.html, 'canonical')).toBe('http://127.0.0.1/en/about-me');
    expect(english.html).toContain('<a class="menu__link" href="/en/about-me"');
    expect(english.html).toContain('href="/en/contact"'); // the fixed route's English words
    expect((await page('/qui-suis-je', '127.0.0.1')).html).toContain('data-route="page-qui-suis-je___fr_FR"');
    const longest = await page('/en-gb/about-me', '127.0.0.1');
    expect(longest.response.status).toBe(200);
    expect((await page('/about-me', '127.0.0.1')).response.status).toBe(404);
  });
});

describe('?from= visits', () => {
  it('keeps the redirect on this host whatever the path looks like', async () => {
    for (const path of ['//evil.example?from=x', '/%2F%2Fevil.example?from=x', '/\\evil.example?from=x']) {
      const location = (await request(path)).headers.get('location') ?? '';
      expect(location.startsWith('/')).toBe(true);
      expect(location.startsWith('//')).toBe(false);
      expect(location.startsWith('/\\')).toBe(false);
    }
  });

  it('logs the visit with its value, then redirects to the same path without the query', async () => {
    const response = await request('/qui-suis-je?from=flyer-salon-bien-etre&utm=x');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/qui-suis-je');
    const visit = await env.DB.prepare(
      "SELECT site_id, source, path FROM visits WHERE source = 'flyer-salon-bien-etre'",
    ).first();
    expect(visit).toEqual({ site_id: 1, source: 'flyer-salon-bien-etre', path: '/qui-suis-je' });
  });
});

describe('feature banners', () => {
  it('shows the Loi Evin warning and the promo banner on the wine site only', async () => {
    const wine = textOf((await page('/', WINE_HOST)).html);
    const massage = textOf((await page('/')).html);
    expect(wine).toContain("L'abus d'alcool est dangereux pour la santé");
    expect(massage).not.toContain("L'abus d'alcool");
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('lists every valid page of the host’s site in its sitemap', async () => {
    const response = await request('/sitemap.xml');
    const xml = await response.text();
    expect(response.headers.get('content-type')).toContain('application/xml');
    for (const seed of massageSite.pages)
      expect(xml).toContain(`<loc>http://localhost${french(seed.path)}</loc>`);
    expect(xml).not.toContain('/le-domaine');
  });

  it('points robots at the sitemap', async () => {
    const text = await (await request('/robots.txt')).text();
    expect(text).toContain('Sitemap: http://localhost/sitemap.xml');
  });
});

describe('footer', () => {
  it('shows the link columns of the site’s footer configuration', async () => {
    const { html } = await page('/');
    const footer = /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';
    expect(footer).toContain('aria-label="Mes interventions"');
    expect(footer).toContain('href="/mes-interventions/les-massages-en-ehpad"');
    expect(footer).toContain('Gérer les cookies');
  });
});

describe('locale cookie', () => {
  it('remembers the locale for 365 days, path /, SameSite=Lax, and only when it changes', async () => {
    const first = await request('/qui-suis-je');
    expect(first.headers.get('set-cookie')).toMatch(
      /i18n_locale=fr_FR; Max-Age=31536000; Path=\/; Secure; SameSite=Lax/,
    );
    expect(first.headers.get('x-request-id')).toBeTruthy();
    const again = await request('/qui-suis-je', { headers: { cookie: 'i18n_locale=fr_FR' } });
    expect(again.headers.get('set-cookie')).toBeNull();
  });
});

describe('bad form bodies and stale tokens', () => {
  it('answers 400 with a French message to a form body that cannot be read', async () => {
    for (const path of ['/me-contacter', '/auth']) {
      const response = await request(path, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=zzz' },
        body: 'garbage',
      });
      expect(response.status).toBe(400);
      expect(textOf(await response.text())).toContain('Le formulaire envoyé est illisible.');
    }
  });

  it('does not show a visitor as logged in for a token that matches no session', async () => {
    // The text shown: the account island's embedded messages (data-i18n) name both states.
    const html = textOf(await (await request('/', { headers: { cookie: 'token=inconnu' } })).text());
    expect(html).toContain('Se connecter');
    expect(html).not.toContain('Mon compte');
  });
});

describe('signing in and out on the site', () => {
  it('logs in with the plain form, shows the account, and logs out', async () => {
    const login = await request('/auth', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        email: 'cliente@massages-bien-etre.example',
        password: 'Cliente-Local-2026',
      }).toString(),
    });
    expect(login.status).toBe(303);
    const token = /token=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
    expect(token).toBeTruthy();
    const cookie = `token=${token}`;
    const account = textOf(await (await request('/auth', { headers: { cookie } })).text());
    expect(account).toContain('Vous êtes connecté avec l’adresse cliente@massages-bien-etre.example');
    expect(textOf(await (await request('/', { headers: { cookie } })).text())).toContain('Mon compte');
    // A browser sends its Origin with the form; a cookie-authenticated POST without one is refused.
    const logout = await request('/auth/logout', {
      method: 'POST',
      headers: { cookie, origin: 'http://localhost' },
    });
    expect(logout.status).toBe(303);
    expect(logout.headers.get('set-cookie')).toMatch(/token=;/);
    expect(textOf(await (await request('/', { headers: { cookie } })).text())).not.toContain('Mon compte');
  });

  it('answers a wrong password on the form with the French message and status 401', async () => {
    const response = await request('/auth', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=cliente%40massages-bien-etre.example&password=faux',
    });
    expect(response.status).toBe(401);
    expect(textOf(await response.text())).toContain('Adresse e-mail ou mot de passe incorrect.');
  });
});

describe('menu pages that link elsewhere (link type URL)', () => {
  async function pageLinkingTo(url: string): Promise<string> {
    const host = `${unique('lien')}.localhost`;
    const siteId = await insertSite({ hosts: [host], locales: ['fr_FR'] });
    const pageId = await insertPage(siteId);
    await env.DB.prepare("UPDATE pages SET link_type = 'URL', link_url = ? WHERE site_id = ? AND id = ?")
      .bind(url, siteId, pageId)
      .run();
    const row = await env.DB.prepare('SELECT path FROM pages WHERE id = ?')
      .bind(pageId)
      .first<{ path: string }>();
    return `http://${host}${row?.path ?? ''}`;
  }

  it('redirects to a safe target', async () => {
    const response = await exports.default.fetch(await pageLinkingTo('https://www.example.org/rendez-vous'), {
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://www.example.org/rendez-vous');
  });

  it('never redirects to a javascript: target: the page is not found', async () => {
    const response = await exports.default.fetch(await pageLinkingTo('java\tscript:alert(document.cookie)'), {
      redirect: 'manual',
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('location')).toBeNull();
  });
});
