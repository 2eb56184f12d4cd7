import { z } from 'zod';
import {
  assignableRoleSchema,
  type Domain,
  type DomainInput,
  type PlatformSite,
  type SiteUpdateInput,
  type SiteUser,
  type SiteUserCreateInput,
} from '../../../../src/schema/site/platform';
import type { Role } from '../../../../src/schema/members/member';
import { normaliseHost } from '../../../../src/domain/site/host-name';
import { passwordProblemFor } from '../../../auth/common-passwords';
import { hashPassword } from '../../../auth/password';
import { forgetSiteInIsolate } from '../../../cache/host-memo';
import { kvKeys } from '../../../cache/kv-keys';
import { publishContentVersion } from '../../../cache/content-version';
import { AppError, notFound } from '../../../errors';
import { idOr404 } from '../../../http/ids';
import { orFail } from '../../shared/failure-status';
import { failure, success, type Result } from '../../shared/result';
import type { ServiceContext } from '../../shared/service-context';
import { mapHost, unmapHost } from '../hosts/host-mapping';
import {
  createSiteUser,
  findPlatformSite,
  hostsTaken,
  listPlatformSites,
  listSiteUsers,
  setUserRole,
  updateSite,
} from './platform.repository';

// The platform operator's operations on one site (SUPER_ADMIN): the site, the hosts mapped to
// it and its accounts. A host change clears that host's KV entry at once; an isolate that
// remembered the old answer follows within HOST_MEMO_TTL_MS (30 s, worker/site/site-resolver.ts).

const SITE_NOT_FOUND = "Ce site n'existe pas.";
const NO_USER = "Cet utilisateur n'existe pas.";

export function platformSites(ctx: ServiceContext): Promise<PlatformSite[]> {
  return listPlatformSites(ctx.db);
}

/** The site of this id (as sent) with its hosts, or 404. */
export async function platformSite(ctx: ServiceContext, raw: string): Promise<PlatformSite> {
  const site = await findPlatformSite(ctx.db, idOr404(raw, SITE_NOT_FOUND));
  if (!site) throw notFound(SITE_NOT_FOUND);
  return site;
}

/**
 * After a change to a site's context (flags, name, primary URL): drop it from KV, by id and
 * by each host, and from this isolate, so every host sees it at once here and within 30 s
 * elsewhere.
 */
export async function forgetSite(ctx: ServiceContext, site: { id: number; domains: { host: string }[] }) {
  await ctx.env.CACHE.delete(kvKeys.siteContext(site.id));
  await Promise.all(site.domains.map((domain) => ctx.env.CACHE.delete(kvKeys.host(domain.host))));
  forgetSiteInIsolate(site.id);
}

/** Creates an account on a site; a weak password or a taken address is refused in French. */
export async function createAccount(
  ctx: ServiceContext,
  siteId: number,
  input: SiteUserCreateInput,
): Promise<Result<SiteUser, 'WEAK_PASSWORD' | 'EMAIL_TAKEN'>> {
  const { password, ...user } = input;
  const weak = await passwordProblemFor(ctx.env.ASSETS, password);
  if (weak) return failure('WEAK_PASSWORD', weak, { password: weak });
  try {
    return success(
      await createSiteUser(ctx.db, siteId, { ...user, passwordHash: await hashPassword(password) }),
    );
  } catch (error) {
    if (!String(error).includes('UNIQUE constraint failed')) throw error;
    return failure('EMAIL_TAKEN', undefined, { email: 'Cette adresse a déjà un compte sur ce site.' });
  }
}

/**
 * A site's address names one of its own active hosts: its e-mails (password resets,
 * invitations) link there, so an address on another site's host would send its tokens there.
 */
