import type { Translator } from '../../../src/i18n/translator';
import { Details, Paragraph } from '../layout/blocks';

// What an order e-mail says about the order: its lines, amounts and delivery, as rows in the
// HTML and as lines in the text part, from the same MailOrder, in the e-mail's language.

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
  /** When it is prepared (src/domain/orders/payment-instructions.ts preparationSentence). */
  preparation?: string;
}

function amountRows(order: MailOrder, t: Translator): [string, string][] {
  return [
    [t.t('mail.order.subtotal'), t.cents(order.subtotalCents)],
    [t.t('mail.order.shipping'), t.cents(order.shippingCents)],
    ...(order.discountCents > 0
      ? [[t.t('mail.order.discount'), `-${t.cents(order.discountCents)}`] as [string, string]]
      : []),
    [t.t('mail.order.total'), t.cents(order.totalCents)],
  ];
}

export function OrderSummary({ order, t }: { order: MailOrder; t: Translator }) {
  return (
    <>
      <Details
        rows={order.lines.map(
          (line) => [`${line.quantity} × ${line.label}`, t.cents(line.lineTotalCents)] as const,
        )}
      />
      <Details
        rows={amountRows(order, t).map(
          ([label, value]) => [label, <strong key={label}>{value}</strong>] as const,
        )}
      />
      <Paragraph>{order.deliveryText}</Paragraph>
    </>
  );
}

export function orderSummaryText(order: MailOrder, t: Translator): string[][] {
  const row = (label: string, value: string) => t.t('mail.row', { label, value });
  return [
    order.lines.map((line) => `- ${row(`${line.quantity} × ${line.label}`, t.cents(line.lineTotalCents))}`),
    amountRows(order, t).map(([label, value]) => row(label, value)),
    [order.deliveryText],
  ];
}
