import { LEGAL_PAGES } from '../../../src/domain/site/legal-text';
import type { TranslationFieldKind } from '../../../src/schema/translation/translation';

// The translatable entities, declared once: the admin translation API, the missing
// list and the public overlays all read this list. Row-per-locale entities (a translation is
// its own row, linked by translation_of) name their table; overlay entities (one row, the
// `translations` table overlays fields in other locales) name their fields.

export interface OverlayFieldSpec {
  field: string; // the name in `translations.field` and in the admin API
  column: string; // the entity table's column holding the default-locale text
  label: string; // French, for the admin
  kind: TranslationFieldKind;
}

export interface OverlayEntitySpec {
  table: string;
  labelColumn: string; // what the missing list shows
  /** A row counts as an "item" that must be translated to exist in a locale (lists omit it otherwise). */
  availability: boolean;
  /** Rows of the table the owner translates (parameters: only those holding visitor text). */
  where?: string;
  fields: OverlayFieldSpec[];
}

const text = (field: string, column: string, label: string): OverlayFieldSpec => ({
  field,
  column,
  label,
  kind: 'text',
});
const html = (field: string, column: string, label: string): OverlayFieldSpec => ({
  field,
  column,
  label,
  kind: 'html',
});

/** The settings a visitor reads as text: the legal texts, the presentation, shop labels. */
const TEXT_PARAMETERS = [
  ...Object.values(LEGAL_PAGES).map((page) => page.parameter),
  'COMPANY_DESCRIPTION',
  'PROMO_BANNER_TEXT',
  'IN_STOCK_LABEL',
  'OUT_OF_STOCK_LABEL',
].filter((type) => /^[A-Z_]+$/.test(type)); // they are written into SQL: upper-case keys only

export const OVERLAY_ENTITIES = {
  product: {
    table: 'products',
    labelColumn: 'name',
    availability: true,
    // The name stays (a wine's name is its name); its slug may change with the language.
    fields: [
      text('slug', 'slug', 'Adresse (slug)'),
      html('description', 'description', 'Description'),
      text('tastingNotes', 'tasting_notes', 'Notes de dégustation'),
      text('appellation', 'appellation', 'Appellation'),
      text('region', 'region', 'Région'),
      text('servingTemperature', 'serving_temperature', 'Température de service'),
      text('ageingPotential', 'ageing_potential', 'Potentiel de garde'),
    ],
  },
  variation: {
    table: 'variations',
    labelColumn: 'label',
    availability: false,
    fields: [text('displayLabel', 'COALESCE(display_label, label)', 'Libellé affiché')],
  },
  award: {
    table: 'awards',
    labelColumn: "competition || ' – ' || distinction",
    availability: false,
    fields: [
      text('competition', 'competition', 'Concours'),
      text('distinction', 'distinction', 'Distinction'),
    ],
  },
  mealIcon: {
    table: 'meal_icons',
    labelColumn: 'label',
    availability: false,
    fields: [text('label', 'label', 'Libellé')],
  },
  elementList: {
    table: 'element_lists',
    labelColumn: 'title',
    availability: true,
    fields: [
      text('title', 'title', 'Titre'),
      html('description', 'description', 'Description'),
      text('keyList', 'key_list', 'Chemin de la liste'),
      text('keyElem', 'key_elem', "Chemin d'un élément"),
    ],
  },
  element: {
    table: 'elements',
    labelColumn: 'title',
    availability: true,
    fields: [
      text('title', 'title', 'Titre'),
      text('summary', 'summary', 'Résumé'),
      html('body', 'body_html', 'Texte'),
      text('location', 'location', 'Lieu'),
      text('priceLabel', 'price_label', 'Prix affiché'),
      text('imageAlt', 'image_alt', "Texte de remplacement de l'image"),
    ],
  },
  form: {
    table: 'forms',
    labelColumn: 'title',
    availability: true,
    fields: [
      text('title', 'title', 'Titre'),
      text('description', 'description', 'Description'),
      text('submitLabel', 'submit_label', 'Texte du bouton'),
      text('successMessage', 'success_message', 'Message après envoi'),
    ],
  },
  parameter: {
    table: 'parameters',
    labelColumn: 'label',
    availability: false,
    // Settings that hold visitor-facing text (not colours, codes or scripts); untranslated ones
    // fall back to the default language.
    where: `type IN (${TEXT_PARAMETERS.map((type) => `'${type}'`).join(', ')}) AND value IS NOT NULL AND value <> ''`,
    fields: [text('value', 'value', 'Valeur')],
  },
  companyAddress: {
    table: 'company_addresses',
    labelColumn: 'name',
    availability: false,
    fields: [text('name', 'name', 'Nom'), text('country', 'country', 'Pays')],
  },
  // The footer's link columns (component configuration 'footer', one JSON conf per site): its
  // fields are the conf's own texts (columns.{i}.title, columns.{i}.links.{j}.label, see
  // translatable-fields.ts). Link targets are not translated: a link to a CMS page follows the
  // page's translation in the read's locale (worker/provider/site/branding/footer-locale.ts).
  footer: {
    table: 'component_confs',
    labelColumn: "'Pied de page'",
    availability: false,
    where: "slug = 'footer'",
    fields: [],
  },
} as const satisfies Record<string, OverlayEntitySpec>;

export type OverlayEntity = keyof typeof OVERLAY_ENTITIES;

/** Row-per-locale entities: the admin API name → table. */
export const ROW_ENTITIES = {
  page: { table: 'pages', labelColumn: 'title' },
  news: { table: 'news', labelColumn: 'title' },
  blogFolder: { table: 'blog_folders', labelColumn: 'name' },
  blogArticle: { table: 'blog_articles', labelColumn: 'title' },
  album: { table: 'albums', labelColumn: 'title' },
  service: { table: 'services', labelColumn: 'title' },
} as const;
export type RowEntity = keyof typeof ROW_ENTITIES;
