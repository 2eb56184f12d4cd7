import { createRoute, z } from '@hono/zod-openapi';
import { parisParts } from '../../../src/domain/collect-slots';
import { csvDocument } from '../../../src/domain/csv';
import { parseListQuery } from '../../../src/domain/list-query';
import { ok } from '../../../src/schema/envelope';
import { memberDetailsSchema, memberPageSchema } from '../../../src/schema/member-admin';
import { adminActor } from '../../auth/admin-session';
import { requireAdmin } from '../../auth/current-member';
import { AppError, notFound } from '../../errors';
import { parseId } from '../../http/ids';
import { accountDeletedEmail } from '../../mail/account-email';
import { enqueueEmail } from '../../mail/mail-queue';
import { listQueryParams } from '../../openapi/list-query-params';
import { errorResponses, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { mailSite } from './member-context';
import { deleteMemberAccount, findMember } from './member.repository';
import { listQuerySql } from '../shared/list-query-sql';
import {
  allMembers,
  confirmedNewsletterEmails,
  findMemberDetails,
  listMembers,
  memberListSpec,
} from './member-admin.repository';

// The site's members for its owner: search, details, a CSV export and the deletion
// a member asks for by mail or phone. The deletion is exactly the member's own (DELETE /user):
// profile, sessions and newsletter rows go, messages are anonymised, orders stay unlinked and
// the member gets the same confirmation e-mail.

const TAG = 'Administration des membres';
const NO_MEMBER = "Ce membre n'existe pas.";
const idParams = z.object({
  id: z.string().meta({ type: 'integer', description: 'Identifiant du membre.', example: 1 }),
});
const admin = { tags: [TAG], security: signedIn };

const ROLE_LABELS = { MEMBER: 'Membre', ADMIN: 'Administrateur', SUPER_ADMIN: 'Opérateur' } as const;

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

function memberId(raw: string): number {
  const id = parseId(raw);
  if (id === null) throw notFound(NO_MEMBER);
  return id;
}

/** Dates as the owner reads them: Paris time, 'AAAA-MM-JJ HH:MM' (a spreadsheet sorts them). */
function csvDate(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  const { date, time } = parisParts(instant);
  return `${date} ${time}`;
}

// The export is declared before /{id} so that « export » is never read as an id.
export const memberAdminRoutes = providerRouter()
  .openapi(listRoute, async (c) => {
    const query = parseListQuery(new URL(c.req.url).searchParams, memberListSpec);
    return c.json(ok(await listMembers(c.env.DB, c.var.site.id, listQuerySql(query, memberListSpec))), 200);
  })
  .openapi(exportRoute, async (c) => {
    const siteId = c.var.site.id;
    const [members, subscribed] = await Promise.all([
      allMembers(c.env.DB, siteId),
      confirmedNewsletterEmails(c.env.DB, siteId),
    ]);
    const csv = csvDocument(
      [
        'E-mail',
        'Prénom',
        'Nom',
        'Téléphone',
        'Rôle',
        'Inscrit le',
        'Dernière connexion',
        'Lettre d’information',
      ],
      members.map((member) => [
        member.email,
        member.firstname,
        member.lastname,
        member.phone ?? '',
        ROLE_LABELS[member.role],
        csvDate(member.createdAt),
        csvDate(member.lastActiveAt),
        subscribed.has(member.email) ? 'oui' : 'non',
      ]),
    );
    return c.body(csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="membres.csv"',
      'cache-control': 'private, no-store',
    });
  })
  .openapi(getRoute, async (c) => {
    const site = c.var.site;
    const member = await findMemberDetails(
      c.env.DB,
      site.id,
      memberId(c.req.valid('param').id),
      site.isECommerce,
    );
    if (!member) throw notFound(NO_MEMBER);
    return c.json(ok(member), 200);
  })
  .openapi(deleteRoute, async (c) => {
    const siteId = c.var.site.id;
    const id = memberId(c.req.valid('param').id);
    const member = await findMember(c.env.DB, siteId, id);
    if (!member) throw notFound(NO_MEMBER);
    const admin = await adminActor(c);
    if (admin?.memberId === member.id)
      throw new AppError(
        409,
        'Vous ne pouvez pas supprimer votre propre compte ici : passez par votre espace personnel.',
      );
    // An owner's account (ADMIN) goes only by the platform operator or by its holder from
    // their own space; no SUPER_ADMIN member is left after migration 0021, a stray one stays
    // the operator's too.
    if (member.role === 'SUPER_ADMIN' && !admin?.operator)
      throw new AppError(403, 'Seul un opérateur de la plateforme peut supprimer le compte d’un opérateur.');
    if (member.role === 'ADMIN' && !admin?.operator)
      throw new AppError(
        403,
        'Seul un opérateur de la plateforme peut supprimer le compte d’un autre administrateur du site ; celui-ci peut aussi le supprimer lui-même depuis son espace personnel.',
      );
    const outboxId = await deleteMemberAccount(
      c.env.DB,
      siteId,
      member,
      accountDeletedEmail(member, await mailSite(c)),
    );
    if (outboxId === null) throw notFound(NO_MEMBER); // deleted meanwhile by someone else
    enqueueEmail(c, { siteId, outboxId });
    return c.json(ok({ id }, 'Compte supprimé : le membre reçoit un e-mail de confirmation.'), 200);
  });
