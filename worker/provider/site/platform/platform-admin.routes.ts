import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ok } from '../../../../src/schema/shared/envelope';
import {
  domainInputSchema,
  domainSchema,
  ownerInvitationSchema,
  platformSiteSchema,
  assignableRoleSchema,
  type PlatformSite,
  roleInputSchema,
  siteCreateSchema,
  siteUpdateSchema,
  siteUserCreateSchema,
  siteUserSchema,
} from '../../../../src/schema/site/platform';
import { publishContentVersion } from '../../../cache/content-version';
import { AppError, notFound } from '../../../errors';
import type { AppEnv } from '../../../http/app-env';
import { idOr404, parseId } from '../../../http/ids';
import { normaliseHost } from '../../../../src/domain/site/host-name';
import { errorResponses, jsonBody, okJson, siteHeaders } from '../../../openapi/responses';
import { providerRouter } from '../../../openapi/router';
import { orFail } from '../../shared/failure-status';
import { createAccount, forgetSite, operatorRoute } from './operator-route';
import { hostAddedMessage } from '../hosts/host-added-message';
import { mapHost, unmapHost } from '../hosts/host-mapping';
import { createPlatformSite } from './site-creation';
import { inviteOwner } from './owner-invitation';
import {
  findPlatformSite,
  hostsTaken,
  listPlatformSites,
  listSiteUsers,
  setUserRole,
  updateSite,
} from './platform.repository';

// The platform operator's calls (SUPER_ADMIN): sites, the hosts mapped to them and their
// administrators. A host change clears that host's KV entry at once; an isolate that
// remembered the old answer follows within HOST_MEMO_TTL_MS (30 s, worker/site/site-resolver.ts).
// The views across sites (every host, every account) are in platform-directory.routes.ts.

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

const SITE_NOT_FOUND = "Ce site n'existe pas.";

const siteIdOf = (raw: string): number => idOr404(raw, SITE_NOT_FOUND);

async function existingSite(c: Context<AppEnv>, raw: string) {
  const site = await findPlatformSite(c.env.DB, siteIdOf(raw));
  if (!site) throw notFound(SITE_NOT_FOUND);
  return site;
}

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

function parseRoles(raw: string | undefined) {
  const names = (raw ?? 'ADMIN').split(',').map((name) => name.trim().toUpperCase());
  const roles = z.array(assignableRoleSchema).safeParse(names);
  if (!roles.success) throw new AppError(400, 'Les rôles possibles sont MEMBER et ADMIN.');
  return roles.data;
}

export const platformAdminRoutes = providerRouter()
  .openapi(listSitesRoute, async (c) => c.json(ok(await listPlatformSites(c.env.DB)), 200))
  .openapi(getSiteRoute, async (c) => c.json(ok(await existingSite(c, c.req.valid('param').idSite)), 200))
  .openapi(createSiteRoute, async (c) =>
    c.json(ok(await createPlatformSite(c, c.req.valid('json')), 'Site créé.'), 201),
  )
  .openapi(updateSiteRoute, async (c) => {
    const site = await existingSite(c, c.req.valid('param').idSite);
    const input = c.req.valid('json');
    if (input.url !== undefined && input.url !== site.url) refuseForeignUrl(site, input.url);
    const locales = input.locales ?? site.locales;
    if (!locales.includes(input.defaultLocale ?? site.defaultLocale))
      throw new AppError(400, 'La langue par défaut doit être une des langues du site.', {
        defaultLocale: 'Choisissez une des langues du site.',
      });
    const version = await updateSite(c.env.DB, site.id, input);
    if (version === null) throw notFound(SITE_NOT_FOUND);
    // The flags live in the site context kept in KV, by id and by each host: drop them all so
    // every host sees them.
    await forgetSite(c, site);
    await publishContentVersion(c.env, site.id, version, c.var.requestId);
    return c.json(ok((await findPlatformSite(c.env.DB, site.id))!, 'Site enregistré.'), 200);
  })
  .openapi(addDomainRoute, async (c) => {
    const site = await existingSite(c, c.req.valid('param').idSite);
    const domain = c.req.valid('json');
    if ((await hostsTaken(c.env.DB, [domain.host])).length > 0)
      throw new AppError(409, `L'hôte ${domain.host} répond déjà pour un site.`);
    const added = await mapHost(c, site.id, domain);
    return c.json(ok(added, hostAddedMessage(added)), 201);
  })
  .openapi(removeDomainRoute, async (c) => {
    const { idSite, host } = c.req.valid('param');
    const site = await existingSite(c, idSite);
    const name = host.trim().toLowerCase();
    if (!(await unmapHost(c, site.id, name))) throw notFound('Cet hôte ne répond pas pour ce site.');
    return c.json(ok({ host: name }, 'Hôte retiré.'), 200);
  })
  .openapi(listUsersRoute, async (c) => {
    const site = await existingSite(c, c.req.valid('param').idSite);
    const roles = parseRoles(c.req.valid('query').roles);
    return c.json(ok(await listSiteUsers(c.env.DB, site.id, roles)), 200);
  })
  .openapi(createUserRoute, async (c) => {
    const site = await existingSite(c, c.req.valid('param').idSite);
    return c.json(
      ok(orFail(await createAccount(c.env.ASSETS, c.env.DB, site.id, c.req.valid('json'))), 'Compte créé.'),
      201,
    );
  })
  .openapi(inviteOwnerRoute, async (c) => {
    const site = await existingSite(c, c.req.valid('param').idSite);
    const owner = await inviteOwner(c, site, c.req.valid('json'));
    return c.json(ok(owner, `Invitation envoyée à ${owner.email} (lien valable 7 jours).`), 201);
  })
  .openapi(setRoleRoute, async (c) => {
    const { idSite, idUser } = c.req.valid('param');
    const site = await existingSite(c, idSite);
    const userId = parseId(idUser);
    if (userId === null) throw notFound("Cet utilisateur n'existe pas.");
    // No self-check: an operator is a platform account, never a user of a site.
    const updated = await setUserRole(c.env.DB, site.id, userId, c.req.valid('json').role);
    if (!updated) throw notFound("Cet utilisateur n'existe pas.");
    return c.json(ok(updated, 'Rôle enregistré.'), 200);
  });
