import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../../src/schema/payment';
import type { MailShop } from '../../provider/orders/public';
import type { OutboxEmail } from '../../provider/shared/public';
import { ButtonLink, Paragraph, Signature } from '../layout/blocks';
import { EmailLayout } from '../layout/EmailLayout';
import { composeEmail } from '../layout/render-email';
import { textEmail } from '../layout/text';
import { OrderSummary, orderSummaryText, type MailOrder } from './order-summary';

// Sent when the buyer chooses an offline payment method (transfer, cheque, at pick-up): the
// same instructions as the payment page (src/domain/payment-instructions.ts), with the order
// and, for a pick-up, its place and slot.

interface PaymentInstructionsProps {
  order: MailOrder;
  method: PaymentMethod;
  /** paymentInstructions(method, …): lines separated by new lines. */
  instructions: string;
  shop: MailShop;
}

const subjectOf = (order: MailOrder) => `Commande ${order.reference} : comment la régler`;
const chosen = (method: PaymentMethod) =>
  `Vous avez choisi de régler votre commande par ${PAYMENT_METHOD_LABELS[method].toLowerCase()}.`;
const paragraphs = (instructions: string) =>
  instructions
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
const ordersUrl = (shop: MailShop) => `${shop.site.origin}/mon-compte/commandes`;
// Transfer and cheque instructions already say « préparée dès réception »; at pick-up the
// order is prepared for the slot, which the preparation sentence says.
const preparation = (order: MailOrder, method: PaymentMethod) =>
  method === 'PAY_AT_PICKUP' ? (order.preparation ?? null) : null;

export function PaymentInstructionsEmail({ order, method, instructions, shop }: PaymentInstructionsProps) {
  return (
    <EmailLayout site={shop.site} title={subjectOf(order)} preview={chosen(method)}>
      <Paragraph>Bonjour,</Paragraph>
      <Paragraph>{chosen(method)}</Paragraph>
      {paragraphs(instructions).map((line) => (
        <Paragraph key={line}>{line}</Paragraph>
      ))}
      {preparation(order, method) ? <Paragraph>{preparation(order, method)}</Paragraph> : null}
      <OrderSummary order={order} />
      <ButtonLink site={shop.site} href={ordersUrl(shop)}>
        Suivre ma commande
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
  return composeEmail({
    to: order.email,
    replyTo: shop.merchantEmail || null,
    subject: subjectOf(order),
    html: <PaymentInstructionsEmail {...props} />,
    text: textEmail(shop.site, [
      'Bonjour,',
      chosen(method),
      ...paragraphs(instructions),
      preparation(order, method),
      ...orderSummaryText(order),
      `Suivre ma commande : ${ordersUrl(shop)}`,
    ]),
  });
}
