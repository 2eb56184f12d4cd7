import type { ReactElement } from 'react';
import { frenchDateTime, frenchDuration } from '../../domain/french-date';
import type { Element } from '../../schema/element';

/** Places left as a sentence; null when the element takes no registration. */
export function placesLabel(element: Pick<Element, 'capacity' | 'placesLeft'>): string | null {
  if (element.capacity === null || element.placesLeft === null) return null;
  if (element.placesLeft === 0) return 'Complet';
  return element.placesLeft === 1 ? 'Dernière place' : `${element.placesLeft} places restantes`;
}

/** When, how long, where and how much: the facts of one element, as a description list. */
export function ElementFacts({ element }: { element: Element }): ReactElement {
  const places = placesLabel(element);
  return (
    <dl className="element-facts">
      {element.startsAt ? (
        <>
          <dt>Date</dt>
          <dd>
            <time dateTime={element.startsAt}>{frenchDateTime(element.startsAt)}</time>
          </dd>
        </>
      ) : null}
      {element.durationMinutes ? (
        <>
          <dt>Durée</dt>
          <dd>{frenchDuration(element.durationMinutes)}</dd>
        </>
      ) : null}
      {element.location ? (
        <>
          <dt>Lieu</dt>
          <dd>{element.location}</dd>
        </>
      ) : null}
      {element.price ? (
        <>
          <dt>Tarif</dt>
          <dd>{element.price}</dd>
        </>
      ) : null}
      {places ? (
        <>
          <dt>Places</dt>
          <dd>{places}</dd>
        </>
      ) : null}
    </dl>
  );
}
