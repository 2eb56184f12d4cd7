import { applyD1Migrations, reset } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import {
  parseExport,
  readSchema,
  SCHEMA_STATEMENTS,
  siteTables,
  type SiteExport,
  type Value,
} from '../../../scripts/site-transfer';
import { clearIsolateMemos } from '../../../worker/isolate-memo';
import { unique, WINE_SITE_ID } from '../support/factories';
import { WINE_HOST } from '../support/http';
import { conflicts, exportSite, importSite, pageText, rowsOf } from '../support/site-transfer';

// `npm run site:export` / `site:import` run these statements through `wrangler d1
// execute`; here they run on the test D1. The wine site goes out of the sample database and
// into one made by the migrations alone: every row comes back and its pages render the same.

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
      expect(await conflicts(exported)).toMatch(/^Importation refusée : la base contient déjà l'hôte /);

      await reset();
      await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
      clearIsolateMemos();
      expect(await conflicts(exported)).toBeNull();
      await importSite(exported);

      const again = await exportSite(WINE_SITE_ID);
      expect(again.tables.map((table) => [table.name, table.rows])).toEqual(
        exported.tables.map((table) => [table.name, table.rows]),
      );
      for (const path of PAGES) expect(await pageText(path)).toBe(before.get(path));
      // The search index was rebuilt by the triggers as the rows went in.
      const found = await rowsOf(`SELECT COUNT(*) AS n FROM search_index WHERE site_id = ${WINE_SITE_ID}`);
      expect(Number(found[0]?.n)).toBeGreaterThan(0);
      // Its hosts are now taken: a second import is refused.
      expect(await conflicts(exported)).toMatch(/la base contient déjà l'hôte /);
    },
  );

  it('refuses a file that is not an export, in French', () => {
    expect(() => parseExport('pas du json')).toThrow("Ce fichier n'est pas du JSON");
    expect(() => parseExport('{"format":"autre"}')).toThrow("Ce fichier n'est pas une exportation de site");
  });
});

