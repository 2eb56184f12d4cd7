import { DatabaseSync } from 'node:sqlite';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NB_ITEM,
  DEFAULT_PAGE,
  parseListQuery,
  toListQueryString,
  type ListQuery,
  type ListQuerySpec,
} from '../../../src/domain/shared/list-query';
import { AppError } from '../../../worker/errors';
import {
  LIKE_PATTERN_MAX_BYTES,
  likePattern,
  listQuerySql,
  type ListSql,
} from '../../../worker/provider/shared/list-query-sql';

// A product-like list: text and number fields, two orderable columns. The SQL column names
// differ from the query names on purpose, so a leak of a query name into SQL would show.
const spec: ListQuerySpec = {
  fields: {
    name: { column: 'p.name', type: 'text' },
    kind: { column: 'p.kind', type: 'text' },
    price: { column: 'p.price', type: 'number' },
    id: { column: 'p.id', type: 'number' },
  },
  orderable: ['name', 'price'],
};
const specWithDefaults: ListQuerySpec = {
  ...spec,
  defaultOrder: { field: 'price', direction: 'ASC' },
  defaultNbItem: 100,
  maxNbItem: 300,
};
const D1_MAX_BOUND_PARAMETERS = 100; // developers.cloudflare.com/d1/platform/limits

const parse = (query: string, listSpec: ListQuerySpec = spec) =>
  parseListQuery(new URLSearchParams(query), listSpec);
const filtersOf = (query: string) => parse(query).filters;

describe('parseListQuery: nbItem and page', () => {
  it('defaults to nbItem 10 and page 1', () => {
    expect(parse('')).toMatchObject({ nbItem: DEFAULT_NB_ITEM, page: DEFAULT_PAGE, filters: [] });
    expect(DEFAULT_NB_ITEM).toBe(10);
    expect(DEFAULT_PAGE).toBe(1);
  });

  it('uses the endpoint’s default nbItem when it has one', () => {
    expect(parse('', specWithDefaults).nbItem).toBe(100);
  });

  it('keeps the default nbItem under the endpoint’s maximum', () => {
    expect(parse('', { ...spec, defaultNbItem: 500, maxNbItem: 50 }).nbItem).toBe(50);
  });

  it('reads positive integers, trimmed', () => {
    expect(parse('nbItem=25&page=3')).toMatchObject({ nbItem: 25, page: 3 });
    expect(parse('nbItem=%207%20&page=007')).toMatchObject({ nbItem: 7, page: 7 });
  });

  it('caps nbItem at 100, or at the endpoint’s maximum', () => {
    expect(parse('nbItem=5000').nbItem).toBe(100);
    expect(parse('nbItem=5000', specWithDefaults).nbItem).toBe(300);
  });

  it('caps page at one million', () => {
    expect(parse('page=999999999').page).toBe(1_000_000);
  });

  it.each(['0', '-5', 'abc', '1.5', '1e3', '', '0x10', '9999999999', ' '])(
    'falls back to the default nbItem and page for the value %j',
    (raw) => {
      expect(parse(`nbItem=${encodeURIComponent(raw)}&page=${encodeURIComponent(raw)}`)).toMatchObject({
        nbItem: 10,
        page: 1,
      });
    },
  );
});

