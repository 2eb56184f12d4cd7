import type { ListQuery } from '../../../../src/domain/shared/list-query';
import type { Role } from '../../../../src/schema/members/member';
import type {
  DomainInput,
  Host,
  PlatformUser,
  SiteUserCreateInput,
} from '../../../../src/schema/site/platform';
import { publishContentVersion } from '../../../cache/content-version';
import { AppError, notFound } from '../../../errors';
import { idOr404 } from '../../../http/ids';
import { orFail } from '../../shared/failure-status';
import { listQuerySql } from '../../shared/list-query-sql';
import type { ServiceContext } from '../../shared/service-context';
import { isDevelopmentHost } from '../hosts/custom-hostname.adapter';
import { mapHost, refreshMappedHost, unmapHost } from '../hosts/host-mapping';
import {
  findPlatformUser,
  hostSite,
  listHosts,
  listPlatformUsers,
  platformUserListSpec,
} from './platform-directory.repository';
import { findPlatformSite, setUserRole, updateSite } from './platform.repository';
import { createAccount, forgetSite } from './platform.service';

// The platform operator's operations across sites (SUPER_ADMIN): which host answers for which
// site (map one, remove one, make one primary), and every account of every site with its role.

export { platformUserListSpec };

const NO_USER = "Cet utilisateur n'existe pas.";
const NO_HOST = 'Cet hôte ne répond pour aucun site.';
const NO_SITE = "Ce site n'existe pas.";

export function hosts(ctx: ServiceContext): Promise<Host[]> {
  return listHosts(ctx.db);
}

/** The site of an id sent in a body: 400 naming the field when there is none. */
async function bodySite(ctx: ServiceContext, idSite: number) {
  const site = await findPlatformSite(ctx.db, idSite);
  if (!site) throw new AppError(400, NO_SITE, { idSite: NO_SITE });
  return site;
}

/** Maps a host to a site (400 for no site, 409 for a host that answers for a site already). */
export async function addHost(ctx: ServiceContext, input: DomainInput & { idSite: number }): Promise<Host> {
  const { idSite, ...domain } = input;
  const site = await bodySite(ctx, idSite);
  if ((await hostSite(ctx.db, domain.host)) !== null)
    throw new AppError(409, `L'hôte ${domain.host} répond déjà pour un site.`, {
      host: 'Cet hôte répond déjà pour un site.',
    });
  const added = await mapHost(ctx.env, site.id, domain);
  const isPrimary = URL.canParse(site.url) && new URL(site.url).hostname === added.host;
  return { ...added, siteName: site.name, isPrimary };
}

/**
 * Removes a host from whichever site has it (404 for none); 409 for the host the operator is
 * connected through. The host's name as removed.
 */
export async function removeHost(ctx: ServiceContext, raw: string, connectedHost: string): Promise<string> {
  const host = raw.trim().toLowerCase();
  // Removing the host this request came through would shut the operator out of the panel.
  if (host === connectedHost)
    throw new AppError(409, 'Vous ne pouvez pas retirer l’hôte par lequel vous êtes connecté.');
  const siteId = await hostSite(ctx.db, host);
  if (siteId === null || !(await unmapHost(ctx.env, siteId, host))) throw notFound(NO_HOST);
  return host;
}

/** Asks Cloudflare where a production host stands now; the host and its state, or 404. */
export async function refreshHost(ctx: ServiceContext, raw: string): Promise<Host> {
  const host = raw.trim().toLowerCase();
  if ((await refreshMappedHost(ctx.env, host)) === null) throw notFound(NO_HOST);
  const refreshed = (await listHosts(ctx.db)).find((row) => row.host === host);
  if (!refreshed) throw notFound(NO_HOST);
  return refreshed;
}

/**
 * Makes the host its site's primary domain (404 for no site, 409 for a host not active yet):
 * the host, now primary, and its site's name.
 */
export async function makePrimaryHost(
  ctx: ServiceContext,
  raw: string,
): Promise<{ host: Host; siteName: string }> {
  const name = raw.trim().toLowerCase();
  const host = (await listHosts(ctx.db)).find((row) => row.host === name);
  if (!host) throw notFound(NO_HOST);
  // A production host that does not answer yet would send every visitor to a dead address.
  if (host.status !== 'active')
    throw new AppError(409, "Cet hôte n'est pas encore actif : il deviendra principal une fois actif.");
  const site = (await findPlatformSite(ctx.db, host.idSite))!;
  if (!host.isPrimary) {
    const scheme = isDevelopmentHost(host.host, host.kind) ? 'http' : 'https';
    const version = await updateSite(ctx.db, site.id, { url: `${scheme}://${host.host}` });
    await forgetSite(ctx, site);
    // Cached pages name the old address in their canonical and JSON-LD: they go.
    if (version !== null) await publishContentVersion(ctx.env, site.id, version, ctx.requestId);
  }
  return { host: { ...host, isPrimary: true }, siteName: site.name };
}

export function platformUsers(ctx: ServiceContext, query: ListQuery) {
  return listPlatformUsers(ctx.db, listQuerySql(query, platformUserListSpec));
}

/** The account of this id (as sent) with its site, or 404. */
export async function platformUser(ctx: ServiceContext, raw: string): Promise<PlatformUser> {
  const user = await findPlatformUser(ctx.db, idOr404(raw, NO_USER));
  if (!user) throw notFound(NO_USER);
  return user;
}

/** Creates an account on a site (400 for no site or a weak password, 409 for a taken address). */
export async function createPlatformUser(
  ctx: ServiceContext,
  input: SiteUserCreateInput & { idSite: number },
): Promise<PlatformUser> {
  const { idSite, ...account } = input;
  const site = await bodySite(ctx, idSite);
  const created = orFail(await createAccount(ctx, site.id, account));
  return { ...created, idSite: site.id, siteName: site.name };
}

/** Changes the role of an account of any site, or 404. */
export async function setPlatformUserRole(
  ctx: ServiceContext,
  raw: string,
  role: Role,
): Promise<PlatformUser> {
  const user = await platformUser(ctx, raw);
  // No self-check: an operator is a platform account, never one of these users.
  const updated = await setUserRole(ctx.db, user.idSite, user.id, role);
  if (!updated) throw notFound(NO_USER);
  return { ...updated, idSite: user.idSite, siteName: user.siteName };
}
