import { senderKey, verifyPassword } from '../../auth/password';
import { loadMailSite, type MailSite } from '../../mail/layout/mail-site';
import { siteLink } from '../../../src/domain/site/site-url';
import { takeRateLimitHit, type RateLimit } from '../shared/rate-limit.repository';
import type { ServiceContext } from '../shared/service-context';
import { sitePrimaryOrigin } from '../site/public';

// Small pieces the members module's services share.

/** Whether the password matches the stored hash (the login upgrades old hashes, not this). */
export async function passwordMatches(password: string, stored: string): Promise<boolean> {
  return (await verifyPassword(password, stored)).ok;
}

/**
 * The sender side of the site's member e-mails: its name, colours, logo, the origin its links
 * point at (the site's primary URL), the reply-to address, and the request's language.
 */
export async function mailSite(ctx: ServiceContext): Promise<MailSite> {
  const origin = await sitePrimaryOrigin(ctx.db, ctx.site.id, ctx.origin);
  return loadMailSite(ctx.db, ctx.site.id, origin, ctx.scope.locale);
}

/** Absolute links in e-mails: the site's primary URL (src/domain/site/site-url.ts) and the path. */
export async function siteUrl(ctx: ServiceContext, path: string): Promise<string> {
  return siteLink(await sitePrimaryOrigin(ctx.db, ctx.site.id, ctx.origin), path);
}

/** Now in seconds, as sessions and emailed tokens store their expiry. */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** Takes a hit of `rule` for an e-mail address (keyed hash); false when used up. */
export async function takeEmailHit(ctx: ServiceContext, rule: RateLimit, email: string): Promise<boolean> {
  const key = await senderKey(ctx.env.SENDER_KEY_SECRET, ctx.site.id, `email:${email}`);
  return takeRateLimitHit(ctx.db, ctx.site.id, rule, key);
}
