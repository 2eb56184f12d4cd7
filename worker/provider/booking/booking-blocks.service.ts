import { parisIso } from '../../../src/domain/booking/booking-slots';
import type { BookingBlockAdmin, BookingBlockInput } from '../../../src/schema/booking/booking-admin';
import { notFound } from '../../errors';
import type { ServiceContext } from '../shared/service-context';
import {
  deleteBlock,
  findBlock,
  insertBlock,
  listBlocks,
  updateBlock,
  type BlockRow,
} from './booking-blocks.repository';

// The owner's blocked time (absence, lunch, a call taken elsewhere): no slot overlapping it is
// offered. Blocking time never cancels what is already booked there; the diary shows both.

const NOT_FOUND = 'Ce créneau bloqué n’existe pas sur ce site.';

const toBlock = (row: BlockRow): BookingBlockAdmin => ({
  id: row.id,
  start: parisIso(new Date(row.start_ms)),
  end: parisIso(new Date(row.end_ms)),
  label: row.label,
});

const toWrite = (input: BookingBlockInput) => ({
  startMs: Date.parse(input.start),
  endMs: Date.parse(input.end),
  label: input.label,
});

export async function blocksBetween(ctx: ServiceContext, window: { fromMs: number; toMs: number }) {
  return (await listBlocks(ctx.db, ctx.site.id, window)).map(toBlock);
}

async function bookingBlock(ctx: ServiceContext, id: number | null): Promise<BookingBlockAdmin> {
  const row = id === null ? null : await findBlock(ctx.db, ctx.site.id, id);
  if (!row) throw notFound(NOT_FOUND);
  return toBlock(row);
}

export async function addBlock(ctx: ServiceContext, input: BookingBlockInput) {
  return bookingBlock(ctx, await insertBlock(ctx.db, ctx.site.id, toWrite(input)));
}

export async function changeBlock(ctx: ServiceContext, id: number | null, input: BookingBlockInput) {
  if (id === null || !(await updateBlock(ctx.db, ctx.site.id, id, toWrite(input)))) throw notFound(NOT_FOUND);
  return bookingBlock(ctx, id);
}

export async function removeBlock(ctx: ServiceContext, id: number | null): Promise<void> {
  if (id === null || !(await deleteBlock(ctx.db, ctx.site.id, id))) throw notFound(NOT_FOUND);
}
