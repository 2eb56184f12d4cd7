import { appearanceChoice } from '../../domain/site/appearance';
import type { ReactElement } from 'react';
import { cropText } from '../../domain/shared/crop-text';
import type { BookableService } from '../../schema/booking/booking';
import type { Service } from '../../schema/content/service';
import { ListPagination } from '../layout/ListPagination';
import { BlockImage } from '../blocks/BlockImage';
import { useT } from '../../i18n/react';
import { useSiteView } from '../site-view';
import { serviceListPath, servicePath } from './service-paths';
import { Stylesheet } from '../document/Stylesheet';
import { bookablesOf, ServicePriceLine } from './ServicePrices';

export interface ServiceListProps {
  title: string;
  services: Service[];
  total: number;
  allTags: string[]; // every tag of the site's services, for the filter links
  selectedTags: string[];
  page: number;
  pageCount: number;
  /** The site's bookable services, whose prices the cards show (none when booking is off). */
  bookables?: BookableService[];
}

/** The tags of a service, each a link to the list filtered by it. */
export function ServiceTags({ tags }: { tags: string[] }): ReactElement | null {
  const { link } = useSiteView();
  const t = useT();
  if (tags.length === 0) return null;
  return (
    <ul className="service-tags" aria-label={t.t('service.tags')}>
      {tags.map((tag) => (
        <li key={tag}>
          <a className="service-tag" href={link(serviceListPath({ tags: [tag] }))}>
            {tag}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The services page: filter links by tag (plain links, no JavaScript needed), then the cards. */
export function ServiceList({
  title,
  services,
  total,
  allTags,
  selectedTags,
  page,
  pageCount,
  bookables = [],
}: ServiceListProps): ReactElement {
  const { link, parameters } = useSiteView();
  const t = useT();
  const listed = appearanceChoice(parameters, 'SERVICES_PAGE_STYLE') === 'LIST';
  const filtered = selectedTags.length > 0;
  // The first image is the page's largest paint, even when the first service has none.
  const lcpImageIndex = services.findIndex((service) => service.image);
  return (
    <article className="service-list">
      <Stylesheet name="albums" />
      <h1 className="page-title">{title}</h1>
      {allTags.length > 0 ? (
        <nav className="service-filter" aria-label={t.t('service.filter')}>
          <ul className="service-tags">
            <li>
              <a
                className="service-tag"
                href={link(serviceListPath())}
                aria-current={filtered ? undefined : 'page'}
              >
                {t.t('service.all')}
              </a>
            </li>
            {allTags.map((tag) => (
              <li key={tag}>
                <a
                  className="service-tag"
                  href={link(serviceListPath({ tags: [tag] }))}
                  aria-current={selectedTags.length === 1 && selectedTags[0] === tag ? 'page' : undefined}
                >
                  {tag}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <p className="service-list__count" aria-live="polite">
        {filtered
          ? t.t('service.countFor', { count: total, tags: selectedTags.join(t.t('service.tagSeparator')) })
          : t.t('service.count', { count: total })}
      </p>
      {services.length === 0 ? (
        <p>{t.t('service.empty')}</p>
      ) : (
        <ul className={listed ? 'content-cards content-cards--list' : 'content-cards'}>
          {services.map((service, index) => (
            <li key={service.id} className="content-card">
              <a className="content-card__link" href={link(servicePath(service))}>
                {service.image ? (
                  <BlockImage
                    className="content-card__img"
                    image={service.image}
                    width={400}
                    height={250}
                    sizes="(min-width: 768px) 33vw, 100vw"
                    eager={index === lcpImageIndex}
                  />
                ) : null}
                <h2 className="content-card__title">{service.title}</h2>
              </a>
              <ServicePriceLine bookables={bookablesOf([service.id], bookables)} />
              {service.summary ? <p className="content-card__text">{cropText(service.summary)}</p> : null}
              <ServiceTags tags={service.tags} />
            </li>
          ))}
        </ul>
      )}
      <ListPagination
        page={page}
        pageCount={pageCount}
        pathOf={(number) => serviceListPath({ tags: selectedTags, page: number })}
        label={t.t('service.pagination')}
      />
    </article>
  );
}
