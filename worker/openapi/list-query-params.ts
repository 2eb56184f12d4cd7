import { z } from '@hono/zod-openapi';
import { DEFAULT_NB_ITEM, type ListQuerySpec } from '../../src/domain/shared/list-query';
import { fr } from '../../src/i18n/catalogues/validation';

// The query string of a list endpoint, documented from the same ListQuerySpec that
// src/domain/shared/list-query.ts parses with: paging, order and one filter per allow-listed field.
// Values stay strings here. `page` and `nbItem` must be positive whole numbers: a client that
// sends `nbItem=abc` gets a 400 naming the parameter rather than a default it did not ask for
// (a number above the endpoint's maximum is still capped, as documented). They are documented
// as integers: that is what a client should send, and a generated client types them as numbers.
// Filters and the order stay lenient (an unknown value is ignored), as the parser is.

/** A positive whole number written as a string, surrounding spaces allowed. */
const positiveWhole = (message: string) =>
  z
    .string()
    .regex(/^\s*(?!0+\s*$)\d{1,9}\s*$/, message)
    .optional();

const FILTER_HELP =
  'Filtre : `valeur` (égal), `a,b` (liste), `lk:` (contient), `df:` (différent), `lt:`, `lte:`, `gt:`, `gte:`. Répétable.';

export function listQueryParams(spec: ListQuerySpec) {
  const filters = Object.fromEntries(
    Object.entries(spec.fields).map(([field, definition]) => [
      field,
      z
        .union([z.string(), z.array(z.string())])
        .optional()
        .meta({
          description: `${FILTER_HELP} Champ ${definition.type === 'number' ? 'numérique' : 'texte'}.`,
        }),
    ]),
  );
  return z.object({
    nbItem: positiveWhole(fr['validation.nbItemInteger']).meta({
      type: 'integer',
      description: `Éléments par page (défaut ${spec.defaultNbItem ?? DEFAULT_NB_ITEM}, maximum ${spec.maxNbItem ?? 100}).`,
    }),
    page: positiveWhole(fr['validation.pageInteger']).meta({
      type: 'integer',
      description: 'Numéro de page, à partir de 1.',
    }),
    orderBy: z
      .string()
      .optional()
      .meta({
        description: `Tri : \`champ\`, \`-champ\` ou \`champ:desc\` parmi ${spec.orderable.map((f) => `\`${f}\``).join(', ')}.`,
      }),
    ...filters,
  });
}
