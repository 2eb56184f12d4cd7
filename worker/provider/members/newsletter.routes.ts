import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ok } from '../../../src/schema/envelope';
import {
  newsletterListSchema,
  newsletterSignupSchema,
  newsletterSubscriptionInputSchema,
  newsletterSubscriptionSchema,
  newsletterTokenSchema,
} from '../../../src/schema/newsletter';
import { CONFIRM_PATH } from '../../../src/ui/newsletter/newsletter-paths';
import { newToken, senderKey, tokenHash } from '../../auth/password';
import { AppError, badRequest } from '../../errors';
import type { AppEnv } from '../../http/app-env';
import { enqueueEmail } from '../../mail/mail-queue';
import { newsletterConfirmationEmail } from '../../mail/newsletter-email';
import { jsonOnly } from '../../openapi/json-body';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { mailSite, requireMember, siteUrl } from './member-context';
import {
  confirmedListIds,
  confirmSignup,
  deleteSubscriber,
  existingListIds,
  findSubscriber,
  listNewsletterLists,
  requestSignup,
  setMemberSubscription,
} from './newsletter.repository';
import { unsubscribeTokenId, unsubscribeTokenMatches } from './newsletter-token';
import { assertNewsletter, newsletterLists, newsletterSubscription } from './newsletter.service';
import { routeContext } from '../shared/service-context';
import { takeRateLimitHit, type RateLimit } from '../shared/rate-limit.repository';

// The newsletter: the lists, a member's subscription, the public signup with double
// opt-in (only confirmed addresses receive anything) and the unsubscribe link of every e-mail.
// The signup answers the same whatever the address (new, pending or already subscribed), so
// it reveals nothing; it is limited per client and per address (no mail bombing).

const TAG = 'Lettre d’information';
const SIGNUP_ANSWER =
  'Merci ! Pour terminer votre inscription, cliquez sur le lien de l’e-mail que nous venons de vous envoyer.';
const CONFIRM_VALIDITY_SECONDS = 7 * 24 * 3600;
const SIGNUP_PER_CLIENT: RateLimit = { scope: 'newsletter-client', limit: 5, windowSeconds: 3600 };
const SIGNUP_PER_ADDRESS: RateLimit = { scope: 'newsletter-address', limit: 3, windowSeconds: 86_400 };
const BAD_UNSUBSCRIBE_LINK =
  "Ce lien de désinscription n'est pas valable, ou l'adresse est déjà désinscrite.";
const BAD_LINK = "Ce lien n'est plus valable : il a déjà servi, a expiré ou est incomplet.";

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

const requireNewsletter = (c: Context<AppEnv>) => assertNewsletter(routeContext(c));

/** The requested ids, all of this site, or the site's default lists when none is given. */
async function chosenLists(c: Context<AppEnv>, requested: number[] | undefined): Promise<number[]> {
  const siteId = c.var.site.id;
  if (requested === undefined) {
    return (await listNewsletterLists(c.env.DB, siteId))
      .filter((list) => list.isDefault)
      .map((list) => list.id);
  }
  const unique = [...new Set(requested)];
  const found = await existingListIds(c.env.DB, siteId, unique);
  if (found.length !== unique.length) {
    const message = "Une des listes choisies n'existe pas sur ce site.";
    throw badRequest(message, { lists: message });
  }
  return found;
}

export const newsletterRoutes = providerRouter()
  .openapi(listsRoute, async (c) => c.json(ok(await newsletterLists(routeContext(c))), 200))
  .openapi(subscriptionRoute, async (c) => c.json(ok(await newsletterSubscription(routeContext(c))), 200))
  .openapi(putSubscriptionRoute, async (c) => {
    const user = await requireMember(c);
    await requireNewsletter(c);
    const lists = await chosenLists(c, c.req.valid('json').lists);
    await setMemberSubscription(c.env.DB, c.var.site.id, user.email, lists);
    const message =
      lists.length === 0 ? 'Vous ne recevrez plus la lettre.' : 'Vos abonnements sont enregistrés.';
    return c.json(ok({ lists: await confirmedListIds(c.env.DB, c.var.site.id, user.email) }, message), 200);
  })
  .openapi(subscribeRoute, async (c) => {
    await requireNewsletter(c);
    const { email, lists: requested } = c.req.valid('json');
    const siteId = c.var.site.id;
    const client = await senderKey(c.env.SENDER_KEY_SECRET, siteId, c.req.header('cf-connecting-ip'));
    if (!(await takeRateLimitHit(c.env.DB, siteId, SIGNUP_PER_CLIENT, client)))
      throw new AppError(
        429,
        'Vous avez fait plusieurs inscriptions en peu de temps. Réessayez dans une heure.',
      );
    const listIds = await chosenLists(c, requested);
    if (listIds.length === 0) {
      const message = 'Choisissez au moins une liste de diffusion.';
      throw badRequest(message, { lists: message });
    }
    // Per address, silently: a refusal here would tell the address is known.
    const address = await senderKey(c.env.SENDER_KEY_SECRET, siteId, `newsletter:${email}`);
    if (!(await takeRateLimitHit(c.env.DB, siteId, SIGNUP_PER_ADDRESS, address)))
      return c.json(ok(null, SIGNUP_ANSWER), 200);
    const token = newToken();
    const confirmUrl = await siteUrl(c, `${CONFIRM_PATH}?token=${encodeURIComponent(token)}`);
    const outboxId = await requestSignup(
      c.env.DB,
      siteId,
      {
        email,
        listIds,
        tokenHash: await tokenHash(token),
        expiresAt: Math.floor(Date.now() / 1000) + CONFIRM_VALIDITY_SECONDS,
      },
      newsletterConfirmationEmail(email, confirmUrl, await mailSite(c), token),
    );
    enqueueEmail(c, { siteId, outboxId });
    return c.json(ok(null, SIGNUP_ANSWER), 200);
  })
  .openapi(confirmRoute, async (c) => {
    await requireNewsletter(c);
    const { token } = c.req.valid('json');
    const confirmed = await confirmSignup(
      c.env.DB,
      c.var.site.id,
      await tokenHash(token),
      Math.floor(Date.now() / 1000),
    );
    if (!confirmed) throw badRequest(BAD_LINK, { token: BAD_LINK });
    return c.json(
      ok(null, 'Votre inscription est confirmée : à bientôt dans votre boîte aux lettres !'),
      200,
    );
  })
  .openapi(unsubscribeRoute, async (c) => {
    // Works even once the newsletter is switched off: leaving must always be possible.
    const { token } = c.req.valid('json');
    const siteId = c.var.site.id;
    const id = unsubscribeTokenId(token);
    const subscriber = id === null ? null : await findSubscriber(c.env.DB, siteId, id);
    if (!subscriber || !(await unsubscribeTokenMatches(c.env.SENDER_KEY_SECRET, siteId, subscriber, token)))
      throw badRequest(BAD_UNSUBSCRIBE_LINK, { token: BAD_UNSUBSCRIBE_LINK });
    await deleteSubscriber(c.env.DB, siteId, subscriber.id);
    return c.json(ok(null, 'Vous êtes désinscrit : vous ne recevrez plus la lettre.'), 200);
  });
