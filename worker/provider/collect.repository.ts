import type { WeeklySlot } from '../../src/domain/collect-slots';

// SQL for click and collect: company addresses typed CLICK_AND_COLLECT (migration 0008) and
// their weekly opening hours, whose ids are the idSchedule of an order. Site first, always.

export const COLLECT_TYPE = 'CLICK_AND_COLLECT';

export interface CollectPoint {
  id: number;
  name: string;
  line1: string;
  postalCode: string;
  city: string;
  slots: WeeklySlot[];
}

/** A pick-up address of the site with its weekly slots; null when unknown or not typed for pick-up. */
export async function findCollectPoint(
  db: D1Database,
  siteId: number,
  addressId: number,
): Promise<CollectPoint | null> {
  const [address, hours] = await db.batch([
    db
      .prepare(
        `SELECT a.id, a.name, a.line1, a.postal_code AS postalCode, a.city FROM company_addresses a
          WHERE a.site_id = ? AND a.id = ?
            AND EXISTS (SELECT 1 FROM company_address_types at JOIN address_types t
                          ON t.site_id = at.site_id AND t.id = at.type_id
                         WHERE at.site_id = a.site_id AND at.address_id = a.id AND t.code = ?)`,
      )
      .bind(siteId, addressId, COLLECT_TYPE),
    db
      .prepare(
        `SELECT id, weekday, opens, closes FROM address_opening_hours
          WHERE site_id = ? AND address_id = ? ORDER BY weekday, opens`,
      )
      .bind(siteId, addressId),
  ]);
  const row = ((address?.results ?? []) as Omit<CollectPoint, 'slots'>[])[0];
  if (!row) return null;
  return { ...row, slots: (hours?.results ?? []) as WeeklySlot[] };
}
