import type { Context } from 'hono';
import type { Booked } from '../../../src/schema/booking/booking';
import {
  BookingCardStepPage,
  BookingPaidPage,
  type CardStep,
  type PaymentOutcome,
} from '../../../src/ui/booking/BookingPaymentPages';
import { notFound, PAGE_NOT_FOUND } from '../../errors';
import type { AppEnv } from '../../http/app-env';
import { pageRequest, type PageRequest } from '../members/account-view';
import { orNotFound, show } from './booking.routes';
import { withStripeSources } from '../orders/checkout-csp';

// The booking's card payment pages (worker/pages/booking/booking.routes.tsx routes them): the card step
// answering the details form of a service paid beforehand, and Stripe's return. They are the
// only booking pages whose Content-Security-Policy lets Stripe.js in.

/** The card step, the only booking page whose policy lets Stripe.js in. */
export async function cardStepView(
  c: Context<AppEnv>,
  request: PageRequest,
  serviceId: number,
  booked: Booked,
) {
  const provider = request.source.provider;
  const { services } = await provider.bookingServices().catch(orNotFound);
  const payment = booked.payment;
  if (!payment) throw notFound(PAGE_NOT_FOUND);
  const step: CardStep = {
    reference: booked.reference,
    token: new URL(booked.manageUrl).searchParams.get('token') ?? '',
    serviceName: services.find((service) => service.id === serviceId)?.name ?? '',
    start: booked.start,
    ...payment,
  };
  const response = await show(
    c,
    request,
    false,
    <BookingCardStepPage
      locale={request.locale}
      link={request.link}
      step={step}
      phone={await sitePhone(request)}
    />,
    201,
  );
  return withStripe(response);
}

function withStripe(response: Response): Response {
  const policy = response.headers.get('Content-Security-Policy');
  if (policy) response.headers.set('Content-Security-Policy', withStripeSources(policy));
  return response;
}

const sitePhone = (request: PageRequest) =>
  request.source.provider.parameter('COMPANY_PHONE').then(
    (parameter) => parameter.value ?? '',
    () => '',
  );

/**
 * Stripe's return: paid once the webhook confirmed the appointment, pending while the bank has
 * not answered, failed with the card form again while the slot is still held, expired after.
 */
export async function paidView(c: Context<AppEnv>) {
  const request = await pageRequest(c);
  const reference = c.req.query('reference') ?? '';
  const token = c.req.query('token') ?? '';
  const appointment = await request.source.provider.appointment(reference, token).catch(() => null);
  const failed = c.req.query('redirect_status') === 'failed';
  const secret = c.req.query('payment_intent_client_secret') ?? '';
  const held = appointment?.status === 'PENDING_PAYMENT' ? appointment : null;
  const outcome: PaymentOutcome = !appointment
    ? 'expired'
    : appointment.status !== 'PENDING_PAYMENT'
      ? 'paid'
      : failed
        ? 'failed'
        : 'pending';
  // Stripe's return carries the PaymentIntent's secret: the form again, for this hold's intent only.
  const retry: CardStep | null =
    outcome === 'failed' && held?.payment && secret.startsWith(`${held.payment.paymentIntent}_secret_`)
      ? {
          reference,
          token,
          serviceName: held.service.name,
          start: held.start,
          kind: held.payment.kind,
          amountCents: held.payment.amountCents,
          giftCardCents: held.payment.giftCardCents,
          holdUntil: held.payment.holdUntil,
          clientSecret: secret,
          publishableKey: held.payment.publishableKey,
        }
      : null;
  const manage = appointment ? new URL(appointment.manageUrl) : null;
  const response = await show(
    c,
    request,
    true,
    <BookingPaidPage
      locale={request.locale}
      link={request.link}
      outcome={outcome}
      manageHref={manage ? `${manage.pathname}${manage.search}` : null}
      retry={retry}
      phone={await sitePhone(request)}
    />,
  );
  return retry ? withStripe(response) : response;
}
