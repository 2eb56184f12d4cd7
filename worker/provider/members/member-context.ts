import type { Context } from 'hono';
import type { SessionMember } from '../../../src/schema/member';
import { sessionMember } from '../../auth/current-member';
import { verifyPassword } from '../../auth/password';
import { AppError } from '../../errors';
import type { AppEnv } from '../../http/app-env';
import { findParameter } from '../site/parameter.repository';
import { sitePrimaryOrigin, siteLink } from '../../site/site-url';

// Small pieces the personal space's routes share.

export const NOT_SIGNED_IN = "Vous n'êtes pas connecté : connectez-vous pour accéder à votre espace.";

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

/** The sender side of the site's e-mails: its name and the address replies go to. */
export async function mailSite(c: Context<AppEnv>): Promise<{ name: string; replyTo: string | null }> {
  const [name, email] = await Promise.all([
    findParameter(c.env.DB, c.var.site.id, 'COMPANY_NAME'),
    findParameter(c.env.DB, c.var.site.id, 'COMPANY_EMAIL'),
  ]);
  return { name: name?.value ?? '', replyTo: email?.value || null };
}

/** Absolute links in e-mails: the site's primary URL (worker/site/site-url.ts) and the path. */
export async function siteUrl(c: Context<AppEnv>, path: string): Promise<string> {
  return siteLink(await sitePrimaryOrigin(c.env.DB, c.var.site.id, c.req.url), path);
}