describe('parseListQuery: filter operators', () => {
  it.each([
    ['lk:', 'lk'],
    ['df:', 'df'],
    ['lt:', 'lt'],
    ['lte:', 'lte'],
    ['gt:', 'gt'],
    ['gte:', 'gte'],
  ] as const)('reads the %s prefix as the %s operator', (prefix, operator) => {
    expect(filtersOf(`price=${prefix}12`)).toEqual([{ field: 'price', operator, values: ['12'] }]);
  });

  it('reads a value without a prefix as equality', () => {
    expect(filtersOf('name=Chinon')).toEqual([{ field: 'name', operator: 'eq', values: ['Chinon'] }]);
  });

  it('does not mistake lte: for lt: nor gte: for gt:', () => {
    expect(filtersOf('price=lte:5&id=gte:7')).toEqual([
      { field: 'price', operator: 'lte', values: ['5'] },
      { field: 'id', operator: 'gte', values: ['7'] },
    ]);
  });

  it('keeps an unknown prefix as part of an equality value', () => {
    expect(filtersOf('name=xx:abc')).toEqual([{ field: 'name', operator: 'eq', values: ['xx:abc'] }]);
  });

  it('keeps every occurrence of a repeated field', () => {
    expect(filtersOf('price=gt:1&price=lt:9')).toEqual([
      { field: 'price', operator: 'gt', values: ['1'] },
      { field: 'price', operator: 'lt', values: ['9'] },
    ]);
  });

  it('trims values', () => {
    expect(filtersOf('name=lk:%20rouge%20')).toEqual([{ field: 'name', operator: 'lk', values: ['rouge'] }]);
  });
});

describe('parseListQuery: comma lists', () => {
  it('reads a comma list for equality and df:', () => {
    expect(filtersOf('kind=red,white,rose&name=df:a,b')).toEqual([
      { field: 'name', operator: 'df', values: ['a', 'b'] },
      { field: 'kind', operator: 'eq', values: ['red', 'white', 'rose'] },
    ]);
  });

  it('keeps commas inside a lk: value', () => {
    expect(filtersOf('name=lk:a,b')).toEqual([{ field: 'name', operator: 'lk', values: ['a,b'] }]);
  });

  it('cuts a long list to its first values, and each value to 200 characters', () => {
    const many = Array.from({ length: 80 }, (_, index) => `v${index}`);
    const values = filtersOf(`kind=${many.join(',')}`)[0]?.values ?? [];
    expect(values.length).toBeGreaterThan(0);
    expect(values.length).toBeLessThanOrEqual(50);
    expect(values).toEqual(many.slice(0, values.length));
    expect(filtersOf(`name=${'x'.repeat(500)}`)[0]?.values[0]).toHaveLength(200);
  });
});

describe('parseListQuery: empty strings are omitted', () => {
  it.each(['name=', 'name=lk:', 'name=%20', 'kind=,,', 'kind=df:', 'price=gt:'])(
    '%s filters nothing',
    (q) => {
      expect(filtersOf(q)).toEqual([]);
    },
  );

  it('drops the empty items of a list and keeps the others', () => {
    expect(filtersOf('kind=red,,%20,white,')).toEqual([
      { field: 'kind', operator: 'eq', values: ['red', 'white'] },
    ]);
  });
});

describe('parseListQuery: only allow-listed fields are kept', () => {
  it.each(['secret=1', 'site_id=2', 'p.name=x', 'NAME=x', '__proto__=x', 'constructor=x'])(
    'ignores %s',
    (query) => {
      expect(filtersOf(query)).toEqual([]);
    },
  );
});

describe('parseListQuery: number fields accept only numbers', () => {
  it.each(['abc', 'gt:abc', '10,abc', 'lt:1,2', '1e3', '0x10', 'NaN', 'Infinity', '1.', '.5', '--1'])(
    'rejects price=%s',
    (value) => {
      expect(filtersOf(`price=${encodeURIComponent(value)}`)).toEqual([]);
    },
  );

  it.each(['10', '-5', '1.25', 'gte:0', 'df:1,2,3'])('accepts price=%s', (value) => {
    expect(filtersOf(`price=${value}`)).toHaveLength(1);
  });

  it('lets lk: search a number field as text', () => {
    expect(filtersOf('price=lk:12a')).toEqual([{ field: 'price', operator: 'lk', values: ['12a'] }]);
  });
});

