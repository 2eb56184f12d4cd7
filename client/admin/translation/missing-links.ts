import type { MissingItem, MissingState } from './translation-api';

// Where the « Traductions manquantes » screen sends the owner for each item: a
// row-per-locale item to its original's edit screen (« Ajouter la traduction … » is there),
// an overlay item to its edit screen's « Traductions » panel, and an overlay item without an
// edit screen of its own (an element of a list, a setting) to the
// panel alone (#/traductions/{entity}/{id}). The entity names are the provider's
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

/** The react-admin path (no #) where the item is translated. */
export function missingItemPath(item: Pick<MissingItem, 'entity' | 'id'>): string {
  const id = encodeURIComponent(String(item.id));
  const resource = ENTITIES[item.entity]?.resource;
  return resource ? `/${resource}/${id}` : `/traductions/${encodeURIComponent(item.entity)}/${id}`;
}

export const STATE_LABELS: Record<MissingState, string> = {
  missing: 'À traduire',
  partial: 'Traduction incomplète',
};

/** The items sorted for reading: by kind of item, then by name. */
export function sortedMissing(items: readonly MissingItem[]): MissingItem[] {
  return [...items].sort(
    (a, b) => kindOf(a.entity).localeCompare(kindOf(b.entity), 'fr') || a.label.localeCompare(b.label, 'fr'),
  );
}

/** « 3 éléments à traduire en anglais. » */
export function missingSummary(count: number, language: string): string {
  if (count === 0) return `Tout est traduit en ${language}.`;
  return `${count} ${count === 1 ? 'élément' : 'éléments'} à traduire en ${language}.`;
}
