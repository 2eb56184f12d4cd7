// Ids given anew on `npm run site:import` when the target database already uses them
// (scripts/site-import-plan.ts checks the file first). A table whose one-column integer key
// `id` meets a taken id has every row of the site renumbered after the target's largest id; the
// site itself too when its id is taken. Then every value that points at a renumbered row is
// rewritten: `site_id` everywhere, the foreign keys the target declares (PRAGMA
// foreign_key_list), the references the schema leaves undeclared (listed below), the
// polymorphic ones (translations, publishing), the form ids in page blocks' JSON, and the R2
// keys under the site's prefix. A column or JSON key that looks like a reference and is none of
// these refuses the import, named: renumbering around it would silently break the site.
import type { ContentType } from '../src/schema/publishing/publishing';
import { OVERLAY_ENTITIES, ROW_ENTITIES } from '../worker/provider/translation/entities';
import { sqlIdentifier, sqlLiteral, type TableInfo, type Value } from './site-transfer';

export interface RemapTable {
  target: TableInfo;
  columns: string[];
  rows: Value[][];
}

/** Old id → new id, per renumbered table ('sites' for the site's own id). */
export type Renumbering = Map<string, Map<number, number>>;

/** Columns that point at another table without a declared foreign key. */
const UNDECLARED: Record<string, Record<string, string>> = {
  pages: { parent_id: 'pages' },
  orders: {
    carrier_id: 'carriers',
    discount_id: 'discounts',
    delivery_country_id: 'countries',
    collect_address_id: 'company_addresses',
    collect_schedule_id: 'address_opening_hours',
  },
  order_lines: { product_id: 'products', declination_id: 'product_declinations' },
  stock_adjustments: { order_id: 'orders' },
  discount_uses: { order_id: 'orders' },
  gift_card_ledger: { order_id: 'orders' },
  stripe_events: { order_id: 'orders' },
  gift_card_options: { service_id: 'services', product_id: 'products' },
  gift_cards: { option_id: 'gift_card_options' },
  local_inbox: { outbox_id: 'email_outbox' },
};

/** Columns named like a reference that hold outside identifiers (Cloudflare's, Stripe's…). */
const NOT_REFERENCES: Record<string, string[]> = {
  site_domains: ['hostname_id'],
  logos: ['external_id'],
  element_registrations: ['public_id'],
  payments: ['provider_id'],
  admin_audit_log: ['request_id'],
  stripe_events: ['event_id'],
  booking_holds: ['payment_intent_id'],
  booking_payments: ['payment_intent_id', 'refund_id'],
  product_declinations: ['sell_by_multiple_of'], // a quantity, not a row
};

/** Polymorphic references: the id column, the column naming its kind, and each kind's table. */
const PUBLISHED_TYPES = {
  page: 'pages',
  news: 'news',
  blog: 'blog_articles',
  service: 'services',
  'element-item': 'elements',
  product: 'products',
} satisfies Record<ContentType, string> as Record<string, string>;
const TRANSLATED_ENTITIES: Record<string, string> = Object.fromEntries(
  [...Object.entries(OVERLAY_ENTITIES), ...Object.entries(ROW_ENTITIES)].map(([name, spec]) => [
    name,
    spec.table,
  ]),
);
const POLYMORPHIC: Record<string, { id: string; kind: string; tables: Record<string, string> }> = {
  translations: { id: 'entity_id', kind: 'entity', tables: TRANSLATED_ENTITIES },
  content_drafts: { id: 'item_id', kind: 'type', tables: PUBLISHED_TYPES },
  content_revisions: { id: 'item_id', kind: 'type', tables: PUBLISHED_TYPES },
  content_schedules: { id: 'item_id', kind: 'type', tables: PUBLISHED_TYPES },
  content_preview_links: { id: 'item_id', kind: 'type', tables: PUBLISHED_TYPES },
};

/** Unique values the server makes at random and reads only while it writes the row (an order's
 * `uid` ties its creation batch together): made anew for a row that takes a new id, since the
 * target holding its id is the sign it may hold the same value (the same site imported twice). */
const MADE_ANEW: Record<string, string[]> = { orders: ['uid'] };

/** JSON keys that hold ids (a BUILDER_FORM block's formId, also in drafts and revisions). */
// countryId (an order's addresses) names a reference country: countries are keyed per site.
const JSON_KEYS: Record<string, string> = { formId: 'forms', countryId: 'countries' };
const JSON_ID_KEY = /(Id|_id|Ids|_ids)$/;

const refusal = (problem: string) => new Error(`Importation refusée : ${problem}. Rien n'a été écrit.`);

/** A table whose rows can take new ids: its key is one integer column `id`. */
const renumberable = (table: TableInfo): boolean =>
  table.primaryKey.length === 1 && table.primaryKey[0] === 'id';

/** Per 500 ids, how many the target has already and its largest id (`n`, `max`). */
export function idCheckSql(table: RemapTable): string[] {
  const position = table.columns.indexOf('id');
  if (!renumberable(table.target) || position < 0) return [];
  const ids = table.rows.map((row) => row[position] ?? null);
  const name = sqlIdentifier(table.target.name);
  const statements: string[] = [];
  for (let start = 0; start < ids.length; start += 500)
    statements.push(
      `SELECT COUNT(*) AS n, (SELECT COALESCE(MAX("id"), 0) FROM ${name}) AS max FROM ${name} ` +
        `WHERE "id" IN (${ids
          .slice(start, start + 500)
          .map(sqlLiteral)
          .join(', ')})`,
    );
  return statements;
}

