import {
  isVariantWidth,
  VARIANT_FORMATS,
  VARIANT_WIDTHS,
  type VariantFormat,
  type VariantWidth,
} from '../../src/domain/site/image-variants';
import { badRequest } from '../errors';

// What a GET /media/<name>?w=…&f=… asks for (src/domain/site/image-variants.ts), checked before
// anything is read: a width or format outside the lists is a 400, never a transformation.

export interface VariantRequest {
  width: VariantWidth;
  /** The format `f` names; null: the best one the browser's Accept takes (negotiateFormat). */
  format: VariantFormat | null;
}

const WIDTH_MESSAGE = `La largeur demandée n'est pas proposée : choisissez w parmi ${VARIANT_WIDTHS.join(', ')}.`;
const FORMAT_MESSAGE = `Le format demandé n'est pas proposé : choisissez f parmi ${VARIANT_FORMATS.join(', ')}.`;

/** The variant asked for; null when the query asks none (the original file). */
export function parseVariantRequest(query: {
  w?: string | undefined;
  f?: string | undefined;
}): VariantRequest | null {
  const { w, f } = query;
  if (w === undefined && f === undefined) return null;
  if (w === undefined) {
    throw badRequest(`Précisez la largeur de l'image : w parmi ${VARIANT_WIDTHS.join(', ')}.`, {
      w: 'La largeur est obligatoire avec un format.',
    });
  }
  // Plain digits only: « 0640 », « 640.0 » or « 640px » would name the same size under
  // another URL, so another cache entry and another transformation.
  const width = /^[1-9]\d{0,4}$/.test(w) ? Number(w) : NaN;
  if (!isVariantWidth(width)) throw badRequest(WIDTH_MESSAGE, { w: 'Largeur non proposée.' });
  if (f !== undefined && !(VARIANT_FORMATS as readonly string[]).includes(f)) {
    throw badRequest(FORMAT_MESSAGE, { f: 'Format non proposé.' });
  }
  return { width, format: (f as VariantFormat | undefined) ?? null };
}

/** The media types an Accept header takes (q=0 excluded), lower-case. */
function accepted(accept: string): Set<string> {
  const types = new Set<string>();
  for (const part of accept.split(',')) {
    const [type = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    if (type !== '' && (q === undefined || Number(q.slice(2)) > 0)) types.add(type);
  }
  return types;
}

/**
 * AVIF when the browser says it takes it (smallest), else WebP, else the source's own family:
 * PNG keeps its transparency, everything else becomes JPEG (what every browser shows).
 */
export function negotiateFormat(accept: string | undefined, sourceExtension: string): VariantFormat {
  const types = accepted(accept ?? '');
  if (types.has('image/avif')) return 'avif';
  if (types.has('image/webp')) return 'webp';
  return sourceExtension === 'png' ? 'png' : 'jpeg';
}