describe('parseListQuery: orderBy', () => {
  it.each([
    ['price', { field: 'price', direction: 'ASC' }],
    ['-price', { field: 'price', direction: 'DESC' }],
    ['price:desc', { field: 'price', direction: 'DESC' }],
    ['price:DESC', { field: 'price', direction: 'DESC' }],
    ['price:asc', { field: 'price', direction: 'ASC' }],
    ['%20name%20', { field: 'name', direction: 'ASC' }],
  ] as const)('reads orderBy=%s', (raw, expected) => {
    expect(parse(`orderBy=${raw}`).orderBy).toEqual(expected);
  });

  it.each(['kind', 'id', 'secret', 'price:sideways', 'p.price', 'price;DROP TABLE p', '', '-'])(
    'falls back to the endpoint’s default order for orderBy=%j',
    (raw) => {
      const query = `orderBy=${encodeURIComponent(raw)}`;
      expect(parse(query).orderBy).toBeNull();
      expect(parse(query, specWithDefaults).orderBy).toEqual({ field: 'price', direction: 'ASC' });
    },
  );
});

describe('toListQueryString builds the query string and omits empty values', () => {
  it('writes every value and encodes operators', () => {
    expect(toListQueryString({ nbItem: 10, page: 2, name: 'lk:rosé', kind: 'red,white' })).toBe(
      'nbItem=10&page=2&name=lk%3Aros%C3%A9&kind=red%2Cwhite',
    );
  });

  it('omits empty strings, null and undefined, and keeps 0 and false', () => {
    expect(toListQueryString({ a: '', b: null, c: undefined, d: 0, e: false, f: 'x' })).toBe(
      'd=0&e=false&f=x',
    );
  });

  it('answers an empty string for an empty query', () => {
    expect(toListQueryString({})).toBe('');
  });

  it('round-trips through parseListQuery', () => {
    const query = toListQueryString({ nbItem: 20, page: 3, orderBy: '-price', name: 'lk:a&b=c', kind: '' });
    expect(parse(query)).toEqual({
      nbItem: 20,
      page: 3,
      orderBy: { field: 'price', direction: 'DESC' },
      filters: [{ field: 'name', operator: 'lk', values: ['a&b=c'] }],
    });
  });
});

describe('listQuerySql writes allow-listed columns and bound parameters', () => {
  it('writes only the limit for an empty query', () => {
    expect(listQuerySql(parse(''), spec)).toEqual({
      where: '',
      orderBy: '',
      limit: ' LIMIT ? OFFSET ?',
      params: [10, 0],
      filterParams: [],
      order: null,
      window: { limit: 10, offset: 0 },
    });
  });

  it('turns page and nbItem into LIMIT and OFFSET parameters', () => {
    const sql = listQuerySql(parse('nbItem=20&page=3&name=x'), spec);
    expect(sql.params).toEqual(['x', 20, 40]);
    expect(sql.filterParams).toEqual(['x']);
    expect(sql.window).toEqual({ limit: 20, offset: 40 });
  });

  it('names the order asked for, for lists sorted in code', () => {
    expect(listQuerySql(parse('orderBy=-price'), spec).order).toEqual({ field: 'price', direction: 'DESC' });
  });

  it('writes IN and NOT IN with one placeholder per value', () => {
    const sql = listQuerySql(parse('kind=red,white&name=df:x'), spec);
    expect(sql.where).toBe(' AND p.name NOT IN (?) AND p.kind IN (?, ?)');
    expect(sql.params).toEqual(['x', 'red', 'white', 10, 0]);
  });

  it('writes LIKE with an escape character and wraps the escaped value in %', () => {
    const sql = listQuerySql(parse(`name=lk:${encodeURIComponent('50%_off\\')}`), spec);
    expect(sql.where).toBe(" AND p.name LIKE ? ESCAPE '\\'");
    expect(sql.params[0]).toBe('%50\\%\\_off\\\\%');
  });

  it.each([
    ['lt', '<'],
    ['lte', '<='],
    ['gt', '>'],
    ['gte', '>='],
  ])('writes %s: as %s with a number parameter', (operator, comparator) => {
    const sql = listQuerySql(parse(`price=${operator}:-1.5`), spec);
    expect(sql.where).toBe(` AND p.price ${comparator} ?`);
    expect(sql.params[0]).toBe(-1.5);
  });

  it('binds numbers for number fields and strings for text fields', () => {
    const sql = listQuerySql(parse('id=3,4&name=5'), spec);
    expect(sql.params).toEqual(['5', 3, 4, 10, 0]);
  });

  it('writes ORDER BY with the column and direction', () => {
    expect(listQuerySql(parse('orderBy=-price'), spec).orderBy).toBe(' ORDER BY p.price DESC');
    expect(listQuerySql(parse('orderBy=name'), spec).orderBy).toBe(' ORDER BY p.name ASC');
  });

  it('skips filters and orders on fields the spec does not define', () => {
    const forged: ListQuery = {
      nbItem: 10,
      page: 1,
      orderBy: { field: 'secret', direction: 'ASC' },
      filters: [{ field: 'secret; DROP TABLE p', operator: 'eq', values: ['1'] }],
    };
    expect(listQuerySql(forged, spec)).toEqual({
      where: '',
      orderBy: '',
      limit: ' LIMIT ? OFFSET ?',
      params: [10, 0],
      filterParams: [],
      order: null,
      window: { limit: 10, offset: 0 },
    });
  });
});

