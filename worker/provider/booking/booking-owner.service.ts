import type { AppointmentAdmin } from '../../../src/schema/booking/booking-admin';
import type { BookingInput } from '../../../src/schema/booking/booking';
import { conflict as conflictError } from './booking-rules';
import { notFound } from '../../errors';
import type { ServiceContext } from '../shared/service-context';
import { findAppointment, markAttendance } from './booking-appointments.repository';
import { book } from './booking-book.service';
import { ownerAppointment, UNKNOWN_APPOINTMENT } from './booking-diary.service';
import { cancelAppointment, moveAppointmentTo } from './booking-manage.service';
import type { BookingDeps } from './booking-rules';

// What the owner does to appointments from the diary: book on a client's behalf (a phone call;
// neither the minimum notice nor the horizon apply, the capacity and overlaps do), move, cancel
// with a message to the client, mark attended or no-show. Each is kept in the history with the
// owner's e-mail as the actor.

export async function ownerBook(
  ctx: ServiceContext,
  deps: BookingDeps,
  input: Omit<BookingInput, 'acceptTerms'>,
  actor: string,
): Promise<AppointmentAdmin> {
  const booked = await book(ctx, deps, { ...input, acceptTerms: true }, { actor, bookedBy: 'OWNER' });
  return ownerAppointment(ctx, booked.reference);
}

export async function ownerMove(
  ctx: ServiceContext,
  deps: BookingDeps,
  reference: string,
  start: string,
  actor: string,
): Promise<AppointmentAdmin> {
  await moveAppointmentTo(ctx, deps, reference, undefined, start, { actor, byOwner: true });
  return ownerAppointment(ctx, reference);
}

export async function ownerCancel(
  ctx: ServiceContext,
  deps: BookingDeps,
  reference: string,
  message: string | undefined,
  actor: string,
): Promise<AppointmentAdmin> {
  await cancelAppointment(ctx, deps, reference, undefined, { reason: message, actor, byOwner: true });
  return ownerAppointment(ctx, reference);
}

export async function ownerAttendance(
  ctx: ServiceContext,
  reference: string,
  status: 'ATTENDED' | 'NO_SHOW',
  actor: string,
  now = new Date(),
): Promise<AppointmentAdmin> {
  const row = await findAppointment(ctx.db, ctx.site.id, reference);
  if (!row) throw notFound(UNKNOWN_APPOINTMENT);
  if (row.status === status) return ownerAppointment(ctx, reference);
  if (row.status === 'CANCELLED')
    throw conflictError('Ce rendez-vous est annulé : il ne peut pas être pointé.');
  if (row.start_ms > now.getTime())
    throw conflictError('Ce rendez-vous n’a pas encore commencé : pointez-le une fois l’heure venue.');
  if (!(await markAttendance(ctx.db, ctx.site.id, reference, { status, actor, nowMs: now.getTime() })))
    throw conflictError('Ce rendez-vous a changé entre-temps : rechargez l’agenda.');
  return ownerAppointment(ctx, reference);
}
