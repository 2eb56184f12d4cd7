import { z } from 'zod';
import type { Review } from '../../../src/schema/content/review';
import { findPrivateConfig } from '../site/settings/external-app.repository';
import { listStoredReviews } from './review.repository';

// Where a site's Google reviews come from. The embedded default reads the reviews stored for
// the site in D1. A site whose `google-reviews` external app has an https `endpoint` in its
// private configuration reads them from there instead, through a fetch-shaped adapter (the
// same seam as the provider client), with its `apiKey` as a bearer token. A failing source
// is an error here (502): the page side keeps the last good copy or shows the block without
// reviews, never an error page.

const REVIEW_APP = 'google-reviews';
const SOURCE_TIMEOUT_MS = 5000;

export type SourceFetch = (request: Request) => Promise<Response>;

class ReviewSourceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReviewSourceError';
  }
}

const privateConfigSchema = z.object({
  endpoint: z.url({ protocol: /^https$/ }),
  apiKey: z.string().optional(),
});

const remoteReviewsSchema = z.object({
  reviews: z
    .array(
      z.object({
        id: z.number().int(),
        author: z.string().max(120),
        rating: z.number().int().min(1).max(5),
        text: z.string().max(4000).default(''),
        publishedAt: z.string().regex(/^\d{4}-\d{2}-\d{2}/),
      }),
    )
    .max(200),
});

export interface ReviewSource {
  reviews(from: string | null): Promise<Review[]>;
}

function storedReviewSource(db: D1Database, siteId: number): ReviewSource {
  return { reviews: (from) => listStoredReviews(db, siteId, from) };
}

function remoteReviewSource(fetcher: SourceFetch, endpoint: string, apiKey?: string): ReviewSource {
  return {
    async reviews(from) {
      const url = new URL(endpoint);
      if (from) url.searchParams.set('from', from);
      let response: Response;
      try {
        response = await fetcher(
          new Request(url, {
            headers: { accept: 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
            signal: AbortSignal.timeout(SOURCE_TIMEOUT_MS),
            redirect: 'manual', // a redirect is a failure (not ok), never followed
          }),
        );
      } catch (error) {
        throw new ReviewSourceError(`review source unreachable: ${String(error)}`);
      }
      if (!response.ok) throw new ReviewSourceError(`review source answered ${response.status}`);
      const parsed = remoteReviewsSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new ReviewSourceError('review source answered an unexpected shape');
      return parsed.data.reviews
        .map((review) => ({ ...review, publishedAt: review.publishedAt.slice(0, 10) }))
        .filter((review) => from === null || review.publishedAt >= from);
    },
  };
}

/** The site's configured source: the remote one when configured, else the stored reviews. */
export async function reviewSourceFor(
  db: D1Database,
  siteId: number,
  fetcher: SourceFetch = (request) => fetch(request),
): Promise<ReviewSource> {
  const config = privateConfigSchema.safeParse(await findPrivateConfig(db, siteId, REVIEW_APP));
  return config.success
    ? remoteReviewSource(fetcher, config.data.endpoint, config.data.apiKey)
    : storedReviewSource(db, siteId);
}
