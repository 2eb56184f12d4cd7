// List query strings: nbItem, page, orderBy and per-field filters with
// operators lk: (like), df: (different), lt:, lte:, gt:, gte: and plain equality; a value
// with commas is a list. Empty strings are omitted. Only fields the endpoint allow-lists
// are kept, so nothing a visitor types can name a column.

type FilterOperator = 'eq' | 'lk' | 'df' | 'lt' | 'lte' | 'gt' | 'gte';

interface ListFilter {
  field: string;
  operator: FilterOperator;
  values: string[]; // one value, or several for a list (eq → IN, df → NOT IN)
}

export interface ListOrder {
  field: string;
  direction: 'ASC' | 'DESC';
}

export interface ListQuery {
  nbItem: number;
  page: number;
  orderBy: ListOrder | null;
  filters: ListFilter[];
}

interface ListField {
  column: string; // SQL column, written by the developer, never by the visitor
  type: 'text' | 'number';
  // The operator of a value without prefix (equality unless said): the spec's product list
  // filters name and search are « like » filters, so `name=Saumur` finds « Saumur Champigny ».
  defaultOperator?: FilterOperator;
}

export interface ListQuerySpec {
  fields: Record<string, ListField>;
  orderable: string[];
  defaultOrder?: ListOrder;
  defaultNbItem?: number; // spec: generic default 10
  maxNbItem?: number;
}

export const DEFAULT_NB_ITEM = 10;
export const DEFAULT_PAGE = 1;
const MAX_NB_ITEM = 100;
// D1 binds at most 100 parameters per statement: filters share a budget well under it.
const MAX_LIST_VALUES = 20;
const MAX_FILTER_VALUES = 60;
const MAX_VALUE_LENGTH = 200;
const PREFIXES: [string, FilterOperator][] = [
  ['eq:', 'eq'], // explicit equality, for a field whose plain value is a like filter
  ['lte:', 'lte'],
  ['gte:', 'gte'],
  ['lk:', 'lk'],
  ['df:', 'df'],
  ['lt:', 'lt'],
  ['gt:', 'gt'],
];

function positiveInt(raw: string | null, fallback: number, max: number): number {
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return fallback;
  const value = Number(raw.trim());
  if (value < 1) return fallback;
  return Math.min(value, max);
}

function parseOrder(raw: string | null, spec: ListQuerySpec): ListOrder | null {
  const fallback = spec.defaultOrder ?? null;
  if (raw === null || raw.trim() === '') return fallback;
  let field = raw.trim();
  let direction: ListOrder['direction'] = 'ASC';
  if (field.startsWith('-')) {
    field = field.slice(1);
    direction = 'DESC';
  }
  const [name, suffix] = field.split(':');
  if (suffix !== undefined) {
    if (suffix.toLowerCase() === 'desc') direction = 'DESC';
    else if (suffix.toLowerCase() !== 'asc') return fallback;
  }
  return name !== undefined && spec.orderable.includes(name) ? { field: name, direction } : fallback;
}

function parseFilter(field: string, raw: string, definition: ListField): ListFilter | null {
  let operator: FilterOperator = definition.defaultOperator ?? 'eq';
  let rest = raw;
  for (const [prefix, op] of PREFIXES) {
    if (raw.startsWith(prefix)) {
      operator = op;
      rest = raw.slice(prefix.length);
      break;
    }
  }
  const listable = operator === 'eq' || operator === 'df';
  const values = (listable ? rest.split(',') : [rest])
    .map((value) => value.trim())
    .filter((value) => value !== '')
    .slice(0, MAX_LIST_VALUES)
    .map((value) => value.slice(0, MAX_VALUE_LENGTH));
  if (values.length === 0) return null;
  if (definition.type === 'number' && operator !== 'lk' && !values.every((v) => /^-?\d+(\.\d+)?$/.test(v))) {
    return null;
  }
  return { field, operator, values };
}

export function parseListQuery(params: URLSearchParams, spec: ListQuerySpec): ListQuery {
  const max = spec.maxNbItem ?? MAX_NB_ITEM;
  const filters: ListFilter[] = [];
  let budget = MAX_FILTER_VALUES;
  for (const [field, definition] of Object.entries(spec.fields)) {
    for (const raw of params.getAll(field)) {
      const filter = parseFilter(field, raw, definition);
      if (!filter || filter.values.length > budget) continue;
      budget -= filter.values.length;
      filters.push(filter);
    }
  }
  return {
    nbItem: positiveInt(params.get('nbItem'), Math.min(spec.defaultNbItem ?? DEFAULT_NB_ITEM, max), max),
    page: positiveInt(params.get('page'), DEFAULT_PAGE, 1_000_000),
    orderBy: parseOrder(params.get('orderBy'), spec),
    filters,
  };
}

/** The client side of the same convention: builds the query string, omitting empty values. */
export function toListQueryString(
  query: Record<string, string | number | boolean | null | undefined>,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === '') continue;
    params.append(key, String(value));
  }
  return params.toString();
}
