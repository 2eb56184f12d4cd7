import { env } from 'cloudflare:workers';
import { insertSite, unique } from './factories';

// Builders for catalogue tests: a second shop site, and products written straight into D1.

/** A new e-commerce site on its own host; returns its id. Call before any request to the host. */
export async function insertShopSite(host: string): Promise<number> {
  const id = await insertSite({ hosts: [host], locales: ['fr_FR'] });
  await env.DB.prepare('UPDATE sites SET is_ecommerce = 1 WHERE id = ?').bind(id).run();
  return id;
}

export interface InsertedProduct {
  productId: number;
  declinationId: number;
  name: string;
}

/** A published wine with one 75 cl declination (stock 12), an award and a tag; returns its ids. */
export async function insertWine(
  siteId: number,
  options: { kind?: string; published?: boolean; quantity?: number } = {},
): Promise<InsertedProduct> {
  const name = unique('Vin de test');
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const product = await env.DB.prepare(
    `INSERT INTO products (site_id, type, name, slug, sort_name, search_text, kind, appellation, is_published)
     VALUES (?, 'WINE', ?, ?, ?, ?, ?, 'Saumur', ?) RETURNING id`,
  )
    .bind(
      siteId,
      name,
      slug,
      name.toLowerCase(),
      name.toLowerCase(),
      options.kind ?? 'RED',
      options.published === false ? 0 : 1,
    )
    .first<{ id: number }>();
  if (!product) throw new Error('product insert returned no id');
  const declination = await env.DB.prepare(
    `INSERT INTO product_declinations (site_id, product_id, year, capacity, capacity_unit, price_cents, quantity)
     VALUES (?, ?, 2022, 75, 'cl', 1200, ?) RETURNING id`,
  )
    .bind(siteId, product.id, options.quantity ?? 12)
    .first<{ id: number }>();
  if (!declination) throw new Error('declination insert returned no id');
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO awards (site_id, product_id, competition, distinction) VALUES (?, ?, 'Concours de test', 'Or')",
    ).bind(siteId, product.id),
    env.DB.prepare("INSERT INTO product_tags (site_id, product_id, tag) VALUES (?, ?, 'test')").bind(
      siteId,
      product.id,
    ),
  ]);
  return { productId: product.id, declinationId: declination.id, name };
}

export async function contentVersion(siteId: number): Promise<number> {
  const row = await env.DB.prepare('SELECT content_version FROM sites WHERE id = ?')
    .bind(siteId)
    .first<{ content_version: number }>();
  return row?.content_version ?? 0;
}

export async function countRows(table: string, siteId: number): Promise<number> {
  const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE site_id = ?`)
    .bind(siteId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}