describe('list queries run against SQLite with the meaning the operators promise', () => {
  const db = new DatabaseSync(':memory:');
  db.exec(`CREATE TABLE p (id INTEGER PRIMARY KEY, site_id INTEGER, name TEXT, kind TEXT, price REAL);
    INSERT INTO p (id, site_id, name, kind, price) VALUES
      (1, 1, 'Chinon rouge', 'red', 12.5), (2, 1, 'Saumur blanc', 'white', 9),
      (3, 1, 'Promo 50% off', 'red', 20), (4, 1, 'Cuvée_spéciale', 'rose', 31),
      (5, 1, 'Back\\slash', 'white', 500), (6, 2, 'Chinon autre site', 'red', 12.5);`);

  function ids(query: string): number[] {
    const sql = listQuerySql(parse(query), spec);
    const rows = db
      .prepare(
        `SELECT p.id AS id FROM p WHERE p.site_id = ?${sql.where}${sql.orderBy ? sql.orderBy : ' ORDER BY p.id'}${sql.limit}`,
      )
      .all(1, ...sql.params) as { id: number }[];
    return rows.map((row) => row.id);
  }

  it.each([
    ['name=lk:chinon', [1]],
    ['name=lk:50%25', [3]],
    ['name=lk:_', [4]],
    ['name=lk:%5C', [5]],
    ['kind=red,rose', [1, 3, 4]],
    ['kind=df:red,rose', [2, 5]],
    ['price=lt:12.5', [2]],
    ['price=lte:12.5', [1, 2]],
    ['price=gt:20', [4, 5]],
    ['price=gte:20', [3, 4, 5]],
    ['price=gte:10&kind=red', [1, 3]],
    ['orderBy=-price', [5, 4, 3, 1, 2]],
    ['nbItem=2&page=2', [3, 4]],
    ["name='%20OR%201=1%20--", []],
  ] as const)('%s selects %j', (query, expected) => {
    expect(ids(query)).toEqual(expected);
  });
});

// ---------------------------------------------------------------------------------------------
// Property tests: no input crashes the parser or escapes into the SQL text.

const OPERATOR_PREFIXES = ['', 'lk:', 'df:', 'lt:', 'lte:', 'gt:', 'gte:'] as const;
const CANARY = 'ZQXCANARYZQX';

