import { parisParts } from '../../../src/domain/delivery/collect-slots';
import type {
  BookingExceptionAdmin,
  BookingExceptionInput,
  BookingHours,
} from '../../../src/schema/booking/booking-admin';
import { notFound } from '../../errors';
import type { ServiceContext } from '../shared/service-context';
import {
  deleteException,
  findException,
  insertException,
  listExceptions,
  listHours,
  replaceHours,
  updateException,
  type ExceptionRow,
} from './booking-hours.repository';

// The owner's booking hours: the week's ranges (several a day), and the exceptions to them
// (closed days and holidays, one-off extra openings), in Paris wall-clock time.

const NOT_FOUND = 'Cette exception aux horaires n’existe pas sur ce site.';

export async function bookingHours(ctx: ServiceContext): Promise<BookingHours> {
  const rows = await listHours(ctx.db, ctx.site.id);
  return { hours: rows.map((row) => ({ weekday: row.weekday, start: row.start_time, end: row.end_time })) };
}

export async function setBookingHours(ctx: ServiceContext, input: BookingHours): Promise<BookingHours> {
  const sorted = [...input.hours].sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start));
  await replaceHours(ctx.db, ctx.site.id, sorted);
  return bookingHours(ctx);
}

const toException = (row: ExceptionRow): BookingExceptionAdmin => ({
  id: row.id,
  date: row.date,
  kind: row.kind,
  start: row.start_time,
  end: row.end_time,
  label: row.label,
});

/** The exceptions from today on (past ones no longer matter to a client). */
export async function bookingExceptions(
  ctx: ServiceContext,
  now = new Date(),
): Promise<BookingExceptionAdmin[]> {
  return (await listExceptions(ctx.db, ctx.site.id, parisParts(now).date)).map(toException);
}

async function bookingException(ctx: ServiceContext, id: number | null): Promise<BookingExceptionAdmin> {
  const row = id === null ? null : await findException(ctx.db, ctx.site.id, id);
  if (!row) throw notFound(NOT_FOUND);
  return toException(row);
}

export async function addException(ctx: ServiceContext, input: BookingExceptionInput) {
  return bookingException(ctx, await insertException(ctx.db, ctx.site.id, input));
}

export async function changeException(ctx: ServiceContext, id: number | null, input: BookingExceptionInput) {
  if (id === null || !(await updateException(ctx.db, ctx.site.id, id, input))) throw notFound(NOT_FOUND);
  return bookingException(ctx, id);
}

export async function removeException(ctx: ServiceContext, id: number | null): Promise<void> {
  if (id === null || !(await deleteException(ctx.db, ctx.site.id, id))) throw notFound(NOT_FOUND);
}
