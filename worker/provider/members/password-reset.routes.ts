import { passwordProblemFor } from '../../auth/common-passwords';
import { createRoute, z } from '@hono/zod-openapi';
import { ok } from '../../../src/schema/envelope';
import { passwordResetAskSchema, passwordResetSchema } from '../../../src/schema/member';
import {
  limitClient,
  RESET_ASK_LIMIT,
  RESET_LIMIT,
  RESET_MAIL_LIMIT,
  takeEmailHit,
} from '../../auth/member-limits';
import { hashPassword, newToken, tokenHash } from '../../auth/password';
import { siteMailContext } from '../../auth/site-mail';
import { badRequest } from '../../errors';
import { enqueueEmail } from '../../mail/mail-queue';
import { passwordChangedEmail } from '../../mail/password-changed-email';
import { passwordResetEmail } from '../../mail/password-reset-email';
import { jsonOnly } from '../../openapi/json-body';
import { errorResponses, jsonBody, okJson, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { insertEmailedToken } from './emailed-token.repository';
import { resetTokenState, useResetToken, type ResetTokenState } from './password-reset.repository';
import { findMemberByEmail } from './member-credentials.repository';
import { findMember } from './member.repository';

export const RESET_ASKED =
  'Si un compte existe avec cette adresse e-mail, vous allez recevoir un message avec un lien pour ' +
  'choisir un nouveau mot de passe. Ce lien est valable 1 heure.';
export const RESET_DONE =
  'Votre mot de passe a été changé. Vous pouvez vous connecter avec le nouveau ; vos autres sessions ' +
  'ont été fermées.';
export const RESET_TOKEN_REFUSED: Record<Exclude<ResetTokenState, 'VALID'>, string> = {
  UNKNOWN: "Ce lien de réinitialisation n'est pas valide. Demandez-en un nouveau.",
  USED: 'Ce lien de réinitialisation a déjà été utilisé. Demandez-en un nouveau si besoin.',
  EXPIRED: 'Ce lien de réinitialisation a expiré (il est valable 1 heure). Demandez-en un nouveau.',
};

const askRoute = createRoute({
  operationId: 'putPasswordResetAsk',
  security: [],
  method: 'put',
  path: '/password/reset/ask',
  tags: ['Connexion'],
  summary: 'Demander un lien de réinitialisation du mot de passe',
  description:
    'Toujours la même réponse, que l’adresse ait un compte ou non. Si elle en a un, un e-mail part ' +
    'avec un lien `/password/reset#{token}` (le code après le #, jamais dans le chemin) valable 1 heure et utilisable une fois. Au plus ' +
    `${RESET_ASK_LIMIT.limit} demandes par adresse IP en 15 minutes (429) et ${RESET_MAIL_LIMIT.limit} ` +
    'e-mails par adresse e-mail et par heure.',
  middleware: [jsonOnly] as const,
  request: { headers: siteHeaders, body: jsonBody(passwordResetAskSchema, 'L’adresse e-mail du compte.') },
  responses: { 200: okJson(z.null(), 'Demande prise en compte.'), ...errorResponses(400, 413, 415, 429) },
});

const resetRoute = createRoute({
  operationId: 'putPasswordReset',
  security: [],
  method: 'put',
  path: '/password/reset',
  tags: ['Connexion'],
  summary: 'Choisir un nouveau mot de passe avec le lien reçu',
  description:
    'Le jeton du lien et le nouveau mot de passe (mêmes règles qu’à l’inscription). Le lien ne sert ' +
    'qu’une fois ; toutes les sessions du membre sont fermées.',
  middleware: [jsonOnly] as const,
  request: {
    headers: siteHeaders,
    body: jsonBody(passwordResetSchema, 'Le jeton et le nouveau mot de passe.'),
  },
  responses: { 200: okJson(z.null(), 'Mot de passe changé.'), ...errorResponses(400, 413, 415, 429) },
});

export const passwordResetRoutes = providerRouter()
  .openapi(askRoute, async (c) => {
    const { email } = c.req.valid('json');
    const siteId = c.var.site.id;
    await limitClient(
      c,
      RESET_ASK_LIMIT,
      'Trop de demandes de réinitialisation depuis votre connexion internet.',
    );
    const user = await findMemberByEmail(c.env.DB, siteId, email);
    // Past the per-address mail limit the answer is the same; only the e-mail is not sent.
    if (user && (await takeEmailHit(c, RESET_MAIL_LIMIT, user.email))) {
      const token = newToken();
      const outboxId = await insertEmailedToken(
        c.env.DB,
        'passwordReset',
        siteId,
        user.id,
        await tokenHash(token),
        passwordResetEmail(user.email, token, await siteMailContext(c)),
      );
      enqueueEmail(c, { siteId, outboxId });
    }
    return c.json(ok(null, RESET_ASKED), 200);
  })
  .openapi(resetRoute, async (c) => {
    const { token, password } = c.req.valid('json');
    const db = c.env.DB;
    const siteId = c.var.site.id;
    await limitClient(c, RESET_LIMIT, 'Trop de tentatives depuis votre connexion internet.');
    const hash = await tokenHash(token);
    const state = await resetTokenState(db, siteId, hash);
    if (state !== 'VALID')
      throw badRequest(RESET_TOKEN_REFUSED[state], { token: RESET_TOKEN_REFUSED[state] });
    const weak = await passwordProblemFor(c.env.ASSETS, password);
    if (weak) throw badRequest(weak, { password: weak });
    const site = await siteMailContext(c);
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
    if (outboxId !== null) enqueueEmail(c, { siteId, outboxId });
    return c.json(ok(null, RESET_DONE), 200);
  });
