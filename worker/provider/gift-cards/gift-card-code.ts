import { hex, hmacSha256 } from '../../../src/domain/shared/hmac';
import { openSecret, sealSecret } from '../shared/secret-box';

// A card's code is stored so that a copy of the database alone neither spends nor shows it:
// - code_hash: HMAC-SHA256 of the site and the code, keyed by GIFT_CARD_CODE_SECRET, is how a
//   typed code is found (equality on the hash; the site is in it, so another site's code is
//   simply unknown here);
// - code_sealed: the code encrypted (AES-GCM, key derived from the same secret, bound to the
//   site and the card's reference), read back only to e-mail the card and draw its PDF.
// The same secret signs the PDF links (pdfToken). No secret is a configuration error.

function secretOf(secret: string | undefined): string {
  if (!secret || secret.length < 16) throw new Error('GIFT_CARD_CODE_SECRET is missing or too short');
  return secret;
}

async function hmacHex(secret: string | undefined, data: string): Promise<string> {
  return hex(await hmacSha256(secretOf(secret), data));
}

/** The stored lookup hash of a (normalised) code on a site. */
export const codeHash = (secret: string | undefined, siteId: number, code: string): Promise<string> =>
  hmacHex(secret, `code:${siteId}:${code}`);

const sealContext = (siteId: number, reference: string) => `gift-card:${siteId}:${reference}`;

export const sealCode = (secret: string | undefined, siteId: number, reference: string, code: string) =>
  sealSecret(secretOf(secret), code, sealContext(siteId, reference));

export const openCode = (secret: string | undefined, siteId: number, reference: string, sealed: string) =>
  openSecret(secretOf(secret), sealed, sealContext(siteId, reference));

/** The token of a card's PDF link: whoever holds the e-mail may open it, nobody can forge one. */
export const pdfToken = (secret: string | undefined, siteId: number, reference: string): Promise<string> =>
  hmacHex(secret, `pdf:${siteId}:${reference}`);
