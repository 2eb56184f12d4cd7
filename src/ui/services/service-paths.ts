import { detailSegment } from '../../domain/shared/slug-path';

// Public paths of the services (without the locale prefix: SiteView.link adds it).

export const SERVICE_LIST_PATH = '/prestations';

/** The list, filtered by tags and paged; `?tag=a,b&page=2`, the parameters only when needed. */
export function serviceListPath(filter: { tags?: string[]; page?: number } = {}): string {
  const params = new URLSearchParams();
  if (filter.tags && filter.tags.length > 0) params.set('tag', filter.tags.join(','));
  if (filter.page && filter.page > 1) params.set('page', String(filter.page));
  const query = params.toString();
  return query === '' ? SERVICE_LIST_PATH : `${SERVICE_LIST_PATH}?${query}`;
}

export function servicePath(service: { id: number; title: string }): string {
  return `${SERVICE_LIST_PATH}/${detailSegment(service.id, service.title)}`;
}
