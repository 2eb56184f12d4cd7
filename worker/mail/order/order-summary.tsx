import { formatEuros } from '../../../src/domain/order-amounts';
import { Details, Paragraph } from '../layout/blocks';

// What an order e-mail says about the order: its lines, amounts and delivery, as rows in the
// HTML and as lines in the text part, from the same MailOrder.

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
  /** When it is prepared (src/domain/payment-instructions.ts preparationSentence). */
  preparation?: string;
}

function amountRows(order: MailOrder): [string, string][] {
  return [
    ['Sous-total', formatEuros(order.subtotalCents)],
    ['Livraison', formatEuros(order.shippingCents)],
    ...(order.discountCents > 0
      ? [['Remise', `-${formatEuros(order.discountCents)}`] as [string, string]]
      : []),
    ['Total TTC', formatEuros(order.totalCents)],
  ];
}

export function OrderSummary({ order }: { order: MailOrder }) {
  return (
    <>
      <Details
        rows={order.lines.map(
          (line) => [`${line.quantity} × ${line.label}`, formatEuros(line.lineTotalCents)] as const,
        )}
      />
      <Details
        rows={amountRows(order).map(
          ([label, value]) => [label, <strong key={label}>{value}</strong>] as const,
        )}
      />
      <Paragraph>{order.deliveryText}</Paragraph>
    </>
  );
}

export function orderSummaryText(order: MailOrder): string[][] {
  return [
    order.lines.map((line) => `- ${line.quantity} × ${line.label} : ${formatEuros(line.lineTotalCents)}`),
    amountRows(order).map(([label, value]) => `${label} : ${value}`),
    [order.deliveryText],
  ];
}
