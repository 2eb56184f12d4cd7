import type { ReactElement } from 'react';
import { giftCardPageWords } from '../gift-cards/gift-card-page-words.ts';
import { CardPaymentForm, type CardPaymentProps } from '../payment/CardPaymentForm.tsx';

// The gift card's card payment, on the confirmation page of a card bought with « Carte
// bancaire », in the shop chunk: Stripe's card form (src/ui/payment/CardPaymentForm.tsx). The
// card is issued by Stripe's signed webhook, never by this page.

export type GiftCardPaymentProps = CardPaymentProps;

export function GiftCardPayment(props: GiftCardPaymentProps): ReactElement {
  return <CardPaymentForm {...props} words={giftCardPageWords(props.locale)} block="gift-card" />;
}
