import { isAdult, MINOR_REFUSED, parisToday } from '../../../src/domain/members/member-rules';
import type { RegisterInput } from '../../../src/schema/members/member';
import { passwordProblemFor } from '../../auth/common-passwords';
import { REGISTER_MAIL_LIMIT } from '../../auth/member-limits';
import { hashPassword } from '../../auth/password';
import { badRequest, type FieldErrors } from '../../errors';
import { accountExistsEmail } from '../../mail/account-exists-email';
import { welcomeEmail } from '../../mail/welcome-email';
import type { ServiceContext } from '../shared/service-context';
import { findParameter } from '../site/public';
import { queueEmail, registerMember } from './member-credentials.repository';
import { mailSite, takeEmailHit } from './member-context';

// A new member account on one site. The answer never tells a new address from a known one: a
// known address's holder gets an e-mail instead (within its own limit, no mailbox flooding).

export const BIRTHDATE_REQUIRED = 'La date de naissance est obligatoire pour créer un compte sur ce site.';

const flag = async (ctx: ServiceContext, type: string) =>
  (await findParameter(ctx.db, ctx.site.id, type))?.value === 'true';

/**
 * Registers the member once the rules zod cannot know pass (the site's settings, the shipped
 * common-password list; else 400) and `admit` let the client through (the route's limit): the
 * outbox id of the e-mail sent (welcome or « you already have an account »), null when none.
 */
export async function registerAccount(
  ctx: ServiceContext,
  input: RegisterInput,
  admit: () => Promise<void>,
): Promise<number | null> {
  // acceptTerms is `true` by the schema; the row records when (terms_accepted_at).
  const { password, acceptTerms, ...member } = input;
  void acceptTerms;
  const [askBirthdate, blockMinors] = await Promise.all([
    flag(ctx, 'ASK_BIRTHDATE_AT_REGISTRATION'),
    flag(ctx, 'BLOCK_MINORS_AT_REGISTRATION'),
  ]);
  const fields: FieldErrors = {};
  const weak = await passwordProblemFor(ctx.env.ASSETS, password);
  if (weak) fields.password = weak;
  if ((askBirthdate || blockMinors) && !member.birthdate) fields.birthdate = BIRTHDATE_REQUIRED;
  else if (blockMinors && member.birthdate && !isAdult(member.birthdate, parisToday()))
    fields.birthdate = MINOR_REFUSED;
  const first = Object.values(fields)[0];
  if (first) throw badRequest(first, fields);

  await admit();
  const mail = await mailSite(ctx);
  // The password is hashed either way, so both answers also take the same time.
  const created = await registerMember(
    ctx.db,
    ctx.site.id,
    member,
    await hashPassword(password),
    welcomeEmail(member, mail),
  );
  if (created) return created.outboxId;
  if (!(await takeEmailHit(ctx, REGISTER_MAIL_LIMIT, member.email))) return null;
  return queueEmail(ctx.db, ctx.site.id, accountExistsEmail(member.email, mail));
}
