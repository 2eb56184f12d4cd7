import {
  generateGiftCardCode,
  giftCardCodeEnd,
  giftCardValidUntil,
} from '../../../src/domain/gift-cards/gift-card';
import type { ServiceContext } from '../shared/service-context';
import { codeHash, sealCode } from './gift-card-code';
import { issueGiftCard, type GiftCardRow } from './gift-card.repository';

// Issuing a card awaiting its payment: its code is generated now (stored as a hash, a sealed
// copy and its last four signs), its validity runs from today, the ledger gets its ISSUE row.
// Only a card still PENDING_PAYMENT is issued: a second call changes nothing.

export interface CodeKeys {
  codeSecret: string | undefined;
}

const today = (now: number) => new Date(now * 1000).toISOString().slice(0, 10);

/** Issues the card; `extra` statements join the same batch (the webhook's event record). */
export async function issuePendingCard(
  ctx: ServiceContext,
  keys: CodeKeys,
  card: GiftCardRow,
  validityMonths: number,
  actor: string,
  now: number,
  extra: readonly D1PreparedStatement[] = [],
): Promise<{ issued: boolean; code: string }> {
  const code = generateGiftCardCode();
  const months = Math.max(card.validity_months, validityMonths);
  const issued = await issueGiftCard(
    ctx.db,
    ctx.site.id,
    card.id,
    {
      hash: await codeHash(keys.codeSecret, ctx.site.id, code),
      sealed: await sealCode(keys.codeSecret, ctx.site.id, card.reference, code),
      last4: giftCardCodeEnd(code),
      validUntil: giftCardValidUntil(today(now), months),
    },
    actor,
    now,
    extra,
  );
  return { issued, code };
}
