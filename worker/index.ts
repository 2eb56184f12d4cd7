import '../src/schema/zod-locale';
import { Hono } from 'hono';
import { pageCache } from './cache/page-cache';
import type { Env } from './env';
import { notFound, PAGE_NOT_FOUND } from './errors';
import type { AppEnv } from './http/app-env';
import { authToken } from './http/auth-token';
import { providerCors } from './http/cors';
import { onError } from './http/on-error';
import { providerSeam } from './http/provider-seam';
import { requestId } from './http/request-id';
import { sameOrigin } from './http/same-origin';
import { consumeMail } from './mail/mail-consumer';
import type { MailJob } from './mail/mail-job';
import { pageRoutes } from './pages/page.routes';
import { pageRenderer } from './pages/renderer';
import { seoRoutes } from './pages/seo.routes';
import { providerApp } from './provider/app';
import { siteMiddleware } from './site/site-middleware';

// The middleware chain, in order. Each one only does work where it applies: CORS on /api,
// the page renderer and the HTML cache on pages only (an anonymous cached page touches
// neither D1 nor the provider).
export const app: Hono<AppEnv> = new Hono<AppEnv>()
  .use('*', requestId)
  .use('/api/*', providerCors)
  .use('*', pageRenderer)
  .use('*', sameOrigin)
  .use('*', siteMiddleware)
  .use('*', authToken)
  .use(
    '*',
    providerSeam(() => app),
  )
  .use('*', pageCache)
  .route('/api', providerApp)
  .route('/', seoRoutes)
  .route('/', pageRoutes);

app.notFound((c) => {
  if (new URL(c.req.url).pathname.startsWith('/api/')) throw notFound("Cette adresse de l'API n'existe pas.");
  throw notFound(PAGE_NOT_FOUND);
});
app.onError(onError);

export default {
  fetch: app.fetch,
  queue: (batch: MessageBatch<MailJob>, env: Env) => consumeMail(batch, env),
} satisfies ExportedHandler<Env, MailJob>;
