import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env';
import { requestProvider } from '../http/request-provider';

/**
 * Spec: with ?from=X the visit is logged with X, then the page reloads without the query
 * string. A failed log never blocks the visitor: the redirect happens either way.
 */
export async function logVisitAndRedirect(c: Context<AppEnv>, from: string): Promise<Response> {
  const url = new URL(c.req.url);
  const source = from.trim().slice(0, 200);
  if (source !== '') {
    // Straight to the provider: a visit is a write, nothing to read from the page-data cache.
    await requestProvider(c, c.var.site.defaultLocale)
      .logVisit(source, url.pathname)
      .catch((error: unknown) => {
        console.warn(
          JSON.stringify({ requestId: c.var.requestId, event: 'visit.log_failed', error: String(error) }),
        );
      });
  }
  // '//evil.example' (or '/\\evil.example') would be read by browsers as another site: keep
  // the redirect on this host whatever the path looks like.
  return c.redirect(`/${url.pathname.replace(/^[/\\]+/, '')}`, 302);
}
