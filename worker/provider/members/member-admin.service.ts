import { parisParts } from '../../../src/domain/delivery/collect-slots';
import { csvDocument } from '../../../src/domain/shared/csv';
import type { ListQuery } from '../../../src/domain/shared/list-query';
import type { MemberDetails, MemberSummary } from '../../../src/schema/members/member-admin';
import type { AdminActor } from '../../auth/admin-session';
import { AppError, notFound } from '../../errors';
import { idOr404 } from '../../http/ids';
import { accountDeletedEmail } from '../../mail/account-email';
import { listQuerySql } from '../shared/list-query-sql';
import type { ServiceContext } from '../shared/service-context';
import {
  allMembers,
  confirmedNewsletterEmails,
  findMemberDetails,
  listMembers,
  memberListSpec,
} from './member-admin.repository';
import { mailSite } from './member-context';
import { deleteMemberAccount, findMember } from './member.repository';

// The site's members for its owner: search, details, a CSV export and the deletion a member
// asks for by mail or phone, exactly the member's own (their confirmation e-mail included).
// Another site's member answers 404.

export { memberListSpec };

const NO_MEMBER = "Ce membre n'existe pas.";
const ROLE_LABELS = { MEMBER: 'Membre', ADMIN: 'Administrateur', SUPER_ADMIN: 'Opérateur' } as const;

const memberId = (raw: string): number => idOr404(raw, NO_MEMBER);

/** Dates as the owner reads them: Paris time, 'AAAA-MM-JJ HH:MM' (a spreadsheet sorts them). */
function csvDate(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  const { date, time } = parisParts(instant);
  return `${date} ${time}`;
}

/** A page of the site's members. */
export function memberPage(
  ctx: ServiceContext,
  query: ListQuery,
): Promise<{ members: MemberSummary[]; total: number }> {
  return listMembers(ctx.db, ctx.site.id, listQuerySql(query, memberListSpec));
}

/** Every member of the site as a CSV document, with whether their address gets the newsletter. */
export async function membersCsv(ctx: ServiceContext): Promise<string> {
  const [members, subscribed] = await Promise.all([
    allMembers(ctx.db, ctx.site.id),
    confirmedNewsletterEmails(ctx.db, ctx.site.id),
  ]);
  return csvDocument(
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
}

/** One member of the site (the path's id), else 404. */
export async function memberDetails(ctx: ServiceContext, rawId: string): Promise<MemberDetails> {
  const member = await findMemberDetails(ctx.db, ctx.site.id, memberId(rawId), ctx.site.isECommerce);
  if (!member) throw notFound(NO_MEMBER);
  return member;
}

/**
 * Deletes a member's account for the owner: never the admin's own (409), an owner's or an
 * operator's only by the platform operator (403). The confirmation e-mail's outbox id.
 */
export async function deleteMemberAsAdmin(
  ctx: ServiceContext,
  rawId: string,
  admin: AdminActor | null,
): Promise<{ id: number; outboxId: number }> {
  const id = memberId(rawId);
  const member = await findMember(ctx.db, ctx.site.id, id);
  if (!member) throw notFound(NO_MEMBER);
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
    ctx.db,
    ctx.site.id,
    member,
    accountDeletedEmail(member, await mailSite(ctx)),
  );
  if (outboxId === null) throw notFound(NO_MEMBER); // deleted meanwhile by someone else
  return { id, outboxId };
}
