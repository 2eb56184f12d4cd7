import { ftsQuery } from '../../../src/domain/site/search-query';
import type { SearchList } from '../../../src/schema/site/search';
import { badRequest, notFound } from '../../errors';
import type { ServiceContext } from '../shared/service-context';
import { searchEnabled, searchSite } from './search.repository';

// Full-text search over the public content of the site in the context's locale, while the site
// shows the search bar (SEARCH_BAR): otherwise 404, as if it did not exist. A query with no
// word (letters or digits) is refused.

const SEARCH_DISABLED = "La recherche n'est pas activée sur ce site.";
const NO_WORD = 'La recherche doit contenir au moins un mot (lettres ou chiffres).';

/** A page of results, the most relevant first, and their total. */
export async function search(
  ctx: ServiceContext,
  query: { q: string; page: number; nbItem: number },
): Promise<SearchList> {
  if (!(await searchEnabled(ctx.db, ctx.site.id))) throw notFound(SEARCH_DISABLED);
  const match = ftsQuery(query.q);
  if (match === null) throw badRequest(NO_WORD);
  return searchSite(ctx.db, ctx.site.id, ctx.scope.locale, match, { page: query.page, nbItem: query.nbItem });
}
