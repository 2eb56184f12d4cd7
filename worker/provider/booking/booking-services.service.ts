import type { BookingServiceAdmin, BookingServiceInput } from '../../../src/schema/booking/booking-admin';
import { notFound } from '../../errors';
import type { ServiceContext } from '../shared/service-context';
import {
  findService,
  insertService,
  listServices,
  removeService,
  updateService,
  type ServiceRow,
  type ServiceWrite,
} from './booking-services.repository';
import { postcodesOf } from './booking-rules';

// The owner's bookable services: what each lasts and costs, where it takes place, its buffers,
// its places per slot and how it is paid. A change never moves what is already booked (an
// appointment keeps the footprint it was booked with).

const NOT_FOUND = 'Cette prestation réservable n’existe pas sur ce site.';

function toServiceAdmin(row: ServiceRow): BookingServiceAdmin {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    translations: row.translations
      ? (JSON.parse(row.translations) as BookingServiceAdmin['translations'])
      : null,
    durationMinutes: row.duration_minutes,
    priceCents: row.price_cents,
    location: row.location_kind,
    postcodes: postcodesOf(row),
    travelMinutes: row.travel_minutes,
    bufferBeforeMinutes: row.buffer_before_minutes,
    bufferAfterMinutes: row.buffer_after_minutes,
    capacity: row.capacity,
    payment: row.payment,
    depositCents: row.deposit_cents,
    servicePagePath: row.service_page_path,
    position: row.position,
    active: row.active === 1,
  };
}

function toWrite(input: BookingServiceInput): ServiceWrite {
  const home = input.location === 'HOME';
  const english = input.translations?.en;
  return {
    name: input.name,
    description: input.description,
    translations: english && (english.name || english.description) ? JSON.stringify({ en: english }) : null,
    durationMinutes: input.durationMinutes,
    priceCents: input.priceCents,
    location: input.location,
    // Postcodes and travel time belong to home visits only.
    postcodes: home && input.postcodes.length > 0 ? JSON.stringify([...new Set(input.postcodes)]) : null,
    travelMinutes: home ? input.travelMinutes : 0,
    bufferBeforeMinutes: input.bufferBeforeMinutes,
    bufferAfterMinutes: input.bufferAfterMinutes,
    capacity: input.capacity,
    payment: input.payment,
    depositCents: input.payment === 'DEPOSIT' ? input.depositCents : null,
    servicePagePath: input.servicePagePath,
    position: input.position,
    active: input.active,
  };
}

export async function listOwnerServices(ctx: ServiceContext): Promise<BookingServiceAdmin[]> {
  return (await listServices(ctx.db, ctx.site.id, false)).map(toServiceAdmin);
}

export async function ownerService(ctx: ServiceContext, id: number | null): Promise<BookingServiceAdmin> {
  const row = id === null ? null : await findService(ctx.db, ctx.site.id, id);
  if (!row) throw notFound(NOT_FOUND);
  return toServiceAdmin(row);
}

export async function createService(
  ctx: ServiceContext,
  input: BookingServiceInput,
): Promise<BookingServiceAdmin> {
  const id = await insertService(ctx.db, ctx.site.id, toWrite(input));
  return ownerService(ctx, id);
}

export async function changeService(
  ctx: ServiceContext,
  id: number | null,
  input: BookingServiceInput,
): Promise<BookingServiceAdmin> {
  if (id === null || !(await updateService(ctx.db, ctx.site.id, id, toWrite(input))))
    throw notFound(NOT_FOUND);
  return ownerService(ctx, id);
}

/** Deleted when never booked; otherwise switched off, its appointments kept. */
export async function deleteService(
  ctx: ServiceContext,
  id: number | null,
): Promise<'deleted' | 'deactivated'> {
  const outcome = id === null ? 'gone' : await removeService(ctx.db, ctx.site.id, id);
  if (outcome === 'gone') throw notFound(NOT_FOUND);
  return outcome;
}
