import { primaryOrigin } from '../../../../src/domain/site/site-url';
import { findSiteNameAndUrl } from '../site.repository';

/** Reads the site's stored URL, then primaryOrigin; the request's URL when there is one. */
export async function sitePrimaryOrigin(
  db: D1Database,
  siteId: number,
  requestUrl?: string | null,
): Promise<string> {
  const site = await findSiteNameAndUrl(db, siteId);
  return primaryOrigin(site?.url ?? '', requestUrl);
}
