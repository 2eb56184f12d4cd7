import { reactRenderer } from '@hono/react-renderer';
import type { Context, MiddlewareHandler } from 'hono';
import type { ReactElement } from 'react';
import { InlineImageContext } from '../../../src/ui/blocks/inline-image';
import type { AppEnv } from '../../http/app-env';
import { inlineSvgLoader } from '../../media/inline-svg';
import { pageProps, PageShell, type PageViewOptions } from './page-view';

// Streaming SSR through @hono/react-renderer: one renderer middleware with the document
// shell, `c.render(content, { page })` in the routes. The shell streams as soon as it is
// ready; crawlers get the whole document at once (allReady) so they never index a half page.
// A failure before the shell is ready rejects c.render, so it reaches the one error handler,
// which renders the error page in the layout instead.

const BOTS = /bot|crawl|spider|slurp|facebookexternalhit|bingpreview|lighthouse/i;

const PAGE_HEADERS = {
  'content-type': 'text/html; charset=UTF-8',
  'cache-control': 'private, no-cache',
} as const;

/** Installs the page renderer on every non-API request (error pages included). */
export const pageRenderer: MiddlewareHandler<AppEnv> = (c, next) => {
  if (c.req.path.startsWith('/api/')) return next();
  const requestId = c.var.requestId;
  const inlineImage = inlineSvgLoader(c.env.ASSETS, new URL(c.req.url).origin);
  return reactRenderer(
    ({ page, children }) => (
      <InlineImageContext.Provider value={inlineImage}>
        <PageShell page={page}>{children}</PageShell>
      </InlineImageContext.Provider>
    ),
    {
      stream: PAGE_HEADERS,
      readableStreamOptions: {
        onError(error: unknown) {
          console.error(JSON.stringify({ requestId, event: 'render.error', error: String(error) }));
        },
      },
    },
  )(c, next);
};

/** Renders one page's content in the document shell with the given status. */
export async function renderPage(
  c: Context<AppEnv>,
  options: PageViewOptions,
  content: ReactElement,
  status = 200,
): Promise<Response> {
  const page = await pageProps(c, options);
  c.status(status as Parameters<typeof c.status>[0]);
  const response = await c.render(content, { page });
  if (!BOTS.test(c.req.header('user-agent') ?? '')) return response;
  // Reading the whole stream waits for every Suspense boundary: the allReady of a crawler.
  return new Response(await response.arrayBuffer(), response);
}
