import type { ReactElement } from 'react';
import { excerptParts } from '../../domain/site/search-query';
import type { SearchKind, SearchResult } from '../../schema/site/search';
import { useT } from '../../i18n/react';
import { useSiteView } from '../site-view';
import { SearchForm } from './SearchForm';
import { searchPath } from './search-paths';

const KIND_LABELS = {
  PAGE: 'search.kind.PAGE',
  NEWS: 'search.kind.NEWS',
  BLOG: 'search.kind.BLOG',
  SERVICE: 'search.kind.SERVICE',
} as const satisfies Record<SearchKind, string>;

function Excerpt({ html }: { html: string }): ReactElement {
  // Rendered as React text nodes: only the found words become <mark>, nothing else is HTML.
  return (
    <p className="search-result__excerpt">
      {excerptParts(html).map((part, index) =>
        part.hit ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </p>
  );
}

/** The results page: the form again, the count, the results with their excerpts, page links. */
export function SearchPage({
  q,
  error,
  results,
  total,
  page,
  pageCount,
}: {
  q: string;
  error: string | null;
  results: SearchResult[];
  total: number;
  page: number;
  pageCount: number;
}): ReactElement {
  const { link } = useSiteView();
  const t = useT();
  return (
    <section className="search-page">
      <h1 className="page-title">{t.t('search.title')}</h1>
      <SearchForm id="recherche-page" value={q} name={t.t('search.refine')} />
      {error ? (
        <p className="search-page__error" role="alert">
          {error}
        </p>
      ) : null}
      {q !== '' && error === null ? (
        <p className="search-page__count" role="status">
          {total === 0
            ? t.t('search.none', { q })
            : pageCount > 1
              ? t.t('search.countPaged', { count: total, q, page, pageCount })
              : t.t('search.count', { count: total, q })}
        </p>
      ) : null}
      {results.length > 0 ? (
        <ol className="search-results">
          {results.map((result) => (
            <li key={`${result.kind}-${result.id}`} className="search-result">
              <h2 className="search-result__title">
                <a href={link(result.url)}>{result.title}</a>
              </h2>
              <p className="search-result__kind">{t.t(KIND_LABELS[result.kind])}</p>
              <Excerpt html={result.excerpt} />
            </li>
          ))}
        </ol>
      ) : null}
      {pageCount > 1 ? (
        <nav className="search-pagination" aria-label={t.t('search.pagination')}>
          {page > 1 ? (
            <a href={link(searchPath(q, page - 1))} rel="prev">
              {t.t('search.previous')}
            </a>
          ) : null}
          <ol className="search-pagination__pages">
            {Array.from({ length: pageCount }, (_, index) => index + 1).map((number) => (
              <li key={number}>
                {number === page ? (
                  <span aria-current="page">{number}</span>
                ) : (
                  <a href={link(searchPath(q, number))} aria-label={t.t('news.pageNumber', { page: number })}>
                    {number}
                  </a>
                )}
              </li>
            ))}
          </ol>
          {page < pageCount ? (
            <a href={link(searchPath(q, page + 1))} rel="next">
              {t.t('search.next')}
            </a>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
