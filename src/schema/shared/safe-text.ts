import { z } from 'zod';

// Rules for what owners write into settings and pages, checked when it is saved (the
// render side sanitises again with safeHref).

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** A link a visitor may follow: http(s) with a host, mailto: or tel:, never javascript: or data:. */
export function isSafeLinkUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (!LINK_PROTOCOLS.has(url.protocol)) return false;
  if (url.protocol === 'http:' || url.protocol === 'https:') return url.hostname !== '';
  return url.pathname.trim() !== '';
}

/** A page's link target: a path of this site (not `//host`, which browsers read as another site) or a safe link. */
export function isSafeLinkOrSitePath(value: string): boolean {
  return /^\/(?![/\\])/.test(value) ? isCleanText(value) : isSafeLinkUrl(value);
}

/**
 * Well-formed Unicode without control characters: a lone surrogate cannot be encoded as
 * UTF-8 (it turns into U+FFFD or breaks a JSON consumer) and NUL or other controls have no
 * place in a setting; line breaks and tabs are fine.
 */
export function isCleanText(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      index++;
      continue;
    }
    if (code >= 0xdc00 && code <= 0xdfff) return false;
    const control = code < 0x20 || (code >= 0x7f && code <= 0x9f);
    if (control && code !== 0x09 && code !== 0x0a && code !== 0x0d) return false;
  }
  return true;
}

const INVALID_TEXT_MESSAGE =
  'Le texte contient des caractères invalides (caractère de contrôle ou Unicode mal formé).';
const UNSAFE_LINK_MESSAGE = 'Le lien doit commencer par http://, https://, mailto: ou tel:.';

/** A string that passes isCleanText, with the French message. */
export const cleanText = () => z.string().refine(isCleanText, { message: INVALID_TEXT_MESSAGE });

/** An empty string or a safe link (see isSafeLinkUrl), trimmed. */
export const safeLinkOrEmpty = () =>
  z
    .string()
    .trim()
    .refine(isCleanText, { message: INVALID_TEXT_MESSAGE })
    .refine((value) => value === '' || isSafeLinkUrl(value), { message: UNSAFE_LINK_MESSAGE });
