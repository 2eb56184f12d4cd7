import { offeredPaymentMethods, paymentMethodLabel } from '../../../src/domain/orders/payment-methods';
import type { PaymentMethod } from '../../../src/schema/orders/payment';
import type { ServiceContext } from '../shared/service-context';
import { assertShop } from '../shared/shop-guard';
import { loadOrderSettings } from './order-settings';
import { siteStripe } from './stripe-keys';

// The payment methods a buyer is offered: those the owner chose (PAYMENT_METHOD), card payment
// only while the site (or the platform) has working Stripe keys. Shop sites only.

async function offered(ctx: ServiceContext) {
  assertShop(ctx.site);
  const settings = await loadOrderSettings(ctx.db, ctx.site.id);
  const { keys } = await siteStripe(ctx.env, ctx.db, ctx.site.id);
  return {
    methods: offeredPaymentMethods(settings.text('PAYMENT_METHOD'), { stripeReady: keys !== null }),
    keys,
  };
}

/** The methods offered at checkout, with their French labels. */
export async function paymentMethods(
  ctx: ServiceContext,
): Promise<Array<{ method: PaymentMethod; label: string }>> {
  const { methods } = await offered(ctx);
  return methods.map((method) => ({ method, label: paymentMethodLabel(method) }));
}

/** The Stripe publishable key when card payment is offered, else null. */
export async function stripePublicKey(ctx: ServiceContext): Promise<string | null> {
  const { methods, keys } = await offered(ctx);
  return methods.includes('STRIPE') ? (keys?.publishableKey ?? null) : null;
}