/** Values a visitor could type: SQL, quotes, LIKE wildcards, backslashes, unicode, numbers. */
const nastyValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    "'; DROP TABLE p; --",
    '" OR 1=1 --',
    "' OR ''='",
    '%',
    '%%',
    '_',
    '\\',
    "\\'",
    '?',
    '??',
    ')',
    '(',
    '/*',
    '*/',
    '--',
    ';',
    'ORDER BY 1',
    'NULL',
    '\u0000',
    '😀',
    'e\u0301',
    '\uD800',
    'Ünïcødé',
  ),
  fc.bigInt().map(String),
  fc.integer().map(String),
  fc.double().map(String),
  fc.nat(400).map((n) => '9'.repeat(n + 1)),
  fc.nat(400).map((n) => `-${'9'.repeat(n + 1)}.${'1'.repeat(n + 1)}`),
  fc.string().map((s) => `${s}${CANARY}'`),
);

/** Long comma lists of plain values, which every field (number ones included) accepts. */
const longList = fc
  .tuple(
    fc.constantFrom('', 'df:'),
    fc.array(fc.integer({ min: -1000, max: 1000 }), { minLength: 20, maxLength: 60 }),
  )
  .map(([prefix, values]) => prefix + values.join(','));

const filterValue = fc.oneof(
  fc.tuple(fc.constantFrom(...OPERATOR_PREFIXES), nastyValue).map(([prefix, value]) => prefix + value),
  fc
    .tuple(fc.constantFrom('', 'df:'), fc.array(nastyValue, { maxLength: 60 }))
    .map(([prefix, values]) => prefix + values.join(',')),
  longList,
);

const key = fc.oneof(
  fc.constantFrom('name', 'kind', 'price', 'id', 'nbItem', 'page', 'orderBy', 'site_id', '__proto__'),
  fc.string(),
);

const pairs = fc.array(fc.tuple(key, filterValue), { maxLength: 12 });
const rawQueryString = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }));
const specs = fc.constantFrom(spec, specWithDefaults);

const toParams = (entries: [string, string][]) => {
  const params = new URLSearchParams();
  for (const [name, value] of entries) params.append(name, value);
  return params;
};

const ALLOWED_TOKENS = new Set([
  ...Object.values(spec.fields).map((field) => field.column),
  '?',
  ',',
  '(',
  ')',
  '<',
  '<=',
  '>',
  '>=',
  "'\\'",
  'AND',
  'NOT',
  'IN',
  'LIKE',
  'ESCAPE',
  'ORDER',
  'BY',
  'ASC',
  'DESC',
  'LIMIT',
  'OFFSET',
]);

/** The SQL for a query, or null when it is refused with the French 400 for a too long LIKE search. */
function acceptedSql(query: ListQuery, listSpec: ListQuerySpec): ListSql | null {
  try {
    return listQuerySql(query, listSpec);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 400, message: expect.stringMatching(/trop longue/) as string });
    return null;
  }
}

function sqlText(query: ListQuery, listSpec: ListQuerySpec): { text: string; params: (string | number)[] } {
  const sql = acceptedSql(query, listSpec);
  if (!sql) return { text: '', params: [] };
  return { text: `${sql.where}${sql.orderBy}${sql.limit}`, params: sql.params };
}

function tokens(text: string): string[] {
  return text.match(/'\\'|<=|>=|[<>(),?]|[A-Za-z_][\w.]*|\S+/g) ?? [];
}

