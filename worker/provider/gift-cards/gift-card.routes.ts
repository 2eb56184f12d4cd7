import { createRoute, z } from '@hono/zod-openapi';
import { giftCardWords } from '../../../src/domain/gift-cards/gift-card-words';
import { ok } from '../../../src/schema/shared/envelope';
import {
  giftCardBalanceSchema,
  giftCardCodeInputSchema,
  giftCardCreatedSchema,
  giftCardOfferSchema,
  giftCardPurchaseSchema,
} from '../../../src/schema/gift-cards/gift-card';
import { jsonOnly } from '../../openapi/json-body';
import { errorResponses, jsonBody, okJson, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { routeContext } from '../shared/service-context';
import { orFailGiftCard } from './gift-card-failures';
import { takeCodeTry } from './gift-card-throttle';
import { notFound } from '../../errors';
import { giftCardPdfFor } from './gift-card-sending';
import { giftCardOffer, purchaseGiftCard } from './gift-card-purchase.service';
import { giftCardBalance, giftCardSettingsOr404, UNKNOWN_CARD } from './gift-card.service';

// The visitor's gift card calls: buying a card, checking a card's balance from its code.

const TAG = 'Cartes cadeaux';

const offerRoute = createRoute({
  operationId: 'getGiftCardOffer',
  security: [],
  method: 'get',
  path: '/gift-card/offer',
  tags: [TAG],
  summary: 'Ce qui s’offre en carte cadeau',
  description:
    'Les montants du site, les bornes du montant libre, les prestations et coffrets nommés, les moyens de paiement. 404 quand le site ne vend pas de cartes cadeaux.',
  request: { headers: siteHeaders },
  responses: {
    200: okJson(giftCardOfferSchema, 'Les choix de la page d’achat.'),
    ...errorResponses(404),
  },
});

const purchaseRoute = createRoute({
  operationId: 'postGiftCard',
  security: [],
  method: 'post',
  path: '/gift-card',
  tags: [TAG],
  summary: 'Acheter une carte cadeau',
  description:
    'Un montant (`amount`, en euros, parmi les montants du site ou libre entre son minimum et son maximum), une prestation (`idService`) ou un produit (`idProduct`) proposés en carte cadeau. La carte attend son paiement (`PENDING_PAYMENT`, sans code). Payée par un moyen hors ligne du site, elle est émise quand le propriétaire le reçoit ; payée par carte (`STRIPE`, quand le site a ses clés Stripe), la réponse porte `payment` pour Stripe.js et la carte est émise par le webhook signé de Stripe une fois le paiement confirmé.',
  middleware: [jsonOnly],
  request: {
    headers: siteHeaders,
    body: jsonBody(giftCardPurchaseSchema, 'La carte, qui l’offre et à qui.'),
  },
  responses: {
    201: okJson(giftCardCreatedSchema, 'La carte, en attente de paiement, et comment la payer.'),
    ...errorResponses(400, 404, 413, 415),
  },
});

const balanceRoute = createRoute({
  operationId: 'postGiftCardBalance',
  security: [],
  method: 'post',
  path: '/gift-card/balance',
  tags: [TAG],
  summary: 'Le solde d’une carte cadeau, d’après son code',
  description:
    'Un code inconnu et un code d’un autre site reçoivent la même réponse (404). Après 10 codes erronés en 15 minutes depuis une même connexion : 429.',
  middleware: [jsonOnly],
  request: { headers: siteHeaders, body: jsonBody(giftCardCodeInputSchema, 'Le code de la carte.') },
  responses: {
    200: okJson(giftCardBalanceSchema, 'Le solde et la validité.'),
    ...errorResponses(400, 404, 413, 415, 429),
  },
});

const pdfRoute = createRoute({
  operationId: 'getGiftCardByReferencePdf',
  security: [],
  method: 'get',
  path: '/gift-card/{reference}/pdf',
  tags: [TAG],
  summary: 'Le PDF d’une carte cadeau émise (lien signé de l’e-mail)',
  description: 'Le lien de l’e-mail du destinataire porte son jeton ; sans le bon jeton : 404.',
  request: {
    headers: siteHeaders,
    params: z.object({ reference: z.string().meta({ example: 'BON-7KQ4MXTA' }) }),
    query: z.object({ token: z.string().optional().meta({ description: 'Le jeton signé du lien.' }) }),
  },
  responses: {
    200: { description: 'La carte en PDF.', content: { 'application/pdf': { schema: z.string() } } },
    ...errorResponses(404),
  },
});

export const giftCardRoutes = providerRouter()
  .openapi(offerRoute, async (c) => c.json(ok(await giftCardOffer(routeContext(c))), 200))
  .openapi(purchaseRoute, async (c) => {
    const ctx = routeContext(c);
    const created = await purchaseGiftCard(ctx, c.req.valid('json'));
    return c.json(ok(created, giftCardWords(ctx.scope.locale).recorded), 201);
  })
  .openapi(balanceRoute, async (c) => {
    const attempt = await takeCodeTry(c);
    const result = await giftCardBalance(
      routeContext(c),
      { codeSecret: c.env.GIFT_CARD_CODE_SECRET },
      c.req.valid('json').code,
    );
    if (result.ok) await attempt.forgive();
    return c.json(ok(orFailGiftCard(result)), 200);
  })
  .openapi(pdfRoute, async (c) => {
    await giftCardSettingsOr404(routeContext(c));
    const pdf = await giftCardPdfFor(
      c.env,
      c.env.DB,
      c.var.site.id,
      c.req.valid('param').reference,
      c.req.valid('query').token ?? '',
      c.req.url,
    );
    if (!pdf) throw notFound(UNKNOWN_CARD);
    return c.body(pdf.bytes, 200, {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${pdf.filename}"`,
      'cache-control': 'private, no-store',
    });
  });
