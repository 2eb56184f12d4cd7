import type { ComponentConf } from '../../../../src/schema/site/component-conf';
import type { LocaleScope } from '../../translation/public';
import { all, first, mapRows, rowReader } from '../../shared/d1';

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

const readTarget = rowReader({ source: 'string', locale: 'string', target: 'string?' });

/** French page path → the path of its group's page in `locale`, or null when it has none. */
export async function pageTargets(
  db: D1Database,
  siteId: number,
  scope: LocaleScope,
  locale: string,
  hrefs: string[],
): Promise<Map<string, string | null>> {
  const rows = await all(
    db
      .prepare(
        `SELECT p.path AS source, p.locale AS locale, t.path AS target FROM pages p
           LEFT JOIN pages t ON t.site_id = p.site_id AND t.locale = ?1 AND t.is_valid = 1
            AND COALESCE(t.translation_of, t.id) = COALESCE(p.translation_of, p.id)
          WHERE p.site_id = ?2 AND p.locale IN (?1, ?3) AND p.path IN (SELECT value FROM json_each(?4))`,
      )
      .bind(locale, siteId, scope.defaultLocale, JSON.stringify([...new Set(hrefs)])),
    readTarget,
  );
  const targets = new Map<string, string | null>();
  // A path that is already a page of the locale wins over the default-locale page of that path.
  for (const row of rows)
    if (row.locale === locale && row.target !== null) targets.set(row.source, row.source);
  for (const row of rows) if (!targets.has(row.source)) targets.set(row.source, row.target);
  return targets;
}
