import type { Award } from '../../../src/schema/catalogue/product';
import type { AwardInput } from '../../../src/schema/catalogue/product-admin';
import { all, first, mapRows, rowReader } from '../shared/d1';
import { overlayValues, type LocaleScope } from '../translation/public';

// Awards a wine received (competition, distinction, vintage), shown on its page and file.

const AWARD_SELECT = `SELECT a.id, a.product_id, a.competition, a.distinction, a.year, a.image_url FROM awards a`;
const readAward = mapRows(
  rowReader({
    id: 'number',
    product_id: 'number',
    competition: 'string',
    distinction: 'string',
    year: 'number?',
    image_url: 'string?',
  }),
  (row): Award => ({
    id: row.id,
    productId: row.product_id,
    competition: row.competition,
    distinction: row.distinction,
    year: row.year,
    image: row.image_url,
  }),
);

/**
 * The awards of one product, or of every product of the site when `productId` is null (drafts'
 * awards only for the admin: `publishedOnly` false).
 */
export async function listAwards(
  db: D1Database,
  siteId: number,
  productId: number | null,
  publishedOnly = true,
  scope?: LocaleScope,
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
  const awards = await all(statement, readAward);
  // In another language, each award's translated texts replace the French ones.
  const translated = await overlayValues(
    db,
    siteId,
    'award',
    scope,
    awards.map((award) => award.id),
  );
  return awards.map((award) => {
    const values = translated.get(award.id);
    return values
      ? {
          ...award,
          competition: values.competition ?? award.competition,
          distinction: values.distinction ?? award.distinction,
        }
      : award;
  });
}

export async function findAward(db: D1Database, siteId: number, awardId: number): Promise<Award | null> {
  return first(
    db.prepare(`${AWARD_SELECT} WHERE a.site_id = ? AND a.id = ?`).bind(siteId, awardId),
    readAward,
  );
}

// --- Admin writes ---------------------------------------------------------------------------

const awardValues = (input: AwardInput) => [
  input.productId,
  input.competition,
  input.distinction,
  input.year ?? null,
  input.image ?? null,
];

export function insertAwardStatement(db: D1Database, siteId: number, input: AwardInput) {
  return db
    .prepare(
      `INSERT INTO awards (site_id, product_id, competition, distinction, year, image_url, position)
       VALUES (?, ?, ?, ?, ?, ?, COALESCE(?, (SELECT COALESCE(MAX(position), -1) + 1 FROM awards WHERE site_id = ? AND product_id = ?)))
       RETURNING id`,
    )
    .bind(siteId, ...awardValues(input), input.order ?? null, siteId, input.productId);
}

export function updateAwardStatement(db: D1Database, siteId: number, awardId: number, input: AwardInput) {
  return db
    .prepare(
      `UPDATE awards SET product_id = ?, competition = ?, distinction = ?, year = ?, image_url = ?,
         position = COALESCE(?, position)
       WHERE site_id = ? AND id = ?`,
    )
    .bind(...awardValues(input), input.order ?? null, siteId, awardId);
}

export function deleteAwardStatement(db: D1Database, siteId: number, awardId: number) {
  return db.prepare('DELETE FROM awards WHERE site_id = ? AND id = ?').bind(siteId, awardId);
}
