import type { SiteInfo } from '../../../src/schema/site/site';
import { notFound } from '../../errors';
import { primaryOrigin } from '../../../src/domain/site/site-url';
import type { ServiceContext } from '../shared/service-context';
import { getContentVersion, getSiteInfo } from './site.repository';

/**
 * The site's public facts. Its url is the primary address as the site's links give it: on the
 * primary host itself the request's scheme and port (locally the port `npm start` got),
 * elsewhere the stored URL.
 */
export async function siteInfo(ctx: ServiceContext): Promise<SiteInfo> {
  const info = await getSiteInfo(ctx.db, ctx.site.id);
  if (!info) throw notFound("Ce site n'existe pas.");
  return { ...info, url: primaryOrigin(info.url, ctx.origin) };
}

/** The site's content version: every write bumps it, so caches keyed by it never serve old content. */
export function contentVersion(ctx: ServiceContext): Promise<number> {
  return getContentVersion(ctx.db, ctx.site.id);
}
