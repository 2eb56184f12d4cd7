import { passwordProblemFor } from '../../auth/common-passwords';
import { createRoute, z } from '@hono/zod-openapi';
import {
  accountDeletionSchema,
  accountExportSchema,
  passwordChangeSchema,
  profileUpdateSchema,
} from '../../../src/schema/account';
import { ok } from '../../../src/schema/envelope';
import { memberSchema } from '../../../src/schema/member';
import { hashPassword, senderKey, tokenHash } from '../../auth/password';
import { clearSessionCookies } from '../../auth/session-cookies';
import { AppError, badRequest } from '../../errors';
import { accountDeletedEmail } from '../../mail/account-email';
import { enqueueEmail } from '../../mail/mail-queue';
import { passwordChangedEmail } from '../../mail/password-changed-email';
import { jsonOnly } from '../../openapi/json-body';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { sessionMember } from '../../auth/current-member';
import { patchUpdate } from '../shared/patch-update';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env';
import {
  deleteMemberAccount,
  emailTaken,
  findMember,
  updateMemberPassword,
  updateMemberProfile,
  type MemberRow,
} from './member.repository';
import { mailSite, passwordMatches, requireMember } from './member-context';
import { accountExport, memberProfile } from './account.service';
import { routeContext } from '../shared/service-context';
import { takeRateLimitHit, type RateLimit } from '../shared/rate-limit.repository';

// The personal space's API: GET|PUT|DELETE /user, PUT /user/password
// and the data export. Every call acts on the member of the request's session on this site.
// A password change keeps the session that made it and ends every OTHER session of the
// member (the visitor stays signed in where they are; a stolen session elsewhere is cut).

const TAG = 'Espace personnel';
const WRONG_PASSWORD = 'Le mot de passe actuel est incorrect.';

/** Guessing the current password through these routes is limited like a login. */
const PASSWORD_CHECK_LIMIT: RateLimit = { scope: 'account-password', limit: 10, windowSeconds: 900 };

const memberResponses = errorResponses(400, 401, 409, 413, 415, 429);

const getRoute = createRoute({
  operationId: 'getUser',
  method: 'get',
  path: '/user',
  tags: [TAG],
  summary: 'Le profil du membre connecté',
  security: signedIn,
  request: { headers: siteHeaders },
  responses: { 200: okJson(memberSchema, 'Le profil.'), ...errorResponses(401) },
});

/** The signed-in member's profile as the update body writes it, for PATCH semantics: a phone
 * or birthdate left out is kept. Signed out: null, and the handler answers 401 as before. */
async function storedProfileInput(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  const user = await sessionMember(c);
  const member = user ? await findMember(c.env.DB, c.var.site.id, user.id) : null;
  if (!member) return null;
  const { email, phone, firstname, lastname, birthdate } = member;
  return { email, phone, firstname, lastname, birthdate };
}

const putRoute = createRoute({
  operationId: 'putUser',
  method: 'put',
  path: '/user',
  tags: [TAG],
  summary: 'Modifier son profil (les champs absents gardent leur valeur)',
  description:
    'E-mail, téléphone, prénom, nom, date de naissance. Changer d’adresse e-mail demande le mot de passe actuel (`currentPassword`).',
  security: signedIn,
  middleware: [jsonOnly, patchUpdate(storedProfileInput)] as const,
  request: { headers: siteHeaders, body: jsonBody(profileUpdateSchema, 'Le profil.') },
  responses: { 200: okJson(memberSchema, 'Le profil enregistré.'), ...memberResponses },
});

const passwordRoute = createRoute({
  operationId: 'putUserPassword',
  method: 'put',
  path: '/user/password',
  tags: [TAG],
  summary: 'Changer son mot de passe',
  description:
    'Demande le mot de passe actuel. Les autres sessions du membre sont fermées ; celle qui fait le changement reste ouverte.',
  security: signedIn,
  middleware: [jsonOnly] as const,
  request: { headers: siteHeaders, body: jsonBody(passwordChangeSchema, 'Ancien et nouveau mot de passe.') },
  responses: { 200: okJson(z.null(), 'Mot de passe changé.'), ...memberResponses },
});

const deleteRoute = createRoute({
  operationId: 'deleteUser',
  method: 'delete',
  path: '/user',
  tags: [TAG],
  summary: 'Supprimer son compte',
  description:
    'Avec le mot de passe actuel, ou `confirmation: "SUPPRIMER"`. Profil et inscriptions à la lettre supprimés, messages anonymisés, commandes conservées sans lien, toutes les sessions fermées, cookies effacés, e-mail de confirmation.',
  security: signedIn,
  middleware: [jsonOnly] as const,
  request: { headers: siteHeaders, body: jsonBody(accountDeletionSchema, 'La confirmation.') },
  responses: { 200: okJson(z.null(), 'Compte supprimé.'), ...memberResponses },
});

