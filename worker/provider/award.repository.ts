import type { Award } from '../../src/schema/product';

// Awards a wine received (competition, distinction, vintage), shown on its page and file.

const AWARD_SELECT = `SELECT a.id, a.product_id AS productId, a.competition, a.distinction, a.year,
    a.image_url AS image
  FROM awards a`;

/**
 * The awards of one product, or of every product of the site when `productId` is null (drafts'
 * awards only for the admin: `publishedOnly` false).
 */
export async function listAwards(
  db: D1Database,
  siteId: number,
  productId: number | null,
  publishedOnly = true,
): Promise<Award[]> {
  const published = publishedOnly
    ? ' AND EXISTS (SELECT 1 FROM products p WHERE p.site_id = a.site_id AND p.id = a.product_id AND p.is_published = 1)'
    : '';
  const statement =
    productId === null
      ? db
          .prepare(`${AWARD_SELECT} WHERE a.site_id = ?${published} ORDER BY a.product_id, a.position, a.id`)
          .bind(siteId)
      : db
          .prepare(
            `${AWARD_SELECT} WHERE a.site_id = ? AND a.product_id = ?${published} ORDER BY a.position, a.id`,
          )
          .bind(siteId, productId);
  const { results } = await statement.all<Award>();
  return results;
}

export async function findAward(db: D1Database, siteId: number, awardId: number): Promise<Award | null> {
  return db.prepare(`${AWARD_SELECT} WHERE a.site_id = ? AND a.id = ?`).bind(siteId, awardId).first<Award>();
}
