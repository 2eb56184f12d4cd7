import '../src/schema/shared/zod-locale';
import { Hono } from 'hono';
import { adminHostDispatch } from './admin-host/dispatch';
import { pageCache } from './cache/page-cache';
import type { Env } from './env';
import { notFound, PAGE_NOT_FOUND } from './errors';
import type { AppEnv } from './http/app-env';
import { authToken } from './http/auth-token';
import { bodySizeLimit } from './http/body-limit';
import { providerCors } from './site/cors';
import { MemoTrieRouter } from './http/memo-router';
import { allowedMethods, methodNotAllowed } from './http/method-not-allowed';
import { kvWriteProbe } from './http/kv-write-probe';
import { d1Session } from './cache/d1-session';
import { errorPages, onError } from './http/on-error';
import { pathLocale, routingPath } from './http/path-locale';
import { providerDispatch } from './provider/dispatch';
import { API_PREFIX } from './http/provider-handover';
import { providerSeam } from './provider/seam';
import { countRouteErrors } from './provider/site/public';
import { requestId } from './http/request-id';
import { requestLog } from './http/request-log';
import { sameOrigin } from './site/same-origin';
import { securityHeaders } from './http/security-headers';
import { staticAssets } from './http/static-assets';
import type { MailJob } from './mail/mail-job';
import { isDeadLetterQueue } from './mail/mail-queues';
import {
  accountPageRoutes,
  adminPanelRoutes,
  albumPageRoutes,
  authPageRoutes,
  blogPageRoutes,
  bookingPageRoutes,
  cartPageRoutes,
  checkoutPageRoutes,
  elementPageRoutes,
  formPageRoutes,
  giftCardPageRoutes,
  mediaPageRoutes,
  newsPageRoutes,
  orderHistoryPageRoutes,
  pageQuery,
  pageRenderer,
  pageRoutes,
  passwordResetPageRoutes,
  previewPageRoutes,
  renderErrorInLayout,
  searchPageRoutes,
  seoRoutes,
  servicePageRoutes,
  shopPageRoutes,
  visitFromQuery,
} from './pages';
import { buildingMode } from './site/building-mode';
import { siteMiddleware } from './site/site-middleware';
import { primaryHostRedirect } from './site/primary-host-redirect';
import { countPageViews, notePageView } from './site/page-views';

