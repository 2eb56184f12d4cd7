import type { z } from 'zod';
import type { loginResultSchema } from '../../../src/schema/members/member';
import { dummyVerifyPassword, hashPassword, newToken, tokenHash, verifyPassword } from '../../auth/password';
import { SESSION_MAX_AGE } from '../../auth/session-cookies';
import { AppError, badRequest } from '../../errors';
import type { ServiceContext } from '../shared/service-context';
import { findMemberByEmail, updatePasswordHashStatement } from './member-credentials.repository';
import { nowSeconds } from './member-context';
import { deleteSession, insertSession } from './session.repository';
import { claimSignInLink } from './sign-in-link.repository';

// Member sessions on one site: opened by a password or a sign-in link, closed by logging out.
// A session is the hash of a random token; the route hands the token to the visitor (cookies).

type LoginResult = z.infer<typeof loginResultSchema>;

const WRONG_CREDENTIALS = 'Adresse e-mail ou mot de passe incorrect.';

export const SIGN_IN_LINK_REFUSED =
  "Ce lien de connexion n'est pas valide : il a déjà servi, a expiré (15 minutes) ou vient d'un autre " +
  'site. Demandez-en un nouveau.';

async function openSession(
  ctx: ServiceContext,
  userId: number,
  alongside: D1PreparedStatement[] = [],
): Promise<LoginResult> {
  const token = newToken();
  const expiresAt = nowSeconds() + SESSION_MAX_AGE;
  await insertSession(ctx.db, ctx.site.id, userId, await tokenHash(token), expiresAt, alongside);
  return { token, idSite: ctx.site.id };
}

/**
 * Signs in with e-mail and password: an unknown address answers like a wrong password, in words
 * and in time (401). `succeeded` is told once the password matched (the login limits forgive
 * the client). An older hash is replaced now that the password is known.
 */
export async function signIn(
  ctx: ServiceContext,
  credentials: { email: string; password: string },
  succeeded: () => Promise<void>,
): Promise<LoginResult> {
  const { email, password } = credentials;
  const user = await findMemberByEmail(ctx.db, ctx.site.id, email);
  if (!user) {
    await dummyVerifyPassword(password);
    throw new AppError(401, WRONG_CREDENTIALS);
  }
  const { ok: matches, needsRehash } = await verifyPassword(password, user.password_hash);
  if (!matches) throw new AppError(401, WRONG_CREDENTIALS);
  await succeeded();
  const upgrade = needsRehash
    ? [updatePasswordHashStatement(ctx.db, ctx.site.id, user.id, await hashPassword(password))]
    : [];
  return openSession(ctx, user.id, upgrade);
}

/** Signs in with an emailed link's code: once, within 15 minutes, on its own site (else 400). */
export async function signInWithLink(ctx: ServiceContext, code: string): Promise<LoginResult> {
  const userId = await claimSignInLink(ctx.db, ctx.site.id, await tokenHash(code));
  if (userId === null) throw badRequest(SIGN_IN_LINK_REFUSED, { token: SIGN_IN_LINK_REFUSED });
  return openSession(ctx, userId);
}

/** Ends the session of the context's token, if there is one. */
export async function signOut(ctx: ServiceContext): Promise<void> {
  if (ctx.token) await deleteSession(ctx.db, ctx.site.id, await tokenHash(ctx.token));
}
