import type { ComponentConf } from '../../../src/schema/component-conf';
import { first, mapRows, rowReader } from '../shared/d1';

const toComponentConf = mapRows(
  rowReader({ id: 'number', slug: 'string', conf: 'string' }),
  (row): ComponentConf => ({
    id: row.id,
    slug: row.slug,
    conf: JSON.parse(row.conf) as Record<string, unknown>,
  }),
);

export async function findComponentConf(
  db: D1Database,
  siteId: number,
  slug: string,
): Promise<ComponentConf | null> {
  return first(
    db
      .prepare('SELECT id, slug, conf FROM component_confs WHERE site_id = ? AND slug = ?')
      .bind(siteId, slug),
    toComponentConf,
  );
}