/** New ids for the tables whose ids are taken: after the target's largest, in the file's order. */
export function renumbering(
  tables: RemapTable[],
  facts: Map<string, { taken: number; max: number }>,
): Renumbering {
  const result: Renumbering = new Map();
  for (const table of tables) {
    const fact = facts.get(table.target.name);
    const position = table.columns.indexOf('id');
    if (!fact || fact.taken === 0 || position < 0) continue;
    const ids = new Map<number, number>();
    let next = fact.max;
    for (const row of table.rows) {
      const id = row[position];
      if (typeof id !== 'number' || !Number.isSafeInteger(id))
        throw refusal(`un identifiant de ${table.target.name} n'est pas un entier`);
      if (!ids.has(id)) ids.set(id, (next += 1));
    }
    result.set(table.target.name, ids);
  }
  return result;
}

/** Each column of a table that points at a table's id: declared, undeclared, own key, site. */
function pointers(table: TableInfo): Map<string, string> {
  const pointing = new Map<string, string>();
  if (renumberable(table)) pointing.set('id', table.name);
  if (table.name === 'sites') pointing.set('id', 'sites');
  else if (table.columns.includes('site_id')) pointing.set('site_id', 'sites');
  for (const key of table.foreignKeys ?? [])
    if (key.to === 'id' && key.from !== 'site_id') pointing.set(key.from, key.table);
  for (const [column, parent] of Object.entries(UNDECLARED[table.name] ?? {}))
    if (table.columns.includes(column)) pointing.set(column, parent);
  if (table.columns.includes('translation_of')) pointing.set('translation_of', table.name);
  return pointing;
}

/** What the import follows from a table's rows to the site's other rows: each column holding a
 * row's id (declared, undeclared, translation_of) with the table it names, and the polymorphic
 * reference (its id column, the column naming its kind, each kind's table). */
export function siteReferences(table: TableInfo): {
  columns: Map<string, string>;
  polymorphic: { id: string; kind: string; tables: Record<string, string> } | undefined;
} {
  const columns = pointers(table);
  columns.delete('site_id');
  if (columns.get('id') === table.name) columns.delete('id');
  return { columns, polymorphic: POLYMORPHIC[table.name] };
}

/** The columns of a table whose values all change, for the key checks a renumbering settles. */
export function rewrittenColumns(table: TableInfo, ids: Renumbering): string[] {
  return [...pointers(table)].filter(([, parent]) => ids.has(parent)).map(([column]) => column);
}

function rewriteJson(text: string, ids: Renumbering, where: string): string {
  let changed = false;
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    if (value === null || typeof value !== 'object') return value;
    const copy: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
      const parent = JSON_KEYS[key];
      const numeric = typeof inner === 'number' || (Array.isArray(inner) && inner.every(Number.isInteger));
      if (parent !== undefined && typeof inner === 'number') {
        const renumbered = ids.get(parent)?.get(inner);
        if (renumbered !== undefined) changed = true;
        copy[key] = renumbered ?? inner;
      } else if (parent === undefined && numeric && JSON_ID_KEY.test(key))
        throw refusal(
          `${where} contient la clé JSON « ${key} », qui semble désigner un identifiant que l'importation ne sait pas renuméroter ; importez dans une base sans identifiants communs`,
        );
      else copy[key] = visit(inner);
    }
    return copy;
  };
  const parsed = visit(JSON.parse(text));
  return changed ? JSON.stringify(parsed) : text;
}

const looksLikeJson = (value: string) => /^\s*[[{]/.test(value);

/** A table's rows with every pointer at a renumbered row rewritten; refuses what it cannot. */
export function rewriteRows(table: RemapTable, ids: Renumbering, siteId: number): Value[][] {
  if (ids.size === 0) return table.rows;
  const info = table.target;
  const pointing = pointers(info);
  const polymorphic = POLYMORPHIC[info.name];
  const ignored = new Set(NOT_REFERENCES[info.name] ?? []);
  const newSite = ids.get('sites')?.get(siteId);
  const oldPrefix = `sites/${siteId}/`;
  for (const [index, column] of table.columns.entries()) {
    if (pointing.has(column) || ignored.has(column) || column === polymorphic?.id) continue;
    if (!/_id$|_of$/.test(column)) continue;
    if (table.rows.some((row) => row[index] !== null))
      throw refusal(
        `la colonne ${info.name}.${column} semble désigner des identifiants sans clé étrangère déclarée : impossible de la renuméroter ; importez dans une base sans identifiants communs`,
      );
  }
  const kindAt = polymorphic ? table.columns.indexOf(polymorphic.kind) : -1;
  const idAt = table.columns.indexOf('id');
  const ownIds = ids.get(info.name);
  const madeAnew = new Set(MADE_ANEW[info.name] ?? []);
  return table.rows.map((row) =>
    row.map((value, index) => {
      const column = table.columns[index]!;
      if (madeAnew.has(column) && ownIds?.has(row[idAt] as number)) return crypto.randomUUID();
      if (polymorphic && column === polymorphic.id && typeof value === 'number') {
        const kind = String(row[kindAt]);
        const parent = polymorphic.tables[kind];
        if (parent === undefined)
          throw refusal(`${info.name} désigne un contenu de type inconnu (${JSON.stringify(kind)})`);
        return ids.get(parent)?.get(value) ?? value;
      }
      const parent = pointing.get(column);
      if (parent !== undefined && typeof value === 'number') return ids.get(parent)?.get(value) ?? value;
      if (typeof value !== 'string') return value;
      if (newSite !== undefined && value.startsWith(oldPrefix))
        return `sites/${newSite}/${value.slice(oldPrefix.length)}`;
      return looksLikeJson(value) && isJson(value)
        ? rewriteJson(value, ids, `${info.name}.${column}`)
        : value;
    }),
  );
}

function isJson(value: string): boolean {
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}
