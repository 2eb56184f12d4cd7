import type { BookingRules, SlotService } from '../../../src/domain/booking/booking-slots';
import { bookingWords } from '../../../src/domain/booking/booking-words';
import type { BookableService } from '../../../src/schema/booking/booking';
import { AppError } from '../../errors';
import type { OrderGiftCard } from '../gift-cards/public';
import type { Result } from '../shared/result';
import type { ServiceContext } from '../shared/service-context';
import type { DiaryData } from './booking-diary.repository';
import type { ServiceRow } from './booking-services.repository';

// What every booking operation shares: the site's booking settings read as rules, a service row
// as the slot rules see it, and an appointment's footprint (buffers and travel included).

/** What a booking operation needs beyond the context: the signing secret and the clock. */
export interface BookingDeps {
  secret: string | undefined;
  now?: Date;
  /** Told the outbox rows a write queued (the route hands them to the mail queue). */
  queued?: (outboxIds: number[]) => void;
  /**
   * What the typed gift cards pay of `dueCents` (the gift cards module's choice, throttled per
   * client), or the refusal naming the field; absent, gift cards are not offered.
   */
  giftCards?: (
    codes: readonly string[],
    dueCents: number,
    nowSeconds: number,
  ) => Promise<Result<OrderGiftCard[], 'GIFT_CARD_REFUSED'>>;
}

export const conflict = (message: string) => new AppError(409, message);
export const words = (ctx: ServiceContext) => bookingWords(ctx.scope.locale);

export function settingNumber(settings: Map<string, string>, type: string, fallback: number): number {
  const raw = (settings.get(type) ?? '').trim();
  const value = Number(raw);
  return raw !== '' && Number.isFinite(value) && value >= 0 ? value : fallback;
}

export const bookingEnabled = (settings: Map<string, string>) =>
  (settings.get('BOOKING_ENABLED') ?? '').trim().toLowerCase() === 'true';

export function rulesOf(diary: DiaryData): BookingRules {
  return {
    hours: diary.hours,
    exceptions: diary.exceptions,
    noticeHours: settingNumber(diary.settings, 'BOOKING_NOTICE_HOURS', 12),
    horizonDays: settingNumber(diary.settings, 'BOOKING_HORIZON_DAYS', 60),
    stepMinutes: settingNumber(diary.settings, 'BOOKING_STEP_MINUTES', 15),
  };
}

/** The owner booking or moving on a client's behalf is not held to the notice or the horizon. */
export const ownerRules = (rules: BookingRules): BookingRules => ({
  ...rules,
  noticeHours: 0,
  horizonDays: 366,
});

export const slotService = (row: ServiceRow): SlotService => ({
  id: row.id,
  durationMinutes: row.duration_minutes,
  bufferBeforeMinutes: row.buffer_before_minutes,
  bufferAfterMinutes: row.buffer_after_minutes,
  travelMinutes: row.location_kind === 'HOME' ? row.travel_minutes : 0,
  capacity: row.capacity,
});

export function translated(
  row: Pick<ServiceRow, 'name' | 'description' | 'translations'>,
  locale: string | null,
): { name: string; description: string } {
  if (!locale?.startsWith('en') || !row.translations) return { name: row.name, description: row.description };
  const all = JSON.parse(row.translations) as Record<string, { name?: string; description?: string }>;
  const en = all['en'] ?? {};
  return { name: en.name || row.name, description: en.description || row.description };
}

/**
 * A booked appointment's service name in a language: the English one for an English reader
 * when the service has it, else the name stored at booking time (the site's French).
 */
export const serviceNameOf = (
  row: { service_name: string; service_translations: string | null },
  locale: string | null,
) =>
  translated({ name: row.service_name, description: '', translations: row.service_translations }, locale)
    .name;

export const postcodesOf = (row: ServiceRow): string[] =>
  row.postcodes ? (JSON.parse(row.postcodes) as string[]) : [];

export function toBookableService(row: ServiceRow, locale: string): BookableService {
  return {
    id: row.id,
    ...translated(row, locale),
    durationMinutes: row.duration_minutes,
    priceCents: row.price_cents,
    location: row.location_kind,
    postcodes: postcodesOf(row),
    capacity: row.capacity,
    payment: row.payment,
    depositCents: row.deposit_cents,
    servicePagePath: row.service_page_path,
  };
}

/** An appointment starting at `start`: its own times and the time it keeps busy. */
export function footprint(service: SlotService, start: Date) {
  const startMs = start.getTime();
  const endMs = startMs + service.durationMinutes * 60_000;
  return {
    startMs,
    endMs,
    busyFromMs: startMs - (service.bufferBeforeMinutes + service.travelMinutes) * 60_000,
    busyToMs: endMs + (service.bufferAfterMinutes + service.travelMinutes) * 60_000,
  };
}

/** A day either side of an instant: what a check of one slot needs to read. */
export const windowAround = (start: Date) => ({
  from: new Date(start.getTime() - 86_400_000),
  to: new Date(start.getTime() + 86_400_000),
});
