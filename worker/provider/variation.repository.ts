import type { SiteVariation } from '../../src/schema/product';

// The site's variations: labels a declination may carry (up to three), with the wording shown
// to shoppers when it differs (displayLabel).

const VARIATION_SELECT = 'SELECT id, label, display_label AS displayLabel FROM variations';

export async function listVariations(db: D1Database, siteId: number): Promise<SiteVariation[]> {
  const { results } = await db
    .prepare(`${VARIATION_SELECT} WHERE site_id = ? ORDER BY position, id`)
    .bind(siteId)
    .all<SiteVariation>();
  return results;
}

export async function findVariation(
  db: D1Database,
  siteId: number,
  variationId: number,
): Promise<SiteVariation | null> {
  return db
    .prepare(`${VARIATION_SELECT} WHERE site_id = ? AND id = ?`)
    .bind(siteId, variationId)
    .first<SiteVariation>();
}
