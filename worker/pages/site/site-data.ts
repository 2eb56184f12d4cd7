import type { Context } from 'hono';
import type { PageDetail, PageTree } from '../../../src/schema/content/page';
import { parameterMap, type ParameterMap } from '../../../src/schema/site/parameter';
import type { SiteInfo } from '../../../src/schema/site/site';
import type { ProviderClient } from '../../../src/provider/client';
import { ProviderError } from '../../../src/provider/provider-error';
import type { FooterLogo } from '../../../src/schema/site/footer-logo';
import { parseFooterConf, type FooterConf } from '../../../src/schema/site/component-conf';
import { PageDataCache, STALE_DATA_HEADER } from '../../cache/page-data-cache';
import { siteContentVersion } from '../../cache/site-content-version';
import { readConfig } from '../../config';
import type { AppEnv } from '../../http/app-env';
import { requestProvider } from '../../provider/request-provider';

// Page data comes through the provider client (in-process or remote) and the KV cache,
// never straight from D1.

export interface SiteData {
  info: SiteInfo;
  parameters: ParameterMap;
  tree: PageTree;
  footer: FooterConf | null; // the 'footer' component configuration, when the site has one
  footerLogos: FooterLogo[]; // spec: startup loads the footer logo elements (one page: 100)
}

export interface PageDataSource {
  /** Acts for the visitor (their token): logins, messages. Never feeds a shared cache. */
  provider: ProviderClient;
  /** Reads what every visitor shares, WITHOUT the visitor's token, so nothing personal can
   * enter the page-data or HTML caches. */
  shared: ProviderClient;
  cache: PageDataCache;
}

export async function pageDataSource(c: Context<AppEnv>, locale: string): Promise<PageDataSource> {
  const config = readConfig(c.env);
  const shared = requestProvider(c, locale, null);
  const cache = new PageDataCache({
    kv: c.env.CACHE,
    siteId: c.var.site.id,
    version: await siteContentVersion(c, shared),
    locale,
    ttlSeconds: config.cacheTtlSeconds,
    waitUntil: (promise) => c.executionCtx.waitUntil(promise),
    requestId: c.var.requestId,
    onStale: () => c.header(STALE_DATA_HEADER, 'true'),
  });
  return { provider: requestProvider(c, locale), shared, cache };
}

/** What the 'site' page-data entry holds: the footer conf as stored, parsed on each read. */
interface StoredSiteData extends Omit<SiteData, 'footer'> {
  footer: Record<string, unknown> | null;
}

// Every page needs all five: one page-data entry (one KV read, one isolate memo entry, one
// pair of KV writes) instead of five, loaded together on a miss.
export async function loadSiteData({ shared, cache }: PageDataSource): Promise<SiteData> {
  const stored = await cache.get('site', async (): Promise<StoredSiteData> => {
    const [info, parameters, tree, footer, footerLogos] = await Promise.all([
      shared.siteInfo(),
      shared.parameters().then(parameterMap),
      shared.pageTree(),
      optionalConf(shared, 'footer'),
      shared.footerLogos().then((list) => list.footerLogos),
    ]);
    return { info, parameters, tree, footer, footerLogos };
  });
  return { ...stored, footer: parseFooterConf(stored.footer) };
}

/** A component configuration, or null when the site has none (a 404, not a failure). */
async function optionalConf(provider: ProviderClient, slug: string): Promise<Record<string, unknown> | null> {
  try {
    return (await provider.componentConf(slug)).conf;
  } catch (error) {
    if (error instanceof ProviderError && error.status === 404) return null;
    throw error;
  }
}

export function loadPage({ shared, cache }: PageDataSource, id: number): Promise<PageDetail> {
  return cache.get(`page:${id}`, () => shared.page(id));
}
