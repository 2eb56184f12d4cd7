import { parisIso } from '../../../src/domain/booking/booking-slots';
import {
  addDays,
  isCalendarDate,
  parisInstant,
  parisParts,
} from '../../../src/domain/delivery/collect-slots';
import type { AppointmentAdmin, Diary, DiaryAppointment } from '../../../src/schema/booking/booking-admin';
import { badRequest, notFound } from '../../errors';
import type { ServiceContext } from '../shared/service-context';
import {
  appointmentHistory,
  dashboardAppointments,
  listAppointments,
} from './booking-appointment-list.repository';
import { findAppointment, type AppointmentRow } from './booking-appointments.repository';
import { blocksBetween } from './booking-blocks.service';
import { locationOfRow } from './booking-calendar';
import { loadSettings } from './booking-diary.repository';

// The owner's diary: every appointment of a period (cancelled ones shown as such) with the
// client's details, and the blocked time; one appointment with its history; the dashboard's
// next appointments and the month's count. One site only.

export const DIARY_MAX_DAYS = 62;

function toDiaryAppointment(row: AppointmentRow, settings: Map<string, string>): DiaryAppointment {
  return {
    id: row.id,
    reference: row.reference,
    service: { id: row.service_id, name: row.service_name },
    status: row.status,
    start: parisIso(new Date(row.start_ms)),
    end: parisIso(new Date(row.end_ms)),
    places: row.places,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    phone: row.phone,
    message: row.message,
    location: locationOfRow('fr', row, settings),
    bookedBy: row.booked_by,
    cancelReason: row.cancel_reason,
    createdAt: `${row.created_at.replace(' ', 'T')}Z`,
  };
}

/** [from, to] in Paris dates, both included, as instants. */
function periodOf(from: string, to: string) {
  if (!isCalendarDate(from) || !isCalendarDate(to))
    throw badRequest('Les dates from et to sont au format AAAA-MM-JJ.');
  if (to < from) throw badRequest('La date to vient après la date from.');
  if (to > addDays(from, DIARY_MAX_DAYS - 1))
    throw badRequest(`L’agenda se lit sur ${DIARY_MAX_DAYS} jours au plus.`);
  return {
    fromMs: parisInstant(from, '00:00').getTime(),
    toMs: parisInstant(addDays(to, 1), '00:00').getTime(),
  };
}

export async function ownerDiary(ctx: ServiceContext, from: string, to: string): Promise<Diary> {
  const window = periodOf(from, to);
  const [settings, rows, blocks] = await Promise.all([
    loadSettings(ctx.db, ctx.site.id),
    listAppointments(ctx.db, ctx.site.id, window),
    blocksBetween(ctx, window),
  ]);
  return { from, to, appointments: rows.map((row) => toDiaryAppointment(row, settings)), blocks };
}

export const UNKNOWN_APPOINTMENT = 'Ce rendez-vous n’existe pas sur ce site.';

export async function ownerAppointment(ctx: ServiceContext, reference: string): Promise<AppointmentAdmin> {
  const row = await findAppointment(ctx.db, ctx.site.id, reference);
  if (!row) throw notFound(UNKNOWN_APPOINTMENT);
  const [settings, history] = await Promise.all([
    loadSettings(ctx.db, ctx.site.id),
    appointmentHistory(ctx.db, ctx.site.id, row.id),
  ]);
  return {
    ...toDiaryAppointment(row, settings),
    history: history.map((entry) => ({
      action: entry.action,
      actor: entry.actor,
      detail: entry.detail,
      at: entry.created_at,
    })),
  };
}

/** The next confirmed appointments and the number booked (not cancelled) this Paris month. */
export async function bookingDashboard(ctx: ServiceContext, now = new Date(), limit = 5) {
  const today = parisParts(now).date;
  const monthStart = `${today.slice(0, 8)}01`;
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  const [settings, found] = await Promise.all([
    loadSettings(ctx.db, ctx.site.id),
    dashboardAppointments(ctx.db, ctx.site.id, {
      nowMs: now.getTime(),
      limit,
      monthFromMs: parisInstant(monthStart, '00:00').getTime(),
      monthToMs: parisInstant(next, '00:00').getTime(),
    }),
  ]);
  return {
    upcoming: found.upcoming.map((row) => toDiaryAppointment(row, settings)),
    monthCount: found.monthCount,
  };
}
