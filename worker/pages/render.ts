import type { Context } from 'hono';
import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../http/app-env';

// Streaming SSR. The shell streams as soon as it is ready; crawlers get the whole document
// at once (allReady) so they never index a half page. A failure before the shell is ready
// throws to the one error handler, which renders the error page instead.

const BOTS = /bot|crawl|spider|slurp|facebookexternalhit|bingpreview|lighthouse/i;

export async function renderDocument(
  c: Context<AppEnv>,
  element: ReactElement,
  status = 200,
): Promise<Response> {
  const requestId = c.var.requestId;
  const stream = await renderToReadableStream(element, {
    onError(error: unknown) {
      console.error(JSON.stringify({ requestId, event: 'render.error', error: String(error) }));
    },
  });
  if (BOTS.test(c.req.header('user-agent') ?? '')) await stream.allReady;
  // c.body keeps the headers set on the context (cookies, request id).
  return c.body(stream, status as ContentfulStatusCode, {
    'content-type': 'text/html; charset=UTF-8',
    'cache-control': 'private, no-cache',
  });
}
