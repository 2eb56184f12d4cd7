import type { MiddlewareHandler } from 'hono';
import { readConfig } from '../config';
import type { AppEnv } from '../http/app-env';
import { headerToken } from '../http/auth-token';
import { ProviderUnreachableError } from '../http/provider-outage';
import { executionContextOf, runProvider } from './dispatch';

/**
 * The provider seam: in-process unless PROVIDER_URL names a remote provider. A network failure
 * of the remote call becomes a ProviderUnreachableError, so it can be told apart from a bug.
 *
 * In-process, the request goes straight to the provider app with what the page's chain resolved
 *: the same site (the client names it in idSite), request id, env (so its reads go
 * through the page's D1 session and view plan) and seam; the token is the one the call carries
 * (the page sends its visitor's, or none for shared data). None of the page middlewares runs
 * again: the call is neither logged as a request of its own nor counted as a page view, and its
 * answer (status and envelope) is the one the remote provider would give.
 */
export function providerSeam(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const remote = readConfig(c.env).providerUrl !== '';
    const inProcess = (request: Request): Promise<Response> =>
      runProvider(
        request,
        {
          vars: {
            requestId: c.var.requestId,
            site: c.var.site,
            locale: c.var.site.defaultLocale,
            // The client sends no cookie: its token, if any, is in Authorization.
            token: headerToken(request.headers.get('Authorization')),
            providerFetch: c.var.providerFetch,
          },
          internal: true,
        },
        c.env,
        executionContextOf(c),
      );
    c.set('providerFetch', (request) =>
      remote
        ? fetch(request).catch((error: unknown) => {
            throw new ProviderUnreachableError(error);
          })
        : inProcess(request),
    );
    await next();
  };
}
