import type { Context } from 'hono';
import type { PageDetail, PageTree } from '../../src/schema/page';
import { parameterMap, type ParameterMap } from '../../src/schema/parameter';
import type { SiteInfo } from '../../src/schema/site';
import { createProviderClient, ProviderError, type ProviderClient } from '../../src/provider/client';
import { parseFooterConf, type FooterConf } from '../../src/schema/component-conf';
import { PageDataCache } from '../cache/page-data-cache';
import { currentContentVersion } from '../cache/content-version';
import { readConfig } from '../config';
import type { AppEnv } from '../http/app-env';

// Page data comes through the provider client (in-process or remote) and the KV cache,
// never straight from D1.

export interface SiteData {
  info: SiteInfo;
  parameters: ParameterMap;
  tree: PageTree;
  footer: FooterConf | null; // the 'footer' component configuration, when the site has one
}

export interface PageDataSource {
  provider: ProviderClient;
  cache: PageDataCache;
}

export async function pageDataSource(c: Context<AppEnv>, locale: string): Promise<PageDataSource> {
  const config = readConfig(c.env);
  const site = c.var.site;
  const origin = new URL(c.req.url).origin;
  const provider = createProviderClient({
    fetch: c.var.providerFetch,
    baseUrl: config.providerUrl === '' ? `${origin}/api` : config.providerUrl.replace(/\/$/, ''),
    siteId: site.id,
    locale,
    token: c.var.token,
    clientIp: c.req.header('cf-connecting-ip') ?? null,
  });
  const cache = new PageDataCache({
    kv: c.env.CACHE,
    siteId: site.id,
    version: await currentContentVersion(c.env, site.id),
    locale,
    ttlSeconds: config.cacheTtlSeconds,
    waitUntil: (promise) => c.executionCtx.waitUntil(promise),
    requestId: c.var.requestId,
  });
  return { provider, cache };
}

export async function loadSiteData({ provider, cache }: PageDataSource): Promise<SiteData> {
  const [info, parameters, tree, footer] = await Promise.all([
    cache.get('site-info', () => provider.siteInfo()),
    cache.get('parameters', async () => parameterMap(await provider.parameters())),
    cache.get('page-tree', () => provider.pageTree()),
    cache.get('footer', () => optionalConf(provider, 'footer')),
  ]);
  return { info, parameters, tree, footer: parseFooterConf(footer) };
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

export function loadPage({ provider, cache }: PageDataSource, id: number): Promise<PageDetail> {
  return cache.get(`page:${id}`, () => provider.page(id));
}
