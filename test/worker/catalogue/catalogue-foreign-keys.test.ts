import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { insertWine } from '../support/catalogue';
import { MASSAGE_SITE_ID, WINE_SITE_ID } from '../support/factories';

// Migration 0015: every catalogue row that points at another carries site_id in its foreign
// key, so D1 itself refuses a row of one site attached to a product of another.

describe('catalogue foreign keys carry the site', () => {
  it('refuses a declination, a tag, an award or a box item of site A on a product of site B', async () => {
    const wine = await insertWine(WINE_SITE_ID);
    const statements = [
      env.DB.prepare(
        'INSERT INTO product_declinations (site_id, product_id, price_cents) VALUES (?, ?, 100)',
      ).bind(MASSAGE_SITE_ID, wine.productId),
      env.DB.prepare("INSERT INTO product_tags (site_id, product_id, tag) VALUES (?, ?, 'intrus')").bind(
        MASSAGE_SITE_ID,
        wine.productId,
      ),
      env.DB.prepare(
        "INSERT INTO awards (site_id, product_id, competition, distinction) VALUES (?, ?, 'C', 'D')",
      ).bind(MASSAGE_SITE_ID, wine.productId),
      env.DB.prepare(
        'INSERT INTO product_box_items (site_id, box_product_id, declination_id, quantity) VALUES (?, 15, ?, 1)',
      ).bind(MASSAGE_SITE_ID, wine.declinationId),
      env.DB.prepare(
        "INSERT INTO stock_adjustments (site_id, declination_id, delta, quantity_after, reason) VALUES (?, ?, 1, 1, 'x')",
      ).bind(MASSAGE_SITE_ID, wine.declinationId),
    ];
    for (const statement of statements) {
      await expect(statement.run()).rejects.toThrow(/FOREIGN KEY constraint failed/);
    }
  });

  it('refuses a negative stock and a discount type without an amount', async () => {
    const wine = await insertWine(WINE_SITE_ID);
    await expect(
      env.DB.prepare('UPDATE product_declinations SET quantity = -1 WHERE id = ?')
        .bind(wine.declinationId)
        .run(),
    ).rejects.toThrow(/CHECK constraint failed/);
    await expect(
      env.DB.prepare("UPDATE product_declinations SET discount_type = 'EURO' WHERE id = ?")
        .bind(wine.declinationId)
        .run(),
    ).rejects.toThrow(/CHECK constraint failed/);
  });
});
