import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { SITE_MATCH, siteRowidRange } from '../../../worker/provider/site/search.repository';
import { MASSAGE_SITE_ID, WINE_SITE_ID } from '../support/factories';

// With a thousand sites, a write or a search must touch only its own site's rows of
// the search index (migration 0028). A search hands its site's rowid range to FTS5 (the query
// plan shows it); a write's work, as D1 counts it (meta.rows_read, the triggers' included),
// does not grow with other sites' rows (0012's triggers scanned the whole index).

const WORD = 'zorglubine';

function newsStatement(siteId: number, title: string): D1PreparedStatement {
  return env.DB.prepare(
    `INSERT INTO news (site_id, title, summary, content, published_at, updated_at)
     VALUES (?, ?, '', '<p>Un texte ${WORD}.</p>', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`,
  ).bind(siteId, title);
}

async function addNews(siteId: number, count: number): Promise<void> {
  const statements = Array.from({ length: count }, (_, i) => newsStatement(siteId, `Actualité ${i}`));
  for (let start = 0; start < statements.length; start += 50)
    await env.DB.batch(statements.slice(start, start + 50));
}

/** The statement /search runs to count a site's matches (search.repository.ts). */
function siteCount(siteId: number): D1PreparedStatement {
  const [from, to] = siteRowidRange(siteId);
  return env.DB.prepare(
    `SELECT COUNT(*) AS total FROM search_fts JOIN search_rows r ON r.id = search_fts.rowid
     WHERE ${SITE_MATCH} AND r.site_id = ?4`,
  ).bind(`"${WORD}"*`, from, to, siteId);
}

describe('the search index per site (migration 0028)', () => {
  it('counts only its own site’s matches, however many other sites have', async () => {
    await addNews(MASSAGE_SITE_ID, 3);
    await addNews(WINE_SITE_ID, 300);
    expect((await siteCount(MASSAGE_SITE_ID).first<{ total: number }>())?.total).toBe(3);
    expect((await siteCount(WINE_SITE_ID).first<{ total: number }>())?.total).toBe(300);
  });

  it('restricts the MATCH by the site’s rowids inside FTS5, and finds rows to delete by an index', async () => {
    const [from, to] = siteRowidRange(MASSAGE_SITE_ID);
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${siteCountSql()}`)
      .bind(`"${WORD}"*`, from, to, MASSAGE_SITE_ID)
      .all<{ detail: string }>();
    // M: the MATCH; > and <: the rowid bounds, both handed to FTS5 (not filtered after it).
    expect(plan.results.map((row) => row.detail)).toContain('SCAN search_fts VIRTUAL TABLE INDEX 0:M2><');
    const deletePlan = await env.DB.prepare(
      "EXPLAIN QUERY PLAN DELETE FROM search_rows WHERE site_id = ? AND kind = 'NEWS' AND ref_id = ?",
    )
      .bind(MASSAGE_SITE_ID, 1)
      .all<{ detail: string }>();
    expect(deletePlan.results[0]?.detail).toMatch(
      /^SEARCH search_rows USING (COVERING )?INDEX search_rows_key/,
    );
  });

  it('rewrites a news item’s entry with the same work whatever the other sites hold', async () => {
    const row = await newsStatement(MASSAGE_SITE_ID, 'À modifier').run();
    const id = row.meta.last_row_id;
    const update = (title: string) =>
      env.DB.prepare('UPDATE news SET title = ? WHERE site_id = ? AND id = ?')
        .bind(title, MASSAGE_SITE_ID, id)
        .run();
    const first = await update('Modifiée une fois');
    await addNews(WINE_SITE_ID, 300);
    const second = await update('Modifiée deux fois');
    expect(second.meta.rows_read).toBe(first.meta.rows_read);
    const entry = await env.DB.prepare(
      "SELECT id, title FROM search_index WHERE kind = 'NEWS' AND ref_id = ?",
    )
      .bind(id)
      .all<{ id: number; title: string }>();
    expect(entry.results).toHaveLength(1);
    expect(entry.results[0]?.title).toBe('Modifiée deux fois');
    // The entry stays in its site's rowid range.
    const [from, to] = siteRowidRange(MASSAGE_SITE_ID);
    expect(entry.results[0]!.id).toBeGreaterThanOrEqual(from);
    expect(entry.results[0]!.id).toBeLessThanOrEqual(to);
  });
});

function siteCountSql(): string {
  return `SELECT COUNT(*) AS total FROM search_fts JOIN search_rows r ON r.id = search_fts.rowid
     WHERE ${SITE_MATCH} AND r.site_id = ?4`;
}
