import { collectSlotProblem, type WeeklySlot } from '../../../src/domain/collect-slots';
import { failure, success, type Result } from '../shared/result';
import { findCollectPoint } from './collect.repository';
import { readDeliveryParameters } from './shipping-parameters';

// CONTRACT (issue 10, wave3.md "Delivery"): the server's re-check of a click-and-collect
// choice (POST /order with delivery.type CLICK_AND_COLLECT). dateSchedule is a Paris calendar
// date 'YYYY-MM-DD'; idSchedule the id of one of the address's weekly opening slots (as listed
// by GET /click-and-collect/slots and GET /company/address).

export interface CollectSlotInput {
  idAddress: number;
  idSchedule: number;
  dateSchedule: string;
  now: Date;
  /** CLICK_AND_COLLECT_LEAD_HOURS; read from the site's parameters when omitted. */
  leadHours?: number;
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

/** Why a pick-up choice is refused: an unknown pick-up address, or a bad date or slot (its French sentence). */
export type CollectSlotFailure = 'UNKNOWN_COLLECT_POINT' | 'COLLECT_SLOT_REFUSED';

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
  const leadHours = input.leadHours ?? (await readDeliveryParameters(db, siteId)).collectLeadHours;
  const problem = collectSlotProblem(point.slots, {
    idSchedule: input.idSchedule,
    dateSchedule: input.dateSchedule,
    now: input.now,
    leadHours,
  });
  if (problem !== null) return failure('COLLECT_SLOT_REFUSED', problem, { dateSchedule: problem });
  const slot = point.slots.find((candidate) => candidate.id === input.idSchedule);
  if (!slot) return failure('COLLECT_SLOT_REFUSED', UNKNOWN_COLLECT_POINT);
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
