import {
  formatGiftCardCode,
  giftCardAmountRefusal,
  giftCardExpired,
  giftCardSaleVat,
  giftCardSendOnRefusal,
  normaliseGiftCardCode,
} from '../../../src/domain/gift-card';
import { formatEuros } from '../../../src/domain/order-amounts';
import { giftCardWords, localisedRefusal } from '../../../src/domain/gift-card-words';
import type {
  GiftCardAdmin,
  GiftCardBalance,
  GiftCardCreated,
  GiftCardDetail,
  GiftCardOffer,
  GiftCardPurchase,
} from '../../../src/schema/gift-card';
import type { PaymentMethod } from '../../../src/schema/payment';
import { badRequest, notFound } from '../../errors';
import type { ListSql } from '../shared/list-query-sql';
import { failure, success, type Result } from '../shared/result';
import type { ServiceContext } from '../shared/service-context';
import { codeHash } from './gift-card-code';
import { loadGiftCardSettings, type GiftCardSettings } from './gift-card-settings';
import { siteStripe } from '../orders/stripe-keys';
import { cardPaymentFor } from './gift-card-stripe';
import { issuePendingCard } from './gift-card-issue';
import { sendPaidCardIfDue } from './gift-card-sending';
import {
  cancelGiftCard,
  findGiftCard,
  findGiftCardByCodeHash,
  findOption,
  insertGiftCard,
  isSpendGuardError,
  ledgerOf,
  listGiftCards,
  listOptions,
  spendStatement,
  type GiftCardRow,
} from './gift-card.repository';

// Gift card operations: selling a card, checking a balance, the owner's list, marking a card
// paid (which issues its code), spending at the counter and cancelling. Routes, pages and
// other modules call these; only the repository writes SQL.

/** The owner's list query: what may be sorted and filtered (the admin route documents it). */
export { giftCardListSpec } from './gift-card.repository';

const UNKNOWN_CODE = "Ce code de carte cadeau n'est pas valable.";
export const UNKNOWN_CARD = "Cette carte cadeau n'existe pas.";

/** What the service needs of the Worker besides the request: the codes' secret. */
export interface GiftCardKeys {
  codeSecret: string | undefined;
}

const today = (now: number) => new Date(now * 1000).toISOString().slice(0, 10);
const isoOf = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000).toISOString());

export async function giftCardSettingsOr404(ctx: ServiceContext): Promise<GiftCardSettings> {
  const { keys } = await siteStripe(ctx.env, ctx.db, ctx.site.id);
  const settings = await loadGiftCardSettings(ctx.db, ctx.site.id, keys !== null);
  if (!settings.enabled) throw notFound(giftCardWords(ctx.scope.locale).notOffered);
  return settings;
}

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

/** The issued card a typed code names on this site; null for a wrong code or another site's. */
export async function findCardByCode(
  ctx: ServiceContext,
  keys: GiftCardKeys,
  typed: string,
): Promise<GiftCardRow | null> {
  const code = normaliseGiftCardCode(typed);
  if (code === null) return null;
  return findGiftCardByCodeHash(ctx.db, ctx.site.id, await codeHash(keys.codeSecret, ctx.site.id, code));
}

/** A card's balance and validity from its code; a wrong code and another site's answer the same. */
export async function giftCardBalance(
  ctx: ServiceContext,
  keys: GiftCardKeys,
  typed: string,
  now = Math.floor(Date.now() / 1000),
): Promise<Result<GiftCardBalance, 'UNKNOWN_GIFT_CARD'>> {
  await giftCardSettingsOr404(ctx);
  const card = await findCardByCode(ctx, keys, typed);
  if (!card || card.status !== 'ACTIVE' || card.valid_until === null) {
    return failure('UNKNOWN_GIFT_CARD', giftCardWords(ctx.scope.locale).unknownCode);
  }
  return success({
    balance: card.balance_cents / 100,
    currency: card.currency,
    validUntil: card.valid_until,
    kind: card.kind,
    label: card.label,
    expired: giftCardExpired(card.valid_until, today(now)),
  });
}

