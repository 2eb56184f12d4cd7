import { PAYMENT_METHOD_LABELS, paymentMethodSchema, type PaymentMethod } from '../../schema/orders/payment';
import type { OrderDeliveryType } from '../../schema/orders/order';

// Which payment methods a site offers (PAYMENT_METHOD, a comma list such as
// `BANK_TRANSFER,CHEQUE,PAY_AT_PICKUP,STRIPE`). Unknown words are ignored; STRIPE is offered only
// when the Worker has its keys; paying at pick-up only for orders picked up at the estate.
// An empty or unusable setting falls back to the offline methods (the embedded default).

const DEFAULT_PAYMENT_METHODS: readonly PaymentMethod[] = ['BANK_TRANSFER', 'CHEQUE'];

export function configuredPaymentMethods(setting: string | null | undefined): PaymentMethod[] {
  const methods: PaymentMethod[] = [];
  for (const word of (setting ?? '').split(',')) {
    const parsed = paymentMethodSchema.safeParse(word.trim().toUpperCase());
    if (parsed.success && !methods.includes(parsed.data)) methods.push(parsed.data);
  }
  return methods;
}

export function offeredPaymentMethods(
  setting: string | null | undefined,
  options: { stripeReady: boolean; deliveryType?: OrderDeliveryType },
): PaymentMethod[] {
  let methods = configuredPaymentMethods(setting).filter(
    (method) => method !== 'STRIPE' || options.stripeReady,
  );
  if (options.deliveryType !== undefined && options.deliveryType !== 'CLICK_AND_COLLECT') {
    methods = methods.filter((method) => method !== 'PAY_AT_PICKUP');
  }
  return methods.length > 0 ? methods : [...DEFAULT_PAYMENT_METHODS];
}

export const paymentMethodLabel = (method: PaymentMethod): string => PAYMENT_METHOD_LABELS[method];
