import { createRoute } from '@hono/zod-openapi';
import { discountCheckInputSchema, discountCheckSchema } from '../../../src/schema/orders/discount';
import { ok } from '../../../src/schema/shared/envelope';
import { sessionMember } from '../../auth/current-member';
import { jsonOnly } from '../../openapi/json-body';
import { errorResponses, jsonBody, okJson, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { validateCart } from '../catalogue/cart-validation';
import { orderFulfilment } from '../../../src/domain/catalogue/cart-rules';
import { checkDiscount } from './discount-check';
import { orFail } from '../shared/failure-status';
import { requireShop } from '../shared/shop-guard';

// POST /order/discount: the figures of a code for the cart, computed on the server
// from D1 (the cart's prices by validateCart); a French refusal otherwise. The signed-in
// member's own uses count against the per-member limit; POST /order checks it all again.

const checkRoute = createRoute({
  operationId: 'postOrderDiscount',
  security: [],
  method: 'post',
  path: '/order/discount',
  tags: ['Livraison'],
  summary: 'Appliquer un code de réduction au panier',
  description:
    'Réponse : les montants de l’état du panier `discount{value, total, subtotal, shippingFees}` en euros, avec le détail du code. Refus : 404 code inconnu, 400 code expiré, pas encore valable, minimum d’achat non atteint ou limite d’utilisation atteinte.',
  middleware: [requireShop, jsonOnly],
  request: {
    headers: siteHeaders,
    body: jsonBody(discountCheckInputSchema, 'Le code et les lignes du panier.'),
  },
  responses: {
    200: okJson(discountCheckSchema, 'Les montants après réduction.'),
    ...errorResponses(400, 404, 409, 413, 415),
  },
});

const euros = (cents: number) => cents / 100;

export const discountRoutes = providerRouter().openapi(checkRoute, async (c) => {
  const input = c.req.valid('json');
  const siteId = c.var.site.id;
  const cart = orFail(
    await validateCart(c.env.DB, siteId, input.products, orderFulfilment(input.deliveryType), c.var.locale),
  );
  const shippingCents = Math.round((input.shippingPrice ?? 0) * 100);
  const user = await sessionMember(c);
  const applied = orFail(
    await checkDiscount(c.env.DB, siteId, {
      code: input.code,
      userId: user?.id ?? null,
      subtotalCents: cart.subtotalCents,
      shippingCents,
      now: new Date(),
      locale: c.var.locale,
    }),
  );
  const subtotal = cart.subtotalCents - applied.reductionCents;
  const shipping = shippingCents - applied.shippingReductionCents;
  return c.json(
    ok(
      {
        value: applied.code,
        subtotal: euros(subtotal),
        shippingFees: euros(shipping),
        total: euros(subtotal + shipping),
        reduction: euros(applied.reductionCents),
        shippingReduction: euros(applied.shippingReductionCents),
        discount: {
          id: applied.idDiscount,
          code: applied.code,
          type: applied.type,
          amount: applied.amount,
          detailType: applied.detailType,
        },
      },
      'Code de réduction appliqué.',
    ),
    200,
  );
});
