import { z } from '@hono/zod-openapi';
import { DEFAULT_NB_ITEM, type ListQuerySpec } from '../../src/domain/shared/list-query';

// The query string of a list endpoint, documented from the same ListQuerySpec that
// src/domain/shared/list-query.ts parses with: paging, order and one filter per allow-listed field.
// Values stay strings here; the parser is lenient by design (a bad value falls back). `page` and
// `nbItem` are documented as integers all the same: that is what a client should send,
// and a client generated from the document then types them as numbers.

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
    nbItem: z
      .string()
      .optional()
      .meta({
        type: 'integer',
        description: `Éléments par page (défaut ${spec.defaultNbItem ?? DEFAULT_NB_ITEM}, maximum ${spec.maxNbItem ?? 100}).`,
      }),
    page: z.string().optional().meta({ type: 'integer', description: 'Numéro de page, à partir de 1.' }),
    orderBy: z
      .string()
      .optional()
      .meta({
        description: `Tri : \`champ\`, \`-champ\` ou \`champ:desc\` parmi ${spec.orderable.map((f) => `\`${f}\``).join(', ')}.`,
      }),
    ...filters,
  });
}
