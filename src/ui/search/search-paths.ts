// Public paths of the search results (without the locale prefix: SiteView.link adds it).

export const SEARCH_PATH = '/recherche';

/** `/recherche?q=massage&page=2`; page 1 has no page parameter, so it has one URL only. */
export function searchPath(q: string, page = 1): string {
  const params = new URLSearchParams({ q });
  if (page > 1) params.set('page', String(page));
  return `${SEARCH_PATH}?${params.toString()}`;
}
