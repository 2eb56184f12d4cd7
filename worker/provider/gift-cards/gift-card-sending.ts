import { formatGiftCardCode } from '../../../src/domain/gift-cards/gift-card';
import { frenchDate } from '../../../src/domain/shared/french-date';
import { formatEuros } from '../../../src/domain/orders/order-amounts';
import { escapeHtml } from '../../../src/domain/shared/rich-text';
import type { Env } from '../../env';
import { loadMailSite, type MailSite } from '../../mail/layout/mail-site';
import { loadPdfFonts } from '../../pdf/fonts';
import { primaryOrigin } from '../../../src/domain/site/site-url';
import type { OutboxEmail } from '../shared/outbox.repository';
import type { ServiceContext } from '../shared/service-context';
import { findSiteNameAndUrl, pdfLogoBytes } from '../site/public';
import { sameText } from '../../../src/domain/shared/hmac';
import { openCode, pdfToken } from './gift-card-code';
import type { GiftCardSheet } from './gift-card-pdf';
import { giftCardsDue, queueGiftCardEmails, siteIdsForSending } from './gift-card-sending.repository';
import { findGiftCardByReference, type GiftCardRow } from './gift-card.repository';

// A card reaches its recipient on the day the buyer chose: the cron finds the issued cards
// whose day has come and queues, once, the recipient's e-mail (the PDF attached and a link to
// it, for a phone that hides attachments) and the buyer's copy; a card paid on its day goes at
// once (sendPaidCardIfDue). The PDF link is signed.

const BATCH = 50;

const dayOf = (now: number) => new Date(now * 1000).toISOString().slice(0, 10);

interface CardSite {
  mail: MailSite;
  siteName: string;
}

async function cardSite(db: D1Database, siteId: number, requestUrl: string | null): Promise<CardSite> {
  const site = await findSiteNameAndUrl(db, siteId);
  const mail = await loadMailSite(db, siteId, primaryOrigin(site?.url ?? '', requestUrl));
  return { mail, siteName: mail.name || site?.name || '' };
}

/** The card's PDF and the signed address it is read at; null when its code cannot be opened. */
async function giftCardDocument(
  env: Pick<Env, 'GIFT_CARD_CODE_SECRET' | 'ASSETS' | 'MEDIA'>,
  db: D1Database,
  siteId: number,
  card: GiftCardRow,
  site: CardSite,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; filename: string; url: string } | null> {
  if (card.status !== 'ACTIVE' || card.code_sealed === null || card.valid_until === null) return null;
  const code = await openCode(env.GIFT_CARD_CODE_SECRET, siteId, card.reference, card.code_sealed);
  if (code === null) return null;
  const sheet: GiftCardSheet = {
    siteName: site.siteName,
    colour: site.mail.colors.primary,
    label: card.label,
    amountText: card.kind === 'AMOUNT' ? card.label : `Valeur ${formatEuros(card.amount_cents)}`,
    recipientName: card.recipient_name,
    buyerName: `${card.buyer_firstname} ${card.buyer_lastname}`,
    message: card.message,
    code: formatGiftCardCode(code),
    validUntil: card.valid_until,
    balanceUrl: `${site.mail.origin}/bons-cadeaux/solde`,
    reference: card.reference,
    logo: await pdfLogoBytes(env, siteId, site.mail.logo?.url),
  };
  const token = await pdfToken(env.GIFT_CARD_CODE_SECRET, siteId, card.reference);
  return {
    // pdf-lib is loaded with the first PDF, never with the provider API.
    bytes: await (await import('./gift-card-pdf')).renderGiftCardPdf(sheet, await loadPdfFonts(env.ASSETS)),
    filename: `carte-cadeau-${card.reference}.pdf`,
    url: `${site.mail.origin}/api/gift-card/${card.reference}/pdf?token=${token}`,
  };
}

/** The card's PDF for its signed link; null for a wrong token, an unknown or unusable card. */
export async function giftCardPdfFor(
  env: Pick<Env, 'GIFT_CARD_CODE_SECRET' | 'ASSETS' | 'MEDIA'>,
  db: D1Database,
  siteId: number,
  reference: string,
  token: string,
  requestUrl: string,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; filename: string } | null> {
  const expected = await pdfToken(env.GIFT_CARD_CODE_SECRET, siteId, reference);
  if (!sameText(token, expected)) return null;
  const card = await findGiftCardByReference(db, siteId, reference);
  if (!card) return null;
  return giftCardDocument(env, db, siteId, card, await cardSite(db, siteId, requestUrl));
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(binary);
}

