import type { z } from 'zod';
import { orderFulfilment } from '../../../src/domain/catalogue/cart-rules';
import type {
  cartValidationInputSchema,
  DeclinationQuantity,
  ValidatedCartAnswer,
} from '../../../src/schema/catalogue/cart-api';
import { orFail } from '../shared/failure-status';
import type { ServiceContext } from '../shared/service-context';
import { validateCart } from './cart-validation';
import { declinationQuantities } from './quantities.repository';

// The cart's reads: the stock of its declinations on the context's site, and the validation
// before checkout, priced from D1 (never from the cart as sent), a rule's refusal worded in the
// shopper's locale.

const toEuros = (cents: number): number => cents / 100;

/** The stock of the site's declinations among `ids` (another site's are absent). */
export async function cartQuantities(
  ctx: ServiceContext,
  ids: readonly number[],
): Promise<DeclinationQuantity[]> {
  return declinationQuantities(ctx.db, ctx.site.id, [...ids]);
}

/** The cart validated for its delivery type: its lines as sold now, the subtotal, the bottles. */
export async function validatedCart(
  ctx: ServiceContext,
  { products, deliveryType }: z.infer<typeof cartValidationInputSchema>,
): Promise<ValidatedCartAnswer> {
  const cart = orFail(
    await validateCart(ctx.db, ctx.site.id, products, orderFulfilment(deliveryType), ctx.scope.locale),
  );
  return {
    products: cart.lines.map(({ sellable, quantity, unitPriceCents, lineTotalCents }) => ({
      id: sellable.declinationId,
      productId: sellable.productId,
      name: sellable.productName,
      label: sellable.label,
      quantity,
      unitPrice: toEuros(unitPriceCents),
      total: toEuros(lineTotalCents),
      stock: sellable.stock,
    })),
    subtotal: toEuros(cart.subtotalCents),
    bottleCount: cart.bottleCount,
  };
}
