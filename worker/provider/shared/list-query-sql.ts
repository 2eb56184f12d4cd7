import type { ListOrder, ListQuery, ListQuerySpec } from '../../../src/domain/shared/list-query';
import { badRequest } from '../../errors';

// Turns a parsed list query into a WHERE/ORDER BY/LIMIT fragment. Columns come only from the
// endpoint's spec; every value is a bound parameter.

export interface ListSql {
  where: string; // starts with ' AND ' when there are filters, so it follows 'WHERE site_id = ?'
  orderBy: string;
  limit: string;
  params: (string | number)[]; // filter values, then LIMIT and OFFSET
  filterParams: (string | number)[]; // the filter values alone, for COUNT(*)
  order: ListOrder | null; // the order asked for, for lists sorted in code
  window: { limit: number; offset: number };
}

const COMPARATORS = { lt: '<', lte: '<=', gt: '>', gte: '>=' } as const;

/** Escapes LIKE wildcards, for a pattern used with ESCAPE '\\'. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (match) => `\\${match}`);
}

/**
 * D1 refuses a LIKE pattern over SQLITE_MAX_LIKE_PATTERN_LENGTH (50 bytes) with a server
 * error ("LIKE or GLOB pattern too complex"), so patterns are measured in UTF-8 bytes after
 * escaping, wildcards included.
 */
export const LIKE_PATTERN_MAX_BYTES = 50;

/** A bound LIKE pattern for the search: `contains` → %search%, `prefix` → search%. */
export function likePattern(search: string, shape: 'contains' | 'prefix'): string {
  const escaped = escapeLike(search);
  const pattern = shape === 'contains' ? `%${escaped}%` : `${escaped}%`;
  if (new TextEncoder().encode(pattern).length > LIKE_PATTERN_MAX_BYTES) {
    const wildcards = shape === 'contains' ? 2 : 1;
    throw badRequest(
      `Cette recherche est trop longue : ${LIKE_PATTERN_MAX_BYTES - wildcards} caractères au plus (moins avec des accents ou des signes).`,
    );
  }
  return pattern;
}

export function listQuerySql(query: ListQuery, spec: ListQuerySpec): ListSql {
  const clauses: string[] = [];
  const params: (string | number)[] = [];
  for (const filter of query.filters) {
    const field = spec.fields[filter.field];
    if (!field) continue;
    const cast = (value: string) => (field.type === 'number' ? Number(value) : value);
    switch (filter.operator) {
      case 'eq':
      case 'df': {
        const not = filter.operator === 'df' ? 'NOT ' : '';
        clauses.push(`${field.column} ${not}IN (${filter.values.map(() => '?').join(', ')})`);
        params.push(...filter.values.map(cast));
        break;
      }
      case 'lk':
        clauses.push(`${field.column} LIKE ? ESCAPE '\\'`);
        params.push(likePattern(filter.values[0] ?? '', 'contains'));
        break;
      default:
        clauses.push(`${field.column} ${COMPARATORS[filter.operator]} ?`);
        params.push(cast(filter.values[0] ?? ''));
    }
  }
  const order = query.orderBy ? spec.fields[query.orderBy.field] : undefined;
  const orderBy = order && query.orderBy ? ` ORDER BY ${order.column} ${query.orderBy.direction}` : '';
  const window = { limit: query.nbItem, offset: (query.page - 1) * query.nbItem };
  return {
    where: clauses.map((clause) => ` AND ${clause}`).join(''),
    orderBy,
    limit: ' LIMIT ? OFFSET ?',
    params: [...params, window.limit, window.offset],
    filterParams: params,
    order: order ? query.orderBy : null,
    window,
  };
}
