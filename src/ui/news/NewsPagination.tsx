import type { ReactElement } from 'react';
import { newsListPath } from '../../domain/content/news-url';
import { useT } from '../../i18n/react';
import { useSiteView } from '../site-view';

/** Plain links to the previous, numbered and next pages: works without JavaScript. */
export function NewsPagination({
  page,
  pageCount,
}: {
  page: number;
  pageCount: number;
}): ReactElement | null {
  const { link } = useSiteView();
  const t = useT();
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav className="news-pagination" aria-label={t.t('news.pagination')}>
      {page > 1 ? (
        <a className="news-pagination__step" href={link(newsListPath(page - 1))} rel="prev">
          {t.t('news.newer')}
        </a>
      ) : null}
      <ol className="news-pagination__pages">
        {pages.map((number) => (
          <li key={number}>
            {number === page ? (
              <span aria-current="page">{number}</span>
            ) : (
              <a href={link(newsListPath(number))} aria-label={t.t('news.pageNumber', { page: number })}>
                {number}
              </a>
            )}
          </li>
        ))}
      </ol>
      {page < pageCount ? (
        <a className="news-pagination__step" href={link(newsListPath(page + 1))} rel="next">
          {t.t('news.older')}
        </a>
      ) : null}
    </nav>
  );
}
