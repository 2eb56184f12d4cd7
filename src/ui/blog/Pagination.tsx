import type { ReactElement } from 'react';
import { useSiteView } from '../site-view';

/** Page links that work without JavaScript: ?page=N on the same path, page 1 without it. */
export function Pagination({
  basePath,
  page,
  pageCount,
}: {
  basePath: string;
  page: number;
  pageCount: number;
}): ReactElement | null {
  const { link } = useSiteView();
  if (pageCount <= 1) return null;
  const href = (n: number) => link(n === 1 ? basePath : `${basePath}?page=${n}`);
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav className="pagination" aria-label="Pages">
      <ul className="pagination__list">
        {page > 1 ? (
          <li>
            <a href={href(page - 1)} rel="prev">
              Page précédente
            </a>
          </li>
        ) : null}
        {pages.map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page">{n}</span>
            ) : (
              <a href={href(n)} aria-label={`Page ${n}`}>
                {n}
              </a>
            )}
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <a href={href(page + 1)} rel="next">
              Page suivante
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
