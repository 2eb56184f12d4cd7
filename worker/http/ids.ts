import { notFound } from '../errors';

/** A path id: a positive integer written plainly (no sign, exponent, hex or spaces), else null → 404. */
export function parseId(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

/** A path id as parseId reads it, or the 404 naming what the path asked for. */
export function idOr404(raw: string | undefined, missing: string): number {
  const id = parseId(raw);
  if (id === null) throw notFound(missing);
  return id;
}
