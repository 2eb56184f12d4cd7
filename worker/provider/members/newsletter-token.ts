import { base64url, hmacSha256, sameText } from '../../../src/domain/hmac';

// Unsubscribe links need no stored secret: the token is the subscriber id and an HMAC of the
// site, that id and the address, keyed by the SENDER_KEY_SECRET Worker secret under its own
// label (so it can never be confused with a rate-limit key). Nothing in D1 can forge one, a
// resubscription under a reused id with another address invalidates old links, and every
// e-mail of a subscriber can carry the same link.

const LABEL = 'newsletter-unsubscribe';

async function mac(secret: string | undefined, siteId: number, subscriberId: number, email: string) {
  if (!secret) throw new Error('SENDER_KEY_SECRET is not set: unsubscribe links cannot be signed');
  return base64url(await hmacSha256(secret, `${LABEL}:${siteId}:${subscriberId}:${email}`));
}

export async function unsubscribeToken(
  secret: string | undefined,
  siteId: number,
  subscriber: { id: number; email: string },
): Promise<string> {
  return `${subscriber.id}.${await mac(secret, siteId, subscriber.id, subscriber.email)}`;
}

/** The subscriber id a token names; the caller checks it with `unsubscribeTokenMatches`. */
export function unsubscribeTokenId(token: string): number | null {
  const match = /^([1-9]\d{0,15})\.[A-Za-z0-9_-]{43}$/.exec(token);
  return match?.[1] === undefined ? null : Number(match[1]);
}

export async function unsubscribeTokenMatches(
  secret: string | undefined,
  siteId: number,
  subscriber: { id: number; email: string },
  token: string,
): Promise<boolean> {
  return sameText(await unsubscribeToken(secret, siteId, subscriber), token);
}
