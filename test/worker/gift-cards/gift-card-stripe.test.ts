import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GiftCardCreated } from '../../../src/schema/gift-cards/gift-card';
import { MASSAGE_SITE_ID, WINE_SITE_ID } from '../support/factories';
import { purchase } from '../support/gift-cards';
import { MASSAGE_HOST, postJson, request, WINE_HOST } from '../support/http';
import { deliver, stubStripe, succeededIntent, type StripeCall } from '../support/stripe';

// A gift card paid by card: the purchase answers the PaymentIntent's client secret, the signed
// payment_intent.succeeded event issues the card once; a replay and another site's event change
// nothing; a card for today is mailed with that event, once. Stripe is the global fetch, stubbed
// by test/worker/support/stripe.ts; the sites use the
// platform's test keys (vitest.config.ts).

beforeAll(async () => {
  await env.DB.prepare(
    "UPDATE parameters SET value = 'BANK_TRANSFER,STRIPE' WHERE site_id = ? AND type = 'PAYMENT_METHOD'",
  )
    .bind(MASSAGE_SITE_ID)
    .run();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Delivers payment_intent.succeeded for the card, as Stripe would; the event's id may be replayed. */
function deliverCard(
  facts: { intentId: string; amount: number; reference: string; siteId: number },
  host = MASSAGE_HOST,
  eventId?: string,
) {
  return deliver(
    {
      type: 'payment_intent.succeeded',
      ...(eventId ? { id: eventId } : {}),
      object: succeededIntent({
        intentId: facts.intentId,
        amount: facts.amount,
        metadata: { site_id: String(facts.siteId), gift_card_reference: facts.reference },
      }),
    },
    host,
  );
}

async function cardRow(reference: string) {
  return env.DB.prepare(
    `SELECT status, code_hash, code_last4,
            (SELECT COUNT(*) FROM gift_card_ledger l WHERE l.gift_card_id = g.id AND l.kind = 'ISSUE') AS issues
       FROM gift_cards g WHERE site_id = ? AND reference = ?`,
  )
    .bind(MASSAGE_SITE_ID, reference)
    .first<{ status: string; code_hash: string | null; code_last4: string | null; issues: number }>();
}

/** The e-mails carrying this card's PDF: the recipient's and the buyer's copy. */
async function mailsOf(reference: string) {
  const { results } = await env.DB.prepare(
    'SELECT to_address, attachments FROM email_outbox WHERE site_id = ? AND attachments LIKE ? ORDER BY id',
  )
    .bind(MASSAGE_SITE_ID, `%carte-cadeau-${reference}.pdf%`)
    .all<{ to_address: string; attachments: string }>();
  return results.map((row) => row.to_address);
}

async function buyByCard(overrides: Record<string, unknown> = {}): Promise<{
  created: GiftCardCreated;
  intentId: string;
  calls: StripeCall[];
}> {
  const calls = stubStripe();
  const { status, body } = await postJson(
    '/gift-card',
    purchase({ amount: 60, paymentMethod: 'STRIPE', ...overrides }),
  );
  expect(status).toBe(201);
  const created = body.data as GiftCardCreated;
  const intentId = (created.payment?.clientSecret ?? '').replace(/_secret_test$/, '');
  return { created, intentId, calls };
}

describe('a gift card paid by card', () => {
  it('offers the card on a site whose Stripe keys are set', async () => {
    const { body } = await request('/api/gift-card/offer', { host: MASSAGE_HOST }).then(async (r) => ({
      body: await r.json<{ data: { paymentMethods: string[] } }>(),
    }));
    expect(body.data.paymentMethods).toContain('STRIPE');
  });

  it('answers 201 awaiting payment with the client secret, the intent naming the site and the card', async () => {
    const { created, calls } = await buyByCard();
    expect(created).toMatchObject({ status: 'PENDING_PAYMENT', paymentMethod: 'STRIPE', amount: 60 });
    expect(created.payment?.clientSecret).toMatch(/^pi_\w+_secret_test$/);
    expect(created.payment?.publishableKey).toMatch(/^pk_/);
    expect(calls[0]?.body.get('amount')).toBe('6000');
    expect(calls[0]?.body.get('metadata[site_id]')).toBe(String(MASSAGE_SITE_ID));
    expect(calls[0]?.body.get('metadata[gift_card_reference]')).toBe(created.reference);
    const row = await cardRow(created.reference);
    expect(row).toMatchObject({ status: 'PENDING_PAYMENT', code_hash: null, issues: 0 });
  });

  it('issues the card once on the signed success; a replay changes nothing', async () => {
    const { created, intentId } = await buyByCard();
    const facts = { intentId, amount: 6000, reference: created.reference, siteId: MASSAGE_SITE_ID };
    const first = await deliverCard(facts);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ applied: true, ignored: false });
    const issued = await cardRow(created.reference);
    expect(issued).toMatchObject({ status: 'ACTIVE', issues: 1 });
    expect(issued?.code_hash).toBeTruthy();

    const replay = await deliverCard(facts, MASSAGE_HOST, first.eventId);
    expect(replay.body.data).toMatchObject({ applied: false, ignored: false });
    const again = await deliverCard(facts);
    expect(again.body.data).toMatchObject({ applied: false });
    expect(await cardRow(created.reference)).toEqual(issued);
  });

  it('sends a card for today with the payment, once however often the event comes', async () => {
    const recipient = { name: 'Inès Carte', email: 'ines.carte@exemple.fr' };
    const buyer = { firstname: 'Paul', lastname: 'Carte', email: 'paul.carte@exemple.fr' };
    const { created, intentId } = await buyByCard({ recipient, buyer });
    expect(await mailsOf(created.reference)).toEqual([]);
    const facts = { intentId, amount: 6000, reference: created.reference, siteId: MASSAGE_SITE_ID };
    const first = await deliverCard(facts);
    expect(first.body.data).toMatchObject({ applied: true });
    expect(await mailsOf(created.reference)).toEqual([recipient.email, buyer.email]);
    const sent = await env.DB.prepare('SELECT sent_at FROM gift_cards WHERE reference = ?')
      .bind(created.reference)
      .first<{ sent_at: number | null }>();
    expect(sent?.sent_at).not.toBeNull();

    await deliverCard(facts, MASSAGE_HOST, first.eventId);
    await deliverCard(facts);
    await Promise.all([deliverCard(facts), deliverCard(facts)]);
    expect(await mailsOf(created.reference)).toEqual([recipient.email, buyer.email]);
  });

  it('keeps a card paid for a later day for that day', async () => {
    const later = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const { created, intentId } = await buyByCard({ sendOn: later });
    const facts = { intentId, amount: 6000, reference: created.reference, siteId: MASSAGE_SITE_ID };
    expect((await deliverCard(facts)).body.data).toMatchObject({ applied: true });
    expect(await cardRow(created.reference)).toMatchObject({ status: 'ACTIVE', issues: 1 });
    expect(await mailsOf(created.reference)).toEqual([]);
  });

  it('ignores a payment naming another site, delivered to the other site’s endpoint', async () => {
    const { created, intentId } = await buyByCard();
    const facts = { intentId, amount: 6000, reference: created.reference, siteId: MASSAGE_SITE_ID };
    const elsewhere = await deliverCard(facts, WINE_HOST);
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.data).toMatchObject({ applied: false, ignored: true });
    const forged = await deliverCard({ ...facts, siteId: WINE_SITE_ID }, WINE_HOST);
    expect(forged.body.data).toMatchObject({ applied: false, ignored: true });
    expect(await cardRow(created.reference)).toMatchObject({ status: 'PENDING_PAYMENT', issues: 0 });
  });
});