describe('parseListQuery never throws and keeps nbItem and page in bounds (property)', () => {
  function checkBounds(query: ListQuery, listSpec: ListQuerySpec) {
    const max = listSpec.maxNbItem ?? 100;
    expect(Number.isInteger(query.nbItem)).toBe(true);
    expect(query.nbItem).toBeGreaterThanOrEqual(1);
    expect(query.nbItem).toBeLessThanOrEqual(max);
    expect(Number.isInteger(query.page)).toBe(true);
    expect(query.page).toBeGreaterThanOrEqual(1);
    expect(query.page).toBeLessThanOrEqual(1_000_000);
  }

  it('for arbitrary query strings', () => {
    fc.assert(
      fc.property(rawQueryString, specs, (raw, listSpec) => {
        checkBounds(parseListQuery(new URLSearchParams(raw), listSpec), listSpec);
      }),
      { numRuns: 500 },
    );
  });

  it('for arbitrary key-value pairs', () => {
    fc.assert(
      fc.property(pairs, specs, (entries, listSpec) => {
        checkBounds(parseListQuery(toParams(entries), listSpec), listSpec);
      }),
      { numRuns: 500 },
    );
  });

  it('for arbitrary nbItem and page values', () => {
    fc.assert(
      fc.property(nastyValue, nastyValue, specs, (nbItem, page, listSpec) => {
        checkBounds(parseListQuery(new URLSearchParams({ nbItem, page }), listSpec), listSpec);
      }),
      { numRuns: 500 },
    );
  });
});

describe('parsed filters only hold allow-listed fields and clean values (property)', () => {
  it('for arbitrary key-value pairs', () => {
    fc.assert(
      fc.property(pairs, (entries) => {
        const query = parseListQuery(toParams(entries), spec);
        for (const filter of query.filters) {
          const field = spec.fields[filter.field];
          expect(Object.keys(spec.fields)).toContain(filter.field);
          expect(['eq', 'lk', 'df', 'lt', 'lte', 'gt', 'gte']).toContain(filter.operator);
          expect(filter.values.length).toBeGreaterThan(0);
          expect(filter.values.length).toBeLessThanOrEqual(50);
          for (const value of filter.values) {
            expect(value).not.toBe('');
            expect(value.length).toBeLessThanOrEqual(200);
            if (field?.type === 'number' && filter.operator !== 'lk') {
              expect(Number.isFinite(Number(value))).toBe(true);
            }
          }
        }
        if (query.orderBy) expect(spec.orderable).toContain(query.orderBy.field);
      }),
      { numRuns: 500 },
    );
  });
});

