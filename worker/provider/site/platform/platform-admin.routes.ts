import { createRoute, z } from '@hono/zod-openapi';
import { ok } from '../../../../src/schema/shared/envelope';
import {
  domainInputSchema,
  domainSchema,
  ownerInvitationSchema,
  platformSiteSchema,
  roleInputSchema,
  siteCreateSchema,
  siteUpdateSchema,
  siteUserCreateSchema,
  siteUserSchema,
} from '../../../../src/schema/site/platform';
import { errorResponses, jsonBody, okJson, siteHeaders } from '../../../openapi/responses';
import { providerRouter } from '../../../openapi/router';
import { routeContext } from '../../shared/service-context';
import { operatorRoute } from './operator-route';
import { hostAddedMessage } from '../hosts/host-added-message';
import { createPlatformSite } from './site-creation';
import { inviteOwner } from './owner-invitation';
import {
  addSiteHost,
  createSiteAccount,
  platformSite,
  platformSites,
  removeSiteHost,
  setSiteUserRole,
  siteUsers,
  updatePlatformSite,
} from './platform.service';

// The platform operator's calls (SUPER_ADMIN): sites, the hosts mapped to them and their
// administrators; platform.service.ts holds the operations. The views across sites (every host,
// every account) are in platform-directory.routes.ts.

const siteParams = z.object({
  idSite: z.string().meta({ type: 'integer', description: 'Identifiant du site.', example: 1 }),
});
const domainParams = siteParams.extend({
  host: z.string().meta({ description: "Nom d'hôte, sans port.", example: 'www.exemple.fr' }),
});
const userParams = siteParams.extend({
  idUser: z.string().meta({ type: 'integer', description: "Identifiant de l'utilisateur.", example: 1 }),
});
const usersQuery = z.object({
  roles: z.string().optional().meta({
    description: 'Rôles séparés par des virgules (par défaut ADMIN).',
    example: 'ADMIN,MEMBER',
  }),
});

const listSitesRoute = createRoute({
  operationId: 'getAdminPlatformSite',
  ...operatorRoute('get', '/admin/platform/site', 'Tous les sites de la plateforme et leurs hôtes'),
  request: { headers: siteHeaders },
  responses: { 200: okJson(z.array(platformSiteSchema), 'Les sites.'), ...errorResponses(401, 403) },
});

const getSiteRoute = createRoute({
  operationId: 'getAdminPlatformSiteByIdSite',
  ...operatorRoute('get', '/admin/platform/site/{idSite}', 'Un site et ses hôtes'),
  request: { headers: siteHeaders, params: siteParams },
  responses: { 200: okJson(platformSiteSchema, 'Le site.'), ...errorResponses(401, 403, 404) },
});

const createSiteRoute = createRoute({
  operationId: 'postAdminPlatformSite',
  ...operatorRoute('post', '/admin/platform/site', 'Créer un site (copie d’un site modèle, ou vide)'),
  description:
    'Un site modèle donne ses réglages, pages, polices, logos et pied de page ; sans modèle, le site ' +
    'reçoit les réglages par défaut et une page d’accueil. Un nouveau site est en construction par défaut.',
  request: { headers: siteHeaders, body: jsonBody(siteCreateSchema, 'Le nouveau site.') },
  responses: {
    201: okJson(platformSiteSchema, 'Le site créé.'),
    ...errorResponses(400, 401, 403, 409, 413, 415),
  },
});

