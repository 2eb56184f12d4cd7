import { formatEuros } from '../../../src/domain/order-amounts';
import type { MailShop } from '../../provider/orders/public';
import type { OutboxEmail } from '../../provider/shared/public';
import { ButtonLink, Details, Paragraph, Quote, Signature } from '../layout/blocks';
import { EmailLayout } from '../layout/EmailLayout';
import { composeEmail } from '../layout/render-email';
import { textEmail } from '../layout/text';
import { OrderSummary, orderSummaryText, type MailOrder } from './order-summary';

// The two e-mails of a new order: the buyer's confirmation and the merchant's notification,
// written to the outbox in the same transaction as the order.

interface OrderPlacedProps {
  order: MailOrder;
  shop: MailShop;
}

const confirmationSubject = (order: MailOrder) => `Votre commande ${order.reference} est enregistrée`;
const thanks = ({ order, shop }: OrderPlacedProps) =>
  `Merci pour votre commande ${order.reference} auprès de ${shop.name}. En voici le récapitulatif :`;
// « dès réception de votre paiement » only when the payment is awaited before preparing it.
const follow = (order: MailOrder) =>
  `${order.preparation ?? 'Elle sera préparée dès réception de votre paiement.'} Vous pouvez suivre son état depuis votre espace personnel :`;
const ordersUrl = (shop: MailShop) => `${shop.site.origin}/mon-compte/commandes`;

export function OrderConfirmationEmail(props: OrderPlacedProps) {
  const { order, shop } = props;
  return (
    <EmailLayout site={shop.site} title={confirmationSubject(order)} preview={thanks(props)}>
      <Paragraph>Bonjour,</Paragraph>
      <Paragraph>{thanks(props)}</Paragraph>
      <OrderSummary order={order} />
      <Paragraph>{follow(order)}</Paragraph>
      <ButtonLink site={shop.site} href={ordersUrl(shop)}>
        Suivre ma commande
      </ButtonLink>
      <Signature site={shop.site} />
    </EmailLayout>
  );
}

export function orderConfirmationEmail(order: MailOrder, shop: MailShop): OutboxEmail {
  const props = { order, shop };
  return composeEmail({
    to: order.email,
    replyTo: shop.merchantEmail || null,
    subject: confirmationSubject(order),
    html: <OrderConfirmationEmail {...props} />,
    text: textEmail(shop.site, [
      'Bonjour,',
      thanks(props),
      ...orderSummaryText(order),
      [follow(order), ordersUrl(shop)],
    ]),
  });
}

const notificationSubject = (order: MailOrder) =>
  `Nouvelle commande ${order.reference} (${formatEuros(order.totalCents)})`;
const placed = (order: MailOrder) => `Nouvelle commande ${order.reference} passée sur le site.`;
const customer = (order: MailOrder) => `${order.email} – ${order.phone}`;

export function MerchantNotificationEmail({ order, shop }: OrderPlacedProps) {
  return (
    <EmailLayout site={shop.site} title={notificationSubject(order)} preview={placed(order)}>
      <Paragraph>{placed(order)}</Paragraph>
      <Details rows={[['Client', customer(order)]]} />
      {order.message ? (
        <>
          <Paragraph>Message du client :</Paragraph>
          <Quote>{order.message}</Quote>
        </>
      ) : null}
      <OrderSummary order={order} />
      <ButtonLink site={shop.site} href={`${shop.site.origin}/admin`}>
        Ouvrir l’administration
      </ButtonLink>
    </EmailLayout>
  );
}

/** To the merchant (replying writes to the buyer). */
export function merchantNotificationEmail(order: MailOrder, shop: MailShop): OutboxEmail {
  return composeEmail({
    to: shop.merchantEmail,
    replyTo: order.email,
    subject: notificationSubject(order),
    html: <MerchantNotificationEmail order={order} shop={shop} />,
    text: textEmail(
      shop.site,
      [
        placed(order),
        `Client : ${customer(order)}`,
        order.message ? `Message du client : ${order.message}` : null,
        ...orderSummaryText(order),
      ],
      false,
    ),
  });
}
