import { base64url, hmacSha256, newestSecret, signedByAny } from '../../../src/domain/shared/hmac';

// Unsubscribe links need no stored secret: the token is the subscriber id and an HMAC of the
// site, that id and the address, keyed by the SENDER_KEY_SECRET Worker secret under its own
// label (so it can never be confused with a rate-limit key). Nothing in D1 can forge one, a
// resubscription under a reused id with another address invalidates old links, and every
// e-mail of a subscriber can carry the same link. The secret may list several keys, newest
// first: links are signed with the newest and a link signed with any listed key is accepted,
// so rotating the secret leaves the links already sent working while the old key is listed.

const LABEL = 'newsletter-unsubscribe';

async function mac(key: string | undefined, siteId: number, subscriberId: number, email: string) {
  if (!key) throw new Error('SENDER_KEY_SECRET is not set: unsubscribe links cannot be signed');
  return base64url(await hmacSha256(key, `${LABEL}:${siteId}:${subscriberId}:${email}`));
}

export async function unsubscribeToken(
  secret: string | undefined,
  siteId: number,
  subscriber: { id: number; email: string },
): Promise<string> {
  return `${subscriber.id}.${await mac(newestSecret(secret), siteId, subscriber.id, subscriber.email)}`;
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
  if (!newestSecret(secret))
    throw new Error('SENDER_KEY_SECRET is not set: unsubscribe links cannot be signed');
  return signedByAny(
    secret,
    token,
    async (key) => `${subscriber.id}.${await mac(key, siteId, subscriber.id, subscriber.email)}`,
  );
}
