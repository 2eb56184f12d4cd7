// The shape of one admin resource's mapping onto the provider API: where its list and records
// live, what key holds a page of records in the envelope's data, and how a record is turned
// back into the body the admin endpoint validates.

export type AdminRecord = { id: string | number } & Record<string, unknown>;

export interface ResourceApi {
  /** API path of the list and of the records (`${path}/${id}`). */
  path: string;
  /** The key of the array in a paged answer (`{news, total}`); null when the answer is the array. */
  listKey: string | null;
  /** Where updates go when it is not `${path}/${id}` with PUT. */
  updatePath?: (id: string | number) => string;
  /** Where one record is read when it is not `${path}/${id}`. */
  getPath?: (id: string | number) => string;
  /** The record from what the API answered for one item. */
  toRecord?: (data: unknown) => AdminRecord;
  /** The record from one item of a list, when a list item differs from a single read. */
  toListRecord?: (data: unknown) => AdminRecord;
  /** The body the admin endpoint validates, from the edited record. */
  toInput?: (record: Record<string, unknown>) => unknown;
  /** The API has no read of one record: it is found in the whole list (shop settings lists). */
  oneFromList?: boolean;
  /** Whether the list is paged by the API (list query) or whole (paged here). */
  paged: boolean;
}

/** A filter or sort value as text (objects as JSON, never « [object Object] »). */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return value === null || value === undefined ? '' : JSON.stringify(value);
}

/** The record's keys that the admin endpoint accepts, those present only. */
export const pick = (record: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((key) => record[key] !== undefined).map((key) => [key, record[key]]));
