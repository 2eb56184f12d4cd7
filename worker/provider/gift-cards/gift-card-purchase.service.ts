import {
  giftCardAmountRefusal,
  giftCardSaleVat,
  giftCardSendOnRefusal,
} from '../../../src/domain/gift-cards/gift-card';
import { formatEuros } from '../../../src/domain/orders/order-amounts';
import { giftCardWords, localisedRefusal } from '../../../src/domain/gift-cards/gift-card-words';
import type {
  GiftCardCreated,
  GiftCardOffer,
  GiftCardPurchase,
} from '../../../src/schema/gift-cards/gift-card';
import type { PaymentMethod } from '../../../src/schema/orders/payment';
import { badRequest } from '../../errors';
import type { ServiceContext } from '../shared/service-context';
import type { GiftCardSettings } from './gift-card-settings';
import { cardPaymentFor } from './gift-card-stripe';
import { findOption, listOptions } from './gift-card-option.repository';
import { insertGiftCard, type GiftCardRow } from './gift-card.repository';
import { giftCardSettingsOr404, today } from './gift-card.service';

// Selling a gift card: what a visitor may buy, and the purchase itself, priced and checked on
// the server and recorded awaiting its payment (how to pay it in the buyer's language, or the
// card form's PaymentIntent).

function newReference(): string {
  const alphabet = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `BON-${[...bytes].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/** What a visitor may buy: the owner's amounts, the free amount's bounds, the named items. */
export async function giftCardOffer(ctx: ServiceContext): Promise<GiftCardOffer> {
  const settings = await giftCardSettingsOr404(ctx);
  const { amountsCents, minCents, maxCents } = settings.amounts;
  const free = minCents > 0 && maxCents >= minCents;
  const options = await listOptions(ctx.db, ctx.site.id);
  return {
    amounts: amountsCents.map((cents) => cents / 100),
    minAmount: free ? minCents / 100 : 0,
    maxAmount: free ? maxCents / 100 : 0,
    options: options.map((option) => ({
      kind: option.kind,
      id: option.itemId,
      label: option.label,
      price: option.priceCents / 100,
    })),
    paymentMethods: settings.paymentMethods,
    validityMonths: settings.validityMonths,
  };
}

/** How to pay a card awaiting payment, in the buyer's language. */
function giftCardInstructions(
  method: PaymentMethod,
  facts: { reference: string; amountCents: number },
  settings: GiftCardSettings,
  locale = 'fr_FR',
): string {
  const w = giftCardWords(locale);
  const amount = w.euros(facts.amountCents);
  switch (method) {
    case 'BANK_TRANSFER':
      return `${w.transfer(amount, settings.payee, settings.iban, settings.bic, facts.reference)} ${w.issued}`;
    case 'CHEQUE':
      return `${w.cheque(amount, settings.payee, settings.headOffice, facts.reference)} ${w.issued}`;
    case 'PAY_AT_PICKUP':
      return `${w.onSite(amount, facts.reference)} ${w.issued}`;
    case 'STRIPE':
      return w.byCard;
  }
}

/** Sells a card: priced and checked on the server, awaiting its payment (no code yet). */
export async function purchaseGiftCard(
  ctx: ServiceContext,
  input: GiftCardPurchase,
  now = Math.floor(Date.now() / 1000),
): Promise<GiftCardCreated> {
  const settings = await giftCardSettingsOr404(ctx);
  const w = giftCardWords(ctx.scope.locale);
  const inLanguage = (refusal: string | null) =>
    refusal === null ? null : localisedRefusal(refusal, ctx.scope.locale, settings.amounts);
  if (!settings.paymentMethods.includes(input.paymentMethod)) {
    const message = w.methodNotOffered;
    throw badRequest(message, { paymentMethod: message });
  }
  const sendOn = input.sendOn ?? today(now);
  const sendRefusal = inLanguage(giftCardSendOnRefusal(sendOn, today(now)));
  if (sendRefusal) throw badRequest(sendRefusal, { sendOn: sendRefusal });

  let kind: GiftCardRow['kind'] = 'AMOUNT';
  let label: string;
  let amountCents: number;
  let optionId: number | null = null;
  let itemRateBp = 0;
  if (input.amount !== undefined) {
    amountCents = Math.round(input.amount * 100);
    const refusal = inLanguage(giftCardAmountRefusal(amountCents, settings.amounts));
    if (refusal) throw badRequest(refusal, { amount: refusal });
    label = `Carte cadeau de ${formatEuros(amountCents)}`;
  } else {
    kind = input.idService !== undefined ? 'SERVICE' : 'PRODUCT';
    const option = await findOption(ctx.db, ctx.site.id, kind, input.idService ?? input.idProduct ?? 0);
    if (!option) {
      const message = kind === 'SERVICE' ? w.serviceNotOffered : w.productNotOffered;
      throw badRequest(message, { [kind === 'SERVICE' ? 'idService' : 'idProduct']: message });
    }
    amountCents = option.priceCents;
    label = option.label;
    optionId = option.id;
    itemRateBp = option.vatRateBp;
  }
  const vat = giftCardSaleVat(kind, amountCents, itemRateBp);
  const reference = newReference();
  await insertGiftCard(ctx.db, ctx.site.id, {
    reference,
    kind,
    optionId,
    label,
    amountCents,
    vatRateBp: vat.rateBp,
    vatCents: vat.vatCents,
    buyer: input.buyer,
    recipient: input.recipient,
    message: input.message ?? '',
    sendOn,
    paymentMethod: input.paymentMethod,
    locale: ctx.scope.locale,
    validityMonths: settings.validityMonths,
    now,
  });
  const payment =
    input.paymentMethod === 'STRIPE'
      ? await cardPaymentFor(ctx, { reference, label, amountCents })
      : undefined;
  return {
    reference,
    status: 'PENDING_PAYMENT',
    kind,
    label,
    amount: amountCents / 100,
    currency: 'EUR',
    sendOn,
    paymentMethod: input.paymentMethod,
    instructions: giftCardInstructions(
      input.paymentMethod,
      { reference, amountCents },
      settings,
      ctx.scope.locale,
    ),
    ...(payment ? { payment } : {}),
  };
}
