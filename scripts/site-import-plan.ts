// What `npm run site:import` runs, checked against the target database before anything is
// written. The file is not trusted: a table or column name in its SQL is always the target's own
// (the file's names are only looked up in the target's schema, and quoted), every row must be
// of the site the file declares, every declared host one of its own domain rows and none the
// platform's, and rows already there are found by the target's own primary keys. Any refusal
// happens before the one file of statements (one transaction on D1) is run.
import { reservedHostProblem, type PlatformHosts } from '../src/domain/site/reserved-hosts';
import {
  parentsFirst,
  siteTables,
  sqlIdentifier,
  sqlLiteral,
  type SiteExport,
  type TableInfo,
  type Value,
} from './site-transfer';
import { idCheckSql, renumbering, rewriteRows, rewrittenColumns, type RemapTable } from './site-id-remap';

export interface ImportCheck {
  label: string;
  sql: string;
  /** The table whose keys it looks for (none for the hosts). */
  table?: string;
}

interface IdCheck {
  table: string;
  sql: string;
}

export interface ImportPlan {
  siteId: number;
  hosts: string[];
  /** One statement per check, each answering `n` rows already there. */
  checks: ImportCheck[];
  /** Per table with an integer `id`, statements answering `n` ids taken and the largest `max`. */
  ids: IdCheck[];
  tables: CheckedTable[];
}

type CheckedTable = RemapTable;

const refusal = (problem: string) => new Error(`Importation refusée : ${problem}. Rien n'a été écrit.`);

/** A name or value from the file, shown in a refusal without letting it run on for lines. */
const shown = (value: unknown) =>
  typeof value === 'number' ? String(value) : JSON.stringify(String(value).slice(0, 80));

const isValue = (value: unknown): value is Value =>
  value === null || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));

function checkTable(raw: unknown, target: Map<string, TableInfo>, siteId: number): CheckedTable {
  const table = raw as Partial<SiteExport['tables'][number]> | null;
  const info = typeof table?.name === 'string' ? target.get(table.name) : undefined;
  if (!table || !info)
    throw refusal(`la table ${shown(table?.name)} n'est pas une table de site de la base cible`);
  const columns = table.columns;
  if (!Array.isArray(columns) || !Array.isArray(table.rows))
    throw refusal(`la table ${info.name} n'a pas de colonnes ou de lignes`);
  for (const column of columns)
    if (typeof column !== 'string' || !info.columns.includes(column))
      throw refusal(`la colonne ${shown(column)} n'existe pas dans la table ${info.name} de la base cible`);
  if (new Set(columns).size !== columns.length)
    throw refusal(`la table ${info.name} nomme deux fois la même colonne`);
  const owner = columns.indexOf(info.name === 'sites' ? 'id' : 'site_id');
  if (owner < 0 && table.rows.length > 0)
    throw refusal(`les lignes de ${info.name} ne disent pas à quel site elles appartiennent`);
  const rows = table.rows.map((row: unknown) => {
    if (!Array.isArray(row) || row.length !== columns.length || !row.every(isValue))
      throw refusal(`une ligne de ${info.name} ne correspond pas à ses colonnes`);
    if (row[owner] !== siteId)
      throw refusal(
        `une ligne de ${info.name} appartient au site ${shown(row[owner])}, pas au site n° ${siteId} déclaré`,
      );
    return row;
  });
  return { target: info, columns, rows };
}

/** The rows' hosts; every declared host must be one of them, none may be the platform's. */
function checkHosts(data: SiteExport, tables: Map<string, CheckedTable>, platform: PlatformHosts): string[] {
  const domains = tables.get('site_domains');
  const index = domains?.columns.indexOf('host') ?? -1;
  const hosts = domains && index >= 0 ? domains.rows.map((row) => String(row[index])) : [];
  const declared: unknown = data.site.hosts;
  if (!Array.isArray(declared)) throw refusal('la liste des hôtes du site manque');
  for (const host of declared)
    if (!hosts.includes(host as string))
      throw refusal(`l'hôte ${shown(host)} n'est pas un des domaines du site dans le fichier`);
  for (const host of hosts) {
    const problem = reservedHostProblem(host, platform);
    if (problem) throw refusal(problem.replace(/\.$/, ''));
  }
  return hosts;
}