// ---- The owner's side ----

function toAdmin(card: GiftCardRow, now = Math.floor(Date.now() / 1000)): GiftCardAdmin {
  return {
    id: card.id,
    reference: card.reference,
    status: card.status,
    kind: card.kind,
    label: card.label,
    amount: card.amount_cents / 100,
    balance: card.balance_cents / 100,
    vatRate: card.vat_rate_bp / 100,
    vat: card.vat_cents / 100,
    buyer: { firstname: card.buyer_firstname, lastname: card.buyer_lastname, email: card.buyer_email },
    recipient: { name: card.recipient_name, email: card.recipient_email },
    message: card.message,
    sendOn: card.send_on,
    paymentMethod: card.payment_method,
    codeEnd: card.code_last4,
    validUntil: card.valid_until,
    expired: card.valid_until !== null && giftCardExpired(card.valid_until, today(now)),
    expiredAmount: card.expired_cents / 100,
    paidAt: isoOf(card.paid_at),
    sentAt: isoOf(card.sent_at),
    createdAt: isoOf(card.created_at) ?? '',
  };
}

export async function listOwnerGiftCards(ctx: ServiceContext, list: ListSql) {
  await giftCardSettingsOr404(ctx);
  const page = await listGiftCards(ctx.db, ctx.site.id, list);
  return {
    giftCards: page.rows.map((row) => toAdmin(row)),
    total: page.total,
    totals: {
      sold: page.totals.soldCents / 100,
      spent: page.totals.spentCents / 100,
      outstanding: page.totals.outstandingCents / 100,
    },
  };
}

async function cardOr404(ctx: ServiceContext, id: number | null): Promise<GiftCardRow> {
  const card = id === null ? null : await findGiftCard(ctx.db, ctx.site.id, id);
  if (!card) throw notFound(UNKNOWN_CARD);
  return card;
}

export async function giftCardDetail(ctx: ServiceContext, id: number | null): Promise<GiftCardDetail> {
  await giftCardSettingsOr404(ctx);
  const card = await cardOr404(ctx, id);
  const ledger = await ledgerOf(ctx.db, ctx.site.id, card.id);
  return {
    ...toAdmin(card),
    ledger: ledger.map((row) => ({
      id: row.id,
      kind: row.kind,
      amount: row.amount_cents / 100,
      orderId: row.order_id,
      actor: row.actor,
      note: row.note,
      createdAt: isoOf(row.created_at) ?? '',
    })),
  };
}

/**
 * The owner received the payment: the card is issued (its code, its validity from today, the
 * ledger's ISSUE row), and sent at once when its day is today (the outbox ids, for the mail
 * queue). The code is answered this once, grouped for reading; afterwards only its last four
 * characters are shown.
 */
export async function markGiftCardPaid(
  ctx: ServiceContext,
  keys: GiftCardKeys,
  id: number | null,
  actor: string,
  now = Math.floor(Date.now() / 1000),
): Promise<Result<{ card: GiftCardAdmin; code: string; outboxIds: number[] }, 'GIFT_CARD_NOT_PENDING'>> {
  const settings = await giftCardSettingsOr404(ctx);
  const card = await cardOr404(ctx, id);
  if (card.status !== 'PENDING_PAYMENT') {
    return failure(
      'GIFT_CARD_NOT_PENDING',
      card.status === 'ACTIVE' ? 'Cette carte est déjà payée et émise.' : 'Cette carte est annulée.',
    );
  }
  const { issued, code } = await issuePendingCard(ctx, keys, card, settings.validityMonths, actor, now);
  if (!issued) return failure('GIFT_CARD_NOT_PENDING', 'Cette carte est déjà payée et émise.');
  const outboxIds = await sendPaidCardIfDue(ctx, card.reference, now);
  return success({
    card: toAdmin(await cardOr404(ctx, card.id), now),
    code: formatGiftCardCode(code),
    outboxIds,
  });
}

