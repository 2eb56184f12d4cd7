import { Hono, type Context } from 'hono';
import { nameRoute } from '../../http/request-log';
import type { PreviewView } from '../../provider/publishing/public';
import { openPreview, PREVIEW_PATH } from '../../provider/publishing/public';
import { notFound, PAGE_NOT_FOUND } from '../../errors';
import type { AppEnv } from '../../http/app-env';
import { isolateNow } from '../../isolate-memo';
import { renderBlogPreview } from '../content/blog-article';
import { renderElementPreview } from '../content/element-detail';
import { renderNewsPreview } from '../content/news.routes';
import { renderPagePreview } from '../content/page-render';
import { renderServicePreview } from '../content/service.routes';
import { renderProductPreview } from '../catalogue/shop.routes';

// A shared preview link (/apercu/{token}): the item's draft exactly as its public page will
// show it, to anyone holding the link, without an account. Mounted before the HTML cache, so it
// is never stored or answered from it; the answer says so to every other cache too, and asks
// search engines not to index it. A tampered, expired or revoked link is no page (404).

/** The item's public page, drawn with its draft. */
function renderPreview(c: Context<AppEnv>, shown: PreviewView): Promise<Response> {
  switch (shown.type) {
    case 'page':
      return renderPagePreview(c, shown.page);
    case 'news':
      return renderNewsPreview(c, shown.news);
    case 'blog':
      return renderBlogPreview(c, shown.article);
    case 'service':
      return renderServicePreview(c, shown.service, shown.locale);
    case 'element-item':
      return renderElementPreview(c, shown.list, shown.element);
    case 'product':
      return renderProductPreview(c, shown);
  }
}

export const previewPageRoutes = new Hono<AppEnv>().get(`${PREVIEW_PATH}:token`, async (c) => {
  nameRoute(c, 'preview');
  const site = c.var.site;
  const shown = await openPreview(
    c.env,
    {
      db: c.env.DB,
      site,
      origin: new URL(c.req.url).origin,
      requestId: c.var.requestId,
      token: null,
      env: c.env,
    },
    c.req.param('token'),
    isolateNow(),
  );
  if (!shown) throw notFound(PAGE_NOT_FOUND);
  const response = await renderPreview(c, shown);
  const answer = new Response(response.body, response);
  answer.headers.set('Cache-Control', 'private, no-store');
  answer.headers.set('X-Robots-Tag', 'noindex, nofollow');
  answer.headers.set('Referrer-Policy', 'no-referrer');
  return answer;
});
