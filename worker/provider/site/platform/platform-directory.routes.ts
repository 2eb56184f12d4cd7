import { createRoute, z } from '@hono/zod-openapi';
import { parseListQuery } from '../../../../src/domain/shared/list-query';
import { ok } from '../../../../src/schema/shared/envelope';
import {
  hostCreateSchema,
  hostSchema,
  platformUserCreateSchema,
  platformUserListSchema,
  platformUserSchema,
  roleInputSchema,
} from '../../../../src/schema/site/platform';
import { AppError, notFound } from '../../../errors';
import { idOr404 } from '../../../http/ids';
import { listQueryParams } from '../../../openapi/list-query-params';
import { errorResponses, jsonBody, okJson, siteHeaders } from '../../../openapi/responses';
import { providerRouter } from '../../../openapi/router';
import { orFail } from '../../shared/failure-status';
import { normaliseHost } from '../../../../src/domain/site/host-name';
import { listQuerySql } from '../../shared/list-query-sql';
import { createAccount, forgetSite, operatorRoute } from './operator-route';
import {
  findPlatformUser,
  hostSite,
  listHosts,
  listPlatformUsers,
  platformUserListSpec,
} from './platform-directory.repository';
import { findPlatformSite, setUserRole, updateSite } from './platform.repository';
import { isDevelopmentHost } from '../hosts/custom-hostname.adapter';
import { publishContentVersion } from '../../../cache/content-version';
import { HOSTNAME_STATUS_MESSAGES, hostAddedMessage } from '../hosts/host-added-message';
import { mapHost, refreshMappedHost, unmapHost } from '../hosts/host-mapping';

// The platform operator's views across sites (SUPER_ADMIN): which host answers for which
// site (map one, remove one), and every account of every site with its role. The admin
// panel's « Domaines » and « Utilisateurs » screens read and write through these.

const hostParams = z.object({
  host: z.string().meta({ description: "Nom d'hôte, sans port.", example: 'www.exemple.fr' }),
});
const userParams = z.object({
  idUser: z.string().meta({ type: 'integer', description: "Identifiant de l'utilisateur.", example: 1 }),
});
const NO_USER = "Cet utilisateur n'existe pas.";

const listHostsRoute = createRoute({
  operationId: 'getAdminPlatformDomain',
  ...operatorRoute('get', '/admin/platform/domain', 'Quel hôte répond pour quel site'),
  request: { headers: siteHeaders },
  responses: { 200: okJson(z.array(hostSchema), 'Les hôtes et leur site.'), ...errorResponses(401, 403) },
});

const addHostRoute = createRoute({
  operationId: 'postAdminPlatformDomain',
  ...operatorRoute('post', '/admin/platform/domain', 'Faire répondre un hôte pour un site'),
  request: { headers: siteHeaders, body: jsonBody(hostCreateSchema, "L'hôte et son site.") },
  responses: {
    201: okJson(hostSchema, "L'hôte ajouté."),
    ...errorResponses(400, 401, 403, 409, 413, 415),
  },
});

const removeHostRoute = createRoute({
  operationId: 'deleteAdminPlatformDomainByHost',
  ...operatorRoute('delete', '/admin/platform/domain/{host}', 'Retirer un hôte, quel que soit son site'),
  request: { headers: siteHeaders, params: hostParams },
  responses: {
    200: okJson(z.object({ host: z.string() }), "L'hôte retiré."),
    ...errorResponses(401, 403, 404),
  },
});

const refreshHostRoute = createRoute({
  operationId: 'postAdminPlatformDomainByHostRefresh',
  ...operatorRoute(
    'post',
    '/admin/platform/domain/{host}/refresh',
    'Demander à Cloudflare où en est un hôte de production (domaine et certificat)',
  ),
  request: { headers: siteHeaders, params: hostParams },
  responses: {
    200: okJson(hostSchema, "L'hôte et son état."),
    ...errorResponses(401, 403, 404, 415),
  },
});

const primaryHostRoute = createRoute({
  ...operatorRoute(
    'post',
    '/admin/platform/domain/{host}/primary',
    'Faire de cet hôte le domaine principal de son site',
  ),
  operationId: 'postAdminPlatformDomainByHostPrimary',
  description:
    "L'adresse du site devient https://{host} (http:// pour un hôte de développement) : les autres hôtes " +
    'de production du site y redirigent (301) et les liens canoniques, plans du site, flux, e-mails et ' +
    'données structurées la nomment.',
  request: { headers: siteHeaders, params: hostParams },
  responses: {
    200: okJson(hostSchema, "L'hôte, désormais principal."),
    ...errorResponses(401, 403, 404, 409, 415),
  },
});

const listUsersRoute = createRoute({
  operationId: 'getAdminPlatformUser',
  ...operatorRoute(
    'get',
    '/admin/platform/user',
    'Les comptes de tous les sites (filtre idSite, role, email)',
  ),
  request: { headers: siteHeaders, query: listQueryParams(platformUserListSpec) },
  responses: {
    200: okJson(platformUserListSchema, 'Une page de comptes et le nombre total.'),
    ...errorResponses(400, 401, 403),
  },
});

const getUserRoute = createRoute({
  operationId: 'getAdminPlatformUserByIdUser',
  ...operatorRoute('get', '/admin/platform/user/{idUser}', 'Un compte et son site'),
  request: { headers: siteHeaders, params: userParams },
  responses: { 200: okJson(platformUserSchema, 'Le compte.'), ...errorResponses(401, 403, 404) },
});

