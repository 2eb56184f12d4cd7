import type { PublicationStates } from '../../../src/schema/publishing/publishing';
import type { SiteContext } from '../../http/site-context';
import { adapterFor } from './content-types';
import { publicationState } from './publication-label';
import { publicationFacts } from './publication-states.repository';

// The states of a list's items (« Publié », « Brouillon », « Modifications non publiées »,
// « Programmé le … »), read in one query for the whole list. An id of another site, or of no
// item, is left out of the answer.

export async function publicationStates(
  db: D1Database,
  site: SiteContext,
  type: string,
  ids: number[],
): Promise<PublicationStates> {
  const adapter = adapterFor(type);
  if (ids.length === 0) return { states: [] };
  const facts = await publicationFacts(db, site.id, adapter.type, adapter.liveRow, ids);
  return {
    states: ids.flatMap((id) => {
      const found = facts.get(id);
      return found ? [{ id, ...publicationState(found) }] : [];
    }),
  };
}