function cardEmails(
  card: GiftCardRow,
  site: CardSite,
  pdf: { bytes: Uint8Array; filename: string; url: string },
): OutboxEmail[] {
  const from = `${card.buyer_firstname} ${card.buyer_lastname}`;
  const until = frenchDate(card.valid_until ?? '');
  const attachments = [
    { filename: pdf.filename, contentType: 'application/pdf', content: base64(pdf.bytes) },
  ];
  const recipientText = [
    `Bonjour ${card.recipient_name},`,
    '',
    `${from} vous offre une carte cadeau ${site.siteName} : ${card.label}.`,
    card.message ? `Son message : « ${card.message} »` : '',
    '',
    `Votre carte est jointe à cet e-mail (PDF) ; vous pouvez aussi l’ouvrir ici : ${pdf.url}`,
    `Elle est valable jusqu’au ${until} inclus.`,
  ]
    .filter((line, index, lines) => line !== '' || lines[index - 1] !== '')
    .join('\n');
  const recipientHtml = `<p>Bonjour ${escapeHtml(card.recipient_name)},</p>
<p>${escapeHtml(from)} vous offre une carte cadeau ${escapeHtml(site.siteName)} : <strong>${escapeHtml(card.label)}</strong>.</p>
${card.message ? `<p>Son message : « ${escapeHtml(card.message)} »</p>` : ''}
<p>Votre carte est jointe à cet e-mail (PDF). <a href="${escapeHtml(pdf.url)}">Ouvrir la carte cadeau</a></p>
<p>Elle est valable jusqu’au ${escapeHtml(until)} inclus.</p>`;
  const buyerText = `Bonjour ${card.buyer_firstname},\n\nVotre carte cadeau ${card.reference} (${card.label}) vient d’être envoyée à ${card.recipient_name} (${card.recipient_email}). Elle est jointe en copie.\n\nLa carte : ${pdf.url}`;
  const buyerHtml = `<p>Bonjour ${escapeHtml(card.buyer_firstname)},</p>
<p>Votre carte cadeau ${escapeHtml(card.reference)} (${escapeHtml(card.label)}) vient d’être envoyée à ${escapeHtml(card.recipient_name)}. Elle est jointe en copie.</p>
<p><a href="${escapeHtml(pdf.url)}">Ouvrir la carte cadeau</a></p>`;
  return [
    {
      to: card.recipient_email,
      replyTo: site.mail.replyTo,
      subject: `${from} vous offre une carte cadeau ${site.siteName}`,
      textBody: recipientText,
      htmlBody: recipientHtml,
      attachments,
    },
    {
      to: card.buyer_email,
      replyTo: site.mail.replyTo,
      subject: `Votre carte cadeau a été envoyée à ${card.recipient_name}`,
      textBody: buyerText,
      htmlBody: buyerHtml,
      attachments,
    },
  ];
}

type SendingEnv = Pick<Env, 'GIFT_CARD_CODE_SECRET' | 'ASSETS' | 'MEDIA'>;
type Sent = { siteId: number; outboxId: number };

/** Queues one card's e-mails unless they were queued already: the outbox ids, none when not sent. */
async function sendCard(
  env: SendingEnv,
  db: D1Database,
  siteId: number,
  card: GiftCardRow,
  site: CardSite,
  now: number,
): Promise<number[]> {
  const pdf = await giftCardDocument(env, db, siteId, card, site);
  if (!pdf) return [];
  return queueGiftCardEmails(db, siteId, card.id, cardEmails(card, site, pdf), now);
}

/** The cron's run: every site's cards due today or before, each sent once. */
export async function sendDueGiftCards(
  env: SendingEnv & Pick<Env, 'DB'>,
  now: number,
): Promise<{ sent: number; outboxIds: Sent[] }> {
  const report = { sent: 0, outboxIds: [] as Sent[] };
  for (const siteId of await siteIdsForSending(env.DB)) {
    const due = await giftCardsDue(env.DB, siteId, dayOf(now), BATCH);
    if (due.length === 0) continue;
    const site = await cardSite(env.DB, siteId, null);
    for (const card of due) {
      const ids = await sendCard(env, env.DB, siteId, card, site, now);
      if (ids.length > 0) report.sent += 1;
      report.outboxIds.push(...ids.map((outboxId) => ({ siteId, outboxId })));
    }
  }
  return report;
}

/**
 * A card just paid whose day is today (or already past) goes at once rather than with the next
 * cron run; the same guarded write as the cron's keeps it to one sending. A failure is logged
 * and left to the cron (the card stays unsent): the payment itself is already recorded.
 * Answers the outbox ids to hand to the mail queue.
 */
export async function sendPaidCardIfDue(
  ctx: ServiceContext,
  reference: string,
  now: number,
): Promise<number[]> {
  try {
    const card = await findGiftCardByReference(ctx.db, ctx.site.id, reference);
    if (!card || card.status !== 'ACTIVE' || card.sent_at !== null || card.send_on > dayOf(now)) return [];
    const site = await cardSite(ctx.db, ctx.site.id, ctx.origin);
    return await sendCard(ctx.env, ctx.db, ctx.site.id, card, site, now);
  } catch (error) {
    console.error(
      JSON.stringify({
        requestId: ctx.requestId,
        event: 'gift_card.send_now_failed',
        siteId: ctx.site.id,
        reference,
        error: String(error),
      }),
    );
    return [];
  }
}
