import { describe, expect, it } from 'vitest';
import { firstOf, jsonRows, mapRows, rowReader, rowsOf, versionOf } from '../../../worker/provider/shared/d1';

// The D1 row readers repositories use instead of casts: a row that is not what the SQL
// promised fails at the query, with the column named; a good row comes back typed.

const result = (rows: Record<string, unknown>[]) => ({ results: rows, success: true, meta: {} }) as D1Result;

describe('rowReader checks each named column and keeps only those', () => {
  const read = rowReader({ id: 'number', title: 'string', image: 'string?', status: ['DRAFT', 'LIVE'] });

  it('returns the named columns of a good row, NULL where allowed', () => {
    expect(read({ id: 3, title: 'Soin', image: null, status: 'LIVE', extra: 1 })).toEqual({
      id: 3,
      title: 'Soin',
      image: null,
      status: 'LIVE',
    });
  });

  it('refuses a missing column, a NULL where none is allowed, a wrong type and an unknown enum value', () => {
    expect(() => read({ title: 'Soin', image: null, status: 'LIVE' })).toThrow(/column id is undefined/);
    expect(() => read({ id: 3, title: null, image: null, status: 'LIVE' })).toThrow(/column title is null/);
    expect(() => read({ id: '3', title: 'Soin', image: null, status: 'LIVE' })).toThrow(
      /column id is 'string'|column id/,
    );
    expect(() => read({ id: 3, title: 'Soin', image: null, status: 'GONE' })).toThrow(
      /column status is 'GONE'/,
    );
  });
});

describe('batch results are read through the same readers', () => {
  const toTitle = mapRows(rowReader({ title: 'string' }), (row) => row.title.toUpperCase());

  it('maps every row, and a missing result is no rows', () => {
    expect(rowsOf(result([{ title: 'a' }, { title: 'b' }]), toTitle)).toEqual(['A', 'B']);
    expect(rowsOf(undefined, toTitle)).toEqual([]);
    expect(firstOf(result([]), toTitle)).toBeNull();
  });

  it('reads the new content version of a bump, 1 when the bump changed nothing', () => {
    expect(versionOf(result([{ content_version: 42 }]))).toBe(42);
    expect(versionOf(result([]))).toBe(1);
  });
});

describe('JSON arrays a query built are read through the same readers', () => {
  const readGrape = rowReader({ name: 'string', percent: 'number?' });

  it('reads every element, and an empty array is no rows', () => {
    expect(
      jsonRows('[{"name":"Cabernet franc","percent":85,"x":1},{"name":"Gamay","percent":null}]', readGrape),
    ).toEqual([
      { name: 'Cabernet franc', percent: 85 },
      { name: 'Gamay', percent: null },
    ]);
    expect(jsonRows('[]', readGrape)).toEqual([]);
  });

  it('refuses a non-array, a non-object element and an element missing a column', () => {
    expect(() => jsonRows('{"name":"Gamay"}', readGrape)).toThrow(/not an array/);
    expect(() => jsonRows('["Gamay"]', readGrape)).toThrow(/not an object/);
    expect(() => jsonRows('[{"percent":10}]', readGrape)).toThrow(/column name is undefined/);
  });
});
