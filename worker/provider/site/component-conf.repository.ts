import type { ComponentConf } from '../../../src/schema/component-conf';

export async function findComponentConf(
  db: D1Database,
  siteId: number,
  slug: string,
): Promise<ComponentConf | null> {
  const row = await db
    .prepare('SELECT id, slug, conf FROM component_confs WHERE site_id = ? AND slug = ?')
    .bind(siteId, slug)
    .first<{ id: number; slug: string; conf: string }>();
  return row ? { id: row.id, slug: row.slug, conf: JSON.parse(row.conf) as Record<string, unknown> } : null;
}
