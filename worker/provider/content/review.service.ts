import {
  averageRating,
  type Review,
  type ReviewList,
  type ReviewWrite,
} from '../../../src/schema/content/review';
import { publishContentVersion } from '../../cache/content-version';
import { notFound } from '../../errors';
import { parseId } from '../../http/ids';
import type { ServiceContext } from '../shared/service-context';
import { reviewSourceFor } from './review-source';
import { deleteReview, findReview, insertReview, listStoredReviews, updateReview } from './review.repository';

// Google reviews: visitors read the site's configured source (review-source.ts); admins manage
// the reviews stored for the site, every write publishing the site's new content version.

const UNKNOWN_REVIEW = "Cet avis n'existe pas.";

const publish = (ctx: ServiceContext, version: number) =>
  publishContentVersion(ctx.env, ctx.site.id, version, ctx.requestId);

/** The site's reviews (from `from` on, when given) and their average rating. */
export async function siteReviews(ctx: ServiceContext, from: string | null): Promise<ReviewList> {
  const source = await reviewSourceFor(ctx.db, ctx.site.id);
  const reviews = await source.reviews(from);
  const average = averageRating(reviews.map((review) => review.rating));
  return { reviews, total: reviews.length, average };
}

/** The reviews stored for the site. */
export function storedReviews(ctx: ServiceContext): Promise<Review[]> {
  return listStoredReviews(ctx.db, ctx.site.id, null);
}

/** The stored review of this id (as sent), or null. */
export async function storedReview(ctx: ServiceContext, raw: string): Promise<Review | null> {
  const id = parseId(raw);
  return id === null ? null : findReview(ctx.db, ctx.site.id, id);
}

/** The stored review of this id (as sent), or 404. */
export async function reviewOr404(ctx: ServiceContext, raw: string): Promise<Review> {
  const review = await storedReview(ctx, raw);
  if (!review) throw notFound(UNKNOWN_REVIEW);
  return review;
}

/** Stores a review. */
export async function createReview(ctx: ServiceContext, input: ReviewWrite): Promise<Review> {
  const { review, version } = await insertReview(ctx.db, ctx.site.id, input);
  await publish(ctx, version);
  return review;
}

/** Rewrites a stored review, or 404. */
export async function updateStoredReview(
  ctx: ServiceContext,
  raw: string,
  input: ReviewWrite,
): Promise<Review> {
  const existing = await reviewOr404(ctx, raw);
  const { review, version } = await updateReview(ctx.db, ctx.site.id, existing.id, input);
  if (!review) throw notFound(UNKNOWN_REVIEW);
  await publish(ctx, version);
  return review;
}

/** Deletes a stored review, or 404; answers its id. */
export async function deleteStoredReview(ctx: ServiceContext, raw: string): Promise<number> {
  const existing = await reviewOr404(ctx, raw);
  const version = await deleteReview(ctx.db, ctx.site.id, existing.id);
  if (version === null) throw notFound(UNKNOWN_REVIEW);
  await publish(ctx, version);
  return existing.id;
}
