import type { Review, ReviewWrite } from '../../../src/schema/review';
import { bumpContentVersionStatement } from '../shared/d1';

// SQL for the reviews stored for a site (the embedded default review source). Site first.

const COLUMNS = 'id, author, rating, text, published_at AS publishedAt';
export const MAX_REVIEWS = 50;

/** The newest reviews published on or after `from` (every review without it). */
export async function listStoredReviews(
  db: D1Database,
  siteId: number,
  from: string | null,
): Promise<Review[]> {
  const { results } = await db
    .prepare(
      `SELECT ${COLUMNS} FROM google_reviews WHERE site_id = ? AND published_at >= ?
        ORDER BY published_at DESC, id DESC LIMIT ?`,
    )
    .bind(siteId, from ?? '', MAX_REVIEWS)
    .all<Review>();
  return results;
}

export function findReview(db: D1Database, siteId: number, id: number): Promise<Review | null> {
  return db
    .prepare(`SELECT ${COLUMNS} FROM google_reviews WHERE site_id = ? AND id = ?`)
    .bind(siteId, id)
    .first<Review>();
}

function versionOf(result: D1Result | undefined): number {
  return ((result?.results ?? []) as { content_version: number }[])[0]?.content_version ?? 1;
}

export async function insertReview(
  db: D1Database,
  siteId: number,
  input: ReviewWrite,
): Promise<{ review: Review; version: number }> {
  const [inserted, bumped] = await db.batch([
    db
      .prepare(
        `INSERT INTO google_reviews (site_id, author, rating, text, published_at) VALUES (?, ?, ?, ?, ?)
         RETURNING ${COLUMNS}`,
      )
      .bind(siteId, input.author, input.rating, input.text, input.publishedAt),
    bumpContentVersionStatement(db, siteId),
  ]);
  const review = ((inserted?.results ?? []) as Review[])[0];
  if (!review) throw new Error('review insert returned no row');
  return { review, version: versionOf(bumped) };
}

export async function updateReview(
  db: D1Database,
  siteId: number,
  id: number,
  input: ReviewWrite,
): Promise<{ review: Review | null; version: number }> {
  const [updated, bumped] = await db.batch([
    db
      .prepare(
        `UPDATE google_reviews SET author = ?, rating = ?, text = ?, published_at = ?
          WHERE site_id = ? AND id = ? RETURNING ${COLUMNS}`,
      )
      .bind(input.author, input.rating, input.text, input.publishedAt, siteId, id),
    bumpContentVersionStatement(db, siteId),
  ]);
  return { review: ((updated?.results ?? []) as Review[])[0] ?? null, version: versionOf(bumped) };
}

export async function deleteReview(db: D1Database, siteId: number, id: number): Promise<number | null> {
  const [deleted, bumped] = await db.batch([
    db.prepare('DELETE FROM google_reviews WHERE site_id = ? AND id = ? RETURNING id').bind(siteId, id),
    bumpContentVersionStatement(db, siteId),
  ]);
  return (deleted?.results.length ?? 0) > 0 ? versionOf(bumped) : null;
}