export type SpendFailure = 'UNKNOWN_GIFT_CARD' | 'GIFT_CARD_EXPIRED' | 'GIFT_CARD_BALANCE_TOO_LOW';

/**
 * Spends an amount of a card at the counter; a card for a named service or product is used
 * whole. The spend is the guarded ledger row: parallel spends never take more than the balance.
 */
export async function spendAtCounter(
  ctx: ServiceContext,
  keys: GiftCardKeys,
  input: { code: string; amount?: number | undefined },
  actor: string,
  now = Math.floor(Date.now() / 1000),
): Promise<
  Result<
    { reference: string; spent: number; balance: number; label: string; kind: GiftCardRow['kind'] },
    SpendFailure
  >
> {
  await giftCardSettingsOr404(ctx);
  const card = await findCardByCode(ctx, keys, input.code);
  if (!card || card.status !== 'ACTIVE' || card.valid_until === null)
    return failure('UNKNOWN_GIFT_CARD', UNKNOWN_CODE);
  if (giftCardExpired(card.valid_until, today(now))) {
    return failure(
      'GIFT_CARD_EXPIRED',
      `Cette carte cadeau a expiré le ${card.valid_until.split('-').reverse().join('/')}.`,
    );
  }
  const whole = card.kind !== 'AMOUNT';
  const amountCents = whole ? card.balance_cents : Math.round((input.amount ?? 0) * 100);
  if (!whole && amountCents <= 0) {
    throw badRequest('Indiquez le montant à encaisser.', { amount: 'Indiquez le montant à encaisser.' });
  }
  if (amountCents <= 0 || amountCents > card.balance_cents) {
    return failure(
      'GIFT_CARD_BALANCE_TOO_LOW',
      card.balance_cents <= 0
        ? 'Cette carte cadeau est entièrement utilisée.'
        : `Il reste ${formatEuros(card.balance_cents)} sur cette carte cadeau.`,
    );
  }
  try {
    await ctx.db.batch([
      spendStatement(ctx.db, ctx.site.id, {
        cardId: card.id,
        amountCents,
        today: today(now),
        actor,
        note: 'Encaissé sur place',
        now,
      }),
    ]);
  } catch (error) {
    if (!isSpendGuardError(error)) throw error;
    return failure(
      'GIFT_CARD_BALANCE_TOO_LOW',
      'Le solde de cette carte vient de changer : vérifiez-le et réessayez.',
    );
  }
  const after = await cardOr404(ctx, card.id);
  return success({
    reference: after.reference,
    spent: amountCents / 100,
    balance: after.balance_cents / 100,
    label: after.label,
    kind: after.kind,
  });
}

export async function cancelOwnerGiftCard(
  ctx: ServiceContext,
  id: number | null,
  actor: string,
  now = Math.floor(Date.now() / 1000),
): Promise<Result<GiftCardAdmin, 'GIFT_CARD_CANCELLED'>> {
  await giftCardSettingsOr404(ctx);
  const card = await cardOr404(ctx, id);
  if (!(await cancelGiftCard(ctx.db, ctx.site.id, card.id, actor, now))) {
    return failure('GIFT_CARD_CANCELLED', 'Cette carte est déjà annulée.');
  }
  return success(toAdmin(await cardOr404(ctx, card.id), now));
}

/** The owner finds an issued card by its code (typed, or read from its QR code). */
export async function findOwnerCardByCode(
  ctx: ServiceContext,
  keys: GiftCardKeys,
  typed: string,
): Promise<Result<GiftCardAdmin, 'UNKNOWN_GIFT_CARD'>> {
  await giftCardSettingsOr404(ctx);
  const card = await findCardByCode(ctx, keys, typed);
  return card ? success(toAdmin(card)) : failure('UNKNOWN_GIFT_CARD', UNKNOWN_CODE);
}
