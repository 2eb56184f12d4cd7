import { rowReader, rowsOf } from '../shared/d1';

// The owner's blocked time (absence, lunch). Every query takes and filters by the site.

const readBlock = rowReader({ id: 'number', start_ms: 'number', end_ms: 'number', label: 'string' });
export type BlockRow = ReturnType<typeof readBlock>;

export async function listBlocks(db: D1Database, siteId: number, window: { fromMs: number; toMs: number }) {
  const result = await db
    .prepare(
      `SELECT id, start_ms, end_ms, label FROM booking_blocks
        WHERE site_id = ? AND start_ms < ? AND end_ms > ? ORDER BY start_ms`,
    )
    .bind(siteId, window.toMs, window.fromMs)
    .all();
  return rowsOf(result, readBlock);
}

export async function findBlock(db: D1Database, siteId: number, id: number): Promise<BlockRow | null> {
  const result = await db
    .prepare('SELECT id, start_ms, end_ms, label FROM booking_blocks WHERE site_id = ? AND id = ?')
    .bind(siteId, id)
    .all();
  return rowsOf(result, readBlock)[0] ?? null;
}

export async function insertBlock(
  db: D1Database,
  siteId: number,
  block: { startMs: number; endMs: number; label: string },
): Promise<number> {
  const row = await db
    .prepare('INSERT INTO booking_blocks (site_id, start_ms, end_ms, label) VALUES (?, ?, ?, ?) RETURNING id')
    .bind(siteId, block.startMs, block.endMs, block.label)
    .first<{ id: number }>();
  if (!row) throw new Error('booking block insert returned no id');
  return row.id;
}

export async function updateBlock(
  db: D1Database,
  siteId: number,
  id: number,
  block: { startMs: number; endMs: number; label: string },
): Promise<boolean> {
  const result = await db
    .prepare('UPDATE booking_blocks SET start_ms = ?, end_ms = ?, label = ? WHERE site_id = ? AND id = ?')
    .bind(block.startMs, block.endMs, block.label, siteId, id)
    .run();
  return result.meta.changes > 0;
}

export async function deleteBlock(db: D1Database, siteId: number, id: number): Promise<boolean> {
  const result = await db
    .prepare('DELETE FROM booking_blocks WHERE site_id = ? AND id = ?')
    .bind(siteId, id)
    .run();
  return result.meta.changes > 0;
}
