import { createRoute, z } from '@hono/zod-openapi';
import { parseListQuery } from '../../../src/domain/shared/list-query';
import { ok } from '../../../src/schema/shared/envelope';
import { memberDetailsSchema, memberPageSchema } from '../../../src/schema/members/member-admin';
import { adminActor } from '../../auth/admin-session';
import { requireAdmin } from '../../auth/current-member';
import { enqueueEmail } from '../../mail/mail-queue';
import { listQueryParams } from '../../openapi/list-query-params';
import { errorResponses, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { routeContext } from '../shared/service-context';
import {
  deleteMemberAsAdmin,
  memberDetails,
  memberListSpec,
  memberPage,
  membersCsv,
} from './member-admin.service';

// The site's members for its owner: search, details, a CSV export and the deletion
// a member asks for by mail or phone. The deletion is exactly the member's own (DELETE /user):
// profile, sessions and newsletter rows go, messages are anonymised, orders stay unlinked and
// the member gets the same confirmation e-mail.

const TAG = 'Administration des membres';
const idParams = z.object({
  id: z.string().meta({ type: 'integer', description: 'Identifiant du membre.', example: 1 }),
});
const admin = { tags: [TAG], security: signedIn };

const listRoute = createRoute({
  operationId: 'getAdminMember',
  ...admin,
  method: 'get',
  path: '/admin/member',
  summary: 'Les membres du site, les plus récents d’abord',
  description:
    'Recherche dans l’adresse et les noms avec `search=lk:texte`, filtre `role=MEMBER|ADMIN|SUPER_ADMIN`.',
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, query: listQueryParams(memberListSpec) },
  responses: { 200: okJson(memberPageSchema, 'Une page de membres.'), ...errorResponses(400, 401, 403) },
});

const exportRoute = createRoute({
  operationId: 'getAdminMemberExport',
  ...admin,
  method: 'get',
  path: '/admin/member/export',
  summary: 'Exporter les membres en CSV',
  description: 'Tous les comptes de ce site. Séparateur `;`, UTF-8 avec BOM (Excel), en-têtes en français.',
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders },
  responses: {
    200: { description: 'Le fichier CSV.', content: { 'text/csv': { schema: z.string() } } },
    ...errorResponses(401, 403),
  },
});

const getRoute = createRoute({
  operationId: 'getAdminMemberById',
  ...admin,
  method: 'get',
  path: '/admin/member/{id}',
  summary: 'Un membre : profil, dates, lettre d’information, commandes',
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, params: idParams },
  responses: { 200: okJson(memberDetailsSchema, 'Le membre.'), ...errorResponses(401, 403, 404) },
});

const deleteRoute = createRoute({
  operationId: 'deleteAdminMemberById',
  ...admin,
  method: 'delete',
  path: '/admin/member/{id}',
  summary: 'Supprimer un compte à la demande du membre',
  description:
    'Comme la suppression par le membre lui-même : profil, sessions et inscriptions à la lettre supprimés, messages anonymisés, commandes conservées sans lien, e-mail de confirmation. Son propre compte et, pour un administrateur, celui d’un autre administrateur ou d’un opérateur sont refusés (403) : seul l’opérateur de la plateforme les supprime.',
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, params: idParams },
  responses: {
    200: okJson(z.object({ id: z.number().int() }), 'Compte supprimé.'),
    ...errorResponses(401, 403, 404, 409),
  },
});

// The export is declared before /{id} so that « export » is never read as an id.
export const memberAdminRoutes = providerRouter()
  .openapi(listRoute, async (c) => {
    const query = parseListQuery(new URL(c.req.url).searchParams, memberListSpec);
    return c.json(ok(await memberPage(routeContext(c), query)), 200);
  })
  .openapi(exportRoute, async (c) =>
    c.body(await membersCsv(routeContext(c)), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="membres.csv"',
      'cache-control': 'private, no-store',
    }),
  )
  .openapi(getRoute, async (c) =>
    c.json(ok(await memberDetails(routeContext(c), c.req.valid('param').id)), 200),
  )
  .openapi(deleteRoute, async (c) => {
    const ctx = routeContext(c);
    const { id, outboxId } = await deleteMemberAsAdmin(ctx, c.req.valid('param').id, await adminActor(c));
    enqueueEmail(c, { siteId: ctx.site.id, outboxId });
    return c.json(ok({ id }, 'Compte supprimé : le membre reçoit un e-mail de confirmation.'), 200);
  });
