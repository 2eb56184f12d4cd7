import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { sitemapXml, type SitemapEntry } from './sitemap-alternates';
import { localeSitemapEntries } from './sitemap-entries';
import { loadSiteData, pageDataSource } from './site-data';

// Per-site robots.txt and sitemap.xml. A site still being built is kept out of indexes.
export const seoRoutes = new Hono<AppEnv>()
  .get('/robots.txt', async (c) => {
    const origin = new URL(c.req.url).origin;
    const { info } = await loadSiteData(await pageDataSource(c, c.var.site.defaultLocale));
    const rules = info.isBuilding
      ? ['User-agent: *', 'Disallow: /']
      : [
          'User-agent: *',
          'Disallow: /api/',
          'Disallow: /auth',
          'Disallow: /password/',
          `Sitemap: ${origin}/sitemap.xml`,
        ];
    return c.text(`${rules.join('\n')}\n`, 200, { 'cache-control': 'public, max-age=3600' });
  })
  .get('/sitemap.xml', async (c) => {
    // Every locale of the site, each listing what exists in it, with the alternates that tie a
    // page to its translations (sitemap-entries.ts, sitemap-alternates.ts).
    const origin = new URL(c.req.url).origin;
    const site = c.var.site;
    const entries: SitemapEntry[] = [];
    for (const locale of site.locales.length > 0 ? site.locales : [site.defaultLocale]) {
      entries.push(...(await localeSitemapEntries(c, locale)));
    }
    return c.body(sitemapXml(origin, entries, site.defaultLocale), 200, {
      'content-type': 'application/xml; charset=UTF-8',
      'cache-control': 'public, max-age=3600',
    });
  });
