import {
  giftCardAmounts,
  giftCardValidityMonths,
  type AmountRule,
} from '../../../src/domain/gift-cards/gift-card';
import { offeredPaymentMethods } from '../../../src/domain/orders/payment-methods';
import type { PaymentMethod } from '../../../src/schema/orders/payment';
import { parameterValues } from '../site/public';

// The site settings gift cards read, in one query (parameters catalogue, worker/seed/parameters.ts).

const TYPES = [
  'GIFT_CARDS_ENABLED',
  'GIFT_CARD_AMOUNTS',
  'GIFT_CARD_MIN_AMOUNT',
  'GIFT_CARD_MAX_AMOUNT',
  'GIFT_CARD_VALIDITY_MONTHS',
  'PAYMENT_METHOD',
  'COMPANY_NAME',
  'COMPANY_LEGAL_NAME',
  'COMPANY_HEAD_OFFICE',
  'BANK_IBAN',
  'BANK_BIC',
] as const;

export interface GiftCardSettings {
  enabled: boolean;
  amounts: AmountRule;
  validityMonths: number;
  /**
   * The methods a card may be paid with: the site's offline methods (transfer, cheque, at the
   * practice or the estate), the card being issued when the owner marks the payment received,
   * and the card by Stripe when the site's keys are set (issued by the signed webhook).
   */
  paymentMethods: PaymentMethod[];
  payee: string;
  headOffice: string;
  iban: string;
  bic: string;
}

const cents = (value: string | null | undefined): number => {
  const euros = Number((value ?? '').replace(',', '.'));
  return Number.isFinite(euros) && euros > 0 ? Math.round(euros * 100) : 0;
};

export async function loadGiftCardSettings(
  db: D1Database,
  siteId: number,
  stripeReady = false,
): Promise<GiftCardSettings> {
  const values = await parameterValues(db, siteId, TYPES);
  const text = (type: (typeof TYPES)[number]) => (values.get(type) ?? '').trim();
  return {
    enabled: text('GIFT_CARDS_ENABLED').toLowerCase() === 'true',
    amounts: {
      amountsCents: giftCardAmounts(text('GIFT_CARD_AMOUNTS')),
      minCents: cents(text('GIFT_CARD_MIN_AMOUNT')),
      maxCents: cents(text('GIFT_CARD_MAX_AMOUNT')),
    },
    validityMonths: giftCardValidityMonths(text('GIFT_CARD_VALIDITY_MONTHS')),
    paymentMethods: offeredPaymentMethods(text('PAYMENT_METHOD'), { stripeReady }),
    payee: text('COMPANY_LEGAL_NAME') || text('COMPANY_NAME'),
    headOffice: text('COMPANY_HEAD_OFFICE'),
    iban: text('BANK_IBAN'),
    bic: text('BANK_BIC'),
  };
}
