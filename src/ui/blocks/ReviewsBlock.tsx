import { useId, type ReactElement } from 'react';
import { safeHref } from '../../domain/shared/rich-text';
import { parameterValue, type ParameterMap } from '../../schema/site/parameter';
import { useT } from '../../i18n/react';
import type { Translator } from '../../i18n/translator';
import type { PageBlock } from '../../schema/content/page-block';
import { useBlockData } from './block-data';

export type ReviewsData = Extract<PageBlock, { kind: 'REVIEWS' }>['data'];

const SHOWN = 6;
const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };

/** A review's day (YYYY-MM-DD) in the page's language; as it is when it is no date. */
function reviewDate(isoDate: string, translator: Translator): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : translator.date(date, DATE);
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
  const translator = useT();
  const { t } = translator;
  const { reviews } = useBlockData();
  const reviewUrl = safeHref(parameterValue(parameters, 'GOOGLE_REVIEW_URL') ?? '');
  return (
    <section className="block block-reviews" aria-labelledby={titleId}>
      <h2 id={titleId} className="block-reviews__title">
        {data.title ?? t('reviews.title')}
      </h2>
      {reviews === null ? (
        <p className="block-reviews__unavailable">{t('reviews.unavailable')}</p>
      ) : reviews.total === 0 || reviews.average === null ? (
        <p className="block-reviews__empty">{t('reviews.empty')}</p>
      ) : (
        <>
          <p className="block-reviews__summary">
            <span className="block-reviews__stars" aria-hidden="true">
              {stars(reviews.average)}
            </span>{' '}
            <strong>{t('reviews.average', { average: translator.number(reviews.average) })}</strong>
            {t('reviews.basedOn', { total: reviews.total })}
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
                      {t('reviews.rating', { rating: review.rating, author: review.author })}{' '}
                      <time dateTime={review.publishedAt}>{reviewDate(review.publishedAt, translator)}</time>
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
            {t('reviews.leave')}
          </a>
        </p>
      ) : null}
    </section>
  );
}
