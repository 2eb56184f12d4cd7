import { createRoute, z } from '@hono/zod-openapi';
import { ok } from '../../../src/schema/shared/envelope';
import { enqueueEmail } from '../../mail/mail-queue';
import { errorResponses, okJson, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { routeContext } from '../shared/service-context';
import { applyStripeEvent } from './stripe-webhook.service';

// The Stripe webhook, on each site's own host (stripe-webhook.service.ts applies the event:
// the signature is checked with that site's signing secret, an event is applied at most once per
// site, one that is not this site's is answered « ignored » and not recorded).

const webhookRoute = createRoute({
  operationId: 'postStripeWebhook',
  security: [],
  method: 'post',
  path: '/stripe/webhook',
  tags: ['Paiement'],
  summary: 'Événements Stripe (signés)',
  description:
    'Appelé par Stripe uniquement, sur l’hôte du site : l’en-tête `Stripe-Signature` est vérifié avec le secret de signature de ce site. Un événement qui ne concerne pas une commande du site est ignoré (`ignored: true`) sans être enregistré.',
  request: {
    headers: siteHeaders.extend({ 'stripe-signature': z.string().optional() }),
  },
  responses: {
    200: okJson(
      z.object({ received: z.literal(true), applied: z.boolean(), ignored: z.boolean() }),
      'Événement reçu.',
    ),
    ...errorResponses(400, 413),
  },
});

export const stripeRoutes = providerRouter().openapi(webhookRoute, async (c) => {
  const siteId = c.var.site.id;
  const outcome = await applyStripeEvent(
    routeContext(c),
    await c.req.text(),
    c.req.header('stripe-signature'),
    (outboxIds) => {
      for (const outboxId of outboxIds) enqueueEmail(c, { siteId, outboxId });
    },
  );
  const body = { received: true as const, ...outcome };
  if (outcome.ignored) return c.json(ok(body, 'Événement ignoré : il ne concerne pas ce site.'), 200);
  return c.json(ok(body), 200);
});
