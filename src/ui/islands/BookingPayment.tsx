import type { ReactElement } from 'react';
import { bookingPageWords } from '../booking/booking-page-words.ts';
import { CardPaymentForm, type CardPaymentProps } from '../payment/CardPaymentForm.tsx';

// A booking paid beforehand (in full or a deposit): the card step's form, in the shop chunk,
// while the slot is held. Stripe's card form (src/ui/payment/CardPaymentForm.tsx); the
// appointment is confirmed by Stripe's signed webhook, never by this page.

export type BookingPaymentProps = CardPaymentProps;

export function BookingPayment(props: BookingPaymentProps): ReactElement {
  return <CardPaymentForm {...props} words={bookingPageWords(props.locale)} block="booking" />;
}
