import { useId, type ReactElement } from 'react';
import { safeHref } from '../../domain/rich-text';
import { parameterValue, type ParameterMap } from '../../schema/parameter';
import type { PageBlock } from '../../schema/page-block';
import { useBlockData } from './block-data';

export type ReviewsData = Extract<PageBlock, { kind: 'REVIEWS' }>['data'];

const SHOWN = 6;
const dateFormat = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

function frenchDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : dateFormat.format(date);
}

/** '★★★★☆' for 4: the stars are decoration, the text beside them says the rating. */
function stars(rating: number): string {
  const full = Math.round(rating);
  return '★'.repeat(full) + '☆'.repeat(Math.max(0, 5 - full));
}

/** Google reviews: the rating summary, the latest reviews and the link to leave one. */
export function ReviewsBlock({
  data,
  parameters,
}: {
  data: ReviewsData;
  parameters: ParameterMap;
}): ReactElement {
  const titleId = useId();
  const { reviews } = useBlockData();
  const reviewUrl = safeHref(parameterValue(parameters, 'GOOGLE_REVIEW_URL') ?? '');
  return (
    <section className="block block-reviews" aria-labelledby={titleId}>
      <h2 id={titleId} className="block-reviews__title">
        {data.title ?? 'Avis Google'}
      </h2>
      {reviews === null ? (
        <p className="block-reviews__unavailable">Les avis ne peuvent pas être affichés pour le moment.</p>
      ) : reviews.total === 0 || reviews.average === null ? (
        <p className="block-reviews__empty">Aucun avis pour le moment.</p>
      ) : (
        <>
          <p className="block-reviews__summary">
            <span className="block-reviews__stars" aria-hidden="true">
              {stars(reviews.average)}
            </span>{' '}
            <strong>{reviews.average.toLocaleString('fr-FR')} sur 5</strong>, d&apos;après {reviews.total}{' '}
            avis
          </p>
          <ul className="block-reviews__list">
            {reviews.reviews.slice(0, SHOWN).map((review) => (
              <li key={review.id} className="block-reviews__item">
                <figure>
                  <blockquote className="block-reviews__text">
                    <p>{review.text}</p>
                  </blockquote>
                  <figcaption className="block-reviews__meta">
                    <span className="block-reviews__stars" aria-hidden="true">
                      {stars(review.rating)}
                    </span>{' '}
                    <span>
                      {review.rating} sur 5 — {review.author},{' '}
                      <time dateTime={review.publishedAt}>{frenchDate(review.publishedAt)}</time>
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </>
      )}
      {reviewUrl ? (
        <p className="block-reviews__cta">
          <a className="block-cta__button" href={reviewUrl} rel="noopener" target="_blank">
            Laisser un avis sur Google
          </a>
        </p>
      ) : null}
    </section>
  );
}
