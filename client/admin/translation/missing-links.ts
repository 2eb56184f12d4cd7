import { isPerLocale } from './per-locale';
import type { MissingItem, MissingState } from './translation-api';

// Where the « Traductions manquantes » screen sends the owner for each item: a
// row-per-locale item to its original's edit screen (« Ajouter la traduction … » is there),
// an overlay item to its edit screen's « Traductions » panel, and an overlay item without an
// edit screen of its own (an element of a list, a setting) to the
// panel alone (#/traductions/{entity}/{id}); a row translation older than its original (« à
// revoir ») to the translation's own edit screen. The entity names are the provider's
// (worker/provider/translation/entities.ts).

interface EntityInfo {
  /** French name of the kind of item. */
  kind: string;
  /** The react-admin resource whose edit screen translates it, if it has one. */
  resource?: string;
}

const ENTITIES: Record<string, EntityInfo> = {
  page: { kind: 'Page', resource: 'pages' },
  news: { kind: 'Actualité', resource: 'news' },
  blogArticle: { kind: 'Article de blog', resource: 'blogArticles' },
  blogFolder: { kind: 'Dossier de blog', resource: 'blogFolders' },
  album: { kind: 'Album', resource: 'albums' },
  service: { kind: 'Prestation', resource: 'services' },
  product: { kind: 'Produit', resource: 'products' },
  variation: { kind: 'Variation (libellé de déclinaison)', resource: 'variations' },
  award: { kind: 'Récompense', resource: 'awards' },
  mealIcon: { kind: 'Icône de mets', resource: 'meal-icons' },
  elementList: { kind: 'Liste d’éléments', resource: 'elementLists' },
  element: { kind: 'Élément' },
  form: { kind: 'Formulaire', resource: 'forms' },
  parameter: { kind: 'Réglage' },
  companyAddress: { kind: 'Adresse', resource: 'addresses' },
  footer: { kind: 'Pied de page' },
};

/** The panel's route that translates any overlay item. */
export const TRANSLATION_ROUTE = '/traductions/:entity/:id';

export const kindOf = (entity: string): string => ENTITIES[entity]?.kind ?? entity;

/** The provider's entity name of a row-per-locale resource (pages → page), if it is one. */
export function rowEntityOf(resource: string): string | null {
  if (!isPerLocale(resource)) return null;
  return Object.entries(ENTITIES).find(([, info]) => info.resource === resource)?.[0] ?? null;
}

/** The react-admin path (no #) where the item is translated; an outdated one, its translation. */
export function missingItemPath(item: Pick<MissingItem, 'entity' | 'id' | 'translationId'>): string {
  const id = encodeURIComponent(String(item.translationId ?? item.id));
  const resource = ENTITIES[item.entity]?.resource;
  return resource ? `/${resource}/${id}` : `/traductions/${encodeURIComponent(item.entity)}/${id}`;
}

export const STATE_LABELS: Record<MissingState, string> = {
  missing: 'À traduire',
  partial: 'Traduction incomplète',
  outdated: 'À revoir : l’original a changé',
};

/** The items sorted for reading: by kind of item, then by name. */
export function sortedMissing(items: readonly MissingItem[]): MissingItem[] {
  return [...items].sort(
    (a, b) => kindOf(a.entity).localeCompare(kindOf(b.entity), 'fr') || a.label.localeCompare(b.label, 'fr'),
  );
}

const items = (count: number) => `${count} ${count === 1 ? 'élément' : 'éléments'}`;

/** « 3 éléments à traduire en anglais. », « … et 1 à revoir. » for translations gone stale. */
export function missingSummary(list: readonly Pick<MissingItem, 'state'>[], language: string): string {
  const outdated = list.filter((item) => item.state === 'outdated').length;
  const missing = list.length - outdated;
  if (list.length === 0) return `Tout est traduit en ${language}.`;
  if (outdated === 0) return `${items(missing)} à traduire en ${language}.`;
  if (missing === 0) return `${items(outdated)} à revoir en ${language} : l’original a changé depuis.`;
  return `${items(missing)} à traduire en ${language} et ${outdated} à revoir.`;
}