describe('listQuerySql never puts a user value in the SQL text (property)', () => {
  it('writes only allow-listed columns, placeholders and fixed keywords', () => {
    fc.assert(
      fc.property(pairs, specs, (entries, listSpec) => {
        const { text } = sqlText(parseListQuery(toParams(entries), listSpec), listSpec);
        for (const token of tokens(text)) expect(ALLOWED_TOKENS).toContain(token);
        expect(text).not.toContain(CANARY);
      }),
      { numRuns: 500 },
    );
  });

  it('writes the same SQL text whatever the values, for the same fields and operators', () => {
    fc.assert(
      fc.property(pairs, specs, (entries, listSpec) => {
        const query = parseListQuery(toParams(entries), listSpec);
        if (!acceptedSql(query, listSpec)) return;
        const blank: ListQuery = {
          ...query,
          filters: query.filters.map((filter) => ({ ...filter, values: filter.values.map(() => '0') })),
        };
        expect(sqlText(query, listSpec).text).toBe(sqlText(blank, listSpec).text);
      }),
      { numRuns: 500 },
    );
  });

  it('has as many placeholders as parameters, each a string or a finite number', () => {
    fc.assert(
      fc.property(pairs, specs, (entries, listSpec) => {
        const { text, params } = sqlText(parseListQuery(toParams(entries), listSpec), listSpec);
        expect(text.split('?').length - 1).toBe(params.length);
        for (const param of params) {
          expect(typeof param === 'string' || Number.isFinite(param)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('stays within D1’s limit of 100 bound parameters per query, the site id included', () => {
    fc.assert(
      fc.property(pairs, specs, (entries, listSpec) => {
        const { params } = sqlText(parseListQuery(toParams(entries), listSpec), listSpec);
        expect(params.length + 1).toBeLessThanOrEqual(D1_MAX_BOUND_PARAMETERS);
      }),
      { numRuns: 500 },
    );
  });
});

describe('the generated SQL always executes in SQLite (property)', () => {
  const db = new DatabaseSync(':memory:');
  db.exec(`CREATE TABLE p (id INTEGER PRIMARY KEY, site_id INTEGER, name TEXT, kind TEXT, price REAL);
    INSERT INTO p (site_id, name, kind, price) VALUES
      (1, 'Chinon', 'red', 12.5), (1, 'Saumur 50%', 'white', 9), (1, 'a_b\\c', 'rose', -3),
      (2, 'Autre site', 'red', 12.5);`);

  it('runs without a syntax error and only returns the site’s rows, at most nbItem of them', () => {
    fc.assert(
      fc.property(pairs, specs, (entries, listSpec) => {
        const query = parseListQuery(toParams(entries), listSpec);
        const sql = acceptedSql(query, listSpec);
        if (!sql) return;
        for (const pattern of sql.params.filter((_, index) =>
          sql.where.split('?')[index]?.endsWith('LIKE '),
        )) {
          expect(new TextEncoder().encode(String(pattern)).length).toBeLessThanOrEqual(
            LIKE_PATTERN_MAX_BYTES,
          );
        }
        const rows = db
          .prepare(
            `SELECT p.id, p.site_id AS siteId FROM p WHERE p.site_id = ?${sql.where}${sql.orderBy}${sql.limit}`,
          )
          .all(1, ...sql.params) as { siteId: number }[];
        expect(rows.length).toBeLessThanOrEqual(query.nbItem);
        for (const row of rows) expect(row.siteId).toBe(1);
      }),
      { numRuns: 500 },
    );
  });
});

describe('likePattern keeps LIKE patterns within D1’s byte limit', () => {
  it('escapes wildcards and adds % around or after the search', () => {
    expect(likePattern('50%_a', 'contains')).toBe('%50\\%\\_a%');
    expect(likePattern('44', 'prefix')).toBe('44%');
  });

  it('accepts a pattern of exactly the limit and refuses one byte more with a French 400', () => {
    expect(likePattern('a'.repeat(LIKE_PATTERN_MAX_BYTES - 1), 'prefix')).toHaveLength(
      LIKE_PATTERN_MAX_BYTES,
    );
    expect(() => likePattern('a'.repeat(LIKE_PATTERN_MAX_BYTES - 1), 'contains')).toThrow(
      expect.objectContaining({
        status: 400,
        message: expect.stringMatching(/^Cette recherche est trop longue/) as string,
      }),
    );
  });

  it('counts UTF-8 bytes and escape characters, not characters', () => {
    expect(() => likePattern('é'.repeat(25), 'prefix')).toThrow(/trop longue/);
    expect(() => likePattern('_'.repeat(25), 'prefix')).toThrow(/trop longue/);
    expect(likePattern('é'.repeat(24), 'prefix')).toBe(`${'é'.repeat(24)}%`);
  });
});

describe('a field whose plain value is a like filter (spec: product name and search)', () => {
  const likeSpec: ListQuerySpec = {
    fields: { name: { column: 'p.name', type: 'text', defaultOperator: 'lk' }, kind: spec.fields.kind! },
    orderable: [],
  };

  it('reads a value without prefix as like, and keeps plain equality for other fields', () => {
    expect(parse('name=Saumur&kind=rouge', likeSpec).filters).toEqual([
      { field: 'name', operator: 'lk', values: ['Saumur'] },
      { field: 'kind', operator: 'eq', values: ['rouge'] },
    ]);
  });

  it('still obeys explicit operators, eq: included', () => {
    expect(parse('name=eq:Saumur', likeSpec).filters).toEqual([
      { field: 'name', operator: 'eq', values: ['Saumur'] },
    ]);
    expect(parse('name=df:Saumur', likeSpec).filters).toEqual([
      { field: 'name', operator: 'df', values: ['Saumur'] },
    ]);
    expect(parse('name=lk:Saumur', likeSpec).filters).toEqual([
      { field: 'name', operator: 'lk', values: ['Saumur'] },
    ]);
  });
});