// The middleware chain, in order. Each one only does work where it applies: CORS on /api,
// the page renderer and the HTML cache on pages only (an anonymous cached page touches
// neither D1 nor the provider). Page routes are declared without the locale prefix: a prefixed
// request is routed on its unprefixed path (routingPath, worker/http/path-locale.ts).
// A TrieRouter that keeps its answers (worker/http/memo-router.ts). Not Hono's default
// SmartRouter: it would build a RegExpRouter on each isolate's first request, only to drop it
// (it cannot take a parameter beside a static segment at one level: /password/reset/:token and
// /password/reset/ask, /:keyList and /formulaires/:id).
export const app: Hono<AppEnv> = new Hono<AppEnv>({ getPath: routingPath, router: new MemoTrieRouter() })
  .use('*', kvWriteProbe) // bench instrument, local hosts only (worker/http/kv-write-probe.ts)
  .use('*', d1Session) // every read through one D1 session, bookmark cookie (worker/cache/d1-session.ts)
  .use('*', adminHostDispatch) // the admin host is its own app (worker/admin-host/): nothing below runs for it
  .use('*', requestId)
  .use('*', requestLog('site', countRouteErrors)) // one JSON line per request, 5xx counted per route
  .use('*', errorPages(renderErrorInLayout)) // the error handler's page in the site's layout
  .use('*', securityHeaders)
  .use('/api/*', providerCors)
  .use('*', pageRenderer)
  .use('*', siteMiddleware)
  .use('*', primaryHostRedirect) // another production host of the site → 301 to its primary one
  .use('*', notePageView) // anonymous page views, recorded after the answer (countPageViews)
  .use(
    '*',
    pathLocale(() => app), // c.var.locale from the path, once; the routes see no prefix
  )
  .use('*', authToken)
  .use('*', providerSeam()) // in-process calls go straight to the provider app, not through this chain
  .use('*', buildingMode) // a site in building mode: visitors get 503, its admins the site
  // After the site and the provider seam, so a refused form or a page's 413 gets the site's
  // error page; the Origin check first, so a form page refuses another origin's post (403).
  .use('*', sameOrigin)
  .use('*', visitFromQuery) // ?from= on any page: the visit is logged, then the page reloads without it
  .route('/', formPageRoutes) // forms
  .use('*', bodySizeLimit) // before the element pages too: their registration form is read there
  .route('/', elementPageRoutes)
  .route('/', previewPageRoutes) // shared previews of drafts: before the HTML cache, never in it
  .use(
    '*',
    pageCache(() => app, pageQuery), // stale pages are rendered again through the app itself
  )
  // The provider API: one route here, its own app behind it, loaded on first use.
  .all(`${API_PREFIX}/*`, providerDispatch)
  .route('/', adminPanelRoutes) // /admin → the admin host
  .route('/', mediaPageRoutes)
  .route('/', staticAssets)
  .route('/', albumPageRoutes)
  .route('/', authPageRoutes) // members: /auth, /password/reset/…
  .route('/', passwordResetPageRoutes)
  .route('/', servicePageRoutes)
  .route('/', accountPageRoutes)
  .route('/', newsPageRoutes)
  .route('/', shopPageRoutes)
  .route('/', seoRoutes)
  .route('/', cartPageRoutes)
  .route('/', blogPageRoutes)
  .route('/', checkoutPageRoutes)
  .route('/', orderHistoryPageRoutes)
  .route('/', searchPageRoutes)
  .route('/', bookingPageRoutes) // online booking: /rendez-vous, the manage link's page
  .route('/', giftCardPageRoutes) // gift cards: /bons-cadeaux, its balance page
  .route('/', pageRoutes);

// The contact-form POST on every path ('/*') is not counted: only pages showing the form take
// it (worker/pages/content/message-form.ts answers the others 405 itself), /me-contacter declares it.
const pageMethods = allowedMethods(() =>
  app.routes.filter((route) => !(route.method === 'POST' && route.path === '/*')),
);

// API paths never get here (the provider app answers its own 404 and 405). A page path that
// accepts other methods answers 405: the CMS catch-all makes every path GET-able, so a
// POST, PUT or DELETE where no form posts is 405, not 404.
app.notFound((c) => {
  if (new URL(c.req.url).pathname.startsWith(`${API_PREFIX}/`))
    throw notFound("Cette adresse de l'API n'existe pas.");
  const allowed = pageMethods(c.req.path);
  if (allowed.length > 0 && c.req.method === 'OPTIONS') {
    return c.body(null, 204, { Allow: [...allowed, 'OPTIONS'].join(', ') });
  }
  if (allowed.length > 0) {
    throw methodNotAllowed(c, allowed, `Cette page ne peut pas recevoir de requête ${c.req.method}.`);
  }
  throw notFound(PAGE_NOT_FOUND);
});
app.onError(onError);

export default {
  fetch: countPageViews(app.fetch),
  // The mail consumer and the cron jobs are loaded when their first batch or tick comes, not at
  // startup: a fetch never needs them.
  // The mail queue and its dead-letter queue (wrangler.toml: the name ends in -dlq).
  queue: async (batch: MessageBatch<MailJob>, env: Env) => {
    const consumer = await import('./mail/mail-consumer');
    return isDeadLetterQueue(batch.queue)
      ? consumer.consumeDeadMail(batch, env)
      : consumer.consumeMail(batch, env);
  },
  scheduled: async (controller: ScheduledController, env: Env) =>
    (await import('./cron/scheduled')).scheduled(controller, env), // orders: cron
} satisfies ExportedHandler<Env, MailJob>;
