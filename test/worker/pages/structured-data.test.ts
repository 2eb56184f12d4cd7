import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { MASSAGE_SITE_ID, WINE_SITE_ID } from '../support/factories';
import { metaContent } from '../support/html';
import { MASSAGE_HOST, request, WINE_HOST } from '../support/http';
import {
  articleProblems,
  breadcrumbProblems,
  eventProblems,
  localBusinessProblems,
  nodesOfType,
  productProblems,
} from '../support/rich-results';

// « Search engines »: JSON-LD complete enough for Google's rich results, checked with
// the rules of support/rich-results.ts, and og:image a raster image (social networks show no
// SVG): the page's own when it has one, the site's raster fallback otherwise.

async function html(path: string, host = MASSAGE_HOST): Promise<string> {
  const response = await request(path, { host });
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The first sitemap URL path matching a pattern. */
async function sitemapPath(host: string, pattern: RegExp): Promise<string> {
  const xml = await (await request('/sitemap.xml', { host })).text();
  const loc = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1] ?? '').pathname)
    .find((p) => pattern.test(p));
  expect(loc, String(pattern)).toBeDefined();
  return loc ?? '';
}

// News without an image of their own, and the wine shop's own handling and transit times:
// written before any page of this file is cached.
const SHOP_DAYS = {
  SHIPPING_HANDLING_DAYS_MIN: '1',
  SHIPPING_HANDLING_DAYS_MAX: '3',
  SHIPPING_TRANSIT_DAYS_MIN: '1',
  SHIPPING_TRANSIT_DAYS_MAX: '2',
};
beforeAll(async () => {
  await env.DB.prepare('UPDATE news SET image_url = NULL WHERE site_id = ?').bind(MASSAGE_SITE_ID).run();
  for (const [type, value] of Object.entries(SHOP_DAYS)) {
    const updated = await env.DB.prepare('UPDATE parameters SET value = ? WHERE site_id = ? AND type = ?')
      .bind(value, WINE_SITE_ID, type)
      .run();
    expect(updated.meta.changes, type).toBe(1);
  }
});

describe('LocalBusiness', () => {
  it('has a structured address, opening hours, geo, logo and image on the home and contact pages', async () => {
    for (const path of ['/', '/me-contacter']) {
      const [business] = nodesOfType(await html(path), 'LocalBusiness');
      expect(business, path).toBeDefined();
      expect(localBusinessProblems(business ?? {}), path).toEqual([]);
    }
    const [business] = nodesOfType(await html('/'), 'LocalBusiness');
    expect(business?.address).toMatchObject({ postalCode: expect.stringMatching(/^\d{5}$/) as unknown });
    expect(
      String(business?.address && (business.address as { streetAddress: string }).streetAddress),
    ).not.toMatch(/\d{5}/);
  });
});

describe('Event and BreadcrumbList', () => {
  it('a workshop page carries both, complete', async () => {
    const path = await sitemapPath(MASSAGE_HOST, /^\/atelier[^/]*\/\d+$/);
    const page = await html(path);
    const [breadcrumb] = nodesOfType(page, 'BreadcrumbList');
    expect(breadcrumbProblems(breadcrumb ?? {})).toEqual([]);
    const [event] = nodesOfType(page, 'Event');
    expect(event, path).toBeDefined();
    expect(eventProblems(event ?? {})).toEqual([]);
  });

  it('a visit page of the wine estate carries both, in French and in English', async () => {
    for (const pattern of [/^\/(?!en\/)[^/]+\/\d+$/, /^\/en\/[^/]+\/\d+$/]) {
      const path = await sitemapPath(WINE_HOST, pattern);
      const page = await html(path, WINE_HOST);
      expect(breadcrumbProblems(nodesOfType(page, 'BreadcrumbList')[0] ?? {}), path).toEqual([]);
      const events = nodesOfType(page, 'Event');
      expect(events.length, path).toBe(1);
      expect(eventProblems(events[0] ?? {}), path).toEqual([]);
    }
  });
});

describe('NewsArticle and BlogPosting', () => {
  it('every news article has an image (the site’s when it has none) and an author with a URL', async () => {
    const path = await sitemapPath(MASSAGE_HOST, /^\/actualites\/\d+-/);
    const [article] = nodesOfType(await html(path), 'NewsArticle');
    expect(articleProblems(article ?? {})).toEqual([]);
  });

  it('every blog article has an image and an author with a URL', async () => {
    const path = await sitemapPath(MASSAGE_HOST, /^\/blog\/article\/\d+-/);
    const [posting] = nodesOfType(await html(path), 'BlogPosting');
    expect(articleProblems(posting ?? {})).toEqual([]);
  });
});

