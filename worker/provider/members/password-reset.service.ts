import { passwordProblemFor } from '../../auth/common-passwords';
import { hashPassword, tokenHash } from '../../auth/password';
import { badRequest } from '../../errors';
import { passwordChangedEmail } from '../../mail/password-changed-email';
import type { ServiceContext } from '../shared/service-context';
import { mailSite } from './member-context';
import { findMember } from './member.repository';
import { resetTokenState, useResetToken, type ResetTokenState } from './password-reset.repository';

// A new password chosen with an e-mailed reset link: the link serves once, within its hour, on
// its own site; the new password follows the registration's rules, every session of the member
// ends and they are told by e-mail.

export const RESET_TOKEN_REFUSED: Record<Exclude<ResetTokenState, 'VALID'>, string> = {
  UNKNOWN: "Ce lien de réinitialisation n'est pas valide. Demandez-en un nouveau.",
  USED: 'Ce lien de réinitialisation a déjà été utilisé. Demandez-en un nouveau si besoin.',
  EXPIRED: 'Ce lien de réinitialisation a expiré (il est valable 1 heure). Demandez-en un nouveau.',
};

/** Sets the password behind a reset link (400 naming why a link is refused): the e-mail's outbox id. */
export async function resetPassword(
  ctx: ServiceContext,
  token: string,
  password: string,
): Promise<number | null> {
  const { db } = ctx;
  const siteId = ctx.site.id;
  const hash = await tokenHash(token);
  const state = await resetTokenState(db, siteId, hash);
  if (state !== 'VALID') throw badRequest(RESET_TOKEN_REFUSED[state], { token: RESET_TOKEN_REFUSED[state] });
  const weak = await passwordProblemFor(ctx.env.ASSETS, password);
  if (weak) throw badRequest(weak, { password: weak });
  const site = await mailSite(ctx);
  const { used, outboxId } = await useResetToken(
    db,
    siteId,
    hash,
    await hashPassword(password),
    async (userId) => {
      const member = await findMember(db, siteId, userId);
      return member ? passwordChangedEmail(member, Date.now(), site) : null;
    },
  );
  if (!used) throw badRequest(RESET_TOKEN_REFUSED.USED, { token: RESET_TOKEN_REFUSED.USED });
  return outboxId;
}
