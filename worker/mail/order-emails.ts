import { formatEuros } from '../../src/domain/order-amounts';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../src/schema/order';
import type { MailShop } from '../provider/orders/public';
import type { OutboxEmail } from '../provider/shared/public';

// The order e-mails (plain text, French), written to the outbox in the same transaction as
// the change that causes them.

export interface MailOrder {
  reference: string;
  email: string; // the buyer's
  phone: string;
  message: string;
  deliveryText: string; // « Livraison à domicile (Colissimo) », « Retrait au domaine le 12/12/2026 »…
  lines: readonly { label: string; quantity: number; lineTotalCents: number }[];
  subtotalCents: number;
  shippingCents: number;
  discountCents: number;
  totalCents: number;
}

function summary(order: MailOrder): string[] {
  return [
    ...order.lines.map((line) => `- ${line.quantity} × ${line.label} : ${formatEuros(line.lineTotalCents)}`),
    '',
    `Sous-total : ${formatEuros(order.subtotalCents)}`,
    `Livraison : ${formatEuros(order.shippingCents)}`,
    ...(order.discountCents > 0 ? [`Remise : -${formatEuros(order.discountCents)}`] : []),
    `Total TTC : ${formatEuros(order.totalCents)}`,
    '',
    order.deliveryText,
  ];
}

const replyTo = (shop: MailShop) => shop.merchantEmail || null;

export function orderConfirmationEmail(order: MailOrder, shop: MailShop): OutboxEmail {
  return {
    to: order.email,
    replyTo: replyTo(shop),
    subject: `Votre commande ${order.reference} est enregistrée`,
    textBody: [
      'Bonjour,',
      '',
      `Merci pour votre commande ${order.reference} auprès de ${shop.name}. En voici le récapitulatif :`,
      '',
      ...summary(order),
      '',
      'Elle sera préparée dès réception de votre paiement. Vous pouvez suivre son état depuis votre espace personnel :',
      `${shop.siteUrl}/mon-compte/commandes`,
      '',
      `À bientôt,\n${shop.name}`,
    ].join('\n'),
  };
}

export function merchantNotificationEmail(order: MailOrder, shop: MailShop): OutboxEmail {
  return {
    to: shop.merchantEmail,
    replyTo: order.email,
    subject: `Nouvelle commande ${order.reference} (${formatEuros(order.totalCents)})`,
    textBody: [
      `Nouvelle commande ${order.reference} passée sur le site.`,
      '',
      `Client : ${order.email} – ${order.phone}`,
      ...(order.message ? ['', `Message du client : ${order.message}`] : []),
      '',
      ...summary(order),
    ].join('\n'),
  };
}

const STATUS_SENTENCES: Partial<Record<OrderStatus, string>> = {
  PAID: 'Nous avons bien reçu votre paiement. Votre facture est disponible dans votre espace personnel.',
  PREPARING: 'Votre commande est en cours de préparation.',
  SHIPPED: 'Votre commande a été expédiée.',
  READY_FOR_PICKUP: 'Votre commande est prête : vous pouvez venir la retirer.',
  DELIVERED: 'Votre commande a été livrée. Bonne dégustation !',
  COLLECTED: 'Vous avez retiré votre commande. Bonne dégustation !',
  CANCELLED: 'Votre commande a été annulée. Si vous aviez payé, vous serez remboursé sous 14 jours.',
};

/**
 * The buyer's e-mail for a status change; null for statuses that send none. `customerMessage`
 * is the merchant's sentence for the buyer; the internal note is never given here.
 */
export function orderStatusEmail(
  order: { reference: string; email: string },
  status: OrderStatus,
  shop: MailShop,
  customerMessage: string | null = null,
): OutboxEmail | null {
  const sentence = STATUS_SENTENCES[status];
  if (!sentence) return null;
  return {
    to: order.email,
    replyTo: replyTo(shop),
    subject: `Commande ${order.reference} : ${ORDER_STATUS_LABELS[status].toLowerCase()}`,
    textBody: [
      'Bonjour,',
      '',
      sentence,
      ...(customerMessage ? ['', customerMessage] : []),
      '',
      `Le détail de votre commande : ${shop.siteUrl}/mon-compte/commandes`,
      '',
      `À bientôt,\n${shop.name}`,
    ].join('\n'),
  };
}

/** Sent by the cron ORDER_REVIEW_REQUEST_DELAY days after delivery or collection. */
export function reviewRequestEmail(
  order: { reference: string; email: string },
  shop: MailShop,
  reviewUrl: string,
): OutboxEmail {
  return {
    to: order.email,
    replyTo: replyTo(shop),
    subject: `Votre avis sur votre commande ${order.reference}`,
    textBody: [
      'Bonjour,',
      '',
      `Vous avez reçu votre commande ${order.reference} il y a quelques jours. Les vins vous ont-ils plu ?`,
      'Votre avis nous aide beaucoup, et il ne prend qu’une minute :',
      reviewUrl || `${shop.siteUrl}/`,
      '',
      `Merci et à bientôt,\n${shop.name}`,
    ].join('\n'),
  };
}
