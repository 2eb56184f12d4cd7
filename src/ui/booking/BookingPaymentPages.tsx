import type { ReactElement } from 'react';
import { appointmentWhen, bookingPrice } from '../../domain/booking/booking-words';
import { Stylesheet } from '../document/Stylesheet';
import { BookingPayment } from '../islands/BookingPayment';
import { Island } from '../islands/island';
import { bookingPageWords } from './booking-page-words';

// A booking paid beforehand: the card step shown once the slot is held (Stripe's card form, an
// island drawn by Stripe.js; without JavaScript the page shows what is due, how long the slot
// is kept and the phone number to book by other means, since Stripe's form cannot work without
// it), and the page Stripe comes back to: paid (the webhook confirmed it), pending (the bank
// has not answered yet) or failed (the card form again while the slot is still held).

export const BOOKING_PAID_PATH = '/rendez-vous/paiement';

export interface CardStep {
  reference: string;
  token: string;
  serviceName: string;
  start: string;
  kind: 'PREPAYMENT' | 'DEPOSIT';
  /** What the card pays now (what a gift card did not). */
  amountCents: number;
  giftCardCents: number;
  holdUntil: string;
  clientSecret: string;
  publishableKey: string;
}

const time = (iso: string) => iso.slice(11, 16);

/** Where Stripe comes back to: the return page, with the booking's signed link. */
const paidHref = (step: { reference: string; token: string }) =>
  `${BOOKING_PAID_PATH}?reference=${encodeURIComponent(step.reference)}&token=${encodeURIComponent(step.token)}`;

function BookingCardForm({
  locale,
  link,
  step,
  phone,
}: {
  locale: string;
  link: (path: string) => string;
  step: CardStep;
  phone: string;
}): ReactElement {
  const w = bookingPageWords(locale);
  return (
    <>
      <p className="booking__facts">
        <strong>{w.dueNow(step.kind, bookingPrice(step.amountCents, locale))}</strong>
      </p>
      {step.giftCardCents > 0 ? (
        <p className="booking__facts">{w.giftCardPaid(bookingPrice(step.giftCardCents, locale))}</p>
      ) : null}
      <p>{w.heldUntil(time(step.holdUntil))}</p>
      <noscript>
        <p className="block-form__error">{w.cardNeedsScript(phone)}</p>
      </noscript>
      <Island
        name="BookingPayment"
        chunk="shop"
        component={BookingPayment}
        props={{
          clientSecret: step.clientSecret,
          publishableKey: step.publishableKey,
          returnHref: link(paidHref(step)),
          locale,
        }}
      />
    </>
  );
}

export function BookingCardStepPage({
  locale,
  link,
  step,
  phone,
}: {
  locale: string;
  link: (path: string) => string;
  step: CardStep;
  phone: string;
}): ReactElement {
  const w = bookingPageWords(locale);
  return (
    <section className="booking">
      <Stylesheet name="booking" />
      <h1 className="page-title">{w.title}</h1>
      <div className="booking__choice">
        <p className="booking__choice-name">{step.serviceName}</p>
        <p className="booking__facts">{appointmentWhen(new Date(step.start), locale)}</p>
      </div>
      <h2>{w.paymentTitle}</h2>
      <BookingCardForm locale={locale} link={link} step={step} phone={phone} />
    </section>
  );
}

export type PaymentOutcome = 'paid' | 'pending' | 'failed' | 'expired';

export function BookingPaidPage({
  locale,
  link,
  outcome,
  manageHref,
  retry,
  phone,
}: {
  locale: string;
  link: (path: string) => string;
  outcome: PaymentOutcome;
  manageHref: string | null;
  /** The card form again, when the payment failed and the slot is still held. */
  retry: CardStep | null;
  phone: string;
}): ReactElement {
  const w = bookingPageWords(locale);
  const title = outcome === 'paid' ? w.paidTitle : outcome === 'pending' ? w.pendingTitle : w.failedTitle;
  const text =
    outcome === 'paid'
      ? w.paidText
      : outcome === 'pending'
        ? w.pendingText
        : outcome === 'failed'
          ? w.failedText
          : w.expiredText;
  return (
    <section className="booking">
      <Stylesheet name="booking" />
      <h1 className="page-title">{title}</h1>
      <p aria-live="polite" data-outcome={outcome}>
        {text}
      </p>
      {retry ? <BookingCardForm locale={locale} link={link} step={retry} phone={phone} /> : null}
      {manageHref && outcome !== 'expired' ? (
        <p>
          <a href={manageHref}>{w.seeAppointment}</a>
        </p>
      ) : null}
      <p>
        <a href={link('/rendez-vous')}>{w.bookAnother}</a>
      </p>
    </section>
  );
}
