import type { Context } from 'hono';
import type { SessionMember } from '../../../src/schema/member';
import { sessionMember } from '../../auth/current-member';
import { siteMailContext } from '../../auth/site-mail';
import { verifyPassword } from '../../auth/password';
import { AppError } from '../../errors';
import type { AppEnv } from '../../http/app-env';
import type { MailSite } from '../../mail/layout/mail-site';
import { siteLink } from '../../../src/domain/site-url';
import { sitePrimaryOrigin } from '../site/public';
import { NOT_SIGNED_IN } from './account.service';

// Small pieces the personal space's routes share.

/** The signed-in member of this site (another site's token finds no session here): else 401. */
export async function requireMember(c: Context<AppEnv>): Promise<SessionMember> {
  const user = await sessionMember(c);
  if (!user) throw new AppError(401, NOT_SIGNED_IN);
  return user;
}

/** Whether the password matches the stored hash (the login upgrades old hashes, not this). */
export async function passwordMatches(password: string, stored: string): Promise<boolean> {
  return (await verifyPassword(password, stored)).ok;
}

/** The sender side of the site's e-mails: its name, colours, logo, link origin and reply-to address. */
export function mailSite(c: Context<AppEnv>): Promise<MailSite> {
  return siteMailContext(c);
}

/** Absolute links in e-mails: the site's primary URL (src/domain/site-url.ts) and the path. */
export async function siteUrl(c: Context<AppEnv>, path: string): Promise<string> {
  return siteLink(await sitePrimaryOrigin(c.env.DB, c.var.site.id, c.req.url), path);
}
