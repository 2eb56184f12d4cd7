import type { Review, ReviewWrite } from '../../../src/schema/content/review';
import { all, first, firstOf, mapRows, rowReader, writeBumpingVersion } from '../shared/d1';

// SQL for the reviews stored for a site (the embedded default review source). Site first.

const COLUMNS = 'id, author, rating, text, published_at';
const toReview = mapRows(
  rowReader({ id: 'number', author: 'string', rating: 'number', text: 'string', published_at: 'string' }),
  (row): Review => ({
    id: row.id,
    author: row.author,
    rating: row.rating,
    text: row.text,
    publishedAt: row.published_at,
  }),
);
const MAX_REVIEWS = 50;

/** The newest reviews published on or after `from` (every review without it). */
export async function listStoredReviews(
  db: D1Database,
  siteId: number,
  from: string | null,
): Promise<Review[]> {
  return all(
    db
      .prepare(
        `SELECT ${COLUMNS} FROM google_reviews WHERE site_id = ? AND published_at >= ?
          ORDER BY published_at DESC, id DESC LIMIT ?`,
      )
      .bind(siteId, from ?? '', MAX_REVIEWS),
    toReview,
  );
}

export function findReview(db: D1Database, siteId: number, id: number): Promise<Review | null> {
  return first(
    db.prepare(`SELECT ${COLUMNS} FROM google_reviews WHERE site_id = ? AND id = ?`).bind(siteId, id),
    toReview,
  );
}

export async function insertReview(
  db: D1Database,
  siteId: number,
  input: ReviewWrite,
): Promise<{ review: Review; version: number }> {
  const { results, version } = await writeBumpingVersion(db, siteId, [
    db
      .prepare(
        `INSERT INTO google_reviews (site_id, author, rating, text, published_at) VALUES (?, ?, ?, ?, ?)
         RETURNING ${COLUMNS}`,
      )
      .bind(siteId, input.author, input.rating, input.text, input.publishedAt),
  ]);
  const review = firstOf(results[0], toReview);
  if (!review) throw new Error('review insert returned no row');
  return { review, version };
}

export async function updateReview(
  db: D1Database,
  siteId: number,
  id: number,
  input: ReviewWrite,
): Promise<{ review: Review | null; version: number }> {
  const { results, version } = await writeBumpingVersion(db, siteId, [
    db
      .prepare(
        `UPDATE google_reviews SET author = ?, rating = ?, text = ?, published_at = ?
          WHERE site_id = ? AND id = ? RETURNING ${COLUMNS}`,
      )
      .bind(input.author, input.rating, input.text, input.publishedAt, siteId, id),
  ]);
  return { review: firstOf(results[0], toReview), version };
}

export async function deleteReview(db: D1Database, siteId: number, id: number): Promise<number | null> {
  const { results, version } = await writeBumpingVersion(db, siteId, [
    db.prepare('DELETE FROM google_reviews WHERE site_id = ? AND id = ? RETURNING id').bind(siteId, id),
  ]);
  return (results[0]?.results.length ?? 0) > 0 ? version : null;
}
