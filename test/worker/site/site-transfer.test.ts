import { applyD1Migrations, reset } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import {
  buildExport,
  conflictChecks,
  conflictProblem,
  importStatements,
  parseExport,
  readSchema,
  SCHEMA_STATEMENTS,
  selectSql,
  siteLookupSql,
  siteTables,
  type Row,
  type SiteExport,
} from '../../../scripts/site-transfer';
import { clearIsolateMemos } from '../../../worker/cache/isolate-memo';
import { WINE_SITE_ID } from '../support/factories';
import { textOf } from '../support/html';
import { request, WINE_HOST } from '../support/http';

// Issue 25: `npm run site:export` / `site:import` run these statements through `wrangler d1
// execute`; here they run on the test D1. The wine site goes out of the sample database and
// into one made by the migrations alone: every row comes back and its pages render the same.

const rowsOf = async (sql: string) => (await env.DB.prepare(sql).all<Row>()).results;

async function exportSite(siteId: number): Promise<SiteExport> {
  const schema = readSchema(await Promise.all(SCHEMA_STATEMENTS.map(rowsOf)));
  const { tables } = siteTables(schema);
  const [site] = await rowsOf(siteLookupSql(String(siteId)));
  const rows = new Map<string, Row[]>();
  for (const table of tables) rows.set(table.name, await rowsOf(selectSql(table, siteId)));
  const exported = buildExport({
    site: { id: Number(site!.id), name: String(site!.name) },
    tables,
    rows,
    exportedAt: '2026-11-26T20:00:00.000Z',
  });
  return parseExport(JSON.stringify(exported)); // through the file's text, as the commands do
}

async function conflicts(data: SiteExport): Promise<string | null> {
  const checks = conflictChecks(data);
  const counts = await Promise.all(checks.map(async (check) => Number((await rowsOf(check.sql))[0]?.n ?? 0)));
  return conflictProblem(checks, counts);
}

/** A page's visible text, without what differs between two renders (nonces, request ids). */
async function pageText(path: string): Promise<string> {
  const response = await request(path, { host: WINE_HOST });
  expect(response.status).toBe(200);
  return textOf(await response.text());
}

const PAGES = ['/', '/le-domaine', '/nos-vins', '/boutique', '/actualites', '/galerie'];

describe('a site moved between databases with site:export and site:import', () => {
  it('finds every table of a site, parents first, and leaves out what it cannot or need not move', async () => {
    const { tables, skipped } = siteTables(readSchema(await Promise.all(SCHEMA_STATEMENTS.map(rowsOf))));
    const names = tables.map((table) => table.name);
    expect(names[0]).toBe('sites');
    expect(names).toEqual(
      expect.arrayContaining(['site_domains', 'pages', 'page_blocks', 'users', 'orders', 'products']),
    );
    expect(names.indexOf('users')).toBeLessThan(names.indexOf('orders'));
    expect(names.indexOf('countries')).toBeLessThan(names.indexOf('languages'));
    expect(names).not.toContain('operators');
    // The search index (a view over search_rows and its FTS5 table since migration 0028, filled
    // by triggers) is rebuilt by the import's inserts.
    expect(names).not.toContain('search_index');
    expect(names).not.toContain('search_rows');
    expect(skipped).toEqual(
      expect.arrayContaining([
        { name: 'admin_session_sites', reason: "references admin_sessions, which is not the site's" },
      ]),
    );
    expect(skipped.map((table) => table.name).sort()).toEqual(['admin_session_sites', 'search_rows']);
  });

  it(
    'round-trips the wine site into an empty database: the same rows, the same pages',
    { timeout: 60_000 },
    async () => {
      const before = new Map<string, string>();
      for (const path of PAGES) before.set(path, await pageText(path));
      const exported = await exportSite(WINE_SITE_ID);
      expect(exported.site).toMatchObject({
        id: WINE_SITE_ID,
        hosts: expect.arrayContaining([WINE_HOST]) as string[],
      });
      expect(exported.tables.find((table) => table.name === 'products')?.rows.length).toBeGreaterThan(0);
      // No row of the other site went out.
      for (const table of exported.tables) {
        const site = table.columns.indexOf(table.name === 'sites' ? 'id' : 'site_id');
        for (const row of table.rows)
          expect({ table: table.name, site: row[site] }).toEqual({ table: table.name, site: 2 });
      }
      expect(await conflicts(exported)).toMatch(
        /^Importation refusée : la base contient déjà le site n° 2 ; l'hôte /,
      );

      await reset();
      await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
      clearIsolateMemos();
      expect(await conflicts(exported)).toBeNull();
      const statements = importStatements(exported);
      for (let start = 0; start < statements.length; start += 200)
        await env.DB.batch(statements.slice(start, start + 200).map((sql) => env.DB.prepare(sql)));

      const again = await exportSite(WINE_SITE_ID);
      expect(again.tables.map((table) => [table.name, table.rows])).toEqual(
        exported.tables.map((table) => [table.name, table.rows]),
      );
      for (const path of PAGES) expect(await pageText(path)).toBe(before.get(path));
      // The search index was rebuilt by the triggers as the rows went in.
      const found = await rowsOf(`SELECT COUNT(*) AS n FROM search_index WHERE site_id = ${WINE_SITE_ID}`);
      expect(Number(found[0]?.n)).toBeGreaterThan(0);
      // The site's id and hosts are now taken: a second import is refused.
      expect(await conflicts(exported)).toMatch(/le site n° 2/);
    },
  );

  it('refuses a file that is not an export, in French', () => {
    expect(() => parseExport('pas du json')).toThrow("Ce fichier n'est pas du JSON");
    expect(() => parseExport('{"format":"autre"}')).toThrow("Ce fichier n'est pas une exportation de site");
  });
});
