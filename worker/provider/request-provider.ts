import type { Context } from 'hono';
import type { ProviderClient } from '../../src/provider/client';
import { lazyProviderClient } from '../../src/provider/lazy-client';
import { readConfig } from '../config';
import { inProcessClient } from './in-process-client';
import { siteScope } from './shared/service-context';
import type { AppEnv } from '../http/app-env';

/**
 * The provider client for this request, as the public pages use it: over the request's seam
 * (in-process, or the remote provider named by PROVIDER_URL), for this site, in the given
 * locale, carrying the visitor's address and, unless told otherwise, their token (shared page
 * data is read with `null`). Pages reach the platform through this, never through D1.
 *
 * In-process, the reads every page makes call the provider's services directly with the page's
 * site, locale, request id, token and D1 session (worker/provider/in-process-client.ts); remote, every
 * call is the typed HTTP client. Both answer the same (test/worker/pages/provider-adapters.test.ts).
 */
export function requestProvider(
  c: Context<AppEnv>,
  locale: string = c.var.locale,
  token: string | null = c.var.token,
): ProviderClient {
  const config = readConfig(c.env);
  const client = lazyProviderClient({
    fetch: c.var.providerFetch,
    baseUrl: providerBaseUrl(config.providerUrl, new URL(c.req.url).origin),
    siteId: c.var.site.id,
    locale,
    token,
    clientIp: c.req.header('cf-connecting-ip') ?? null,
  });
  if (config.providerUrl !== '') return client;
  const site = c.var.site;
  return inProcessClient(client, {
    db: c.env.DB,
    site,
    scope: siteScope(site, locale),
    origin: new URL(c.req.url).origin,
    requestId: c.var.requestId,
    token,
    env: c.env,
  });
}

/** PROVIDER_URL without its trailing slash, or this host's own /api when it is empty. */
function providerBaseUrl(providerUrl: string, origin: string): string {
  return providerUrl === '' ? `${origin}/api` : providerUrl.replace(/\/$/, '');
}
