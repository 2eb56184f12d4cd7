import type { MailShop } from './mail-shop';
import type { OutboxEmail } from '../../provider/shared/public';
import { ButtonLink, Details, Paragraph, Quote, Signature } from '../layout/blocks';
import { EmailLayout } from '../layout/EmailLayout';
import { mailLink, mailT } from '../layout/mail-site';
import { composeEmail } from '../layout/render-email';
import { textEmail } from '../layout/text';
import { OrderSummary, orderSummaryText, type MailOrder } from './order-summary';

// The two e-mails of a new order: the buyer's confirmation (in the order's language: `shop.site`
// writes in it) and the merchant's notification (in the site's default language: the admin is
// French), written to the outbox in the same transaction as the order.

interface OrderPlacedProps {
  order: MailOrder;
  shop: MailShop;
}

const confirmationSubject = ({ order, shop }: OrderPlacedProps) =>
  mailT(shop.site).t('mail.order.confirmation.subject', { reference: order.reference });
const thanks = ({ order, shop }: OrderPlacedProps) =>
  mailT(shop.site).t('mail.order.confirmation.thanks', { reference: order.reference, shop: shop.name });
// « dès réception de votre paiement » only when the payment is awaited before preparing it.
const follow = ({ order, shop }: OrderPlacedProps) =>
  mailT(shop.site).t('mail.order.follow', {
    preparation: order.preparation ?? mailT(shop.site).t('payment.prepared.onPayment'),
  });
const ordersUrl = (shop: MailShop) => mailLink(shop.site, '/mon-compte/commandes');

function OrderConfirmationEmail(props: OrderPlacedProps) {
  const { order, shop } = props;
  const t = mailT(shop.site);
  return (
    <EmailLayout site={shop.site} title={confirmationSubject(props)} preview={thanks(props)}>
      <Paragraph>{t.t('mail.hello')}</Paragraph>
      <Paragraph>{thanks(props)}</Paragraph>
      <OrderSummary order={order} t={t} />
      <Paragraph>{follow(props)}</Paragraph>
      <ButtonLink site={shop.site} href={ordersUrl(shop)}>
        {t.t('mail.order.track')}
      </ButtonLink>
      <Signature site={shop.site} />
    </EmailLayout>
  );
}

export function orderConfirmationEmail(order: MailOrder, shop: MailShop): OutboxEmail {
  const props = { order, shop };
  const t = mailT(shop.site);
  return composeEmail({
    to: order.email,
    replyTo: shop.merchantEmail || null,
    subject: confirmationSubject(props),
    html: <OrderConfirmationEmail {...props} />,
    text: textEmail(shop.site, [
      t.t('mail.hello'),
      thanks(props),
      ...orderSummaryText(order, t),
      [follow(props), ordersUrl(shop)],
    ]),
  });
}

const notificationSubject = ({ order, shop }: OrderPlacedProps) =>
  mailT(shop.site).t('mail.order.notification.subject', {
    reference: order.reference,
    total: mailT(shop.site).cents(order.totalCents),
  });
const placed = ({ order, shop }: OrderPlacedProps) =>
  mailT(shop.site).t('mail.order.notification.placed', { reference: order.reference });
const customer = (order: MailOrder) => `${order.email} – ${order.phone}`;

function MerchantNotificationEmail(props: OrderPlacedProps) {
  const { order, shop } = props;
  const t = mailT(shop.site);
  return (
    <EmailLayout site={shop.site} title={notificationSubject(props)} preview={placed(props)}>
      <Paragraph>{placed(props)}</Paragraph>
      <Details rows={[[t.t('mail.order.customer'), customer(order)]]} />
      {order.message ? (
        <>
          <Paragraph>{t.t('mail.order.customerMessage')}</Paragraph>
          <Quote>{order.message}</Quote>
        </>
      ) : null}
      <OrderSummary order={order} t={t} />
      <ButtonLink site={shop.site} href={`${shop.site.origin}/admin`}>
        {t.t('mail.openAdmin')}
      </ButtonLink>
    </EmailLayout>
  );
}

/** To the merchant (replying writes to the buyer); `shop` in the site's default language. */
export function merchantNotificationEmail(order: MailOrder, shop: MailShop): OutboxEmail {
  const props = { order, shop };
  const t = mailT(shop.site);
  return composeEmail({
    to: shop.merchantEmail,
    replyTo: order.email,
    subject: notificationSubject(props),
    html: <MerchantNotificationEmail {...props} />,
    text: textEmail(
      shop.site,
      [
        placed(props),
        t.t('mail.row', { label: t.t('mail.order.customer'), value: customer(order) }),
        order.message ? `${t.t('mail.order.customerMessage')} ${order.message}` : null,
        ...orderSummaryText(order, t),
      ],
      false,
    ),
  });
}
