import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { executionProblem } from '../../../scripts/site-import-plan';
import type { SiteExport } from '../../../scripts/site-transfer';
import { WINE_SITE_ID } from '../support/factories';
import { insertOrder } from '../support/people';
import { exportSite, importSite, rowsOf } from '../support/site-transfer';

// site:import into a database that already holds every id of the file: the wine site's own
// export, under another host, goes into the database the wine site is still in. Ids taken are
// given anew; the copy must read as the original and the original must not move.

const COPY_HOST = 'copie-des-vins.example';

/** The wine site's file under the copy's host; the keys it declares are not the target's. */
function copyOf(wine: SiteExport): SiteExport {
  return {
    ...wine,
    site: { ...wine.site, name: 'Copie du domaine', hosts: [COPY_HOST] },
    tables: wine.tables
      // A session's token is the same secret in both sites: an import refuses a taken one.
      .filter((table) => table.name !== 'sessions')
      .map((table) => {
        const host = table.columns.indexOf('host');
        const rows =
          table.name === 'site_domains'
            ? table.rows
                .slice(0, 1)
                .map((row) => row.map((value, index) => (index === host ? COPY_HOST : value)))
            : table.rows;
        return { ...table, primaryKey: [], rows };
      }),
  };
}

describe('site:import into a database that already uses the ids of the file', () => {
  it('refuses, naming it, a column of a later table that looks like a reference it cannot place', async () => {
    // A table a later migration adds, whose voucher_id the import knows nothing of.
    await env.DB.exec(
      'CREATE TABLE loyalty_cards (id INTEGER PRIMARY KEY, site_id INTEGER NOT NULL REFERENCES sites(id), voucher_id INTEGER, label TEXT)',
    );
    await env.DB.prepare(
      "INSERT INTO loyalty_cards (site_id, voucher_id, label) VALUES (?, 7, 'Carte fidélité')",
    )
      .bind(WINE_SITE_ID)
      .run();
    const copy = copyOf(await exportSite(WINE_SITE_ID));
    const count = async () => Number((await rowsOf('SELECT COUNT(*) AS n FROM sites'))[0]?.n);
    const sites = await count();
    const pages = Number((await rowsOf('SELECT COUNT(*) AS n FROM pages'))[0]?.n);
    await expect(importSite(copy)).rejects.toThrow(
      "Importation refusée : la colonne loyalty_cards.voucher_id semble désigner des identifiants sans clé étrangère déclarée : impossible de la renuméroter ; importez dans une base sans identifiants communs. Rien n'a été écrit.",
    );
    expect(await count()).toBe(sites);
    expect(Number((await rowsOf('SELECT COUNT(*) AS n FROM pages'))[0]?.n)).toBe(pages);
    expect(await rowsOf(`SELECT host FROM site_domains WHERE host = '${COPY_HOST}'`)).toEqual([]);
    await env.DB.exec('DROP TABLE loyalty_cards');
  });

  it('gives the copy new ids and new order uids, and leaves the original as it was', async () => {
    await insertOrder(WINE_SITE_ID, { totalCents: 8_400, paidAt: new Date() });
    const wine = await exportSite(WINE_SITE_ID);
    const count = async (table: string, siteId: number) =>
      Number((await rowsOf(`SELECT COUNT(*) AS n FROM ${table} WHERE site_id = ${siteId}`))[0]?.n);
    const before = {
      pages: await count('pages', WINE_SITE_ID),
      products: await count('products', WINE_SITE_ID),
    };
    const result = await importSite(copyOf(wine));
    expect(result.siteId).not.toBe(WINE_SITE_ID);
    expect(result.renumbered.map((entry) => entry.table)).toContain('pages');
    expect(await count('pages', result.siteId)).toBe(before.pages);
    expect(await count('products', result.siteId)).toBe(before.products);
    expect(await count('pages', WINE_SITE_ID)).toBe(before.pages);
    // The copy's menu reads as the original's: the same titles in the same order, its parents its own.
    const menu = async (siteId: number) =>
      (
        await rowsOf(
          `SELECT p.title, parent.site_id AS parent_site FROM pages p LEFT JOIN pages parent ON parent.id = p.parent_id
           WHERE p.site_id = ${siteId} ORDER BY p.title`,
        )
      ).map((row) => [row.title, row.parent_site === null ? null : row.parent_site === siteId]);
    expect(await menu(result.siteId)).toEqual(await menu(WINE_SITE_ID));
    const uids = await rowsOf(
      `SELECT COUNT(*) AS n FROM orders copy JOIN orders original ON original.uid = copy.uid
       WHERE copy.site_id = ${result.siteId} AND original.site_id = ${WINE_SITE_ID}`,
    );
    expect(Number(uids[0]?.n)).toBe(0);
    expect(await count('orders', WINE_SITE_ID)).toBeGreaterThan(0);
    expect(await count('orders', result.siteId)).toBe(await count('orders', WINE_SITE_ID));
  });

  it('names a unique value the target already holds instead of D1’s words', () => {
    expect(
      executionProblem(
        'D1_ERROR: UNIQUE constraint failed: newsletter_subscribers.confirm_token_hash: SQLITE_CONSTRAINT',
      ),
    ).toBe(
      "Importation refusée : la base contient déjà une valeur unique de newsletter_subscribers.confirm_token_hash (ce site y a-t-il déjà été importé ?). Rien n'a été écrit.",
    );
    expect(executionProblem('D1_ERROR: no such table: pages')).toBeNull();
  });
});
