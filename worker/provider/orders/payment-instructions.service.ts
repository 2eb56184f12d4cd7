import { paymentInstructions } from '../../../src/domain/orders/payment-instructions';
import { translatorFor } from '../../../src/i18n/compiled-catalogue';
import type { Translator } from '../../../src/i18n/translator';
import type { PaymentMethod } from '../../../src/schema/orders/payment';
import type { ServiceContext } from '../shared/service-context';
import { loadOrderSettings, type OrderSettings } from './order-settings';
import { orderCollect, type OrderRow } from './order.repository';

// How to pay an order offline (bank transfer, cheque, at pick-up): the same text for the
// answer to the buyer's choice, its e-mail and the payment page reopened later, built from the
// site's legal name, IBAN, BIC and head office (src/domain/orders/payment-instructions.ts).

/** The instructions of `method` for this order, in the translator's language. */
export function offlineInstructions(
  method: PaymentMethod,
  order: OrderRow,
  settings: OrderSettings,
  t: Translator,
): string {
  const collect = orderCollect(order, t.tag);
  return paymentInstructions(
    method,
    {
      reference: order.reference,
      totalCents: order.total_cents,
      collect: collect ? { date: collect.date, label: collect.label } : null,
      payee: settings.text('COMPANY_LEGAL_NAME') || settings.text('COMPANY_NAME'),
      iban: settings.text('BANK_IBAN'),
      bic: settings.text('BANK_BIC'),
      headOffice: settings.text('COMPANY_HEAD_OFFICE'),
    },
    t,
  );
}

/**
 * The instructions of the offline method the buyer already chose, while the order awaits its
 * payment; null before a choice, for the card (Stripe takes over) and once paid or cancelled.
 */
export async function chosenPaymentInstructions(
  ctx: ServiceContext,
  order: OrderRow,
): Promise<string | null> {
  const method = order.payment_method;
  if (order.status !== 'AWAITING_PAYMENT' || method === null || method === 'STRIPE') return null;
  const settings = await loadOrderSettings(ctx.db, ctx.site.id);
  return offlineInstructions(method, order, settings, translatorFor(ctx.scope.locale));
}