const createUserRoute = createRoute({
  operationId: 'postAdminPlatformUser',
  ...operatorRoute('post', '/admin/platform/user', 'Créer un compte (par défaut un ADMIN) sur un site'),
  request: { headers: siteHeaders, body: jsonBody(platformUserCreateSchema, 'Le compte et son site.') },
  responses: {
    201: okJson(platformUserSchema, 'Le compte créé.'),
    ...errorResponses(400, 401, 403, 409, 413, 415),
  },
});

const setRoleRoute = createRoute({
  operationId: 'putAdminPlatformUserByIdUserRole',
  ...operatorRoute('put', '/admin/platform/user/{idUser}/role', "Changer le rôle d'un compte"),
  request: { headers: siteHeaders, params: userParams, body: jsonBody(roleInputSchema, 'Le rôle.') },
  responses: {
    200: okJson(platformUserSchema, 'Le compte.'),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
});

const userIdOf = (raw: string): number => idOr404(raw, NO_USER);

export const platformDirectoryRoutes = providerRouter()
  .openapi(listHostsRoute, async (c) => c.json(ok(await listHosts(c.env.DB)), 200))
  .openapi(addHostRoute, async (c) => {
    const { idSite, ...domain } = c.req.valid('json');
    const site = await findPlatformSite(c.env.DB, idSite);
    if (!site) throw new AppError(400, "Ce site n'existe pas.", { idSite: "Ce site n'existe pas." });
    if ((await hostSite(c.env.DB, domain.host)) !== null)
      throw new AppError(409, `L'hôte ${domain.host} répond déjà pour un site.`, {
        host: 'Cet hôte répond déjà pour un site.',
      });
    const added = await mapHost(c, site.id, domain);
    const isPrimary = URL.canParse(site.url) && new URL(site.url).hostname === added.host;
    return c.json(ok({ ...added, siteName: site.name, isPrimary }, hostAddedMessage(added)), 201);
  })
  .openapi(removeHostRoute, async (c) => {
    const host = c.req.valid('param').host.trim().toLowerCase();
    // Removing the host this request came through would shut the operator out of the panel.
    if (host === normaliseHost(new URL(c.req.url).host))
      throw new AppError(409, 'Vous ne pouvez pas retirer l’hôte par lequel vous êtes connecté.');
    const siteId = await hostSite(c.env.DB, host);
    if (siteId === null || !(await unmapHost(c, siteId, host)))
      throw notFound('Cet hôte ne répond pour aucun site.');
    return c.json(ok({ host }, 'Hôte retiré.'), 200);
  })
  .openapi(refreshHostRoute, async (c) => {
    const host = c.req.valid('param').host.trim().toLowerCase();
    if ((await refreshMappedHost(c.env, host)) === null)
      throw notFound('Cet hôte ne répond pour aucun site.');
    const refreshed = (await listHosts(c.env.DB)).find((row) => row.host === host);
    if (!refreshed) throw notFound('Cet hôte ne répond pour aucun site.');
    return c.json(ok(refreshed, HOSTNAME_STATUS_MESSAGES[refreshed.status]), 200);
  })
  .openapi(primaryHostRoute, async (c) => {
    const name = c.req.valid('param').host.trim().toLowerCase();
    const host = (await listHosts(c.env.DB)).find((row) => row.host === name);
    if (!host) throw notFound('Cet hôte ne répond pour aucun site.');
    // A production host that does not answer yet would send every visitor to a dead address.
    if (host.status !== 'active')
      throw new AppError(409, "Cet hôte n'est pas encore actif : il deviendra principal une fois actif.");
    const site = (await findPlatformSite(c.env.DB, host.idSite))!;
    if (!host.isPrimary) {
      const scheme = isDevelopmentHost(host.host, host.kind) ? 'http' : 'https';
      const version = await updateSite(c.env.DB, site.id, { url: `${scheme}://${host.host}` });
      await forgetSite(c, site);
      // Cached pages name the old address in their canonical and JSON-LD: they go.
      if (version !== null) await publishContentVersion(c.env, site.id, version, c.var.requestId);
    }
    return c.json(
      ok({ ...host, isPrimary: true }, `${host.host} est le domaine principal de ${site.name}.`),
      200,
    );
  })
  .openapi(listUsersRoute, async (c) => {
    const query = parseListQuery(new URL(c.req.url).searchParams, platformUserListSpec);
    return c.json(ok(await listPlatformUsers(c.env.DB, listQuerySql(query, platformUserListSpec))), 200);
  })
  .openapi(getUserRoute, async (c) => {
    const user = await findPlatformUser(c.env.DB, userIdOf(c.req.valid('param').idUser));
    if (!user) throw notFound(NO_USER);
    return c.json(ok(user), 200);
  })
  .openapi(createUserRoute, async (c) => {
    const { idSite, ...input } = c.req.valid('json');
    const site = await findPlatformSite(c.env.DB, idSite);
    if (!site) throw new AppError(400, "Ce site n'existe pas.", { idSite: "Ce site n'existe pas." });
    const created = orFail(await createAccount(c.env.ASSETS, c.env.DB, site.id, input));
    return c.json(ok({ ...created, idSite: site.id, siteName: site.name }, 'Compte créé.'), 201);
  })
  .openapi(setRoleRoute, async (c) => {
    const userId = userIdOf(c.req.valid('param').idUser);
    const user = await findPlatformUser(c.env.DB, userId);
    if (!user) throw notFound(NO_USER);
    // No self-check: an operator is a platform account, never one of these users.
    const updated = await setUserRole(c.env.DB, user.idSite, userId, c.req.valid('json').role);
    if (!updated) throw notFound(NO_USER);
    return c.json(ok({ ...updated, idSite: user.idSite, siteName: user.siteName }, 'Rôle enregistré.'), 200);
  });
