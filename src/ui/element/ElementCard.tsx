import type { ReactElement } from 'react';
import { useT } from '../../i18n/react';
import type { Translator } from '../../i18n/translator';
import { elementDateTime, elementDuration } from './element-date';
import type { Element } from '../../schema/content/element';

/** Places left as a sentence; null when the element takes no registration. */
export function placesLabel(element: Pick<Element, 'capacity' | 'placesLeft'>, t: Translator): string | null {
  if (element.capacity === null || element.placesLeft === null) return null;
  if (element.placesLeft === 0) return t.t('element.full');
  return t.t('element.places', { count: element.placesLeft });
}

/** When, how long, where and how much: the facts of one element, as a description list. */
export function ElementFacts({ element }: { element: Element }): ReactElement {
  const t = useT();
  const places = placesLabel(element, t);
  return (
    <dl className="element-facts">
      {element.startsAt ? (
        <>
          <dt>{t.t('element.date')}</dt>
          <dd>
            <time dateTime={element.startsAt}>{elementDateTime(element.startsAt, t)}</time>
          </dd>
        </>
      ) : null}
      {element.durationMinutes ? (
        <>
          <dt>{t.t('element.duration')}</dt>
          <dd>{elementDuration(element.durationMinutes, t)}</dd>
        </>
      ) : null}
      {element.location ? (
        <>
          <dt>{t.t('element.location')}</dt>
          <dd>{element.location}</dd>
        </>
      ) : null}
      {element.price ? (
        <>
          <dt>{t.t('element.price')}</dt>
          <dd>{element.price}</dd>
        </>
      ) : null}
      {places ? (
        <>
          <dt>{t.t('element.placesHeading')}</dt>
          <dd>{places}</dd>
        </>
      ) : null}
    </dl>
  );
}
