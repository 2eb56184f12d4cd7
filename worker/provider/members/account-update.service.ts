import type { z } from 'zod';
import type {
  accountDeletionSchema,
  passwordChangeSchema,
  profileUpdateSchema,
} from '../../../src/schema/members/account';
import type { Member } from '../../../src/schema/members/member';
import { passwordProblemFor } from '../../auth/common-passwords';
import { hashPassword, senderKey, tokenHash } from '../../auth/password';
import { AppError, badRequest } from '../../errors';
import { accountDeletedEmail } from '../../mail/account-email';
import { passwordChangedEmail } from '../../mail/password-changed-email';
import type { ServiceContext } from '../shared/service-context';
import { takeRateLimitHit, type RateLimit } from '../shared/public';
import { signedInMemberRow } from './account.service';
import { mailSite, passwordMatches } from './member-context';
import {
  deleteMemberAccount,
  emailTaken,
  updateMemberPassword,
  updateMemberProfile,
  type MemberRow,
} from './member.repository';

// The personal space's writes: the profile, the password and the account's deletion, each on
// the member whose session the context's token opens on this site (else 401). A password change
// keeps the session that made it and ends every OTHER session of the member. The e-mails they
// send are returned as outbox ids for the route to hand to the mail queue.

const WRONG_PASSWORD = 'Le mot de passe actuel est incorrect.';

/** Guessing the current password through these calls is limited like a login. */
const PASSWORD_CHECK_LIMIT: RateLimit = { scope: 'account-password', limit: 10, windowSeconds: 900 };

/** Checks the current password, counting wrong tries per member; a wrong one is a field error. */
async function checkCurrentPassword(
  ctx: ServiceContext,
  member: MemberRow,
  password: string | undefined,
  field: string,
): Promise<void> {
  if (!password)
    throw badRequest('Saisissez votre mot de passe actuel.', {
      [field]: 'Saisissez votre mot de passe actuel.',
    });
  if (await passwordMatches(password, member.passwordHash)) return;
  const key = await senderKey(ctx.env.SENDER_KEY_SECRET, ctx.site.id, `member:${member.id}`);
  if (!(await takeRateLimitHit(ctx.db, ctx.site.id, PASSWORD_CHECK_LIMIT, key)))
    throw new AppError(429, 'Trop d’essais de mot de passe : réessayez dans un quart d’heure.');
  throw badRequest(WRONG_PASSWORD, { [field]: WRONG_PASSWORD });
}

/** Writes the profile; a new e-mail address needs the current password and a free address (409). */
export async function updateProfile(
  ctx: ServiceContext,
  input: z.infer<typeof profileUpdateSchema>,
): Promise<Member> {
  const { currentPassword, ...profile } = input;
  const member = await signedInMemberRow(ctx);
  if (profile.email !== member.email) {
    await checkCurrentPassword(ctx, member, currentPassword, 'currentPassword');
    if (await emailTaken(ctx.db, ctx.site.id, profile.email, member.id))
      throw new AppError(409, 'Cette adresse e-mail est déjà utilisée par un autre compte sur ce site.', {
        email: 'Cette adresse e-mail est déjà utilisée par un autre compte.',
      });
  }
  const updated = await updateMemberProfile(ctx.db, ctx.site.id, member.id, member.email, profile);
  if (!updated) throw new AppError(401, "Vous n'êtes pas connecté.");
  return updated;
}

/** Changes the password (the current one first, then the new one's rules): the e-mail's outbox id. */
export async function changePassword(
  ctx: ServiceContext,
  input: z.infer<typeof passwordChangeSchema>,
): Promise<number | null> {
  const { currentPassword, newPassword } = input;
  const member = await signedInMemberRow(ctx);
  await checkCurrentPassword(ctx, member, currentPassword, 'currentPassword');
  const problem = await passwordProblemFor(ctx.env.ASSETS, newPassword);
  if (problem) throw badRequest(problem, { newPassword: problem });
  if (newPassword === currentPassword) {
    const same = 'Le nouveau mot de passe doit être différent de l’actuel.';
    throw badRequest(same, { newPassword: same });
  }
  return updateMemberPassword(
    ctx.db,
    ctx.site.id,
    member.id,
    await hashPassword(newPassword),
    await tokenHash(ctx.token ?? ''),
    passwordChangedEmail(member, Date.now(), await mailSite(ctx)),
  );
}

/**
 * Deletes the signed-in member's account (with the current password when one is given):
 * profile and newsletter rows go, messages are anonymised, orders stay unlinked. The
 * confirmation e-mail's outbox id.
 */
export async function deleteAccount(
  ctx: ServiceContext,
  input: z.infer<typeof accountDeletionSchema>,
): Promise<number | null> {
  const member = await signedInMemberRow(ctx);
  if (input.password) await checkCurrentPassword(ctx, member, input.password, 'password');
  return deleteMemberAccount(ctx.db, ctx.site.id, member, accountDeletedEmail(member, await mailSite(ctx)));
}
