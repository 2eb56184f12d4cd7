import {
  collectSlotProblem,
  offeredDays,
  type CollectDay,
  type OfferedSlot,
  type WeeklySlot,
} from '../../../src/domain/delivery/collect-slots';
import { failure, success, type Result } from '../shared/result';
import {
  collectSlotBookings,
  findCollectPoint,
  slotBookingKey,
  type CollectPoint,
} from './collect.repository';
import { readDeliveryParameters } from './shipping-parameters';

// CONTRACT between delivery and orders: the server's re-check of a click-and-collect
// choice (POST /order with delivery.type CLICK_AND_COLLECT). dateSchedule is a Paris calendar
// date 'YYYY-MM-DD'; idSchedule the id of one of the address's weekly opening slots (as listed
// by GET /click-and-collect/slots and GET /company/address). A slot of a date takes at most
// CLICK_AND_COLLECT_SLOT_CAPACITY orders: the list shows a full slot as such, the re-check
// refuses it, and the order's creation batch guards it against parallel orders.

export interface CollectSlotInput {
  idAddress: number;
  idSchedule: number;
  dateSchedule: string;
  now: Date;
  /** CLICK_AND_COLLECT_LEAD_HOURS; read from the site's parameters when omitted. */
  leadHours?: number;
  /** CLICK_AND_COLLECT_SLOT_CAPACITY (0: no limit); read from the site's parameters when omitted. */
  capacity?: number;
}

export interface CheckedCollectSlot {
  idAddress: number;
  addressName: string;
  /** The place's address on one line, as the order keeps it: « 12 route de…, 49400 Saumur ». */
  placeAddress: string;
  idSchedule: number;
  dateSchedule: string;
  slot: WeeklySlot;
}

export const UNKNOWN_COLLECT_POINT = "Ce point de retrait n'existe pas.";
export const COLLECT_SLOT_FULL = 'Ce créneau de retrait est complet : choisissez-en un autre.';

/** Why a pick-up choice is refused: an unknown pick-up address, a bad date or slot (its French sentence), a full slot. */
export type CollectSlotFailure = 'UNKNOWN_COLLECT_POINT' | 'COLLECT_SLOT_REFUSED' | 'COLLECT_SLOT_FULL';

/** Whether a slot of a date already holds `capacity` orders (never, when capacity is 0). */
async function slotFull(
  db: D1Database,
  siteId: number,
  choice: { idAddress: number; idSchedule: number; dateSchedule: string },
  capacity: number,
): Promise<boolean> {
  if (capacity <= 0) return false;
  const date = choice.dateSchedule;
  const bookings = await collectSlotBookings(db, siteId, choice.idAddress, { from: date, to: date });
  return (bookings.get(slotBookingKey(date, choice.idSchedule)) ?? 0) >= capacity;
}

/** The confirmed choice, or why it is refused. */
export async function checkCollectSlot(
  db: D1Database,
  siteId: number,
  input: CollectSlotInput,
): Promise<Result<CheckedCollectSlot, CollectSlotFailure>> {
  const point = await findCollectPoint(db, siteId, input.idAddress);
  if (!point) {
    return failure('UNKNOWN_COLLECT_POINT', UNKNOWN_COLLECT_POINT, { idAddress: UNKNOWN_COLLECT_POINT });
  }
  const parameters =
    input.leadHours === undefined || input.capacity === undefined
      ? await readDeliveryParameters(db, siteId)
      : null;
  const leadHours = input.leadHours ?? parameters?.collectLeadHours ?? 0;
  const problem = collectSlotProblem(point.slots, {
    idSchedule: input.idSchedule,
    dateSchedule: input.dateSchedule,
    now: input.now,
    leadHours,
  });
  if (problem !== null) return failure('COLLECT_SLOT_REFUSED', problem, { dateSchedule: problem });
  const slot = point.slots.find((candidate) => candidate.id === input.idSchedule);
  if (!slot) return failure('COLLECT_SLOT_REFUSED', UNKNOWN_COLLECT_POINT);
  if (await slotFull(db, siteId, input, input.capacity ?? parameters?.collectSlotCapacity ?? 0)) {
    return failure('COLLECT_SLOT_FULL', COLLECT_SLOT_FULL, { dateSchedule: COLLECT_SLOT_FULL });
  }
  return success({
    idAddress: point.id,
    addressName: point.name,
    placeAddress: [point.line1, `${point.postalCode} ${point.city}`.trim()]
      .filter((part) => part.trim() !== '')
      .join(', '),
    idSchedule: slot.id,
    dateSchedule: input.dateSchedule,
    slot,
  });
}

export interface OfferedCollectDay extends CollectDay {
  /** `full`: the slot holds as many orders as it takes that day; it is shown, not chosen. */
  slots: (OfferedSlot & { full: boolean })[];
}

/** The pick-up days a place offers from `now` (GET /click-and-collect/slots), full slots marked. */
export async function offeredCollectDays(
  db: D1Database,
  siteId: number,
  point: CollectPoint,
  now: Date,
): Promise<{ leadHours: number; days: OfferedCollectDay[] }> {
  const { collectLeadHours, collectSlotCapacity } = await readDeliveryParameters(db, siteId);
  const days = offeredDays(point.slots, { now, leadHours: collectLeadHours });
  const first = days[0]?.date;
  const last = days.at(-1)?.date;
  const bookings =
    first && last && collectSlotCapacity > 0
      ? await collectSlotBookings(db, siteId, point.id, { from: first, to: last })
      : new Map<string, number>();
  return {
    leadHours: collectLeadHours,
    days: days.map((day) => ({
      ...day,
      slots: day.slots.map((slot) => ({
        ...slot,
        full:
          collectSlotCapacity > 0 &&
          (bookings.get(slotBookingKey(day.date, slot.idSchedule)) ?? 0) >= collectSlotCapacity,
      })),
    })),
  };
}