const exportRoute = createRoute({
  operationId: 'getUserExport',
  method: 'get',
  path: '/user/export',
  tags: [TAG],
  summary: 'Exporter ses données (JSON)',
  security: signedIn,
  request: { headers: siteHeaders },
  responses: {
    200: okJson(accountExportSchema, 'Toutes les données du membre sur ce site.'),
    ...errorResponses(401),
  },
});

async function signedInMember(c: Context<AppEnv>): Promise<MemberRow> {
  const user = await requireMember(c);
  const member = await findMember(c.env.DB, c.var.site.id, user.id);
  if (!member) throw new AppError(401, "Vous n'êtes pas connecté.");
  return member;
}

/** Checks the current password, counting wrong tries per member; a wrong one is a field error. */
async function checkCurrentPassword(
  c: Context<AppEnv>,
  member: MemberRow,
  password: string | undefined,
  field: string,
): Promise<void> {
  if (!password)
    throw badRequest('Saisissez votre mot de passe actuel.', {
      [field]: 'Saisissez votre mot de passe actuel.',
    });
  if (await passwordMatches(password, member.passwordHash)) return;
  const key = await senderKey(c.env.SENDER_KEY_SECRET, c.var.site.id, `member:${member.id}`);
  if (!(await takeRateLimitHit(c.env.DB, c.var.site.id, PASSWORD_CHECK_LIMIT, key)))
    throw new AppError(429, 'Trop d’essais de mot de passe : réessayez dans un quart d’heure.');
  throw badRequest(WRONG_PASSWORD, { [field]: WRONG_PASSWORD });
}

export const memberRoutes = providerRouter()
  .openapi(getRoute, async (c) => c.json(ok(await memberProfile(routeContext(c))), 200))
  .openapi(putRoute, async (c) => {
    const { currentPassword, ...profile } = c.req.valid('json');
    const member = await signedInMember(c);
    const siteId = c.var.site.id;
    if (profile.email !== member.email) {
      await checkCurrentPassword(c, member, currentPassword, 'currentPassword');
      if (await emailTaken(c.env.DB, siteId, profile.email, member.id))
        throw new AppError(409, 'Cette adresse e-mail est déjà utilisée par un autre compte sur ce site.', {
          email: 'Cette adresse e-mail est déjà utilisée par un autre compte.',
        });
    }
    const updated = await updateMemberProfile(c.env.DB, siteId, member.id, member.email, profile);
    if (!updated) throw new AppError(401, "Vous n'êtes pas connecté.");
    return c.json(ok(updated, 'Votre profil est enregistré.'), 200);
  })
  .openapi(passwordRoute, async (c) => {
    const { currentPassword, newPassword } = c.req.valid('json');
    const member = await signedInMember(c);
    await checkCurrentPassword(c, member, currentPassword, 'currentPassword');
    const problem = await passwordProblemFor(c.env.ASSETS, newPassword);
    if (problem) throw badRequest(problem, { newPassword: problem });
    if (newPassword === currentPassword) {
      const same = 'Le nouveau mot de passe doit être différent de l’actuel.';
      throw badRequest(same, { newPassword: same });
    }
    const token = c.var.token ?? '';
    const outboxId = await updateMemberPassword(
      c.env.DB,
      c.var.site.id,
      member.id,
      await hashPassword(newPassword),
      await tokenHash(token),
      passwordChangedEmail(member, Date.now(), await mailSite(c)),
    );
    if (outboxId !== null) enqueueEmail(c, { siteId: c.var.site.id, outboxId });
    return c.json(ok(null, 'Votre mot de passe est changé. Vos autres sessions ont été fermées.'), 200);
  })
  .openapi(deleteRoute, async (c) => {
    const { password } = c.req.valid('json');
    const member = await signedInMember(c);
    if (password) await checkCurrentPassword(c, member, password, 'password');
    const siteId = c.var.site.id;
    const outboxId = await deleteMemberAccount(
      c.env.DB,
      siteId,
      member,
      accountDeletedEmail(member, await mailSite(c)),
    );
    if (outboxId !== null) enqueueEmail(c, { siteId, outboxId });
    await clearSessionCookies(c);
    return c.json(ok(null, 'Votre compte a été supprimé.'), 200);
  })
  .openapi(exportRoute, async (c) => c.json(ok(await accountExport(routeContext(c))), 200));
