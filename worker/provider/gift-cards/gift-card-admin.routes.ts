import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { csvDocument } from '../../../src/domain/shared/csv';
import { parseListQuery } from '../../../src/domain/shared/list-query';
import { ok } from '../../../src/schema/shared/envelope';
import {
  giftCardAdminSchema,
  giftCardCodeInputSchema,
  giftCardDetailSchema,
  giftCardIssuedSchema,
  giftCardPageSchema,
  giftCardSpendInputSchema,
  giftCardSpentSchema,
  giftCardStatusInputSchema,
} from '../../../src/schema/gift-cards/gift-card';
import { PAYMENT_METHOD_LABELS } from '../../../src/schema/orders/payment';
import { adminActor } from '../../auth/admin-session';
import { requireAdmin } from '../../auth/current-member';
import type { AppEnv } from '../../http/app-env';
import { parseId } from '../../http/ids';
import { enqueueEmail } from '../../mail/mail-queue';
import { jsonOnly } from '../../openapi/json-body';
import { listQueryParams } from '../../openapi/list-query-params';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { listQuerySql } from '../shared/list-query-sql';
import { routeContext } from '../shared/service-context';
import { orFailGiftCard } from './gift-card-failures';
import { takeCodeTry } from './gift-card-throttle';
import {
  cancelOwnerGiftCard,
  findOwnerCardByCode,
  giftCardDetail,
  giftCardListSpec,
  listOwnerGiftCards,
  markGiftCardPaid,
  spendAtCounter,
} from './gift-card-owner.service';

// The owner's gift cards: the list (filters, totals, CSV), one card and its ledger, marking a
// card paid (issues its code, answered this once), spending at the counter, cancelling.

const TAG = 'Administration : cartes cadeaux';
const admin = { tags: [TAG], security: signedIn };
const idParams = z.object({
  id: z.string().meta({ type: 'integer', description: 'Identifiant de la carte.', example: 1 }),
});

const listRoute = createRoute({
  ...admin,
  operationId: 'getAdminGiftCard',
  method: 'get',
  path: '/admin/gift-card',
  summary: 'Les cartes cadeaux du site, filtrées, et leurs totaux',
  description: 'Totaux des cartes filtrées : vendues (émises), dépensées, reste à dépenser (passif).',
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, query: listQueryParams(giftCardListSpec) },
  responses: {
    200: okJson(giftCardPageSchema, 'Une page de cartes.'),
    ...errorResponses(400, 401, 403, 404),
  },
});

const exportRoute = createRoute({
  ...admin,
  operationId: 'getAdminGiftCardExport',
  method: 'get',
  path: '/admin/gift-card/export',
  summary: 'Exporter les cartes cadeaux en CSV',
  description: 'Les cartes filtrées comme la liste (1000 au plus). Séparateur `;`, UTF-8 avec BOM (Excel).',
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, query: listQueryParams(giftCardListSpec) },
  responses: {
    200: { description: 'Le fichier CSV.', content: { 'text/csv': { schema: z.string() } } },
    ...errorResponses(400, 401, 403, 404),
  },
});

const getRoute = createRoute({
  ...admin,
  operationId: 'getAdminGiftCardById',
  method: 'get',
  path: '/admin/gift-card/{id}',
  summary: 'Une carte cadeau et ses mouvements',
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, params: idParams },
  responses: { 200: okJson(giftCardDetailSchema, 'La carte.'), ...errorResponses(401, 403, 404) },
});

const statusRoute = createRoute({
  ...admin,
  operationId: 'putAdminGiftCardStatus',
  method: 'put',
  path: '/admin/gift-card/{id}/status',
  summary: 'Marquer une carte payée (l’émet)',
  description:
    'La carte reçoit son code, valable à partir d’aujourd’hui pour la durée du site ; si son jour d’envoi est aujourd’hui, elle part aussitôt au destinataire (avec son PDF) et en copie à l’acheteur, une seule fois. Le code complet est donné cette seule fois ; ensuite seuls ses quatre derniers caractères sont montrés.',
  middleware: [requireAdmin, jsonOnly] as const,
  request: { headers: siteHeaders, params: idParams, body: jsonBody(giftCardStatusInputSchema, 'PAID.') },
  responses: {
    200: okJson(giftCardIssuedSchema, 'La carte émise et son code.'),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
});

const spendRoute = createRoute({
  ...admin,
  operationId: 'postAdminGiftCardSpend',
  method: 'post',
  path: '/admin/gift-card/spend',
  summary: 'Encaisser une carte cadeau sur place',
  description:
    'Par son code : un montant d’une carte pour un montant, ou la carte entière pour une prestation ou un produit nommés. 409 si la carte a expiré ou si son solde ne suffit pas.',
  middleware: [requireAdmin, jsonOnly] as const,
  request: { headers: siteHeaders, body: jsonBody(giftCardSpendInputSchema, 'Le code et le montant.') },
  responses: {
    200: okJson(giftCardSpentSchema, 'Ce qui a été encaissé et ce qu’il reste.'),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429),
  },
});

