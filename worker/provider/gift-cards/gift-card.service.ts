import { giftCardExpired, normaliseGiftCardCode } from '../../../src/domain/gift-cards/gift-card';
import { giftCardWords } from '../../../src/domain/gift-cards/gift-card-words';
import type { GiftCardBalance } from '../../../src/schema/gift-cards/gift-card';
import { notFound } from '../../errors';
import { siteStripe } from '../orders/stripe-keys';
import { failure, success, type Result } from '../shared/result';
import type { ServiceContext } from '../shared/service-context';
import { codeHash } from './gift-card-code';
import { loadGiftCardSettings, type GiftCardSettings } from './gift-card-settings';
import { findGiftCardByCodeHash, type GiftCardRow } from './gift-card.repository';

// What every gift card operation starts from: the site's settings (404 where cards are not
// sold), the card a typed code names, and its balance. Selling is gift-card-purchase.service.ts,
// the owner's side (list, payment, counter, cancellation) gift-card-owner.service.ts. Routes,
// pages and other modules call these; only the repositories write SQL.

export const UNKNOWN_CODE = "Ce code de carte cadeau n'est pas valable.";
export const UNKNOWN_CARD = "Cette carte cadeau n'existe pas.";

/** What the service needs of the Worker besides the request: the codes' secret. */
export interface GiftCardKeys {
  codeSecret: string | undefined;
}

export const today = (now: number) => new Date(now * 1000).toISOString().slice(0, 10);

export async function giftCardSettingsOr404(ctx: ServiceContext): Promise<GiftCardSettings> {
  const { keys } = await siteStripe(ctx.env, ctx.db, ctx.site.id);
  const settings = await loadGiftCardSettings(ctx.db, ctx.site.id, keys !== null);
  if (!settings.enabled) throw notFound(giftCardWords(ctx.scope.locale).notOffered);
  return settings;
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
