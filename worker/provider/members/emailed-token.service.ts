import { RESET_MAIL_LIMIT, SIGN_IN_LINK_MAIL_LIMIT } from '../../auth/member-limits';
import { newToken, tokenHash } from '../../auth/password';
import type { MailSite } from '../../mail/layout/mail-site';
import { passwordResetEmail } from '../../mail/password-reset-email';
import { signInLinkEmail } from '../../mail/sign-in-link-email';
import type { ServiceContext } from '../shared/service-context';
import type { OutboxEmail } from '../shared/outbox.repository';
import type { RateLimit } from '../shared/public';
import { insertEmailedToken, type EmailedTokenKind } from './emailed-token.repository';
import { findMemberByEmail } from './member-credentials.repository';
import { mailSite, takeEmailHit } from './member-context';

// The one-time links a member asks for by e-mail address (a password reset, a sign-in link).
// The answer never tells whether the address has an account: an unknown address, or one past
// its e-mail limit (no mailbox flooding), only sends nothing.

/** The e-mail of a new `kind` token for the address's member; null when none is sent. */
async function emailToken(
  ctx: ServiceContext,
  kind: EmailedTokenKind,
  email: string,
  mailLimit: RateLimit,
  compose: (email: string, token: string, site: MailSite) => OutboxEmail,
): Promise<number | null> {
  const user = await findMemberByEmail(ctx.db, ctx.site.id, email);
  if (!user || !(await takeEmailHit(ctx, mailLimit, user.email))) return null;
  const token = newToken();
  return insertEmailedToken(
    ctx.db,
    kind,
    ctx.site.id,
    user.id,
    await tokenHash(token),
    compose(user.email, token, await mailSite(ctx)),
  );
}

/** Asks for a sign-in link: the e-mail's outbox id, or null when none is sent. */
export function emailSignInLink(ctx: ServiceContext, email: string): Promise<number | null> {
  return emailToken(ctx, 'signInLink', email, SIGN_IN_LINK_MAIL_LIMIT, signInLinkEmail);
}

/** Asks for a password reset link: the e-mail's outbox id, or null when none is sent. */
export function emailPasswordReset(ctx: ServiceContext, email: string): Promise<number | null> {
  return emailToken(ctx, 'passwordReset', email, RESET_MAIL_LIMIT, passwordResetEmail);
}
