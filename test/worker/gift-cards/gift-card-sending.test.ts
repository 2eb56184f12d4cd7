import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import worker from '../../../worker/index';
import { pdfToken } from '../../../worker/provider/gift-cards/gift-card-code';
import { issuedCard, siteOf } from '../support/gift-cards';
import { MASSAGE_HOST, request } from '../support/http';

// A card reaches its recipient on the chosen day, once, with its PDF attached and a signed
// link to it, and the buyer gets a copy: at once when the owner marks it paid on that day, by
// the cron when the day comes later.

async function runCron(at: Date): Promise<void> {
  await worker.scheduled(createScheduledController({ scheduledTime: at, cron: '*/15 * * * *' }), env);
}

const outboxFor = (address: string) =>
  env.DB.prepare(
    'SELECT to_address, subject, text_body, attachments FROM email_outbox WHERE to_address = ? ORDER BY id',
  )
    .bind(address)
    .all<{ to_address: string; subject: string; text_body: string; attachments: string | null }>();

const sentAt = async (id: number) =>
  (
    await env.DB.prepare('SELECT sent_at FROM gift_cards WHERE id = ?')
      .bind(id)
      .first<{ sent_at: number | null }>()
  )?.sent_at ?? null;

describe('sending a card on its day', () => {
  it('e-mails the recipient the PDF and its link as soon as it is paid, copies the buyer, and only once', async () => {
    const recipient = { name: 'Julie Envoi', email: 'julie.envoi@exemple.fr' };
    const buyer = { firstname: 'Claire', lastname: 'Envoi', email: 'claire.envoi@exemple.fr' };
    const card = await issuedCard(MASSAGE_HOST, { recipient, buyer });
    // Marked paid on its day: queued by the owner's call itself, before any cron run.
    expect((await outboxFor(recipient.email)).results).toHaveLength(1);
    expect((await outboxFor(buyer.email)).results).toHaveLength(1);
    await runCron(new Date());
    await runCron(new Date());
    const sent = (await outboxFor(recipient.email)).results;
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toMatch(/^Claire Envoi vous offre une carte cadeau /);
    expect(sent[0]?.text_body).toContain(`/api/gift-card/${card.reference}/pdf?token=`);
    const files = JSON.parse(sent[0]?.attachments ?? '[]') as {
      filename: string;
      contentType: string;
      content: string;
    }[];
    expect(files).toMatchObject([
      { filename: `carte-cadeau-${card.reference}.pdf`, contentType: 'application/pdf' },
    ]);
    expect(atob(files[0]?.content ?? '').startsWith('%PDF-')).toBe(true);
    expect((await outboxFor(buyer.email)).results).toHaveLength(1);

    const link = /\/api\/gift-card\/[^\s]+/.exec(sent[0]?.text_body ?? '')?.[0] ?? '';
    const pdf = await request(link);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it('waits for a later day, then the cron sends it once', async () => {
    const later = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const recipient = { name: 'Léa Plus Tard', email: 'lea.plustard@exemple.fr' };
    const card = await issuedCard(MASSAGE_HOST, { recipient, sendOn: later });
    await runCron(new Date());
    expect((await outboxFor(recipient.email)).results).toHaveLength(0);
    expect(await sentAt(card.id)).toBeNull();

    await runCron(new Date(`${later}T08:00:00Z`));
    await runCron(new Date(`${later}T08:15:00Z`));
    const sent = (await outboxFor(recipient.email)).results;
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]?.attachments ?? '[]')).toMatchObject([
      { filename: `carte-cadeau-${card.reference}.pdf`, contentType: 'application/pdf' },
    ]);
    expect(await sentAt(card.id)).not.toBeNull();
  });

  it('answers 404 to a PDF link with a wrong token or another site’s', async () => {
    const card = await issuedCard(MASSAGE_HOST);
    expect((await request(`/api/gift-card/${card.reference}/pdf?token=abc`)).status).toBe(404);
    const otherSite = await pdfToken(env.GIFT_CARD_CODE_SECRET, siteOf('vins.localhost'), card.reference);
    expect((await request(`/api/gift-card/${card.reference}/pdf?token=${otherSite}`)).status).toBe(404);
    const right = await pdfToken(env.GIFT_CARD_CODE_SECRET, siteOf(MASSAGE_HOST), card.reference);
    expect((await request(`/api/gift-card/${card.reference}/pdf?token=${right}`)).status).toBe(200);
  });
});
