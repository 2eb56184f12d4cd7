import type { Context } from 'hono';
import { AppError } from '../errors';
import type { AppEnv } from '../http/app-env';
import {
  backoffHits,
  forgiveHits,
  giveHitBack,
  takeBackoffHit,
  takeWindowHit,
  windowRetryAfter,
  type BackoffLimit,
  type HitOwner,
  type RateLimit,
} from '../provider/shared/public';
import { senderKey } from './password';

// Failed logins are limited per client address AND per (client address, account),
// never per account alone (failing from elsewhere must not lock the holder out), in D1's rate_limit_hits (shared by every isolate), never in memory:
// - address: at most ADDRESS_LIMIT tries in ADDRESS_WINDOW; the 11th try within the window
//   is refused, whatever the e-mail, which stops one client spraying many accounts;
// - (address, account): ACCOUNT_FREE_TRIES tries, then each further try waits twice as long as
//   the one before (30 s, 1 min, 2 min … up to 15 min), which stops one client guessing one
//   account slowly under the address limit.
// Never per account alone: that let anyone who knows an owner's e-mail keep the owner out
// indefinitely by failing five times every 15 minutes. The owner's own client is not the
// attacker's, so it keeps its tries, and an e-mailed one-time sign-in link
// (worker/provider/members/sign-in-link.routes.ts) gets them in whatever happens.
// A try is a hit TAKEN BEFORE the password is checked, by one conditional INSERT, so parallel
// requests cannot all slip through; a successful login gives its address hit back and clears
// the pair's, so only failures count. An unknown e-mail is limited exactly like a known one.

export const ADDRESS_LIMIT = 10;
const ADDRESS_WINDOW_SECONDS = 15 * 60;
export const ACCOUNT_FREE_TRIES = 5;
const ACCOUNT_WINDOW_SECONDS = 60 * 60;
const ACCOUNT_FIRST_WAIT_SECONDS = 30;
const ACCOUNT_MAX_WAIT_SECONDS = 15 * 60;

/** The wait before the next try after `failures` recent failures of one client on one account (0 when free). */
export function accountWaitSeconds(failures: number): number {
  if (failures < ACCOUNT_FREE_TRIES) return 0;
  return Math.min(
    ACCOUNT_MAX_WAIT_SECONDS,
    ACCOUNT_FIRST_WAIT_SECONDS * 2 ** (failures - ACCOUNT_FREE_TRIES),
  );
}

/** « 30 secondes », « 2 minutes », « 15 minutes » */
function frenchDelay(seconds: number): string {
  if (seconds < 60) return `${seconds} seconde${seconds > 1 ? 's' : ''}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes > 1 ? 's' : ''}`;
}

/** A refusal: 429, a French message naming the wait, and Retry-After. */
export function tooManyTries(c: Context<AppEnv>, retryAfter: number, message: string): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfter));
  c.header('Retry-After', String(seconds));
  return new AppError(429, `${message} Réessayez dans ${frenchDelay(seconds)}.`);
}

const ADDRESS_RULE: RateLimit = {
  scope: 'login-address',
  limit: ADDRESS_LIMIT,
  windowSeconds: ADDRESS_WINDOW_SECONDS,
};
const ACCOUNT_RULE: BackoffLimit = {
  scope: 'login-client-account',
  freeTries: ACCOUNT_FREE_TRIES,
  windowSeconds: ACCOUNT_WINDOW_SECONDS,
  firstWaitSeconds: ACCOUNT_FIRST_WAIT_SECONDS,
  maxWaitSeconds: ACCOUNT_MAX_WAIT_SECONDS,
};

async function accountRetryAfter(db: D1Database, siteId: HitOwner, key: string): Promise<number> {
  const hits = await backoffHits(db, siteId, ACCOUNT_RULE, key);
  if (!hits || hits.last === null) return ACCOUNT_FIRST_WAIT_SECONDS;
  return hits.last + accountWaitSeconds(hits.count) - hits.now;
}

export interface LoginAttempt {
  /** The password was right: give the address hit back and forget the account's failures. */
  succeeded(): Promise<void>;
}

/**
 * Takes a try for this client address and for this client on this e-mail before the password is checked;
 * throws 429 (with Retry-After) when either is used up. Call `succeeded()` after a good
 * password; a wrong one needs nothing more, its hits stay. The tries count on the request's
 * site, or on the platform (`'platform'`: the admin host, which has no site and must work
 * before the first site exists).
 */
export async function beginLoginAttempt(
  c: Context<AppEnv>,
  email: string,
  on: 'site' | 'platform' = 'site',
): Promise<LoginAttempt> {
  const db = c.env.DB;
  const siteId: HitOwner = on === 'platform' ? null : c.var.site.id;
  const secret = c.env.SENDER_KEY_SECRET;
  const ip = c.req.header('cf-connecting-ip');
  // The keyed hash needs a number: 0 is no site's id, so the platform's keys are its own.
  const keySite = siteId ?? 0;
  const [addressKey, accountKey] = await Promise.all([
    senderKey(secret, keySite, ip),
    // The same keyed hash as addresses: the table never holds an e-mail or an address in clear.
    senderKey(secret, keySite, `account:${ip ?? ''}:${email}`),
  ]);
  const addressHit = await takeWindowHit(db, siteId, ADDRESS_RULE, addressKey);
  if (addressHit === null) {
    throw tooManyTries(
      c,
      await windowRetryAfter(db, siteId, ADDRESS_RULE, addressKey),
      'Trop de tentatives de connexion depuis votre connexion internet.',
    );
  }
  const accountHit = await takeBackoffHit(db, siteId, ACCOUNT_RULE, accountKey);
  if (accountHit === null) {
    // Refused before any password check: that try does not use up the address's allowance.
    await giveHitBack(db, siteId, addressHit);
    throw tooManyTries(
      c,
      await accountRetryAfter(db, siteId, accountKey),
      'Trop de tentatives de connexion pour ce compte depuis votre connexion internet.',
    );
  }
  return {
    async succeeded() {
      await forgiveHits(db, siteId, addressHit, ACCOUNT_RULE.scope, accountKey);
    },
  };
}
