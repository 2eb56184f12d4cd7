import { Hono, type Context } from 'hono';
import type { ReactElement } from 'react';
import { bookingPolicy } from '../../../src/domain/booking/booking-words';
import { isCalendarDate, parisParts } from '../../../src/domain/delivery/collect-slots';
import { DAYS_SHOWN, pagerDays } from '../../../src/ui/booking/booking-days';
import type { BookingInput } from '../../../src/schema/booking/booking';
import { currentMember } from '../../auth/page-member';
import type { FormNotice } from '../../../src/ui/account/AccountField';
import {
  BookingDetailsPage,
  BookingManagePage,
  BookingServicesPage,
  BookingSlotsPage,
} from '../../../src/ui/booking/BookingPages';
import { BOOKING_PAID_PATH } from '../../../src/ui/booking/BookingPaymentPages';
import { bookingPageWords } from '../../../src/ui/booking/booking-page-words';
import { notFound, PAGE_NOT_FOUND } from '../../errors';
import type { AppEnv } from '../../http/app-env';
import { noStore, pageRequest, refusal, type PageRequest } from '../members/account-view';
import { cardStepView, paidView } from './booking-payment-view';
import { readableForm, textFields } from '../content/page-form';
import { renderPage } from '../site/renderer';

// (?jour= picks the first day shown: ?from= is the visit tracker's, worker/pages/site/visit-redirect.ts.)
// Online booking's pages, usable without JavaScript: /rendez-vous (/en/book) lists the
// services, then a service's days and free times as links, then the details form (POST,
// redirected to the manage page on success); /rendez-vous/gerer/{reference}?token=… (the signed
// link of every e-mail) shows the appointment and lets the client move or cancel it with plain
// forms until the cancellation deadline, the policy and the phone number after it. A service
// paid beforehand answers the details form with the card step (Stripe's card form, the only
// booking pages whose policy lets Stripe.js in), and /rendez-vous/paiement is Stripe's return.

const BOOK_PATH = '/rendez-vous';

export function show(
  c: Context<AppEnv>,
  request: PageRequest,
  manage: boolean,
  content: ReactElement,
  status = 200,
) {
  const w = bookingPageWords(request.locale);
  return noStore(
    renderPage(
      c,
      {
        data: request.data,
        locale: request.locale,
        path: request.path,
        layout: 'STANDARD',
        route: 'booking',
        meta: {
          title: manage ? w.manageTitle : w.title,
          description: manage ? w.manageDescription : w.description,
          canonicalPath: request.link(BOOK_PATH),
          noindex: manage,
        },
      },
      content,
      status,
    ),
  );
}

const today = () => parisParts(new Date()).date;

/** The provider's 404 (booking off, unknown service) is the page's 404. */
export function orNotFound(error: unknown): never {
  if (refusal(error).status === 404) throw notFound(PAGE_NOT_FOUND);
  throw error;
}

async function slotsView(
  c: Context<AppEnv>,
  request: PageRequest,
  serviceId: number,
  notice: FormNotice | null,
  status = 200,
) {
  const provider = request.source.provider;
  const { services } = await provider.bookingServices().catch(orNotFound);
  const service = services.find((candidate) => candidate.id === serviceId);
  if (!service) throw notFound(PAGE_NOT_FOUND);
  const asked = c.req.query('jour') ?? '';
  const from = isCalendarDate(asked) && asked > today() ? asked : today();
  const slots = await provider.bookingSlots(service.id, from, DAYS_SHOWN).catch(orNotFound);
  return show(
    c,
    request,
    false,
    <BookingSlotsPage
      locale={request.locale}
      link={request.link}
      service={service}
      slots={slots}
      from={from}
      today={today()}
      notice={notice}
    />,
    status,
  );
}

async function detailsView(
  c: Context<AppEnv>,
  request: PageRequest,
  serviceId: number,
  start: string,
  values: Record<string, string>,
  errors: Record<string, string>,
  notice: FormNotice | null,
  status = 200,
) {
  const provider = request.source.provider;
  const { services } = await provider.bookingServices().catch(orNotFound);
  const service = services.find((candidate) => candidate.id === serviceId);
  if (!service) throw notFound(PAGE_NOT_FOUND);
  const policy = await provider.parameter('BOOKING_POLICY_TEXT').then(
    (parameter) => bookingPolicy(parameter.value ?? '', request.locale),
    () => '',
  );
  return show(
    c,
    request,
    false,
    <BookingDetailsPage
      locale={request.locale}
      link={request.link}
      service={service}
      start={start}
      policy={policy}
      values={values}
      errors={errors}
      notice={notice}
    />,
    status,
  );
}

/** A signed-in member's details, filled in on the booking form (nothing for a visitor). */
async function memberValues(c: Context<AppEnv>, request: PageRequest): Promise<Record<string, string>> {
  if (!(await currentMember(c))) return {};
  try {
    const member = await request.source.provider.member();
    return {
      firstname: member.firstname,
      lastname: member.lastname,
      email: member.email,
      phone: member.phone ?? '',
    };
  } catch {
    return {};
  }
}

const serviceIdOf = (raw: string | undefined) => (raw && /^\d{1,10}$/.test(raw) ? Number(raw) : 0);