/** Rows of the target that have the same primary key as a row of the file. */
function keyChecks(table: CheckedTable): ImportCheck[] {
  const key = table.target.primaryKey;
  const positions = key.map((column) => table.columns.indexOf(column));
  if (key.length === 0 || positions.some((position) => position < 0) || table.rows.length === 0) return [];
  const label = `des lignes de ${table.target.name} (mêmes identifiants)`;
  const left = key.length === 1 ? sqlIdentifier(key[0]!) : `(${key.map(sqlIdentifier).join(', ')})`;
  const checks: ImportCheck[] = [];
  for (let start = 0; start < table.rows.length; start += 500) {
    const values = table.rows
      .slice(start, start + 500)
      .map((row) => positions.map((position) => sqlLiteral(row[position] ?? null)).join(', '));
    const list =
      key.length === 1 ? values.join(', ') : `VALUES ${values.map((value) => `(${value})`).join(', ')}`;
    checks.push({
      label,
      table: table.target.name,
      sql: `SELECT COUNT(*) AS n FROM ${sqlIdentifier(table.target.name)} WHERE ${left} IN (${list})`,
    });
  }
  return checks;
}

/**
 * Parents whose `updated_at` a child's trigger moves (migration 0039: adding a medium to an
 * album changes the album's page). Inserting the children on import would date them « now »,
 * so their exported date is written back once every row is in.
 */
const DATED_BY_CHILDREN = new Set(['albums']);

function redated(table: CheckedTable): string[] {
  if (!DATED_BY_CHILDREN.has(table.target.name)) return [];
  const [id, siteId, updatedAt] = ['id', 'site_id', 'updated_at'].map((name) => table.columns.indexOf(name));
  if (id === undefined || siteId === undefined || updatedAt === undefined) return [];
  if (id < 0 || siteId < 0 || updatedAt < 0) return [];
  return table.rows.map(
    (row) =>
      `UPDATE ${sqlIdentifier(table.target.name)} SET "updated_at" = ${sqlLiteral(row[updatedAt] ?? null)} ` +
      `WHERE "site_id" = ${sqlLiteral(row[siteId] ?? null)} AND "id" = ${sqlLiteral(row[id] ?? null)};`,
  );
}

/** Checks the file against the target's schema; throws a French Error on the first problem. */
export function planImport(
  data: SiteExport,
  schema: { tables: TableInfo[]; derived: Set<string> },
  platform: PlatformHosts,
): ImportPlan {
  const siteId = data.site.id;
  if (!Number.isSafeInteger(siteId) || siteId <= 0)
    throw refusal(`le site déclaré (${shown(siteId)}) n'a pas un identifiant valide`);
  const ordered = siteTables(schema).tables;
  const target = new Map(ordered.map((table) => [table.name, table]));
  const tables = new Map<string, CheckedTable>();
  for (const raw of data.tables) {
    const table = checkTable(raw, target, siteId);
    if (tables.has(table.target.name)) throw refusal(`la table ${table.target.name} figure deux fois`);
    tables.set(table.target.name, table);
  }
  if (tables.get('sites')?.rows.length !== 1)
    throw refusal(`le fichier doit contenir une ligne de sites, celle du site n° ${siteId}`);
  const hosts = checkHosts(data, tables, platform);

  const checks: ImportCheck[] = [];
  if (hosts.length > 0)
    checks.push({
      label: `l'hôte ${hosts.join(', ')}`,
      sql: `SELECT COUNT(*) AS n FROM "site_domains" WHERE "host" IN (${hosts.map(sqlLiteral).join(', ')})`,
    });
  const present = ordered.flatMap((info) => tables.get(info.name) ?? []);
  const ids: IdCheck[] = [];
  for (const table of present) {
    const renumbered = idCheckSql(table);
    if (renumbered.length > 0) ids.push(...renumbered.map((sql) => ({ table: table.target.name, sql })));
    else checks.push(...keyChecks(table));
  }
  return { siteId, hosts, checks, ids, tables: present };
}

