import type { Context } from 'hono';
import { tooManyTries } from '../../auth/login-throttle';
import { senderKey } from '../../auth/password';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../errors';
import { giftCardWords, isEnglish } from '../../../src/domain/gift-cards/gift-card-words';
import { routeContext } from '../shared/service-context';
import { giveHitBack, takeWindowHit, windowRetryAfter, type RateLimit } from '../shared/public';

// Codes cannot be guessed: every field that takes a card code (the balance check, checkout,
// the counter) counts the client's wrong codes, at most 10 in 15 minutes, then answers 429.
// A try takes a hit first (so parallel guesses cannot all pass) and a right code gives it back.

const GIFT_CARD_CODE_LIMIT: RateLimit = { scope: 'gift-card-code', limit: 10, windowSeconds: 15 * 60 };

export interface CodeTry {
  /** The code was right: the try does not count. */
  forgive(): Promise<void>;
}

/** The 429, with Retry-After, in the request's language (French unless it is English). */
function tooManyCodes(c: Context<AppEnv>, retryAfter: number): AppError {
  const locale = routeContext(c).scope.locale;
  const message = giftCardWords(locale).tooManyCodes;
  if (!isEnglish(locale)) return tooManyTries(c, retryAfter, message);
  const seconds = Math.max(1, Math.ceil(retryAfter));
  c.header('Retry-After', String(seconds));
  const wait = seconds >= 60 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
  return new AppError(429, `${message} Please try again in ${wait}.`);
}

/** Takes a try for the client; 429 with Retry-After once 10 wrong codes were typed. */
export async function takeCodeTry(c: Context<AppEnv>): Promise<CodeTry> {
  const siteId = c.var.site.id;
  const key = await senderKey(c.env.SENDER_KEY_SECRET, siteId, c.req.header('cf-connecting-ip'));
  const hit = await takeWindowHit(c.env.DB, siteId, GIFT_CARD_CODE_LIMIT, key);
  if (hit === null) {
    throw tooManyCodes(c, await windowRetryAfter(c.env.DB, siteId, GIFT_CARD_CODE_LIMIT, key));
  }
  return { forgive: () => giveHitBack(c.env.DB, siteId, hit) };
}
