import type { ReactElement } from 'react';
import { cropText } from '../../domain/shared/crop-text';
import { safeImageSrc } from '../../domain/shared/rich-text';
import type { Element, ElementList } from '../../schema/content/element';
import { useT } from '../../i18n/react';
import { useSiteView } from '../site-view';
import { ElementFacts } from './ElementCard';
import { ResponsiveImage } from '../blocks/ResponsiveImage';
import { Stylesheet } from '../document/Stylesheet';

export const IMAGE_SIZE = { width: 640, height: 400 } as const;

/** Plain links to every page of the list: they work without JavaScript. */
function Pagination({
  page,
  pages,
  path,
}: {
  page: number;
  pages: number;
  path: string;
}): ReactElement | null {
  const t = useT();
  if (pages <= 1) return null;
  const href = (n: number) => (n === 1 ? path : `${path}?page=${n}`);
  return (
    <nav className="element-pagination" aria-label={t.t('element.pagination')}>
      <ul>
        {page > 1 ? (
          <li>
            <a href={href(page - 1)} rel="prev">
              {t.t('element.previous')}
            </a>
          </li>
        ) : null}
        {Array.from({ length: pages }, (_, index) => index + 1).map((n) => (
          <li key={n}>
            <a href={href(n)} aria-current={n === page ? 'page' : undefined}>
              {n}
            </a>
          </li>
        ))}
        {page < pages ? (
          <li>
            <a href={href(page + 1)} rel="next">
              {t.t('element.next')}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** A list page: the list's title and description, its elements as cards, and page links. */
export function ElementListPage({
  list,
  items,
  page,
  pages,
}: {
  list: ElementList;
  items: Element[];
  page: number;
  pages: number;
}): ReactElement {
  const view = useSiteView();
  const t = useT();
  const listPath = view.link(`/${list.keyList}`);
  return (
    <article className="element-list">
      <Stylesheet name="elements" />
      <h1>{list.title}</h1>
      {list.description ? <p className="element-list__intro">{list.description}</p> : null}
      {items.length === 0 ? (
        <p>{t.t('element.empty')}</p>
      ) : (
        <ul className="element-list__items">
          {items.map((element, index) => {
            const href = view.link(`/${list.keyElem}/${element.id}`);
            const src = element.image ? safeImageSrc(element.image.src) : null;
            return (
              <li key={element.id} className="element-card">
                {src && element.image ? (
                  <ResponsiveImage
                    src={src}
                    alt={element.image.alt}
                    width={IMAGE_SIZE.width}
                    height={IMAGE_SIZE.height}
                    sizes="(min-width: 48rem) 22rem, 100vw"
                    priority={index === 0 ? 'lcp' : 'lazy'}
                  />
                ) : null}
                <h2 className="element-card__title">
                  <a href={href}>{element.title}</a>
                </h2>
                {element.summary ? <p>{cropText(element.summary)}</p> : null}
                <ElementFacts element={element} />
                {element.capacity !== null ? (
                  <p>
                    <a href={`${href}#inscription`} className="element-card__more">
                      {element.placesLeft === 0
                        ? t.t('element.seeDetail')
                        : t.t('element.detailsAndRegister')}
                      <span className="visually-hidden"> : {element.title}</span>
                    </a>
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <Pagination page={page} pages={pages} path={listPath} />
    </article>
  );
}
