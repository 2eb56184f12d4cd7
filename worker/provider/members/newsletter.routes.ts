import { createRoute, z } from '@hono/zod-openapi';
import { ok } from '../../../src/schema/shared/envelope';
import {
  newsletterListSchema,
  newsletterSignupSchema,
  newsletterSubscriptionInputSchema,
  newsletterSubscriptionSchema,
  newsletterTokenSchema,
} from '../../../src/schema/members/newsletter';
import { enqueueEmail } from '../../mail/mail-queue';
import { jsonOnly } from '../../openapi/json-body';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { routeContext } from '../shared/service-context';
import {
  confirmSubscription,
  newsletterLists,
  newsletterSubscription,
  setNewsletterSubscription,
  subscribe,
  unsubscribe,
} from './newsletter.service';

// The newsletter: the lists, a member's subscription, the public signup with double
// opt-in (only confirmed addresses receive anything) and the unsubscribe link of every e-mail.
// The signup answers the same whatever the address (new, pending or already subscribed), so
// it reveals nothing; it is limited per client and per address (no mail bombing).

const TAG = 'Lettre d’information';
const SIGNUP_ANSWER =
  'Merci ! Pour terminer votre inscription, cliquez sur le lien de l’e-mail que nous venons de vous envoyer.';

const listsRoute = createRoute({
  operationId: 'getUserNewsletterLists',
  security: [],
  method: 'get',
  path: '/user/newsletter/lists',
  tags: [TAG],
  summary: 'Les listes de diffusion du site',
  request: { headers: siteHeaders },
  responses: { 200: okJson(z.array(newsletterListSchema), 'Les listes.'), ...errorResponses(404) },
});

const subscriptionRoute = createRoute({
  operationId: 'getUserNewsletterSubscription',
  method: 'get',
  path: '/user/newsletter/subscription',
  tags: [TAG],
  summary: 'Les listes que reçoit le membre connecté',
  security: signedIn,
  request: { headers: siteHeaders },
  responses: { 200: okJson(newsletterSubscriptionSchema, 'Ses listes.'), ...errorResponses(401, 404) },
});

const putSubscriptionRoute = createRoute({
  operationId: 'putUserNewsletterSubscription',
  method: 'put',
  path: '/user/newsletter/subscription',
  tags: [TAG],
  summary: 'Choisir ses listes',
  description: 'Remplace les listes du membre connecté ; une liste vide le désinscrit de tout.',
  security: signedIn,
  middleware: [jsonOnly] as const,
  request: {
    headers: siteHeaders,
    body: jsonBody(newsletterSubscriptionInputSchema, 'Les listes choisies.'),
  },
  responses: {
    200: okJson(newsletterSubscriptionSchema, 'Ses listes.'),
    ...errorResponses(400, 401, 404, 413, 415),
  },
});

const subscribeRoute = createRoute({
  operationId: 'postNewsletterSubscribe',
  security: [],
  method: 'post',
  path: '/newsletter/subscribe',
  tags: [TAG],
  summary: 'S’inscrire à la lettre (double confirmation)',
  description:
    'Envoie un e-mail de confirmation ; l’adresse ne reçoit rien avant la confirmation. Même réponse que l’adresse soit nouvelle ou déjà inscrite. Sans `lists`, les listes par défaut.',
  middleware: [jsonOnly] as const,
  request: { headers: siteHeaders, body: jsonBody(newsletterSignupSchema, 'L’adresse et les listes.') },
  responses: {
    200: okJson(z.null(), 'E-mail de confirmation envoyé.'),
    ...errorResponses(400, 404, 413, 415, 429),
  },
});

const confirmRoute = createRoute({
  operationId: 'postNewsletterConfirm',
  security: [],
  method: 'post',
  path: '/newsletter/confirm',
  tags: [TAG],
  summary: 'Confirmer une inscription (lien de l’e-mail)',
  middleware: [jsonOnly] as const,
  request: { headers: siteHeaders, body: jsonBody(newsletterTokenSchema, 'Le jeton du lien.') },
  responses: { 200: okJson(z.null(), 'Inscription confirmée.'), ...errorResponses(400, 404, 413, 415) },
});

const unsubscribeRoute = createRoute({
  operationId: 'postNewsletterUnsubscribe',
  security: [],
  method: 'post',
  path: '/newsletter/unsubscribe',
  tags: [TAG],
  summary: 'Se désinscrire (lien de chaque lettre, sans connexion)',
  middleware: [jsonOnly] as const,
  request: { headers: siteHeaders, body: jsonBody(newsletterTokenSchema, 'Le jeton du lien.') },
  responses: { 200: okJson(z.null(), 'Désinscrit.'), ...errorResponses(400, 413, 415) },
});

export const newsletterRoutes = providerRouter()
  .openapi(listsRoute, async (c) => c.json(ok(await newsletterLists(routeContext(c))), 200))
  .openapi(subscriptionRoute, async (c) => c.json(ok(await newsletterSubscription(routeContext(c))), 200))
  .openapi(putSubscriptionRoute, async (c) => {
    const subscription = await setNewsletterSubscription(routeContext(c), c.req.valid('json').lists);
    const message =
      subscription.lists.length === 0
        ? 'Vous ne recevrez plus la lettre.'
        : 'Vos abonnements sont enregistrés.';
    return c.json(ok(subscription, message), 200);
  })
  .openapi(subscribeRoute, async (c) => {
    const outboxId = await subscribe(routeContext(c), c.req.valid('json'), c.req.header('cf-connecting-ip'));
    if (outboxId !== null) enqueueEmail(c, { siteId: c.var.site.id, outboxId });
    return c.json(ok(null, SIGNUP_ANSWER), 200);
  })
  .openapi(confirmRoute, async (c) => {
    await confirmSubscription(routeContext(c), c.req.valid('json').token);
    return c.json(
      ok(null, 'Votre inscription est confirmée : à bientôt dans votre boîte aux lettres !'),
      200,
    );
  })
  .openapi(unsubscribeRoute, async (c) => {
    await unsubscribe(routeContext(c), c.req.valid('json').token);
    return c.json(ok(null, 'Vous êtes désinscrit : vous ne recevrez plus la lettre.'), 200);
  });
