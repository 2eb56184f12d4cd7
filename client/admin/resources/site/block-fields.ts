// The content blocks an owner adds to a page (src/schema/content/page-block.ts), as the editor shows
// them: a French name per kind, the fields of each kind, and the body of
// PUT /admin/page/{id}/blocks built from the form (empty optional fields left out, since the
// server checks links and images that are present).

import { PRODUCT_KIND_LABELS, PRODUCT_KINDS } from '../../../../src/schema/catalogue/product';
import { PRODUCTS_BLOCK_LIMIT } from '../../../../src/schema/content/page-block';

type BlockFieldType =
  'text' | 'multiline' | 'rich' | 'image' | 'number' | 'select' | 'images' | 'link' | 'product';

export interface BlockField {
  /** Path inside the block's data (`image.src`). */
  name: string;
  label: string;
  type: BlockFieldType;
  required?: boolean;
  choices?: { id: string; name: string }[];
}

const title = (required = false): BlockField => ({ name: 'title', label: 'Titre', type: 'text', required });

export const BLOCK_KINDS: Record<string, { label: string; fields: BlockField[] }> = {
  HERO: {
    label: "Bandeau d'accueil",
    fields: [
      title(true),
      { name: 'subtitle', label: 'Sous-titre', type: 'multiline' },
      { name: 'image', label: 'Image de fond', type: 'image' },
      { name: 'ctaLabel', label: 'Texte du bouton', type: 'text' },
      { name: 'ctaHref', label: 'Lien du bouton', type: 'link' },
    ],
  },
  RICH_TEXT: { label: 'Texte', fields: [{ name: 'html', label: 'Texte', type: 'rich' }] },
  IMAGE: {
    label: 'Image',
    fields: [
      { name: 'src', label: 'Image', type: 'image', required: true },
      { name: 'caption', label: 'Légende', type: 'text' },
    ],
  },
  IMAGE_TEXT: {
    label: 'Image et texte',
    fields: [
      { name: 'image', label: 'Image', type: 'image', required: true },
      { name: 'html', label: 'Texte', type: 'rich' },
      {
        name: 'imagePosition',
        label: "Place de l'image",
        type: 'select',
        choices: [
          { id: 'left', name: 'À gauche' },
          { id: 'right', name: 'À droite' },
        ],
      },
    ],
  },
  GALLERY: { label: 'Galerie', fields: [title(), { name: 'images', label: 'Images', type: 'images' }] },
  CTA: {
    label: "Appel à l'action",
    fields: [
      title(true),
      { name: 'text', label: 'Texte', type: 'multiline' },
      { name: 'label', label: 'Texte du bouton', type: 'text', required: true },
      { name: 'href', label: 'Lien du bouton', type: 'link', required: true },
    ],
  },
  CONTACT: { label: 'Coordonnées et horaires', fields: [title()] },
  SOCIAL: { label: 'Réseaux sociaux', fields: [title()] },
  MAP: {
    label: "Plan d'accès",
    fields: [
      title(),
      { name: 'address', label: 'Adresse', type: 'text', required: true },
      { name: 'latitude', label: 'Latitude', type: 'number' },
      { name: 'longitude', label: 'Longitude', type: 'number' },
    ],
  },
  BUILDER_FORM: {
    label: 'Formulaire personnalisé',
    fields: [title(), { name: 'formId', label: 'Numéro du formulaire', type: 'number', required: true }],
  },
  REVIEWS: { label: 'Avis Google', fields: [title()] },
  FORM: {
    label: 'Formulaire de contact',
    fields: [
      title(),
      {
        name: 'form',
        label: 'Formulaire',
        type: 'select',
        choices: [{ id: 'message', name: 'Message' }],
        required: true,
      },
    ],
  },
  NEWS: {
    label: 'Actualités',
    fields: [
      title(),
      {
        name: 'style',
        label: 'Présentation',
        type: 'select',
        choices: [
          { id: 'FLAT', name: 'À plat' },
          { id: 'CARDS', name: 'Cartes' },
        ],
      },
      { name: 'limit', label: "Nombre d'actualités", type: 'number' },
    ],
  },
  PRODUCT: {
    label: 'Produit de la boutique',
    fields: [title(), { name: 'productId', label: 'Produit', type: 'product', required: true }],
  },
  PRODUCTS: {
    label: 'Produits de la boutique',
    fields: [
      title(),
      { name: 'tag', label: 'Étiquette (vide : toutes)', type: 'text' },
      {
        name: 'kind',
        label: 'Couleur (vide : toutes)',
        type: 'select',
        choices: PRODUCT_KINDS.map((kind) => ({ id: kind, name: PRODUCT_KIND_LABELS[kind] })),
      },
      { name: 'limit', label: `Nombre de produits (${PRODUCTS_BLOCK_LIMIT} au plus)`, type: 'number' },
    ],
  },
};

export const BLOCK_KIND_CHOICES = Object.entries(BLOCK_KINDS).map(([id, kind]) => ({ id, name: kind.label }));

/** A value with its empty parts left out: '' and null dropped, images without a source dropped. */
function compact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(compact).filter((item) => item !== undefined);
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const object = Object.fromEntries(
      Object.entries(record)
        .map(([key, item]) => [key, compact(item)] as const)
        .filter(([, item]) => item !== undefined),
    );
    if (!('src' in record) && !('alt' in record)) return object;
    // An image: none at all without a source; with one, its alt text is always sent (may be empty).
    if (typeof object.src !== 'string') return undefined;
    return { ...object, alt: typeof record.alt === 'string' ? record.alt.trim() : '' };
  }
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  return value;
}

export interface EditedBlock {
  kind?: unknown;
  data?: unknown;
}

/** The body of PUT /admin/page/{id}/blocks from the editor's blocks and the layout hash loaded. */
export function blocksPayload(
  blocks: readonly EditedBlock[] | undefined,
  hash: string,
): { blocks: { kind: string; data: Record<string, unknown> }[]; hash: string } {
  return {
    blocks: (blocks ?? [])
      .filter((block): block is { kind: string; data?: unknown } => typeof block.kind === 'string')
      .map((block) => ({
        kind: block.kind,
        data: (compact(block.data ?? {}) ?? {}) as Record<string, unknown>,
      })),
    hash,
  };
}
