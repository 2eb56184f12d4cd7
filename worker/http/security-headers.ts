import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { BASE_PAGE_POLICY } from './content-security-policy';

// Headers every answer carries, pages and API alike, including the ones replayed from the
// page cache: the middleware runs around everything, after the request id. The per-page
// Content-Security-Policy is set while the page renders (worker/pages/page-view.tsx) and
// cached with the HTML; an HTML answer without one (an error page before the site is known)
// gets the base policy, and anything else may not be framed or run anything.

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), usb=(), payment=(self)';
const NON_HTML_POLICY = "default-src 'none'; frame-ancestors 'none'";
// A year; no includeSubDomains or preload: a customer's other subdomains are not ours to pin.
const HSTS = 'max-age=31536000';

function applySecurityHeaders(headers: Headers, https: boolean): void {
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('Permissions-Policy', PERMISSIONS_POLICY);
  if (https) headers.set('Strict-Transport-Security', HSTS);
  const html = /^text\/html\b/i.test(headers.get('content-type') ?? '');
  headers.set('X-Frame-Options', html ? 'SAMEORIGIN' : 'DENY'); // for browsers without frame-ancestors
  if (!headers.has('Content-Security-Policy')) {
    headers.set('Content-Security-Policy', html ? BASE_PAGE_POLICY : NON_HTML_POLICY);
  }
}

export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const https = new URL(c.req.url).protocol === 'https:';
  try {
    applySecurityHeaders(c.res.headers, https);
  } catch {
    // Responses from fetch, the Cache API or the assets binding have immutable headers.
    // Hono's setter copies the response into a mutable one.
    c.res = new Response(c.res.body, c.res);
    applySecurityHeaders(c.res.headers, https);
  }
};
