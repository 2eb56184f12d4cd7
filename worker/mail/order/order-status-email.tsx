import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../src/schema/order';
import type { MailShop } from '../../provider/orders/public';
import type { OutboxEmail } from '../../provider/shared/public';
import { ButtonLink, Paragraph, Quote, Signature } from '../layout/blocks';
import { EmailLayout } from '../layout/EmailLayout';
import { composeEmail } from '../layout/render-email';
import { textEmail } from '../layout/text';

// The buyer's e-mail for a status change (paid, preparing, shipped, ready for pick-up…).

const STATUS_SENTENCES: Partial<Record<OrderStatus, string>> = {
  PAID: 'Nous avons bien reçu votre paiement. Votre facture est disponible dans votre espace personnel.',
  PREPARING: 'Votre commande est en cours de préparation.',
  SHIPPED: 'Votre commande a été expédiée.',
  READY_FOR_PICKUP: 'Votre commande est prête : vous pouvez venir la retirer.',
  DELIVERED: 'Votre commande a été livrée. Bonne dégustation !',
  COLLECTED: 'Vous avez retiré votre commande. Bonne dégustation !',
  CANCELLED: 'Votre commande a été annulée. Si vous aviez payé, vous serez remboursé sous 14 jours.',
};

interface OrderStatusProps {
  order: { reference: string; email: string };
  sentence: string;
  subject: string;
  /** The merchant's message to the buyer (never the internal note). */
  customerMessage: string | null;
  shop: MailShop;
}

const ordersUrl = (shop: MailShop) => `${shop.site.origin}/mon-compte/commandes`;

export function OrderStatusEmail({ sentence, subject, customerMessage, shop }: OrderStatusProps) {
  return (
    <EmailLayout site={shop.site} title={subject} preview={sentence}>
      <Paragraph>Bonjour,</Paragraph>
      <Paragraph>{sentence}</Paragraph>
      {customerMessage ? <Quote>{customerMessage}</Quote> : null}
      <ButtonLink site={shop.site} href={ordersUrl(shop)}>
        Le détail de votre commande
      </ButtonLink>
      <Signature site={shop.site} />
    </EmailLayout>
  );
}

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
  const props = {
    order,
    sentence,
    subject: `Commande ${order.reference} : ${ORDER_STATUS_LABELS[status].toLowerCase()}`,
    customerMessage,
    shop,
  };
  return composeEmail({
    to: order.email,
    replyTo: shop.merchantEmail || null,
    subject: props.subject,
    html: <OrderStatusEmail {...props} />,
    text: textEmail(shop.site, [
      'Bonjour,',
      sentence,
      customerMessage,
      `Le détail de votre commande : ${ordersUrl(shop)}`,
    ]),
  });
}
