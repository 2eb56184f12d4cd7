import type { ReactElement } from 'react';
import { useT } from '../../i18n/react';
import { useSiteView } from '../site-view';

export interface ListPaginationProps {
  page: number;
  pageCount: number;
  /** The path of a page of the list, without the locale prefix. */
  pathOf: (page: number) => string;
  label: string; // e.g. « Pages de la galerie »
  className?: string; // the block's CSS name: list-pagination (albums, services), pagination (blog)
}

/** Plain links to the other pages of a list: they work without JavaScript and for crawlers. */
export function ListPagination({
  page,
  pageCount,
  pathOf,
  label,
  className = 'list-pagination',
}: ListPaginationProps): ReactElement | null {
  const { link } = useSiteView();
  const { t } = useT();
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav className={className} aria-label={label}>
      <ul className={`${className}__list`}>
        {page > 1 ? (
          <li>
            <a href={link(pathOf(page - 1))} rel="prev">
              {t('pagination.previous')}
            </a>
          </li>
        ) : null}
        {pages.map((number) => (
          <li key={number}>
            {number === page ? (
              <span aria-current="page">{number}</span>
            ) : (
              <a href={link(pathOf(number))} aria-label={t('pagination.page', { number })}>
                {number}
              </a>
            )}
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <a href={link(pathOf(page + 1))} rel="next">
              {t('pagination.next')}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
