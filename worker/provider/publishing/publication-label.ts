import { lazy } from '../../../src/domain/shared/lazy';
import type { PublicationState } from '../../../src/schema/publishing/publishing';

// Where an item stands, in a state and in the owner's words, the same for one item's panel and
// for the lists: a scheduled publication first, then never published or taken off the site,
// then online with or without changes waiting.

const PARIS = lazy(
  () =>
    new Intl.DateTimeFormat('fr-FR', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Paris',
    }),
);

/** « 1 décembre 2026 à 08:00 » (Europe/Paris). */
function parisTime(at: number): string {
  return PARIS().format(new Date(at));
}

const LABELS: Record<Exclude<PublicationState, 'scheduled'>, string> = {
  published: 'Publié',
  draft: 'Brouillon',
  changed: 'Modifications non publiées',
};

export interface StateFacts {
  isLive: boolean;
  hasDraft: boolean;
  publishAt: number | null;
  unpublishAt: number | null;
}

export function publicationState(facts: StateFacts): { state: PublicationState; label: string } {
  const { isLive, hasDraft, publishAt, unpublishAt } = facts;
  const state: PublicationState =
    publishAt !== null ? 'scheduled' : !isLive ? 'draft' : hasDraft ? 'changed' : 'published';
  let label =
    publishAt !== null ? `Programmé le ${parisTime(publishAt)}` : LABELS[state as keyof typeof LABELS];
  if (unpublishAt !== null) label += ` · dépublication le ${parisTime(unpublishAt)}`;
  return { state, label };
}
