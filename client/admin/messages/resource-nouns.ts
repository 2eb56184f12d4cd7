// What the panel says after a save, a deletion or on an empty list, in the owner's words and
// naming the item: « Actualité « Soirée portes ouvertes » publiée », « Produit
// « Saumur blanc » enregistré », « Aucune actualité pour l’instant », instead of
// react-admin's « Élément créé » for everything.

interface ResourceNoun {
  /** The item, capitalised: « Actualité ». */
  one: string;
  /** The plural, lower case: « actualités ». */
  many: string;
  feminine: boolean;
  /** The record's field that names it (its title, name…). */
  nameField?: string;
  /** The record's flag that puts it on the public site (« publiée » / « retirée du site »). */
  publishedField?: string;
}

const noun = (
  one: string,
  many: string,
  feminine: boolean,
  nameField?: string,
  publishedField?: string,
): ResourceNoun => ({ one, many, feminine, nameField, publishedField });

const RESOURCE_NOUNS: Readonly<Record<string, ResourceNoun>> = {
  news: noun('Actualité', 'actualités', true, 'title', 'isValid'),
  pages: noun('Page', 'pages', true, 'title', 'isValid'),
  blogArticles: noun('Article', 'articles', false, 'title', 'isPublished'),
  blogFolders: noun('Dossier', 'dossiers', false, 'name'),
  albums: noun('Album', 'albums', false, 'title'),
  services: noun('Prestation', 'prestations', true, 'title'),
  elementLists: noun('Liste', 'listes', true, 'title'),
  forms: noun('Formulaire', 'formulaires', false, 'title'),
  reviews: noun('Avis', 'avis', false, 'author'),
  addresses: noun('Adresse', 'adresses', true, 'name'),
  products: noun('Produit', 'produits', false, 'name'),
  discounts: noun('Code promo', 'codes promo', false, 'code'),
  orders: noun('Commande', 'commandes', true, 'reference'),
  carriers: noun('Transporteur', 'transporteurs', false, 'name'),
  'shipping-zones': noun('Zone de livraison', 'zones de livraison', true, 'name'),
  'relay-points': noun('Point relais', 'points relais', false, 'name'),
  'collect-points': noun('Point de retrait', 'points de retrait', false, 'name'),
  variations: noun('Variation', 'variations', true, 'label'),
  awards: noun('Récompense', 'récompenses', true, 'label'),
  'meal-icons': noun('Accord mets', 'accords mets', false, 'label'),
  members: noun('Membre', 'membres', false, 'fullName'),
  messages: noun('Message', 'messages', false, 'subject'),
  newsletterLists: noun('Liste de diffusion', 'listes de diffusion', true, 'name'),
  newsletterSubscribers: noun('Inscrit', 'inscrits', false, 'email'),
  sites: noun('Site', 'sites', false, 'name'),
  'platform-users': noun('Compte', 'comptes', false, 'email'),
  operators: noun('Opérateur', 'opérateurs', false, 'email'),
  domains: noun('Domaine', 'domaines', false, 'host'),
};

export type NoticeAction = 'created' | 'updated' | 'deleted';

const MAX_NAME = 60;
const agree = (word: string, feminine: boolean) => (feminine ? `${word}e` : word);

function recordName(noun: ResourceNoun, record: Readonly<Record<string, unknown>> | undefined) {
  const value = noun.nameField ? record?.[noun.nameField] : undefined;
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  const name = String(value).trim();
  return name.length > MAX_NAME ? `${name.slice(0, MAX_NAME - 1)}…` : name;
}

/** What happened to the item: created, published, withdrawn, saved or deleted. */
function verb(
  noun: ResourceNoun,
  action: NoticeAction,
  record: Readonly<Record<string, unknown>> | undefined,
  previous: Readonly<Record<string, unknown>> | undefined,
): string {
  if (action === 'deleted') return agree('supprimé', noun.feminine);
  const flag = noun.publishedField;
  const published = flag ? record?.[flag] === true : false;
  const wasPublished = flag ? previous?.[flag] === true : false;
  if (action === 'created') return agree(published ? 'publié' : 'créé', noun.feminine);
  if (published && !wasPublished) return agree('publié', noun.feminine);
  if (!published && wasPublished) return `${agree('retiré', noun.feminine)} du site`;
  return agree('enregistré', noun.feminine);
}

/** The generic wordings, for a screen with no noun of its own. */
const GENERIC: Readonly<Record<NoticeAction, string>> = {
  created: 'Ajout enregistré',
  updated: 'Modifications enregistrées',
  deleted: 'Suppression effectuée',
};

/**
 * The notice after `action` on a record of `resource`: « Actualité « Titre » publiée ».
 * `previous` is the record before an update (to tell a publication from a plain save).
 */
export function noticeFor(
  resource: string | undefined,
  action: NoticeAction,
  record?: Readonly<Record<string, unknown>>,
  previous?: Readonly<Record<string, unknown>>,
): string {
  const noun = resource ? RESOURCE_NOUNS[resource] : undefined;
  if (!noun) return `${GENERIC[action]}.`;
  const name = recordName(noun, record);
  const what = name === '' ? noun.one : `${noun.one} « ${name} »`;
  return `${what} ${verb(noun, action, record, previous)}.`;
}

/** react-admin's per-resource notices (used where a screen sets no notice of its own). */
export function resourceMessages(): Record<string, { notifications: Record<NoticeAction, string> }> {
  return Object.fromEntries(
    Object.entries(RESOURCE_NOUNS).map(([resource, noun]) => {
      const many = (word: string) => `%{smart_count} ${noun.many} ${word}${noun.feminine ? 'es' : 's'}`;
      return [
        resource,
        {
          notifications: {
            created: `${noun.one} ${agree('créé', noun.feminine)}`,
            updated: `${noun.one} ${agree('enregistré', noun.feminine)} |||| ${many('enregistré')}`,
            deleted: `${noun.one} ${agree('supprimé', noun.feminine)} |||| ${many('supprimé')}`,
          },
        },
      ];
    }),
  );
}

/** What an empty list without filters says: « Aucune actualité pour l’instant. » */
export function emptyListText(resource: string | undefined): string {
  const noun = resource ? RESOURCE_NOUNS[resource] : undefined;
  if (!noun) return 'Cette liste est vide pour l’instant.';
  return `${noun.feminine ? 'Aucune' : 'Aucun'} ${noun.one.toLowerCase()} pour l’instant.`;
}

/** The button that creates the first item: « Créer la première actualité ». */
export function firstItemLabel(resource: string | undefined): string {
  const noun = resource ? RESOURCE_NOUNS[resource] : undefined;
  if (!noun) return 'Créer le premier élément';
  return `Créer ${noun.feminine ? 'la première' : 'le premier'} ${noun.one.toLowerCase()}`;
}
