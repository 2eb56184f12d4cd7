import type { DeclinationQuantity } from '../../../src/schema/catalogue/cart-api';
import { all, mapRows, rowReader } from '../shared/d1';

// Stock of the declinations a visitor's cart holds, for PUT /product/quantities. Only
// published products of this site: other ids are simply left out of the answer. The ids go
// in as one JSON array (D1 binds at most 100 parameters per statement).

const readQuantity = mapRows(
  rowReader({ id: 'number', quantity: 'number', set_quantity: 'number?' }),
  (row): DeclinationQuantity => ({ id: row.id, quantity: row.quantity, setQuantity: row.set_quantity }),
);

export async function declinationQuantities(
  db: D1Database,
  siteId: number,
  declinationIds: readonly number[],
): Promise<DeclinationQuantity[]> {
  const ids = [...new Set(declinationIds)];
  if (ids.length === 0) return [];
  return all(
    db
      .prepare(
        `SELECT d.id, d.quantity, d.set_quantity
         FROM product_declinations d
         JOIN products p ON p.site_id = d.site_id AND p.id = d.product_id
        WHERE d.site_id = ? AND p.is_published = 1 AND d.id IN (SELECT value FROM json_each(?))
        ORDER BY d.id`,
      )
      .bind(siteId, JSON.stringify(ids)),
    readQuantity,
  );
}