function bookingInput(fields: Record<string, string>): BookingInput {
  const street = fields['address.street'] ?? '';
  const postcode = fields['address.postcode'] ?? '';
  const city = fields['address.city'] ?? '';
  const places = (fields.places ?? '').trim();
  const giftCard = (fields.giftCardCodes ?? '').trim();
  // The provider validates everything; the page only shapes what was posted.
  return {
    service: serviceIdOf(fields.service),
    start: fields.start ?? '',
    firstname: fields.firstname ?? '',
    lastname: fields.lastname ?? '',
    email: fields.email ?? '',
    phone: fields.phone ?? '',
    message: fields.message ?? '',
    ...(places ? { places: Number(places) } : {}),
    ...(street || postcode || city ? { address: { street, postcode, city } } : {}),
    acceptTerms: (fields.acceptTerms === 'true') as true,
    ...(giftCard ? { giftCardCodes: [giftCard] } : {}),
  };
}

/** The manage page's local path with its token and what just happened. */
function managePath(manageUrl: string, done: string): string {
  const url = new URL(manageUrl);
  url.searchParams.set('fait', done);
  return `${url.pathname}${url.search}`;
}

async function manageView(c: Context<AppEnv>, reference: string, token: string) {
  const request = await pageRequest(c);
  const provider = request.source.provider;
  const appointment = await provider.appointment(reference, token).catch(orNotFound);
  const w = bookingPageWords(request.locale);
  const done = c.req.query('fait');
  const notice: FormNotice | null =
    done === 'reserve'
      ? { kind: 'success', text: w.confirmed }
      : done === 'annule'
        ? { kind: 'success', text: w.cancelledNotice }
        : done === 'deplace'
          ? { kind: 'success', text: w.movedNotice }
          : null;
  const asked = c.req.query('jour') ?? '';
  const from = isCalendarDate(asked) && asked > today() ? asked : today();
  const slots =
    appointment.status === 'CONFIRMED' && appointment.changeable
      ? await provider.bookingSlots(appointment.service.id, from, DAYS_SHOWN).catch(() => null)
      : null;
  return show(
    c,
    request,
    true,
    <BookingManagePage
      locale={request.locale}
      link={request.link}
      appointment={appointment}
      token={token}
      notice={notice}
      slots={slots}
      days={pagerDays(from, today())}
      icsHref={`/api/booking/${encodeURIComponent(reference)}/ics?token=${encodeURIComponent(token)}`}
    />,
  );
}

async function manageAction(c: Context<AppEnv>, action: 'cancel' | 'move') {
  const reference = c.req.param('reference') ?? '';
  const fields = textFields(await c.req.parseBody());
  const token = fields.token ?? '';
  const request = await pageRequest(c);
  const provider = request.source.provider;
  try {
    const view =
      action === 'cancel'
        ? await provider.cancelAppointment(reference, token)
        : await provider.moveAppointment(reference, token, fields.start ?? '');
    return c.redirect(managePath(view.manageUrl, action === 'cancel' ? 'annule' : 'deplace'), 303);
  } catch (error) {
    const refused = refusal(error);
    if (refused.status === 404) throw notFound(PAGE_NOT_FOUND);
    const appointment = await provider.appointment(reference, token).catch(orNotFound);
    return show(
      c,
      request,
      true,
      <BookingManagePage
        locale={request.locale}
        link={request.link}
        appointment={appointment}
        token={token}
        notice={refused.notice}
        slots={
          appointment.changeable
            ? await provider.bookingSlots(appointment.service.id, today(), DAYS_SHOWN).catch(() => null)
            : null
        }
        icsHref={`/api/booking/${encodeURIComponent(reference)}/ics?token=${encodeURIComponent(token)}`}
      />,
      refused.status,
    );
  }
}

export const bookingPageRoutes = new Hono<AppEnv>()
  .get(BOOKING_PAID_PATH, paidView)
  .get(BOOK_PATH, async (c) => {
    const request = await pageRequest(c);
    const serviceId = serviceIdOf(c.req.query('service'));
    const start = c.req.query('start');
    if (serviceId && start)
      return detailsView(c, request, serviceId, start, await memberValues(c, request), {}, null);
    if (serviceId) return slotsView(c, request, serviceId, null);
    const { services } = await request.source.provider.bookingServices().catch(orNotFound);
    return show(
      c,
      request,
      false,
      <BookingServicesPage locale={request.locale} link={request.link} services={services} />,
    );
  })
  .post(BOOK_PATH, readableForm, async (c) => {
    const fields = textFields(await c.req.parseBody());
    const request = await pageRequest(c);
    const input = bookingInput(fields);
    try {
      const booked = await request.source.provider.book(input);
      // Paid beforehand, and not all by gift card: the card step, on this page's answer.
      if (booked.payment) return cardStepView(c, request, input.service, booked);
      return c.redirect(managePath(booked.manageUrl, 'reserve'), 303);
    } catch (error) {
      const refused = refusal(error);
      if (refused.status === 404) throw notFound(PAGE_NOT_FOUND);
      // A slot taken meanwhile (or never offered): back to the free times, with the reason.
      if (refused.status === 409) return slotsView(c, request, input.service, refused.notice, 409);
      return detailsView(
        c,
        request,
        input.service,
        input.start,
        fields,
        refused.errors,
        refused.notice,
        refused.status,
      );
    }
  })
  .get(`${BOOK_PATH}/gerer/:reference`, (c) =>
    manageView(c, c.req.param('reference'), c.req.query('token') ?? ''),
  )
  .post(`${BOOK_PATH}/gerer/:reference/annuler`, readableForm, (c) => manageAction(c, 'cancel'))
  .post(`${BOOK_PATH}/gerer/:reference/deplacer`, readableForm, (c) => manageAction(c, 'move'));