describe('Product', () => {
  it('offers carry shippingDetails with a deliveryTime, hasMerchantReturnPolicy and sku, beside a breadcrumb', async () => {
    for (const path of [
      '/boutique/1-saumur-champigny-les-perrieres',
      '/en/shop/1-saumur-champigny-les-perrieres',
    ]) {
      const response = await request(path, { host: WINE_HOST });
      const page =
        response.status === 301
          ? await html(response.headers.get('location') ?? '', WINE_HOST)
          : await response.text();
      const [product] = nodesOfType(page, 'Product');
      expect(productProblems(product ?? {}), path).toEqual([]);
      expect(breadcrumbProblems(nodesOfType(page, 'BreadcrumbList')[0] ?? {}), path).toEqual([]);
    }
  });

  it('every offer of every product, in both languages, states the shop’s own handling and transit times', async () => {
    const paths = [
      ...new Set(
        [
          ...(await (await request('/sitemap.xml', { host: WINE_HOST })).text()).matchAll(
            /<loc>([^<]+)<\/loc>/g,
          ),
        ]
          .map((match) => new URL(match[1] ?? '').pathname)
          .filter((path) => /^(\/en)?\/(boutique|shop)\/\d+-/.test(path)),
      ),
    ];
    expect(paths.length).toBeGreaterThan(4);
    for (const path of paths) {
      const [product] = nodesOfType(await html(path, WINE_HOST), 'Product');
      expect(productProblems(product ?? {}), path).toEqual([]);
      for (const offer of (product?.offers ?? []) as Record<string, unknown>[]) {
        expect(offer.shippingDetails, path).toMatchObject({
          deliveryTime: {
            handlingTime: { minValue: 1, maxValue: 3, unitCode: 'DAY' },
            transitTime: { minValue: 1, maxValue: 2, unitCode: 'DAY' },
          },
        });
      }
    }
  });

  it('a filtered shop page’s hreflang links carry the filter of its canonical', async () => {
    const page = await html('/boutique?couleur=rouge', WINE_HOST);
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(page)?.[1] ?? '';
    const french = /<link rel="alternate" hrefLang="fr-FR" href="([^"]+)"/i.exec(page)?.[1];
    expect(canonical).toContain('?');
    expect(french).toBe(canonical);
    expect(/<link rel="alternate" hrefLang="en-GB" href="([^"]+)"/i.exec(page)?.[1]).toContain(
      canonical.slice(canonical.indexOf('?')),
    );
  });
});

describe('the home page and the service pages', () => {
  it('the home page carries the WebSite with its SearchAction and the Organization', async () => {
    const page = await html('/');
    const [site] = nodesOfType(page, 'WebSite');
    expect(site).toMatchObject({
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: expect.stringMatching(/\/recherche\?q=\{search_term_string\}$/) as unknown },
        'query-input': 'required name=search_term_string',
      },
    });
    expect(nodesOfType(page, 'Organization')[0]).toMatchObject({ name: expect.any(String) as unknown });
  });

  it('the English LocalBusiness has its opening hours', async () => {
    const [business] = nodesOfType(await html('/en/', WINE_HOST), 'LocalBusiness');
    expect(localBusinessProblems(business ?? {})).toEqual([]);
    expect((business?.openingHoursSpecification as unknown[]).length).toBeGreaterThan(5);
  });

  it('a service page carries a Service and its BreadcrumbList', async () => {
    const path = await sitemapPath(MASSAGE_HOST, /^\/prestations\/\d+-/);
    const page = await html(path);
    expect(nodesOfType(page, 'Service')[0]).toMatchObject({
      name: expect.any(String) as unknown,
      provider: { '@type': 'LocalBusiness' },
    });
    expect(breadcrumbProblems(nodesOfType(page, 'BreadcrumbList')[0] ?? {})).toEqual([]);
  });

  it('a news page carries its BreadcrumbList', async () => {
    const path = await sitemapPath(MASSAGE_HOST, /^\/actualites\/\d+-/);
    expect(breadcrumbProblems(nodesOfType(await html(path), 'BreadcrumbList')[0] ?? {})).toEqual([]);
  });
});

describe('og:image', () => {
  async function ogImage(path: string, host = MASSAGE_HOST): Promise<string> {
    const image = metaContent(await html(path, host), 'og:image');
    expect(image, path).not.toBeNull();
    return image ?? '';
  }

  it('is the product’s own photo, as a raster image that answers', async () => {
    const image = await ogImage('/boutique/1-saumur-champigny-les-perrieres', WINE_HOST);
    expect(image).toMatch(/^http:\/\/vins\.localhost\/assets\/sample\/raster\/wines\/[a-z-]+\.jpg$/);
    const response = await request(new URL(image).pathname, { host: WINE_HOST });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/jpeg');
  });

  it('falls back to the site’s raster image, never an SVG, on every kind of page', async () => {
    for (const [host, path] of [
      [MASSAGE_HOST, '/'],
      [MASSAGE_HOST, '/prestations'],
      [MASSAGE_HOST, await sitemapPath(MASSAGE_HOST, /^\/blog\/article\/\d+-/)],
      [WINE_HOST, '/'],
      [WINE_HOST, '/en/shop'],
    ] as const) {
      const image = await ogImage(path, host);
      expect(image, path).toMatch(/\.(jpg|jpeg|png|webp)$/);
      expect(image, path).not.toMatch(/\.svg/);
    }
    expect(await ogImage('/')).toBe('http://localhost/assets/sample/raster/logo.jpg');
  });
});
