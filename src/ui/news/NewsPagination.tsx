import type { ReactElement } from 'react';
import { newsListPath } from '../../domain/news-url';
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
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav className="news-pagination" aria-label="Pages des actualités">
      {page > 1 ? (
        <a className="news-pagination__step" href={link(newsListPath(page - 1))} rel="prev">
          ← Plus récentes
        </a>
      ) : null}
      <ol className="news-pagination__pages">
        {pages.map((number) => (
          <li key={number}>
            {number === page ? (
              <span aria-current="page">{number}</span>
            ) : (
              <a href={link(newsListPath(number))} aria-label={`Page ${number}`}>
                {number}
              </a>
            )}
          </li>
        ))}
      </ol>
      {page < pageCount ? (
        <a className="news-pagination__step" href={link(newsListPath(page + 1))} rel="next">
          Plus anciennes →
        </a>
      ) : null}
    </nav>
  );
}
