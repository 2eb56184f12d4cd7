import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './app-env';
import { BASE_PAGE_POLICY } from './content-security-policy';

// Headers every answer carries, pages and API alike, including the ones replayed from the
// page cache: the middleware runs around everything, after the request id. The per-page
// Content-Security-Policy is set while the page renders (worker/pages/site/page-view.tsx) and
// cached with the HTML; an HTML answer without one (an error page before the site is known)
// gets the base policy, and anything else may not be framed or run anything.

// The same headers for every answer: Hono's secure-headers, with only what the platform
// wants. Its other defaults stay off: Cross-Origin-Resource-Policy would stop the admin host
// from showing a storefront's media, and the rest are obsolete or change nothing here.
const fixedHeaders = secureHeaders({
  xContentTypeOptions: true, // nosniff
  referrerPolicy: 'strict-origin-when-cross-origin',
  permissionsPolicy: { camera: [], microphone: [], geolocation: [], usb: [], payment: ['self'] },
  // Set below, as they depend on the answer or the scheme.
  xFrameOptions: false,
  strictTransportSecurity: false,
  crossOriginResourcePolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  removePoweredBy: false,
});

const NON_HTML_POLICY = "default-src 'none'; frame-ancestors 'none'";
// A year; no includeSubDomains or preload: a customer's other subdomains are not ours to pin.
const HSTS = 'max-age=31536000';

/** The headers that depend on the answer (HTML or not, its own CSP) and on the scheme. */
function setAnswerHeaders(headers: Headers, https: boolean): void {
  if (https) headers.set('Strict-Transport-Security', HSTS);
  const html = /^text\/html\b/i.test(headers.get('content-type') ?? '');
  headers.set('X-Frame-Options', html ? 'SAMEORIGIN' : 'DENY'); // for browsers without frame-ancestors
  if (!headers.has('Content-Security-Policy')) {
    headers.set('Content-Security-Policy', html ? BASE_PAGE_POLICY : NON_HTML_POLICY);
  }
}

/** Responses from fetch, the Cache API or the assets binding have immutable headers: copy them. */
function mutableHeaders(c: Context<AppEnv>): Headers {
  try {
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  } catch {
    c.res = new Response(c.res.body, c.res);
  }
  return c.res.headers;
}

export const securityHeaders: MiddlewareHandler<AppEnv> = (c, next) =>
  fixedHeaders(c, async () => {
    await next();
    setAnswerHeaders(mutableHeaders(c), new URL(c.req.url).protocol === 'https:');
  });
