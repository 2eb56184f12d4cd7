import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import {
  executionProblem,
  importStatements,
  planImport,
  type ImportStatements,
} from '../../../scripts/site-import-plan';
import {
  buildExport,
  foreignKeySql,
  parseExport,
  readSchema,
  SCHEMA_STATEMENTS,
  selectSql,
  siteLookupSql,
  siteTables,
  type Row,
  type SiteExport,
  withForeignKeys,
} from '../../../scripts/site-transfer';
import { textOf } from './html';
import { request, WINE_HOST } from './http';

// What `npm run site:export` / `site:import` do through `wrangler d1 execute`, run on the test
// D1: the same statements, the same checks, the rows in one batch (one transaction).

export const rowsOf = async (sql: string) => (await env.DB.prepare(sql).all<Row>()).results;

export async function exportSite(siteId: number): Promise<SiteExport> {
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

/** The platform's hosts of wrangler.toml, which no imported site may have. */
const PLATFORM = { adminHost: 'admin.localhost', apiHost: 'api.localhost' };

/** The target's schema as site:import reads it: tables, then their declared foreign keys. */
export async function targetSchema() {
  const read = readSchema(await Promise.all(SCHEMA_STATEMENTS.map(rowsOf)));
  const keys = await Promise.all(foreignKeySql(read.tables).map(rowsOf));
  return { ...read, tables: withForeignKeys(read.tables, keys) };
}

/** The file checked against the target: its statements, or the French refusal thrown. */
async function resolveImport(data: SiteExport): Promise<ImportStatements> {
  const plan = planImport(data, await targetSchema(), PLATFORM);
  const counts = await Promise.all(
    plan.checks.map(async (check) => Number((await rowsOf(check.sql))[0]?.n ?? 0)),
  );
  const ids = await Promise.all(
    plan.ids.map(async (check) => {
      const [row] = await rowsOf(check.sql);
      return { n: Number(row?.n ?? 0), max: Number(row?.max ?? 0) };
    }),
  );
  return importStatements(plan, counts, ids);
}

/** The refusal site:import would print, or null when it would go ahead. */
export async function conflicts(data: SiteExport): Promise<string | null> {
  try {
    await resolveImport(data);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** What site:import does: check the file, then run every statement in one batch (one transaction). */
export async function importSite(data: SiteExport): Promise<ImportStatements> {
  const result = await resolveImport(data);
  try {
    await env.DB.batch(result.statements.map((sql) => env.DB.prepare(sql)));
  } catch (error) {
    const problem = executionProblem(error instanceof Error ? error.message : String(error));
    if (problem) throw new Error(problem);
    throw error;
  }
  return result;
}

/** A page's visible text, without what differs between two renders (nonces, request ids). */
export async function pageText(path: string): Promise<string> {
  const response = await request(path, { host: WINE_HOST });
  expect(response.status).toBe(200);
  return textOf(await response.text());
}
