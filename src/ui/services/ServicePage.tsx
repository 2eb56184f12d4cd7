import type { ReactElement } from 'react';
import { sanitizeRichText } from '../../domain/shared/rich-text';
import type { BookableService } from '../../schema/booking/booking';
import type { Service } from '../../schema/content/service';
import { BlockImage } from '../blocks/BlockImage';
import { useT } from '../../i18n/react';
import { useSiteView } from '../site-view';
import { serviceListPath } from './service-paths';
import { ServiceTags } from './ServiceList';
import { ServicePrices } from './ServicePrices';
import { Stylesheet } from '../document/Stylesheet';

/**
 * One service: its picture, summary, prices (the bookable services presenting it), owner-written
 * description (sanitised again) and tags.
 */
export function ServicePage({
  service,
  bookables = [],
}: {
  service: Service;
  bookables?: BookableService[];
}): ReactElement {
  const { link } = useSiteView();
  const t = useT();
  return (
    <article className="service-page">
      <Stylesheet name="albums" />
      <p className="content-back">
        <a href={link(serviceListPath())}>{t.t('service.back')}</a>
      </p>
      <h1 className="page-title">{service.title}</h1>
      {service.image ? (
        <BlockImage
          className="service-page__img"
          image={service.image}
          width={800}
          height={500}
          sizes="(min-width: 960px) 800px, 100vw"
          eager
        />
      ) : null}
      {service.summary ? <p className="service-page__summary">{service.summary}</p> : null}
      <ServicePrices bookables={bookables} />
      <div
        className="rich-text"
        dangerouslySetInnerHTML={{ __html: sanitizeRichText(service.description) }}
      />
      <ServiceTags tags={service.tags} />
    </article>
  );
}
