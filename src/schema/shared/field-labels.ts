// The French name of the fields the API's bodies share, with their article, so a missing or
// mistyped field is named the way the admin's forms name it (« Le titre est obligatoire. »).
// A field missing here is named by its key (« Le champ « slugUrl » est obligatoire. »).

const FIELD_LABELS: Readonly<Record<string, string>> = {
  title: 'Le titre',
  menuTitle: 'Le titre de menu',
  metaDescription: 'La description',
  description: 'La description',
  summary: 'Le résumé',
  content: 'Le contenu',
  html: 'Le contenu',
  name: 'Le nom',
  label: 'Le libellé',
  alt: 'Le texte alternatif',
  url: "L'adresse",
  link: 'Le lien',
  linkUrl: "L'adresse du lien",
  linkType: 'Le type de lien',
  path: 'Le chemin',
  layout: 'La mise en page',
  idParent: 'La page parente',
  isValid: 'La publication',
  showInMenu: "L'affichage dans le menu",
  isFixedOnRight: "L'affichage à droite",
  useAbsoluteMenu: 'Le menu absolu',
  isPromoted: 'La mise en avant',
  publishedAt: 'La date de publication',
  date: 'La date',
  image: "L'image",
  images: 'La liste des images',
  tags: 'La liste des étiquettes',
  blocks: 'La liste des blocs',
  email: "L'adresse e-mail",
  phone: 'Le téléphone',
  firstname: 'Le prénom',
  lastname: 'Le nom',
  message: 'Le message',
  subject: "L'objet",
  price: 'Le prix',
  quantity: 'La quantité',
  year: 'Le millésime',
  capacity: 'La contenance',
  amount: 'Le montant',
  code: 'Le code',
  type: 'Le type',
  value: 'La valeur',
  status: 'Le statut',
  order: "L'ordre",
  position: 'La position',
  locale: 'La langue',
  products: 'La liste des produits',
};

/** The French name of the field at the end of `path` (its article included, capitalised). */
export function fieldLabel(path: readonly PropertyKey[]): string | null {
  const key = [...path].reverse().find((part) => typeof part === 'string');
  if (key === undefined) return null;
  return FIELD_LABELS[key] ?? `Le champ « ${key} »`;
}