// A file for site:import is not trusted: it may come from anywhere. Every name in the SQL is the
// target's own, every row is of the declared site, hosts are its own, keys are the target's.
describe('site:import refuses a file that reaches beyond the site it declares', () => {
  const IMPORTED = 99;
  const HASH = 'pbkdf2$100000$c2VsLWNvbm51$aGFjaGUtY29ubnVl'; // a hash whose password the file's author knows

  /** A small file of site 99 (its row and one host), plus the given tables. */
  function craftedFile(extra: SiteExport['tables'] = [], hosts = ['importe-99.example']): SiteExport {
    return {
      format: 'site-platform/site-export',
      version: 1,
      exportedAt: '2026-11-27T08:00:00.000Z',
      site: { id: IMPORTED, name: 'Site importé', hosts },
      tables: [
        {
          name: 'sites',
          columns: ['id', 'name', 'url'],
          primaryKey: ['id'],
          rows: [[IMPORTED, 'Site importé', 'https://importe-99.example']],
        },
        {
          name: 'site_domains',
          columns: ['host', 'site_id', 'kind'],
          primaryKey: ['host'],
          rows: hosts.map((host) => [host, IMPORTED, 'PROD']),
        },
        ...extra,
      ],
      media: { prefixes: [`sites/${IMPORTED}/`], keys: [] },
    };
  }

  const users = (rows: Value[][]) => ({
    name: 'users',
    columns: ['id', 'site_id', 'email', 'password_hash', 'role'],
    primaryKey: ['id'],
    rows,
  });

  async function memberOfWineSite(): Promise<string> {
    const email = `${unique('membre')}@example.fr`;
    await env.DB.prepare("INSERT INTO users (site_id, email, password_hash, role) VALUES (?, ?, ?, 'MEMBER')")
      .bind(WINE_SITE_ID, email, HASH)
      .run();
    return email;
  }

  const roleOf = async (email: string) =>
    (await rowsOf(`SELECT role FROM users WHERE site_id = ${WINE_SITE_ID} AND email = '${email}'`))[0]?.role;
  const importedSiteRows = async () =>
    Number((await rowsOf(`SELECT COUNT(*) AS n FROM sites WHERE id = ${IMPORTED}`))[0]?.n);

  it('refuses a row of another site than the declared one (an ADMIN of site 2 in a file of site 99)', async () => {
    const email = `${unique('intrus')}@example.fr`;
    const file = craftedFile([users([[990_001, WINE_SITE_ID, email, HASH, 'ADMIN']])]);
    await expect(importSite(file)).rejects.toThrow(
      "Importation refusée : une ligne de users appartient au site 2, pas au site n° 99 déclaré. Rien n'a été écrit.",
    );
    expect(await rowsOf(`SELECT id FROM users WHERE email = '${email}'`)).toEqual([]);
    expect(await importedSiteRows()).toBe(0);

    // The same file with the account of its own site goes in, in one piece.
    const own = craftedFile([users([[990_001, IMPORTED, email, HASH, 'ADMIN']])]);
    await importSite(own);
    expect(await rowsOf(`SELECT site_id, role FROM users WHERE email = '${email}'`)).toEqual([
      { site_id: IMPORTED, role: 'ADMIN' },
    ]);
    await env.DB.prepare('DELETE FROM sites WHERE id = ?').bind(IMPORTED).run();
  });

  it('refuses a sites row of another site', async () => {
    const file = craftedFile();
    file.tables[0]!.rows = [[WINE_SITE_ID, 'Site importé', 'https://importe-99.example']];
    await expect(importSite(file)).rejects.toThrow('une ligne de sites appartient au site 2');
  });

  it('takes no table or column name from the file: SQL in a name is refused, not run', async () => {
    const email = await memberOfWineSite();
    const injected = `sites ("id") VALUES (98); UPDATE users SET role = 'ADMIN' WHERE email = '${email}'; INSERT INTO sites`;
    await expect(
      importSite(craftedFile([{ name: injected, columns: ['id'], primaryKey: ['id'], rows: [[IMPORTED]] }])),
    ).rejects.toThrow(
      /^Importation refusée : la table "sites \(\\"id\\"\) VALUES .*n'est pas une table de site de la base cible/,
    );
    const column = `role) VALUES (1, 99, 'x', 'y', 'MEMBER'); UPDATE users SET role = 'ADMIN' WHERE email = '${email}'; --`;
    const withColumn = users([[990_002, IMPORTED, 'x@example.fr', HASH, 'MEMBER']]);
    withColumn.columns = ['id', 'site_id', 'email', 'password_hash', column];
    await expect(importSite(craftedFile([withColumn]))).rejects.toThrow(
      /la colonne "role\) VALUES .*n'existe pas dans la table users de la base cible/,
    );
    // Tables outside the site's (platform accounts) are refused the same way.
    const operators = { name: 'operators', columns: ['id'], primaryKey: ['id'], rows: [[1]] };
    await expect(importSite(craftedFile([operators]))).rejects.toThrow(
      `la table "operators" n'est pas une table de site de la base cible`,
    );
    expect(await roleOf(email)).toBe('MEMBER');
    expect(await importedSiteRows()).toBe(0);
  });

  it("refuses a declared host that is not one of the file's domain rows, and the platform's hosts", async () => {
    const file = craftedFile();
    file.site.hosts = ['importe-99.example', WINE_HOST];
    await expect(importSite(file)).rejects.toThrow(
      `l'hôte "${WINE_HOST}" n'est pas un des domaines du site dans le fichier`,
    );
    for (const host of ['admin.localhost', 'evil.admin.localhost', 'api.localhost', 'x.api.localhost'])
      await expect(importSite(craftedFile([], [host]))).rejects.toThrow(
        `L'hôte ${host} est réservé à la plateforme`,
      );
    // A domain row the declaration leaves out is still checked against the target's hosts.
    const hidden = craftedFile([], [WINE_HOST]);
    hidden.site.hosts = [];
    await expect(importSite(hidden)).rejects.toThrow(`la base contient déjà l'hôte ${WINE_HOST}`);
    expect(await importedSiteRows()).toBe(0);
  });

  it('refuses an id inside JSON text it cannot renumber, naming the column and the key', async () => {
    const [page] = await rowsOf(`SELECT id FROM pages WHERE site_id = ${WINE_SITE_ID} LIMIT 1`);
    const pages = {
      name: 'pages',
      columns: ['id', 'site_id', 'title', 'path'],
      primaryKey: ['id'],
      rows: [[Number(page!.id), IMPORTED, 'Accueil', '/']],
    };
    const blocks = {
      name: 'page_blocks',
      columns: ['id', 'site_id', 'page_id', 'position', 'kind', 'data'],
      primaryKey: ['id'],
      rows: [[990_100, IMPORTED, Number(page!.id), 0, 'GALLERY', '{"title":"Galerie","albumId":3}']],
    };
    await expect(importSite(craftedFile([pages, blocks]))).rejects.toThrow(
      'Importation refusée : page_blocks.data contient la clé JSON « albumId », qui semble désigner un identifiant',
    );
    expect(await importedSiteRows()).toBe(0);
  });
});
