import { env } from 'cloudflare:workers';
import { expect, it } from 'vitest';

it('probe', async () => {
  const rows = await env.DB.prepare(
    "SELECT kind, ref_id, site_id, title, snippet(search_index, 1, '\u0002', '\u0003', '…', 12) AS s, bm25(search_index) AS r FROM search_index WHERE search_index MATCH ? ORDER BY r LIMIT 5",
  ).bind('"massage"').all();
  console.log(JSON.stringify(rows.results, null, 1));
  const c = await env.DB.prepare('SELECT kind, COUNT(*) n FROM search_index GROUP BY kind').all();
  console.log(JSON.stringify(c.results));
  expect(rows.results.length).toBeGreaterThan(0);
});
