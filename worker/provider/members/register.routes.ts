import { createRoute, z } from '@hono/zod-openapi';
import { REGISTRATION_RECEIVED } from '../../../src/domain/members/member-rules';
import { ok } from '../../../src/schema/shared/envelope';
import { registerInputSchema, TERMS_LABEL, TERMS_PATH } from '../../../src/schema/members/member';
import { limitClient, REGISTER_LIMIT } from '../../auth/member-limits';
import { enqueueEmail } from '../../mail/mail-queue';
import { jsonOnly } from '../../openapi/json-body';
import { errorResponses, jsonBody, okJson, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { routeContext } from '../shared/service-context';
import { registerAccount } from './register.service';

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

export const registerRoutes = providerRouter().openapi(registerRoute, async (c) => {
  const outboxId = await registerAccount(routeContext(c), c.req.valid('json'), () =>
    limitClient(c, REGISTER_LIMIT, 'Trop de comptes créés depuis votre connexion internet.'),
  );
  if (outboxId !== null) enqueueEmail(c, { siteId: c.var.site.id, outboxId });
  return c.json(ok(null, REGISTRATION_RECEIVED), 201);
});
