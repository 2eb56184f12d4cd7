import { createRoute, z } from '@hono/zod-openapi';
import { parseListQuery } from '../../../../src/domain/shared/list-query';
import { normaliseHost } from '../../../../src/domain/site/host-name';
import { ok } from '../../../../src/schema/shared/envelope';
import {
  hostCreateSchema,
  hostSchema,
  platformUserCreateSchema,
  platformUserListSchema,
  platformUserSchema,
  roleInputSchema,
} from '../../../../src/schema/site/platform';
import { listQueryParams } from '../../../openapi/list-query-params';
import { errorResponses, jsonBody, okJson, siteHeaders } from '../../../openapi/responses';
import { providerRouter } from '../../../openapi/router';
import { routeContext } from '../../shared/service-context';
import { HOSTNAME_STATUS_MESSAGES, hostAddedMessage } from '../hosts/host-added-message';
import { operatorRoute } from './operator-route';
import {
  addHost,
  createPlatformUser,
  hosts,
  makePrimaryHost,
  platformUser,
  platformUserListSpec,
  platformUsers,
  refreshHost,
  removeHost,
  setPlatformUserRole,
} from './platform-directory.service';

// The platform operator's views across sites (SUPER_ADMIN): which host answers for which
// site (map one, remove one), and every account of every site with its role. The admin
// panel's « Domaines » and « Utilisateurs » screens read and write through these;
// platform-directory.service.ts holds the operations.

const hostParams = z.object({
  host: z.string().meta({ description: "Nom d'hôte, sans port.", example: 'www.exemple.fr' }),
});
const userParams = z.object({
  idUser: z.string().meta({ type: 'integer', description: "Identifiant de l'utilisateur.", example: 1 }),
});

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

export const platformDirectoryRoutes = providerRouter()
  .openapi(listHostsRoute, async (c) => c.json(ok(await hosts(routeContext(c))), 200))
  .openapi(addHostRoute, async (c) => {
    const added = await addHost(routeContext(c), c.req.valid('json'));
    return c.json(ok(added, hostAddedMessage(added)), 201);
  })
  .openapi(removeHostRoute, async (c) => {
    const connectedHost = normaliseHost(new URL(c.req.url).host);
    const host = await removeHost(routeContext(c), c.req.valid('param').host, connectedHost);
    return c.json(ok({ host }, 'Hôte retiré.'), 200);
  })
  .openapi(refreshHostRoute, async (c) => {
    const refreshed = await refreshHost(routeContext(c), c.req.valid('param').host);
    return c.json(ok(refreshed, HOSTNAME_STATUS_MESSAGES[refreshed.status]), 200);
  })
  .openapi(primaryHostRoute, async (c) => {
    const { host, siteName } = await makePrimaryHost(routeContext(c), c.req.valid('param').host);
    return c.json(ok(host, `${host.host} est le domaine principal de ${siteName}.`), 200);
  })
  .openapi(listUsersRoute, async (c) => {
    const query = parseListQuery(new URL(c.req.url).searchParams, platformUserListSpec);
    return c.json(ok(await platformUsers(routeContext(c), query)), 200);
  })
  .openapi(getUserRoute, async (c) =>
    c.json(ok(await platformUser(routeContext(c), c.req.valid('param').idUser)), 200),
  )
  .openapi(createUserRoute, async (c) =>
    c.json(ok(await createPlatformUser(routeContext(c), c.req.valid('json')), 'Compte créé.'), 201),
  )
  .openapi(setRoleRoute, async (c) => {
    const updated = await setPlatformUserRole(
      routeContext(c),
      c.req.valid('param').idUser,
      c.req.valid('json').role,
    );
    return c.json(ok(updated, 'Rôle enregistré.'), 200);
  });
