import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { GiftCardDetail } from '../../../src/schema/gift-cards/gift-card';
import worker from '../../../worker/index';
import { adminCall } from '../support/accounts';
import { issuedCard, ownerToken } from '../support/gift-cards';
import { MASSAGE_HOST, WINE_HOST } from '../support/http';

// A card past its last valid day cannot be spent; the cron writes off what was left with one
// EXPIRY ledger row (once), and the owner still reads that amount on the card.

async function runCron(at: Date): Promise<void> {
  await worker.scheduled(createScheduledController({ scheduledTime: at, cron: '*/15 * * * *' }), env);
}

const setValidUntil = (id: number, day: string) =>
  env.DB.prepare('UPDATE gift_cards SET valid_until = ? WHERE id = ?').bind(day, id).run();

const ledgerKinds = async (id: number) =>
  (
    await env.DB.prepare(
      'SELECT kind, amount_cents, actor, note FROM gift_card_ledger WHERE gift_card_id = ? ORDER BY id',
    )
      .bind(id)
      .all<{ kind: string; amount_cents: number; actor: string; note: string }>()
  ).results;

describe('a card’s expiry', () => {
  it('writes off what was left once, the owner still seeing the amount that expired', async () => {
    const token = await ownerToken();
    const card = await issuedCard(MASSAGE_HOST, { amount: 80 });
    const spent = await adminCall('POST', '/admin/gift-card/spend', token, { code: card.code, amount: 30 });
    expect(spent.status).toBe(200);
    await setValidUntil(card.id, '2026-01-31');
    await runCron(new Date('2026-02-01T06:00:00Z'));
    await runCron(new Date('2026-02-01T06:15:00Z'));
    const ledger = await ledgerKinds(card.id);
    expect(ledger.map((row) => row.kind)).toEqual(['ISSUE', 'SPEND', 'EXPIRY']);
    expect(ledger[2]).toEqual({
      kind: 'EXPIRY',
      amount_cents: -5000,
      actor: 'CRON',
      note: 'Carte expirée le 31/01/2026',
    });
    const detail = await adminCall<GiftCardDetail>('GET', `/admin/gift-card/${card.id}`, token);
    expect(detail.body.data).toMatchObject({ balance: 0, expired: true, expiredAmount: 50 });
    const again = await adminCall('POST', '/admin/gift-card/spend', token, { code: card.code, amount: 10 });
    expect(again.status).toBe(409);
  });

  it('leaves a card alone up to its last valid day included', async () => {
    const card = await issuedCard(MASSAGE_HOST, { amount: 50 });
    await setValidUntil(card.id, '2026-03-15');
    await runCron(new Date('2026-03-15T22:00:00Z'));
    expect((await ledgerKinds(card.id)).map((row) => row.kind)).toEqual(['ISSUE']);
  });

  it('expires each site’s cards on that site only', async () => {
    const wine = await issuedCard(WINE_HOST, { amount: 50 });
    const massage = await issuedCard(MASSAGE_HOST, { amount: 50 });
    await setValidUntil(wine.id, '2026-04-01');
    await setValidUntil(massage.id, '2027-04-01');
    await runCron(new Date('2026-04-02T06:00:00Z'));
    const expiry = await env.DB.prepare(
      "SELECT site_id FROM gift_card_ledger WHERE gift_card_id = ? AND kind = 'EXPIRY'",
    )
      .bind(wine.id)
      .first<{ site_id: number }>();
    const wineSite = await env.DB.prepare('SELECT site_id FROM gift_cards WHERE id = ?')
      .bind(wine.id)
      .first<{ site_id: number }>();
    expect(expiry?.site_id).toBe(wineSite?.site_id);
    expect((await ledgerKinds(massage.id)).map((row) => row.kind)).toEqual(['ISSUE']);
  });
});
