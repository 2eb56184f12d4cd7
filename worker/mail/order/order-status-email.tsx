import type { OrderStatus } from '../../../src/schema/orders/order';
import type { MailShop } from './mail-shop';
import type { OutboxEmail } from '../../provider/shared/public';
import { ButtonLink, Paragraph, Quote, Signature } from '../layout/blocks';
import { EmailLayout } from '../layout/EmailLayout';
import { mailLink, mailT } from '../layout/mail-site';
import { composeEmail } from '../layout/render-email';
import { textEmail } from '../layout/text';

// The buyer's e-mail for a status change (paid, preparing, shipped, ready for pick-up…), in the
// order's language (`shop.site` writes in it).

/** The statuses that send an e-mail, with their sentence (catalogues/mail.ts). */
const STATUS_SENTENCES = {
  PAID: 'mail.order.status.PAID',
  PREPARING: 'mail.order.status.PREPARING',
  SHIPPED: 'mail.order.status.SHIPPED',
  READY_FOR_PICKUP: 'mail.order.status.READY_FOR_PICKUP',
  DELIVERED: 'mail.order.status.DELIVERED',
  COLLECTED: 'mail.order.status.COLLECTED',
  CANCELLED: 'mail.order.status.CANCELLED',
} as const satisfies Partial<Record<OrderStatus, string>>;

const hasSentence = (status: OrderStatus): status is keyof typeof STATUS_SENTENCES =>
  Object.hasOwn(STATUS_SENTENCES, status);

interface OrderStatusProps {
  order: { reference: string; email: string };
  sentence: string;
  subject: string;
  /** The merchant's message to the buyer (never the internal note). */
  customerMessage: string | null;
  shop: MailShop;
}

const ordersUrl = (shop: MailShop) => mailLink(shop.site, '/mon-compte/commandes');

function OrderStatusEmail({ sentence, subject, customerMessage, shop }: OrderStatusProps) {
  return (
    <EmailLayout site={shop.site} title={subject} preview={sentence}>
      <Paragraph>{mailT(shop.site).t('mail.hello')}</Paragraph>
      <Paragraph>{sentence}</Paragraph>
      {customerMessage ? <Quote>{customerMessage}</Quote> : null}
      <ButtonLink site={shop.site} href={ordersUrl(shop)}>
        {mailT(shop.site).t('mail.order.details')}
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
  if (!hasSentence(status)) return null;
  const t = mailT(shop.site);
  const sentence = t.t(STATUS_SENTENCES[status]);
  const props = {
    order,
    sentence,
    subject: t.t('mail.order.status.subject', {
      reference: order.reference,
      status: t.t(`order.status.${status}`).toLocaleLowerCase(t.tag),
    }),
    customerMessage,
    shop,
  };
  return composeEmail({
    to: order.email,
    replyTo: shop.merchantEmail || null,
    subject: props.subject,
    html: <OrderStatusEmail {...props} />,
    text: textEmail(shop.site, [
      t.t('mail.hello'),
      sentence,
      customerMessage,
      t.t('mail.order.detailsAt', { url: ordersUrl(shop) }),
    ]),
  });
}