function refuseForeignUrl(site: PlatformSite, url: string): void {
  const host = normaliseHost(new URL(url).hostname);
  if (site.domains.some((domain) => domain.host === host && domain.status === 'active')) return;
  const own = site.domains.filter((domain) => domain.status === 'active').map((domain) => domain.host);
  const message =
    own.length > 0
      ? `L'adresse du site doit être sur un de ses hôtes actifs (${own.join(', ')}) : ${host} n'en est pas un.`
      : `L'adresse du site doit être sur un de ses hôtes actifs, et ${host} n'en est pas un : ajoutez-lui d'abord un hôte.`;
  throw new AppError(400, message, { url: message });
}

/**
 * Changes a site's name, address, flags or languages (400 for an address off its active hosts
 * or a default language it does not serve, 404 for no site); the site as stored.
 */
export async function updatePlatformSite(
  ctx: ServiceContext,
  raw: string,
  input: SiteUpdateInput,
): Promise<PlatformSite> {
  const site = await platformSite(ctx, raw);
  if (input.url !== undefined && input.url !== site.url) refuseForeignUrl(site, input.url);
  const locales = input.locales ?? site.locales;
  if (!locales.includes(input.defaultLocale ?? site.defaultLocale))
    throw new AppError(400, 'La langue par défaut doit être une des langues du site.', {
      defaultLocale: 'Choisissez une des langues du site.',
    });
  const version = await updateSite(ctx.db, site.id, input);
  if (version === null) throw notFound(SITE_NOT_FOUND);
  // The flags live in the site context kept in KV, by id and by each host: drop them all so
  // every host sees them.
  await forgetSite(ctx, site);
  await publishContentVersion(ctx.env, site.id, version, ctx.requestId);
  return (await findPlatformSite(ctx.db, site.id))!;
}

/** Maps a host to the site (404 for no site, 409 for a host that answers for a site already). */
export async function addSiteHost(ctx: ServiceContext, raw: string, domain: DomainInput): Promise<Domain> {
  const site = await platformSite(ctx, raw);
  if ((await hostsTaken(ctx.db, [domain.host])).length > 0)
    throw new AppError(409, `L'hôte ${domain.host} répond déjà pour un site.`);
  return mapHost(ctx.env, site.id, domain);
}

/** Removes one of the site's hosts, or 404; the host's name as removed. */
export async function removeSiteHost(ctx: ServiceContext, raw: string, host: string): Promise<string> {
  const site = await platformSite(ctx, raw);
  const name = host.trim().toLowerCase();
  if (!(await unmapHost(ctx.env, site.id, name))) throw notFound('Cet hôte ne répond pas pour ce site.');
  return name;
}

/** Roles as the query names them, comma-separated (ADMIN by default); 400 for another. */
function parseRoles(raw: string | undefined): Role[] {
  const names = (raw ?? 'ADMIN').split(',').map((name) => name.trim().toUpperCase());
  const roles = z.array(assignableRoleSchema).safeParse(names);
  if (!roles.success) throw new AppError(400, 'Les rôles possibles sont MEMBER et ADMIN.');
  return roles.data;
}

/** The site's accounts of the roles asked (ADMIN by default), or 404 for no site. */
export async function siteUsers(
  ctx: ServiceContext,
  raw: string,
  roles: string | undefined,
): Promise<SiteUser[]> {
  const site = await platformSite(ctx, raw);
  return listSiteUsers(ctx.db, site.id, parseRoles(roles));
}

/** Creates an account on the site (404 for no site, 400 weak password, 409 address taken). */
export async function createSiteAccount(
  ctx: ServiceContext,
  raw: string,
  input: SiteUserCreateInput,
): Promise<SiteUser> {
  const site = await platformSite(ctx, raw);
  return orFail(await createAccount(ctx, site.id, input));
}

/** Changes the role of one of the site's accounts, or 404. */
export async function setSiteUserRole(
  ctx: ServiceContext,
  params: { idSite: string; idUser: string },
  role: Role,
): Promise<SiteUser> {
  const site = await platformSite(ctx, params.idSite);
  const userId = idOr404(params.idUser, NO_USER);
  // No self-check: an operator is a platform account, never a user of a site.
  const updated = await setUserRole(ctx.db, site.id, userId, role);
  if (!updated) throw notFound(NO_USER);
  return updated;
}