/** The French refusal for checks that found rows; null when the database can take the site. */
export function conflictProblem(checks: { label: string }[], counts: number[]): string | null {
  const taken = checks.filter((_, index) => (counts[index] ?? 0) > 0).map((check) => check.label);
  if (taken.length === 0) return null;
  const labels = [...new Set(taken)];
  const listed =
    labels.length > 4 ? [...labels.slice(0, 4), `et ${labels.length - 4} autres tables`] : labels;
  return `Importation refusée : la base contient déjà ${listed.join(' ; ')}. Rien n'a été écrit.`;
}

export interface ImportStatements {
  /** The site's id in the target: the file's, or a new one when the target had it. */
  siteId: number;
  /** The tables whose rows took new ids, with how many. */
  renumbered: { table: string; rows: number }[];
  /** The INSERTs that re-create the site, parents first; exported dates kept. */
  statements: string[];
}

/**
 * What the import runs, from the answers to the plan's checks (`n` each) and id checks (`n`,
 * `max` each): taken ids are given anew (scripts/site-id-remap.ts); a taken host, or a taken
 * key that no renumbering frees (a token's hash), refuses the import.
 */
export function importStatements(
  plan: ImportPlan,
  counts: number[],
  idAnswers: { n: number; max: number }[],
): ImportStatements {
  const facts = new Map<string, { taken: number; max: number }>();
  plan.ids.forEach((check, index) => {
    const answer = idAnswers[index] ?? { n: 0, max: 0 };
    const fact = facts.get(check.table) ?? { taken: 0, max: 0 };
    facts.set(check.table, { taken: fact.taken + answer.n, max: Math.max(fact.max, answer.max) });
  });
  const ids = renumbering(plan.tables, facts);
  const settled = (check: ImportCheck) => {
    const table = plan.tables.find((entry) => entry.target.name === check.table);
    if (!table) return false;
    const rewritten = rewrittenColumns(table.target, ids);
    return table.target.primaryKey.some((column) => rewritten.includes(column));
  };
  const open = plan.checks.map((check, index) => (settled(check) ? 0 : (counts[index] ?? 0)));
  const problem = conflictProblem(plan.checks, open);
  if (problem) throw new Error(problem);

  const rewritten = plan.tables.map((table) => ({
    ...table,
    rows: rewriteRows(table, ids, plan.siteId),
  }));
  const inserts = rewritten.flatMap((table) => {
    const names = table.columns.map(sqlIdentifier).join(', ');
    return parentsFirst(table.columns, table.rows).map(
      (row) =>
        `INSERT INTO ${sqlIdentifier(table.target.name)} (${names}) VALUES (${row.map(sqlLiteral).join(', ')});`,
    );
  });
  return {
    siteId: ids.get('sites')?.get(plan.siteId) ?? plan.siteId,
    renumbered: [...ids].map(([table, map]) => ({ table, rows: map.size })),
    statements: [...inserts, ...rewritten.flatMap(redated)],
  };
}

/**
 * The French refusal for a D1 error of the import's one transaction (so nothing was written): a
 * unique value the target already holds outside the key (a token's hash, the same site imported
 * twice) is named by its column; any other error is the import's own and is shown as it is.
 */
export function executionProblem(message: string): string | null {
  const unique = /UNIQUE constraint failed: ([\w.]+(?:, [\w.]+)*)/.exec(message);
  if (!unique) return null;
  return `Importation refusée : la base contient déjà une valeur unique de ${unique[1]} (ce site y a-t-il déjà été importé ?). Rien n'a été écrit.`;
}
