import { offeredSlots, slotRangeProblem, slotReadWindow } from '../../../src/domain/booking/booking-slots';
import type { BookableService, SlotDays } from '../../../src/schema/booking/booking';
import { badRequest, notFound } from '../../errors';
import type { ServiceContext } from '../shared/service-context';
import { loadDiary, loadSettings } from './booking-diary.repository';
import { listServices } from './booking-services.repository';
import { bookingEnabled, rulesOf, slotService, toBookableService, words } from './booking-rules';

// What a client sees before booking: the bookable services and their free slots.

export async function enabledOr404(ctx: ServiceContext): Promise<Map<string, string>> {
  const settings = await loadSettings(ctx.db, ctx.site.id);
  if (!bookingEnabled(settings)) throw notFound(words(ctx).disabled);
  return settings;
}

export async function bookableServices(ctx: ServiceContext): Promise<BookableService[]> {
  await enabledOr404(ctx);
  const rows = await listServices(ctx.db, ctx.site.id, true);
  return rows.map((row) => toBookableService(row, ctx.scope.locale));
}

/** The diary of a bookable service over a window; 404 when booking is off or the service unknown. */
export async function diaryOr404(
  ctx: ServiceContext,
  serviceId: number,
  window: { from: Date; to: Date },
  options: { excludeId?: number; now: Date },
) {
  const diary = await loadDiary(ctx.db, ctx.site.id, serviceId, window, {
    excludeId: options.excludeId,
    nowMs: options.now.getTime(),
  });
  if (!bookingEnabled(diary.settings)) throw notFound(words(ctx).disabled);
  if (!diary.service) throw notFound(words(ctx).unknownService);
  return { ...diary, service: diary.service };
}

/** The free slots of a service over [from, from + days): one D1 round trip. */
export async function bookingSlots(
  ctx: ServiceContext,
  query: { service: number; from: string; days: number },
  now = new Date(),
): Promise<SlotDays> {
  const problem = slotRangeProblem(query.from, query.days);
  if (problem) throw badRequest(problem);
  const diary = await diaryOr404(ctx, query.service, slotReadWindow(query.from, query.days), { now });
  const days = offeredSlots({
    rules: rulesOf(diary),
    service: slotService(diary.service),
    appointments: diary.appointments,
    blocks: diary.blocks,
    from: query.from,
    days: query.days,
    now,
  });
  return { service: diary.service.id, days };
}
