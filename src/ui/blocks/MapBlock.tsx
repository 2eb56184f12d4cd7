import { useId, type ReactElement } from 'react';
import { useT } from '../../i18n/react';
import type { PageBlock } from '../../schema/content/page-block';

export type MapData = Extract<PageBlock, { kind: 'MAP' }>['data'];

/**
 * The OpenStreetMap page for the place: the marker when coordinates are known, else a search
 * for the address. A link only: an embedded map would load a third party before consent.
 */
function openStreetMapUrl(data: Pick<MapData, 'address' | 'latitude' | 'longitude'>): string {
  const { latitude, longitude } = data;
  if (
    latitude !== undefined &&
    longitude !== undefined &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude)
  ) {
    return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
  }
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(data.address)}`;
}

/** The address, and a link to see it on a map. */
export function MapBlock({ data }: { data: MapData }): ReactElement {
  const titleId = useId();
  const { t } = useT();
  return (
    <section className="block block-map" aria-labelledby={titleId}>
      <h2 id={titleId} className="block-map__title">
        {data.title ?? t('map.title')}
      </h2>
      <div className="block-map__card">
        <svg
          className="block-map__icon"
          viewBox="0 0 24 24"
          width="28"
          height="28"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
          <circle cx="12" cy="9.5" r="2.5" />
        </svg>
        <div>
          <address className="block-map__address">{data.address}</address>
          <a className="block-map__link" href={openStreetMapUrl(data)}>
            {t('map.openStreetMap')}
          </a>
        </div>
      </div>
    </section>
  );
}
