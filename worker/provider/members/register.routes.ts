import { passwordProblemFor } from '../../auth/common-passwords';
import { createRoute, z } from '@hono/zod-openapi';
import { ok } from '../../../src/schema/envelope';
import { isAdult, MINOR_REFUSED, parisToday, REGISTRATION_RECEIVED } from '../../../src/domain/member-rules';
import { registerInputSchema, TERMS_LABEL, TERMS_PATH } from '../../../src/schema/member';
import { limitClient, REGISTER_LIMIT, REGISTER_MAIL_LIMIT, takeEmailHit } from '../../auth/member-limits';
import { hashPassword } from '../../auth/password';
import { siteMailContext } from '../../auth/site-mail';
import { badRequest, type FieldErrors } from '../../errors';
import { accountExistsEmail } from '../../mail/account-exists-email';
import { enqueueEmail } from '../../mail/mail-queue';
import { welcomeEmail } from '../../mail/welcome-email';
import { jsonOnly } from '../../openapi/json-body';
import { errorResponses, jsonBody, okJson, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { findParameter } from '../site/settings/parameter.repository';
import { queueEmail, registerMember } from './member-credentials.repository';

export const BIRTHDATE_REQUIRED = 'La date de naissance est obligatoire pour créer un compte sur ce site.';
const registerRoute = createRoute({
  operationId: 'postRegister',
  security: [],
  method: 'post',
  path: '/register',
  tags: ['Connexion'],
  summary: 'Créer un compte membre',
  description:
    `Crée le compte (rôle MEMBER) sur ce site et envoie un e-mail de bienvenue ; le membre se connecte ` +
    `ensuite avec POST /login. \`acceptTerms\` doit valoir true (« ${TERMS_LABEL} », ${TERMS_PATH}). ` +
    'Mot de passe : 12 caractères au moins, hors liste des mots de passe courants. Date de naissance ' +
    'obligatoire si ASK_BIRTHDATE_AT_REGISTRATION ou BLOCK_MINORS_AT_REGISTRATION ; mineurs refusés si ' +
    'BLOCK_MINORS_AT_REGISTRATION. Une adresse e-mail par compte et par site : si l’adresse a déjà un ' +
    'compte, la réponse est la même (201) et son titulaire reçoit un e-mail. ' +
    `Au plus ${REGISTER_LIMIT.limit} inscriptions par adresse IP et par heure (429).`,
  middleware: [jsonOnly] as const,
  request: {
    headers: siteHeaders,
    body: jsonBody(registerInputSchema, 'Le profil, le mot de passe et les CGU.'),
  },
  responses: {
    201: okJson(z.null(), 'Inscription enregistrée (la même réponse si l’adresse avait déjà un compte).'),
    ...errorResponses(400, 413, 415, 429),
  },
});

const flag = async (db: D1Database, siteId: number, type: string) =>
  (await findParameter(db, siteId, type))?.value === 'true';

export const registerRoutes = providerRouter().openapi(registerRoute, async (c) => {
  // acceptTerms is `true` by the schema; the row records when (terms_accepted_at).
  const { password, acceptTerms, ...member } = c.req.valid('json');
  void acceptTerms;
  const db = c.env.DB;
  const siteId = c.var.site.id;
  const [askBirthdate, blockMinors] = await Promise.all([
    flag(db, siteId, 'ASK_BIRTHDATE_AT_REGISTRATION'),
    flag(db, siteId, 'BLOCK_MINORS_AT_REGISTRATION'),
  ]);
  // The rules zod cannot know: the site's settings and the shipped common-password list.
  const fields: FieldErrors = {};
  const weak = await passwordProblemFor(c.env.ASSETS, password);
  if (weak) fields.password = weak;
  if ((askBirthdate || blockMinors) && !member.birthdate) fields.birthdate = BIRTHDATE_REQUIRED;
  else if (blockMinors && member.birthdate && !isAdult(member.birthdate, parisToday()))
    fields.birthdate = MINOR_REFUSED;
  const first = Object.values(fields)[0];
  if (first) throw badRequest(first, fields);

  await limitClient(c, REGISTER_LIMIT, 'Trop de comptes créés depuis votre connexion internet.');
  const mail = await siteMailContext(c);
  // The password is hashed either way, so both answers also take the same time.
  const created = await registerMember(
    db,
    siteId,
    member,
    await hashPassword(password),
    welcomeEmail(member, mail),
  );
  if (created) {
    enqueueEmail(c, { siteId, outboxId: created.outboxId });
  } else if (await takeEmailHit(c, REGISTER_MAIL_LIMIT, member.email)) {
    enqueueEmail(c, {
      siteId,
      outboxId: await queueEmail(db, siteId, accountExistsEmail(member.email, mail)),
    });
  }
  return c.json(ok(null, REGISTRATION_RECEIVED), 201);
});
