import type { PaymentMethod } from '../../../src/schema/orders/payment';
import type { MailShop } from './mail-shop';
import type { OutboxEmail } from '../../provider/shared/public';
import { ButtonLink, Paragraph, Signature } from '../layout/blocks';
import { EmailLayout } from '../layout/EmailLayout';
import { mailLink, mailT } from '../layout/mail-site';
import { composeEmail } from '../layout/render-email';
import { textEmail } from '../layout/text';
import { OrderSummary, orderSummaryText, type MailOrder } from './order-summary';

// Sent when the buyer chooses an offline payment method (transfer, cheque, at pick-up): the
// same instructions as the payment page (src/domain/orders/payment-instructions.ts), with the order
// and, for a pick-up, its place and slot; in the order's language (`shop.site` writes in it).

interface PaymentInstructionsProps {
  order: MailOrder;
  method: PaymentMethod;
  /** paymentInstructions(method, …): lines separated by new lines. */
  instructions: string;
  shop: MailShop;
}

const subjectOf = (order: MailOrder, shop: MailShop) =>
  mailT(shop.site).t('mail.order.payment.subject', { reference: order.reference });
const chosen = (method: PaymentMethod, shop: MailShop) => {
  const t = mailT(shop.site);
  return t.t('mail.order.payment.chosen', {
    method: t.t(`payment.method.${method}`).toLocaleLowerCase(t.tag),
  });
};
const paragraphs = (instructions: string) =>
  instructions
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
const ordersUrl = (shop: MailShop) => mailLink(shop.site, '/mon-compte/commandes');
// Transfer and cheque instructions already say « préparée dès réception »; at pick-up the
// order is prepared for the slot, which the preparation sentence says.
const preparation = (order: MailOrder, method: PaymentMethod) =>
  method === 'PAY_AT_PICKUP' ? (order.preparation ?? null) : null;

function PaymentInstructionsEmail({ order, method, instructions, shop }: PaymentInstructionsProps) {
  return (
    <EmailLayout site={shop.site} title={subjectOf(order, shop)} preview={chosen(method, shop)}>
      <Paragraph>{mailT(shop.site).t('mail.hello')}</Paragraph>
      <Paragraph>{chosen(method, shop)}</Paragraph>
      {paragraphs(instructions).map((line) => (
        <Paragraph key={line}>{line}</Paragraph>
      ))}
      {preparation(order, method) ? <Paragraph>{preparation(order, method)}</Paragraph> : null}
      <OrderSummary order={order} t={mailT(shop.site)} />
      <ButtonLink site={shop.site} href={ordersUrl(shop)}>
        {mailT(shop.site).t('mail.order.track')}
      </ButtonLink>
      <Signature site={shop.site} />
    </EmailLayout>
  );
}

export function paymentInstructionsEmail(
  order: MailOrder,
  method: PaymentMethod,
  instructions: string,
  shop: MailShop,
): OutboxEmail {
  const props = { order, method, instructions, shop };
  const t = mailT(shop.site);
  return composeEmail({
    to: order.email,
    replyTo: shop.merchantEmail || null,
    subject: subjectOf(order, shop),
    html: <PaymentInstructionsEmail {...props} />,
    text: textEmail(shop.site, [
      t.t('mail.hello'),
      chosen(method, shop),
      ...paragraphs(instructions),
      preparation(order, method),
      ...orderSummaryText(order, t),
      t.t('mail.order.trackAt', { url: ordersUrl(shop) }),
    ]),
  });
}