const findRoute = createRoute({
  ...admin,
  operationId: 'postAdminGiftCardFind',
  method: 'post',
  path: '/admin/gift-card/find',
  summary: 'Trouver une carte cadeau par son code',
  middleware: [requireAdmin, jsonOnly] as const,
  request: { headers: siteHeaders, body: jsonBody(giftCardCodeInputSchema, 'Le code.') },
  responses: {
    200: okJson(giftCardAdminSchema, 'La carte.'),
    ...errorResponses(400, 401, 403, 404, 413, 415, 429),
  },
});

const cancelRoute = createRoute({
  ...admin,
  operationId: 'postAdminGiftCardCancel',
  method: 'post',
  path: '/admin/gift-card/{id}/cancel',
  summary: 'Annuler une carte cadeau',
  description:
    'Ce qui restait sur la carte sort du registre (mouvement CANCEL) ; la carte ne peut plus servir.',
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, params: idParams },
  responses: { 200: okJson(giftCardAdminSchema, 'La carte annulée.'), ...errorResponses(401, 403, 404, 409) },
});

async function actorOf(c: Context<AppEnv>): Promise<string> {
  const who = await adminActor(c);
  return who?.operator ? `OPERATOR:${who.operatorId}` : `ADMIN:${who?.memberId ?? 0}`;
}

const keysOf = (c: Context<AppEnv>) => ({ codeSecret: c.env.GIFT_CARD_CODE_SECRET });
const STATUS_LABELS = { PENDING_PAYMENT: 'En attente de paiement', ACTIVE: 'Émise', CANCELLED: 'Annulée' };
const euros = (value: number) => value.toFixed(2).replace('.', ',');

export const giftCardAdminRoutes = providerRouter()
  .openapi(listRoute, async (c) => {
    const query = parseListQuery(new URL(c.req.url).searchParams, giftCardListSpec);
    return c.json(ok(await listOwnerGiftCards(routeContext(c), listQuerySql(query, giftCardListSpec))), 200);
  })
  .openapi(exportRoute, async (c) => {
    const params = new URL(c.req.url).searchParams;
    params.set('nbItem', '1000');
    const query = parseListQuery(params, giftCardListSpec);
    const page = await listOwnerGiftCards(routeContext(c), listQuerySql(query, giftCardListSpec));
    const csv = csvDocument(
      [
        'Référence',
        'Statut',
        'Carte',
        'Valeur',
        'Solde',
        'TVA à la vente',
        'Acheteur',
        'E-mail acheteur',
        'Destinataire',
        'E-mail destinataire',
        'Envoi le',
        'Paiement',
        'Fin du code',
        'Valable jusqu’au',
        'Créée le',
      ],
      page.giftCards.map((card) => [
        card.reference,
        STATUS_LABELS[card.status],
        card.label,
        euros(card.amount),
        euros(card.balance),
        euros(card.vat),
        `${card.buyer.firstname} ${card.buyer.lastname}`,
        card.buyer.email,
        card.recipient.name,
        card.recipient.email,
        card.sendOn,
        PAYMENT_METHOD_LABELS[card.paymentMethod],
        card.codeEnd ?? '',
        card.validUntil ?? '',
        card.createdAt.slice(0, 10),
      ]),
    );
    return c.body(csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="cartes-cadeaux.csv"',
      'cache-control': 'private, no-store',
    });
  })
  .openapi(getRoute, async (c) =>
    c.json(ok(await giftCardDetail(routeContext(c), parseId(c.req.valid('param').id))), 200),
  )
  .openapi(statusRoute, async (c) => {
    const issued = orFailGiftCard(
      await markGiftCardPaid(routeContext(c), keysOf(c), parseId(c.req.valid('param').id), await actorOf(c)),
    );
    for (const outboxId of issued.outboxIds) enqueueEmail(c, { siteId: c.var.site.id, outboxId });
    return c.json(ok({ ...issued.card, code: issued.code }, 'Paiement reçu : la carte est émise.'), 200);
  })
  .openapi(spendRoute, async (c) => {
    const input = c.req.valid('json');
    const attempt = await takeCodeTry(c);
    const result = await spendAtCounter(routeContext(c), keysOf(c), input, await actorOf(c));
    if (result.ok || result.failure !== 'UNKNOWN_GIFT_CARD') await attempt.forgive();
    return c.json(ok(orFailGiftCard(result), 'Carte cadeau encaissée.'), 200);
  })
  .openapi(findRoute, async (c) => {
    const attempt = await takeCodeTry(c);
    const ctx = routeContext(c);
    const result = await findOwnerCardByCode(ctx, keysOf(c), c.req.valid('json').code);
    if (result.ok) await attempt.forgive();
    return c.json(ok(orFailGiftCard(result)), 200);
  })
  .openapi(cancelRoute, async (c) => {
    const cancelled = orFailGiftCard(
      await cancelOwnerGiftCard(routeContext(c), parseId(c.req.valid('param').id), await actorOf(c)),
    );
    return c.json(ok(cancelled, 'Carte cadeau annulée.'), 200);
  });
