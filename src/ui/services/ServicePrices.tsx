import type { ReactElement } from 'react';
import { bookingPrice, bookingWords } from '../../domain/booking/booking-words';
import { detailId } from '../../domain/shared/slug-path';
import { useT } from '../../i18n/react';
import type { BookableService } from '../../schema/booking/booking';
import { useSiteView } from '../site-view';
import { SERVICE_LIST_PATH } from './service-paths';

// A service's prices: those of the bookable services (online booking) that name its page as
// theirs. A bookable service names the page in the site's default language; a translated
// service matches through its original's id too.

const BOOK_PATH = '/rendez-vous';

/** The bookable services presenting one of these service ids (the service and its translations). */
export function bookablesOf(ids: number[], bookables: BookableService[]): BookableService[] {
  const prefix = `${SERVICE_LIST_PATH}/`;
  return bookables.filter((bookable) => {
    const path = bookable.servicePagePath;
    if (!path?.startsWith(prefix)) return false;
    const id = detailId(path.slice(prefix.length));
    return id !== null && ids.includes(id);
  });
}

/** The card's price line: the one price, or « À partir de » the lowest; null when none is priced. */
export function ServicePriceLine({ bookables }: { bookables: BookableService[] }): ReactElement | null {
  const { locale } = useSiteView();
  const t = useT();
  const prices = bookables.flatMap((bookable) => (bookable.priceCents === null ? [] : [bookable.priceCents]));
  if (prices.length === 0) return null;
  const lowest = bookingPrice(Math.min(...prices), locale);
  return (
    <p className="service-price">
      {new Set(prices).size === 1 ? lowest : t.t('service.priceFrom', { price: lowest })}
    </p>
  );
}

/** The service page's price list: each bookable service, its duration, its price, a link to book it. */
export function ServicePrices({ bookables }: { bookables: BookableService[] }): ReactElement | null {
  const { link, locale } = useSiteView();
  const t = useT();
  if (bookables.length === 0) return null;
  const words = bookingWords(locale);
  return (
    <section className="service-prices" aria-labelledby="service-prices-title">
      <h2 id="service-prices-title">{t.t('service.prices')}</h2>
      <ul className="service-prices__list">
        {bookables.map((bookable) => (
          <li key={bookable.id} className="service-prices__item">
            <span className="service-prices__name">{bookable.name}</span>
            <span className="service-prices__facts">
              {words.minutes(bookable.durationMinutes)} ·{' '}
              <strong>{bookingPrice(bookable.priceCents, locale)}</strong>
            </span>
            <a className="service-prices__book" href={link(`${BOOK_PATH}?service=${bookable.id}`)}>
              {t.t('service.book')}
              <span className="visually-hidden"> : {bookable.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