const updateSiteRoute = createRoute({
  operationId: 'putAdminPlatformSiteByIdSite',
  ...operatorRoute(
    'put',
    '/admin/platform/site/{idSite}',
    'Modifier le nom, l’adresse, les options ou les langues d’un site',
  ),
  request: {
    headers: siteHeaders,
    params: siteParams,
    body: jsonBody(siteUpdateSchema, 'Les champs à changer.'),
  },
  responses: {
    200: okJson(platformSiteSchema, 'Le site enregistré.'),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

const addDomainRoute = createRoute({
  operationId: 'postAdminPlatformSiteByIdSiteDomain',
  ...operatorRoute('post', '/admin/platform/site/{idSite}/domain', 'Faire répondre un hôte pour ce site'),
  request: { headers: siteHeaders, params: siteParams, body: jsonBody(domainInputSchema, "L'hôte.") },
  responses: {
    201: okJson(domainSchema, "L'hôte ajouté."),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
});

const removeDomainRoute = createRoute({
  operationId: 'deleteAdminPlatformSiteByIdSiteDomainByHost',
  ...operatorRoute('delete', '/admin/platform/site/{idSite}/domain/{host}', 'Retirer un hôte du site'),
  request: { headers: siteHeaders, params: domainParams },
  responses: {
    200: okJson(z.object({ host: z.string() }), "L'hôte retiré."),
    ...errorResponses(401, 403, 404),
  },
});

const listUsersRoute = createRoute({
  operationId: 'getAdminPlatformSiteByIdSiteUser',
  ...operatorRoute('get', '/admin/platform/site/{idSite}/user', 'Les administrateurs (et membres) d’un site'),
  request: { headers: siteHeaders, params: siteParams, query: usersQuery },
  responses: {
    200: okJson(z.array(siteUserSchema), 'Les utilisateurs.'),
    ...errorResponses(400, 401, 403, 404),
  },
});

const createUserRoute = createRoute({
  operationId: 'postAdminPlatformSiteByIdSiteUser',
  ...operatorRoute(
    'post',
    '/admin/platform/site/{idSite}/user',
    'Créer un compte (par défaut un ADMIN) sur un site',
  ),
  request: { headers: siteHeaders, params: siteParams, body: jsonBody(siteUserCreateSchema, 'Le compte.') },
  responses: {
    201: okJson(siteUserSchema, 'Le compte créé.'),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
});

const inviteOwnerRoute = createRoute({
  ...operatorRoute(
    'post',
    '/admin/platform/site/{idSite}/invitation',
    'Inviter le propriétaire du site par e-mail',
  ),
  operationId: 'postAdminPlatformSiteByIdSiteInvitation',
  description:
    'Crée (ou passe ADMIN) le compte de cette adresse sur le site et lui envoie un lien pour choisir son mot ' +
    'de passe, valable 7 jours et utilisable une seule fois ; il se connecte ensuite à l’administration.',
  request: {
    headers: siteHeaders,
    params: siteParams,
    body: jsonBody(ownerInvitationSchema, 'L’adresse e-mail du propriétaire.'),
  },
  responses: {
    201: okJson(siteUserSchema, 'Le compte invité.'),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

const setRoleRoute = createRoute({
  operationId: 'putAdminPlatformSiteByIdSiteUserByIdUserRole',
  ...operatorRoute(
    'put',
    '/admin/platform/site/{idSite}/user/{idUser}/role',
    "Changer le rôle d'un utilisateur",
  ),
  request: { headers: siteHeaders, params: userParams, body: jsonBody(roleInputSchema, 'Le rôle.') },
  responses: {
    200: okJson(siteUserSchema, "L'utilisateur."),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
});

export const platformAdminRoutes = providerRouter()
  .openapi(listSitesRoute, async (c) => c.json(ok(await platformSites(routeContext(c))), 200))
  .openapi(getSiteRoute, async (c) =>
    c.json(ok(await platformSite(routeContext(c), c.req.valid('param').idSite)), 200),
  )
  .openapi(createSiteRoute, async (c) =>
    c.json(ok(await createPlatformSite(c, c.req.valid('json')), 'Site créé.'), 201),
  )
  .openapi(updateSiteRoute, async (c) => {
    const site = await updatePlatformSite(routeContext(c), c.req.valid('param').idSite, c.req.valid('json'));
    return c.json(ok(site, 'Site enregistré.'), 200);
  })
  .openapi(addDomainRoute, async (c) => {
    const added = await addSiteHost(routeContext(c), c.req.valid('param').idSite, c.req.valid('json'));
    return c.json(ok(added, hostAddedMessage(added)), 201);
  })
  .openapi(removeDomainRoute, async (c) => {
    const { idSite, host } = c.req.valid('param');
    return c.json(ok({ host: await removeSiteHost(routeContext(c), idSite, host) }, 'Hôte retiré.'), 200);
  })
  .openapi(listUsersRoute, async (c) => {
    const users = await siteUsers(routeContext(c), c.req.valid('param').idSite, c.req.valid('query').roles);
    return c.json(ok(users), 200);
  })
  .openapi(createUserRoute, async (c) => {
    const created = await createSiteAccount(
      routeContext(c),
      c.req.valid('param').idSite,
      c.req.valid('json'),
    );
    return c.json(ok(created, 'Compte créé.'), 201);
  })
  .openapi(inviteOwnerRoute, async (c) => {
    const site = await platformSite(routeContext(c), c.req.valid('param').idSite);
    const owner = await inviteOwner(c, site, c.req.valid('json'));
    return c.json(ok(owner, `Invitation envoyée à ${owner.email} (lien valable 7 jours).`), 201);
  })
  .openapi(setRoleRoute, async (c) => {
    const updated = await setSiteUserRole(routeContext(c), c.req.valid('param'), c.req.valid('json').role);
    return c.json(ok(updated, 'Rôle enregistré.'), 200);
  });
