import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  accountDeletionSchema,
  accountExportSchema,
  passwordChangeSchema,
  profileUpdateSchema,
} from '../../../src/schema/members/account';
import { ok } from '../../../src/schema/shared/envelope';
import { memberSchema } from '../../../src/schema/members/member';
import { clearSessionCookies } from '../../auth/session-cookies';
import type { AppEnv } from '../../http/app-env';
import { enqueueEmail } from '../../mail/mail-queue';
import { jsonOnly } from '../../openapi/json-body';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { patchUpdate } from '../shared/patch-update';
import { routeContext } from '../shared/service-context';
import { accountExport, memberProfile, storedProfileInput } from './account.service';
import { changePassword, deleteAccount, updateProfile } from './account-update.service';

// The personal space's API: GET|PUT|DELETE /user, PUT /user/password
// and the data export. Every call acts on the member of the request's session on this site.
// A password change keeps the session that made it and ends every OTHER session of the
// member (the visitor stays signed in where they are; a stolen session elsewhere is cut).

const TAG = 'Espace personnel';

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

const storedProfile = (c: Context<AppEnv>) => storedProfileInput(routeContext(c));

const putRoute = createRoute({
  operationId: 'putUser',
  method: 'put',
  path: '/user',
  tags: [TAG],
  summary: 'Modifier son profil (les champs absents gardent leur valeur)',
  description:
    'E-mail, téléphone, prénom, nom, date de naissance. Changer d’adresse e-mail demande le mot de passe actuel (`currentPassword`).',
  security: signedIn,
  middleware: [jsonOnly, patchUpdate(storedProfile)] as const,
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

export const memberRoutes = providerRouter()
  .openapi(getRoute, async (c) => c.json(ok(await memberProfile(routeContext(c))), 200))
  .openapi(putRoute, async (c) => {
    const updated = await updateProfile(routeContext(c), c.req.valid('json'));
    return c.json(ok(updated, 'Votre profil est enregistré.'), 200);
  })
  .openapi(passwordRoute, async (c) => {
    const outboxId = await changePassword(routeContext(c), c.req.valid('json'));
    if (outboxId !== null) enqueueEmail(c, { siteId: c.var.site.id, outboxId });
    return c.json(ok(null, 'Votre mot de passe est changé. Vos autres sessions ont été fermées.'), 200);
  })
  .openapi(deleteRoute, async (c) => {
    const outboxId = await deleteAccount(routeContext(c), c.req.valid('json'));
    if (outboxId !== null) enqueueEmail(c, { siteId: c.var.site.id, outboxId });
    await clearSessionCookies(c);
    return c.json(ok(null, 'Votre compte a été supprimé.'), 200);
  })
  .openapi(exportRoute, async (c) => c.json(ok(await accountExport(routeContext(c))), 200));
