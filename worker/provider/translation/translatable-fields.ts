import { LEGAL_PAGES } from '../../../src/domain/site/legal-text';
import { footerConfSchema } from '../../../src/schema/site/component-conf';
import { formFieldSchema } from '../../../src/schema/content/forms';
import type { TranslationField } from '../../../src/schema/translation/translation';
import { z } from 'zod';
import { OVERLAY_ENTITIES, type OverlayEntity } from './entities';

// The translatable fields of one item, with their default-locale text: the entity's declared
// fields, plus what only the row knows (a form's own fields; whether a setting is rich text).

/** The settings edited as rich text (the legal texts): their translations are sanitised HTML. */
const RICH_TEXT_PARAMETERS = new Set<string>(Object.values(LEGAL_PAGES).map((page) => page.parameter));

/** Fields whose translation may stay empty without the item counting as partly translated. */
export const OPTIONAL_FIELDS = new Set(['slug', 'keyList', 'keyElem', 'imageAlt', 'location', 'priceLabel']);

/** What the repository read of an item: each declared field's text, and the extra columns. */
export interface ItemSource {
  label: string;
  values: Record<string, string>;
  parameterType?: string;
  formFields?: string;
  footerConf?: string;
}

const storedFormFields = z.array(formFieldSchema);

export function formFieldKey(name: string, part: 'label' | 'helpText' | 'options'): string {
  return `fields.${name}.${part}`;
}

/** The key of a footer text in the overlay: a column's title or one of its links' label. */
export function footerFieldKey(column: number, link?: number): string {
  return link === undefined ? `columns.${column}.title` : `columns.${column}.links.${link}.label`;
}

/** The footer conf's texts, one field each (its link targets follow the pages' translations). */
function footerFields(conf: string): TranslationField[] {
  const parsed = footerConfSchema.safeParse(JSON.parse(conf));
  if (!parsed.success) return [];
  return parsed.data.columns.flatMap((column, index): TranslationField[] => [
    {
      field: footerFieldKey(index),
      label: `Colonne « ${column.title} » : titre`,
      kind: 'text',
      source: column.title,
    },
    ...column.links.map((link, position) => ({
      field: footerFieldKey(index, position),
      label: `Colonne « ${column.title} » : lien « ${link.label} »`,
      kind: 'text' as const,
      source: link.label,
    })),
  ]);
}

export function translatableFields(entity: OverlayEntity, source: ItemSource): TranslationField[] {
  if (entity === 'footer') return source.footerConf === undefined ? [] : footerFields(source.footerConf);
  const declared: TranslationField[] = OVERLAY_ENTITIES[entity].fields.map((spec) => ({
    field: spec.field,
    label: spec.label,
    kind:
      entity === 'parameter' &&
      source.parameterType !== undefined &&
      RICH_TEXT_PARAMETERS.has(source.parameterType)
        ? 'html'
        : spec.kind,
    source: source.values[spec.field] ?? '',
  }));
  if (entity !== 'form' || source.formFields === undefined) return declared;
  const parsed = storedFormFields.safeParse(JSON.parse(source.formFields));
  if (!parsed.success) return declared;
  const own = parsed.data.flatMap((field): TranslationField[] => [
    {
      field: formFieldKey(field.name, 'label'),
      label: `Champ « ${field.label} » : libellé`,
      kind: 'text',
      source: field.label,
    },
    ...(field.helpText
      ? [
          {
            field: formFieldKey(field.name, 'helpText'),
            label: `Champ « ${field.label} » : aide`,
            kind: 'text' as const,
            source: field.helpText,
          },
        ]
      : []),
    ...(field.options && field.options.length > 0
      ? [
          {
            field: formFieldKey(field.name, 'options'),
            label: `Champ « ${field.label} » : propositions (une par ligne, même nombre)`,
            kind: 'text' as const,
            source: field.options.join('\n'),
          },
        ]
      : []),
  ]);
  return [...declared, ...own];
}
