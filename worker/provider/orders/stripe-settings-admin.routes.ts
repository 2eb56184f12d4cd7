import { createRoute } from '@hono/zod-openapi';
import { ok } from '../../../src/schema/shared/envelope';
import { stripeSettingsSchema, stripeSettingsWriteSchema } from '../../../src/schema/orders/payment';
import { requireAdmin } from '../../auth/current-member';
import { jsonOnly } from '../../openapi/json-body';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { requireShop } from '../shared/shop-guard';
import { saveStripeSettings, stripeSettingsView } from './stripe-keys';

// The site owner's Stripe keys: set from the admin, stored encrypted, never read
// back. GET says which are set, the publishable key's last 4 characters and the webhook URL to
// declare in Stripe; PUT replaces, keeps ('' or absent) or removes (null) each one.

const TAG = 'Administration : paiement';

const readRoute = createRoute({
  operationId: 'getAdminPaymentStripe',
  method: 'get',
  path: '/admin/payment/stripe',
  tags: [TAG],
  summary: 'Les clés Stripe du site (jamais leur valeur)',
  description:
    'Indique quelles clés sont enregistrées, les 4 derniers caractères de la clé publiable et l’adresse du webhook à déclarer dans Stripe (événements payment_intent.succeeded, payment_intent.payment_failed, payment_intent.canceled).',
  security: signedIn,
  middleware: [requireShop, requireAdmin] as const,
  request: { headers: siteHeaders },
  responses: {
    200: okJson(stripeSettingsSchema, 'Les clés enregistrées, sans leur valeur.'),
    ...errorResponses(401, 403, 404),
  },
});

// No patchUpdate: an empty or absent key already means « unchanged » (see stripeSettingsWriteSchema).
const saveRoute = createRoute({
  operationId: 'putAdminPaymentStripe',
  method: 'put',
  path: '/admin/payment/stripe',
  tags: [TAG],
  summary: 'Enregistrer les clés Stripe du site',
  description:
    'Chaque clé : absente ou vide, elle est conservée ; null, elle est supprimée ; sinon elle remplace la précédente, chiffrée (AES-GCM). Tant que les trois ne sont pas enregistrées, la carte n’est pas proposée sur le site.',
  security: signedIn,
  middleware: [requireShop, requireAdmin, jsonOnly] as const,
  request: {
    headers: siteHeaders,
    body: jsonBody(stripeSettingsWriteSchema, 'Les clés à remplacer, conserver ou supprimer.'),
  },
  responses: {
    200: okJson(stripeSettingsSchema, 'Les clés enregistrées, sans leur valeur.'),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

export const stripeSettingsAdminRoutes = providerRouter()
  .openapi(readRoute, async (c) => c.json(ok(await stripeSettingsView(c.env, c.env.DB, c.var.site.id)), 200))
  .openapi(saveRoute, async (c) => {
    const siteId = c.var.site.id;
    await saveStripeSettings(c.env, c.env.DB, siteId, c.req.valid('json'), Math.floor(Date.now() / 1000));
    return c.json(ok(await stripeSettingsView(c.env, c.env.DB, siteId), 'Clés Stripe enregistrées.'), 200);
  });
