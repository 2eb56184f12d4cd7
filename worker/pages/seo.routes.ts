import { Hono } from 'hono';
import { localisedPath } from '../../src/domain/locale';
import { escapeHtml } from '../../src/domain/rich-text'; // its entities are valid XML too
import { allPages } from '../../src/ui/site-view';
import type { AppEnv } from '../http/app-env';
import { elementSitemapPaths } from './element-sitemap';
import { albumSitemapPaths } from './album.routes';
import { serviceSitemapPaths } from './service.routes';
import { shopSitemapPaths } from './shop.routes';
import { blogSitemapPaths } from './blog-sitemap';
import { newsSitemapEntries } from './news-data';
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
    // Every valid page of every locale of the site, each at its public (prefixed) path.
    const origin = new URL(c.req.url).origin;
    const site = c.var.site;
    const urls: string[] = [];
    for (const locale of site.locales.length > 0 ? site.locales : [site.defaultLocale]) {
      const source = await pageDataSource(c, locale);
      const { tree } = await loadSiteData(source);
      for (const page of allPages(tree, locale)) {
        if (!page.isValid || page.link.type !== 'NONE') continue;
        const loc = `${origin}${localisedPath(page.path, locale, site.defaultLocale)}`;
        urls.push(`  <url><loc>${escapeHtml(loc)}</loc></url>`);
      }
      for (const path of await blogSitemapPaths(c, locale))
        urls.push(`  <url><loc>${escapeHtml(origin + path)}</loc></url>`);
      urls.push(...(await newsSitemapEntries(source, origin, locale, site.defaultLocale)));
      for (const path of [
        ...(await albumSitemapPaths(source)),
        ...(await serviceSitemapPaths(source)),
        ...(await shopSitemapPaths(source, site.isECommerce)),
      ]) {
        const loc = `${origin}${localisedPath(path, locale, site.defaultLocale)}`;
        urls.push(`  <url><loc>${escapeHtml(loc)}</loc></url>`);
      }
      for (const path of await elementSitemapPaths(source)) {
        const loc = `${origin}${localisedPath(path, locale, site.defaultLocale)}`;
        urls.push(`  <url><loc>${escapeHtml(loc)}</loc></url>`);
      }
    }
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
    return c.body(body, 200, {
      'content-type': 'application/xml; charset=UTF-8',
      'cache-control': 'public, max-age=3600',
    });
  });
