import type { Context } from 'hono';
import type { ProviderClient } from '../../src/provider/client';
import { readConfig } from '../config';
import type { AppEnv } from '../http/app-env';
import { requestProvider } from '../provider/request-provider';
import { backgroundOf } from '../http/wait-until';
import { currentContentVersion } from './content-version';

// The content version a request's caches key on: the page-data cache (worker/pages/site/site-data.ts)
// and the HTML cache (page-cache.ts) read it the same way.

/** The site's content version: the local D1, or the remote provider when there is one. */
export function siteContentVersion(c: Context<AppEnv>, shared: ProviderClient): Promise<number> {
  const remote = readConfig(c.env).providerUrl !== '';
  return currentContentVersion(c.env, c.var.site.id, {
    readTruth: remote ? () => shared.contentVersion() : undefined,
    requestId: c.var.requestId,
    waitUntil: backgroundOf(c),
  });
}

/** The content version for this request's site, before the locale is known (HTML cache key). */
export function contentVersionFor(c: Context<AppEnv>): Promise<number> {
  return siteContentVersion(c, requestProvider(c, c.var.site.defaultLocale, null));
}
