import { env } from 'cloudflare:workers';
import { insertSite } from './factories';

// Builders for the languages tests: a bilingual shop site on its own host, and
// overlay rows and translation links written straight into D1.

/** A new e-commerce site in French (default) and English; returns its id. */
export async function insertBilingualShop(host: string): Promise<number> {
  const id = await insertSite({ hosts: [host], locales: ['fr_FR', 'en_GB'] });
  await env.DB.prepare('UPDATE sites SET is_ecommerce = 1 WHERE id = ?').bind(id).run();
  return id;
}

/** One overlay row: `entity` `id`'s `field` in `locale` reads `value`. */
export async function insertTranslation(
  siteId: number,
  entity: string,
  entityId: number,
  locale: string,
  field: string,
  value: string,
): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO translations (site_id, entity, entity_id, locale, field, value) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (site_id, entity, entity_id, locale, field) DO UPDATE SET value = excluded.value`,
  )
    .bind(siteId, entity, entityId, locale, field, value)
    .run();
}

/** Links a row-per-locale row to its default-locale original. */
export async function linkTranslation(
  table: 'pages' | 'news' | 'blog_folders' | 'blog_articles' | 'albums' | 'services',
  id: number,
  originalId: number,
): Promise<void> {
  await env.DB.prepare(`UPDATE ${table} SET translation_of = ? WHERE id = ?`).bind(originalId, id).run();
}

/** A row of `albums` or `services` in a locale; returns its id. */
export async function insertLocaleRow(
  table: 'albums' | 'services',
  siteId: number,
  locale: string,
  title: string,
): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO ${table} (site_id, locale, title, ${table === 'albums' ? 'description' : 'summary'}, position)
     VALUES (?, ?, ?, '', 0) RETURNING id`,
  )
    .bind(siteId, locale, title)
    .first<{ id: number }>();
  if (!row) throw new Error(`${table} insert returned no id`);
  return row.id;
}
