import type { AccountExport } from '../../../src/schema/members/account';
import type { Member, SessionMember } from '../../../src/schema/members/member';
import { tokenHash } from '../../auth/password';
import { AppError } from '../../errors';
import type { ServiceContext } from '../shared/service-context';
import { exportMemberData, findMember, type MemberRow } from './member.repository';
import { findSessionMember } from './session.repository';

// The personal space's reads: who is signed in, their profile and the export of their data.
// Every read acts on the member whose session the context's token opens on this site; a token
// of another site, expired or revoked, opens none and the answer is 401.

const NOT_SIGNED_IN = "Vous n'êtes pas connecté : connectez-vous pour accéder à votre espace.";
const SIGNED_OUT = "Vous n'êtes pas connecté.";

/** The member behind the context's token on this site, or null (no token, no live session). */
export async function sessionOf(ctx: ServiceContext): Promise<SessionMember | null> {
  if (!ctx.token) return null;
  return findSessionMember(ctx.db, ctx.site.id, await tokenHash(ctx.token), Math.floor(Date.now() / 1000));
}

/** The signed-in member of this site, else a 401 saying how to get in. */
export async function signedInMember(ctx: ServiceContext): Promise<SessionMember> {
  const user = await sessionOf(ctx);
  if (!user) throw new AppError(401, NOT_SIGNED_IN);
  return user;
}

/** Who the token belongs to (GET /logged): a 401 when nobody is signed in. */
export async function loggedMember(ctx: ServiceContext): Promise<SessionMember> {
  const user = await sessionOf(ctx);
  if (!user) throw new AppError(401, SIGNED_OUT);
  return user;
}

/** The signed-in member's stored row, password hash included (for the writes that check it). */
export async function signedInMemberRow(ctx: ServiceContext): Promise<MemberRow> {
  const user = await signedInMember(ctx);
  const member = await findMember(ctx.db, ctx.site.id, user.id);
  if (!member) throw new AppError(401, SIGNED_OUT);
  return member;
}

/** The signed-in member's profile as the update body writes it (PATCH semantics); null: signed out. */
export async function storedProfileInput(ctx: ServiceContext): Promise<Record<string, unknown> | null> {
  const user = await sessionOf(ctx);
  const member = user ? await findMember(ctx.db, ctx.site.id, user.id) : null;
  if (!member) return null;
  const { email, phone, firstname, lastname, birthdate } = member;
  return { email, phone, firstname, lastname, birthdate };
}

/** A member as the API shows it: never the password hash. */
const toMember = ({ passwordHash: _hash, ...member }: MemberRow): Member => member;

/** The signed-in member's profile. */
export async function memberProfile(ctx: ServiceContext): Promise<Member> {
  return toMember(await signedInMemberRow(ctx));
}

/** Everything this site holds about the signed-in member. */
export async function accountExport(ctx: ServiceContext): Promise<AccountExport> {
  const user = await signedInMember(ctx);
  const data = await exportMemberData(ctx.db, ctx.site.id, user.id, new Date());
  if (!data) throw new AppError(401, SIGNED_OUT);
  return data;
}
