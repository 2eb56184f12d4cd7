import { formatGiftCardCode, giftCardExpired } from '../../../src/domain/gift-cards/gift-card';
import { formatEuros } from '../../../src/domain/orders/order-amounts';
import type { GiftCardAdmin, GiftCardDetail } from '../../../src/schema/gift-cards/gift-card';
import { badRequest, notFound } from '../../errors';
import type { ListSql } from '../shared/list-query-sql';
import { failure, success, type Result } from '../shared/result';
import type { ServiceContext } from '../shared/service-context';
import { issuePendingCard } from './gift-card-issue';
import { isSpendGuardError, ledgerOf, spendStatement } from './gift-card-ledger.repository';
import { listGiftCards } from './gift-card-list.repository';
import { sendPaidCardIfDue } from './gift-card-sending';
import { cancelGiftCard, findGiftCard, type GiftCardRow } from './gift-card.repository';
import {
  findCardByCode,
  giftCardSettingsOr404,
  today,
  UNKNOWN_CARD,
  UNKNOWN_CODE,
  type GiftCardKeys,
} from './gift-card.service';

// The owner's side of gift cards: the list and one card with its ledger, marking a card paid
// (which issues and, on its day, sends it), spending at the counter, cancelling, and finding a
// card by its code.

/** The owner's list query: what may be sorted and filtered (the admin route documents it). */
export { giftCardListSpec } from './gift-card-list.repository';

const isoOf = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000).toISOString());

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
