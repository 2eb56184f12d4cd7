import { Hono } from 'hono';
import { allPages } from '../../src/ui/site-view';
import type { AppEnv } from '../http/app-env';
import { loadSiteData, pageDataSource } from './site-data';

const xmlEscape = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch] ?? ch,
  );

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
    const origin = new URL(c.req.url).origin;
    const locale = c.var.site.defaultLocale;
    const { tree } = await loadSiteData(await pageDataSource(c, locale));
    const urls = allPages(tree, locale)
      .filter((page) => page.isValid && page.link.type === 'NONE')
      .map((page) => `  <url><loc>${xmlEscape(`${origin}${page.path}`)}</loc></url>`);
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
    return c.body(body, 200, {
      'content-type': 'application/xml; charset=UTF-8',
      'cache-control': 'public, max-age=3600',
    });
  });
