import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env';
import { takeRateLimitHit, windowRetryAfter, type RateLimit } from '../provider/shared/public';
import { tooManyTries } from './login-throttle';
import { senderKey } from './password';

// Limits of the other member calls, in D1 like every limit. Logins have their own,
// finer rules (login-throttle.ts).

/** New accounts from one client address. */
export const REGISTER_LIMIT: RateLimit = { scope: 'register', limit: 5, windowSeconds: 60 * 60 };
/** Reset requests from one client address (answered 429). */
export const RESET_ASK_LIMIT: RateLimit = { scope: 'reset-ask', limit: 5, windowSeconds: 15 * 60 };
/**
 * Reset e-mails to one address, whoever asks: past it the request is answered as usual (the
 * answer never tells whether the account exists) but no e-mail is sent, so nobody can flood a
 * member's mailbox.
 */
export const RESET_MAIL_LIMIT: RateLimit = { scope: 'reset-mail', limit: 3, windowSeconds: 60 * 60 };
/**
 * « Someone tried to register with your address » e-mails to one address: past it the
 * registration is answered as usual but no e-mail is sent (no mailbox flooding).
 */
export const REGISTER_MAIL_LIMIT: RateLimit = { scope: 'register-mail', limit: 3, windowSeconds: 60 * 60 };
/** Sign-in link requests from one client address (answered 429). */
export const SIGN_IN_LINK_ASK_LIMIT: RateLimit = { scope: 'link-ask', limit: 5, windowSeconds: 15 * 60 };
/** Sign-in link e-mails to one address, whoever asks (same silence as reset e-mails past it). */
export const SIGN_IN_LINK_MAIL_LIMIT: RateLimit = { scope: 'link-mail', limit: 3, windowSeconds: 60 * 60 };
/** Sign-in link uses from one client address. */
export const SIGN_IN_LINK_LIMIT: RateLimit = { scope: 'link-use', limit: 10, windowSeconds: 15 * 60 };
/** New-password submissions from one client address. */
export const RESET_LIMIT: RateLimit = { scope: 'reset', limit: 10, windowSeconds: 15 * 60 };

/** Takes a hit of `rule` for the client's address; 429 with Retry-After when used up. */
export async function limitClient(c: Context<AppEnv>, rule: RateLimit, message: string): Promise<void> {
  const siteId = c.var.site.id;
  const key = await senderKey(c.env.SENDER_KEY_SECRET, siteId, c.req.header('cf-connecting-ip'));
  if (await takeRateLimitHit(c.env.DB, siteId, rule, key)) return;
  throw tooManyTries(c, await windowRetryAfter(c.env.DB, siteId, rule, key), message);
}
