// Tiny type guards for data the browser reads back (localStorage). The zod schemas in
// src/schema/ stay the reference; these exist because zod's runtime would cost about
// 7 KB gzip of the 20 KB islands budget. Objects are checked loosely: extra keys pass.

export type Guard<T> = (value: unknown) => value is T;
type Guarded<G> = G extends Guard<infer T> ? T : never;
type Shape = Record<string, Guard<unknown>>;
type ShapeOf<S extends Shape> = { [K in keyof S]: Guarded<S[K]> };

export const isString = (value: unknown): value is string => typeof value === 'string';
export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
export const isUnknown = (_value: unknown): _value is unknown => true;
export const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

export const isInt =
  (min = -Infinity, max = Infinity): Guard<number> =>
  (value): value is number =>
    typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max;

export const isNumberAtLeast =
  (min: number, exclusive = false): Guard<number> =>
  (value): value is number =>
    isNumber(value) && (exclusive ? value > min : value >= min);

export const isOneOf =
  <const T extends readonly (string | number)[]>(...values: T): Guard<T[number]> =>
  (value): value is T[number] =>
    values.some((known) => known === value);

export const isNullable =
  <T>(guard: Guard<T>): Guard<T | null> =>
  (value): value is T | null =>
    value === null || guard(value);

export const isOptional =
  <T>(guard: Guard<T>): Guard<T | undefined> =>
  (value): value is T | undefined =>
    value === undefined || guard(value);

/** zod's nullish(): null, undefined or T. */
export const isNullish =
  <T>(guard: Guard<T>): Guard<T | null | undefined> =>
  (value): value is T | null | undefined =>
    value === null || value === undefined || guard(value);

export const isEither =
  <A, B>(a: Guard<A>, b: Guard<B>): Guard<A | B> =>
  (value): value is A | B =>
    a(value) || b(value);

export const isArray =
  <T>(guard: Guard<T>, maxLength = Infinity): Guard<T[]> =>
  (value): value is T[] =>
    // Array.from, not every(): every() skips the holes of a sparse array.
    Array.isArray(value) && value.length <= maxLength && Array.from(value as unknown[], guard).every(Boolean);

export const isObject =
  <S extends Shape>(shape: S): Guard<ShapeOf<S>> =>
  (value): value is ShapeOf<S> => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    const record = value as Record<string, unknown>;
    return Object.entries(shape).every(([key, guard]) => guard(record[key]));
  };
