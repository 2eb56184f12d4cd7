import { applyD1Migrations, reset } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { siteReferences } from '../../../scripts/site-id-remap';
import { sqlIdentifier, type SiteExport } from '../../../scripts/site-transfer';
import { clearIsolateMemos } from '../../../worker/isolate-memo';
import { formStatements } from '../../../worker/seed/forms';
import { MASSAGE_SITE_ID, WINE_SITE_ID } from '../support/factories';
import { request, WINE_HOST } from '../support/http';
import { textOf } from '../support/html';
import { insertOrder } from '../support/people';
import { exportSite, importSite, rowsOf, targetSchema } from '../support/site-transfer';

// site:import of the wine site into another deployment's database, where the massage site and a
// site that grew there with the very ids of the wine site (its copy, under other hosts) already
// are: the site's id and every row id it has are taken. Everything is renumbered; every link
// between the site's own rows follows (declared and undeclared keys, translations, publishing
// rows, form ids in blocks' JSON, R2 keys); its pages and shop answer as the source did; the
// other sites' rows do not move.

const OTHER_HOST = 'deja-la.example';
const PAGES = [
  '/',
  '/le-domaine',
  '/nos-vins',
  '/boutique',
  '/actualites',
  '/galerie',
  '/en/our-wines',
  '/en/shop',
];

/** The wine site's rows as another site of the target: other hosts, other name, no sessions. */
function otherSite(wine: SiteExport): SiteExport {
  return {
    ...wine,
    site: { ...wine.site, name: 'Site déjà là', hosts: [OTHER_HOST] },
    tables: wine.tables
      .filter((table) => table.name !== 'sessions') // a session's token hash is unique
      .map((table) => {
        if (table.name !== 'site_domains') return table;
        const host = table.columns.indexOf('host');
        const rows = table.rows
          .slice(0, 1)
          .map((row) => row.map((value, at) => (at === host ? OTHER_HOST : value)));
        return { ...table, rows };
      }),
  };
}

/** What the site's content says, with its links between rows read through them, not by id. */
async function linkedContent(siteId: number) {
  const all = (sql: string) => rowsOf(sql.replaceAll('$site', String(siteId)));
  return {
    blocks: await all(
      `SELECT p.path, b.position, b.kind, f.title AS form FROM page_blocks b JOIN pages p ON p.id = b.page_id
       LEFT JOIN forms f ON f.id = json_extract(b.data, '$.formId') AND f.site_id = b.site_id
       WHERE b.site_id = $site ORDER BY p.path, b.position, b.kind`,
    ),
    pageParents: await all(
      `SELECT p.path, p.title, parent.path AS parent FROM pages p LEFT JOIN pages parent ON parent.id = p.parent_id
       AND parent.site_id = p.site_id WHERE p.site_id = $site ORDER BY p.path, p.title, parent.path`,
    ),
    declinations: await all(
      `SELECT p.slug, d.year, d.capacity, d.price_cents FROM product_declinations d JOIN products p ON p.id = d.product_id
       AND p.site_id = d.site_id WHERE d.site_id = $site ORDER BY p.slug, d.year, d.capacity, d.price_cents`,
    ),
    orderLines: await all(
      `SELECT o.reference, l.position, l.label, p.slug, d.price_cents FROM order_lines l
       JOIN orders o ON o.id = l.order_id AND o.site_id = l.site_id
       JOIN products p ON p.id = l.product_id AND p.site_id = l.site_id
       JOIN product_declinations d ON d.id = l.declination_id AND d.site_id = l.site_id
       WHERE l.site_id = $site ORDER BY o.reference, l.position`,
    ),
    elements: await all(
      `SELECT el.key_list, e.title FROM elements e JOIN element_lists el ON el.id = e.list_id AND el.site_id = e.site_id
       WHERE e.site_id = $site ORDER BY el.key_list, e.title`,
    ),
    productTranslations: await all(
      `SELECT p.slug, t.locale, t.field, t.value FROM translations t JOIN products p ON p.id = t.entity_id
       AND p.site_id = t.site_id WHERE t.site_id = $site AND t.entity = 'product' ORDER BY 1, 2, 3`,
    ),
    files: await all(
      `SELECT s.form_title, f.filename, f.object_key FROM form_submission_files f
       JOIN form_submissions s ON s.id = f.submission_id AND s.site_id = f.site_id WHERE f.site_id = $site`,
    ),
  };
}

/** Per reference column of the site's rows: how many are set, and how many name a row of the site. */
async function referenceCounts(siteId: number) {
  const { tables } = await targetSchema();
  const counts: Record<string, { set: number; own: number }> = {};
  const byName = new Map(tables.map((table) => [table.name, table]));
  for (const table of tables) {
    if (!table.columns.includes('site_id')) continue;
    const { columns, polymorphic } = siteReferences(table);
    const name = sqlIdentifier(table.name);
    for (const [column, parent] of columns) {
      if (parent === 'sites' || !byName.get(parent)?.columns.includes('site_id')) continue;
      const [row] = await rowsOf(
        `SELECT COUNT(c.${sqlIdentifier(column)}) AS n_set, COUNT(p.id) AS n_own FROM ${name} c
         LEFT JOIN ${sqlIdentifier(parent)} p ON p.id = c.${sqlIdentifier(column)} AND p.site_id = c.site_id
         WHERE c.site_id = ${siteId}`,
      );
      counts[`${table.name}.${column}`] = { set: Number(row?.n_set), own: Number(row?.n_own) };
    }
    if (!polymorphic) continue;
    for (const [kind, parent] of Object.entries(polymorphic.tables)) {
      if (!byName.has(parent)) continue;
      const [row] = await rowsOf(
        `SELECT COUNT(*) AS n_set, COUNT(p.id) AS n_own FROM ${name} c
         LEFT JOIN ${sqlIdentifier(parent)} p ON p.id = c.${sqlIdentifier(polymorphic.id)} AND p.site_id = c.site_id
         WHERE c.site_id = ${siteId} AND c.${sqlIdentifier(polymorphic.kind)} = '${kind}'`,
      );
      counts[`${table.name}.${polymorphic.id} (${kind})`] = {
        set: Number(row?.n_set),
        own: Number(row?.n_own),
      };
    }
  }
  return counts;
}

/** The visible text of a page of the wine site's host. */
async function shown(path: string): Promise<string> {
  const response = await request(path, { host: WINE_HOST });
  expect({ path, status: response.status }).toEqual({ path, status: 200 });
  return textOf(await response.text());
}

/** Each product page (its path carries its id, which the import may change), by slug. */
async function productPages(siteId: number): Promise<Record<string, string>> {
  const pages: Record<string, string> = {};
  for (const row of await rowsOf(
    `SELECT id, slug FROM products WHERE site_id = ${siteId} ORDER BY slug LIMIT 4`,
  ))
    pages[String(row.slug)] = await shown(`/boutique/${Number(row.id)}-${String(row.slug)}`);
  return pages;
}

/** A builder form on a page of the wine site, with a submission and its attached file. */
async function wineFormWithFile(): Promise<void> {
  const [form, block] = formStatements([
    {
      id: 50,
      siteId: WINE_SITE_ID,
      pagePath: '/le-domaine',
      title: 'Visite de la cave',
      description: '',
      submitLabel: 'Envoyer',
      successMessage: 'Merci, nous vous rappelons.',
      fields: [{ name: 'plan', type: 'file', label: 'Plan', required: false, accept: ['application/pdf'] }],
    },
  ]);
  await env.DB.batch([
    env.DB.prepare(form!),
    env.DB.prepare(block!),
    env.DB.prepare(
      `INSERT INTO form_submissions (id, site_id, form_id, form_title, answers) VALUES (70, ${WINE_SITE_ID}, 50, 'Visite de la cave', '[]')`,
    ),
    env.DB.prepare(
      `INSERT INTO form_submission_files (site_id, submission_id, field, filename, content_type, size, object_key)
       VALUES (${WINE_SITE_ID}, 70, 'plan', 'plan.pdf', 'application/pdf', 12, 'sites/${WINE_SITE_ID}/forms/50/lot/1')`,
    ),
  ]);
}

/** An order of the wine site with two lines of its catalogue. */
async function wineOrder(): Promise<void> {
  const order = await insertOrder(WINE_SITE_ID, { totalCents: 4_200, paidAt: new Date() });
  const lines = await rowsOf(
    `SELECT d.id, d.product_id, d.price_cents, p.name FROM product_declinations d JOIN products p ON p.id = d.product_id
     WHERE d.site_id = ${WINE_SITE_ID} ORDER BY d.id LIMIT 2`,
  );
  for (const [position, line] of lines.entries())
    await env.DB.prepare(
      `INSERT INTO order_lines (site_id, order_id, position, declination_id, product_id, label, quantity, unit_price_cents, line_total_cents, stock_checked)
       VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?, 1)`,
    )
      .bind(
        WINE_SITE_ID,
        order,
        position,
        line.id,
        line.product_id,
        line.name,
        line.price_cents,
        line.price_cents,
      )
      .run();
}

describe('site:import into a database whose other site already uses every id of the file', () => {
  it(
    'renumbers every table, follows every link between the site’s rows, and moves no row of the others',
    { timeout: 180_000 },
    async () => {
      await wineFormWithFile();
      await wineOrder();
      const source = {
        pages: new Map(await Promise.all(PAGES.map(async (path) => [path, await shown(path)] as const))),
        products: await productPages(WINE_SITE_ID),
        content: await linkedContent(WINE_SITE_ID),
        references: await referenceCounts(WINE_SITE_ID),
      };
      expect(source.content.orderLines).toHaveLength(2);
      expect(source.content.files).toHaveLength(1);
      expect(source.content.blocks.filter((block) => block.form === 'Visite de la cave')).toHaveLength(1);
      const wine = await exportSite(WINE_SITE_ID);
      const massage = await exportSite(MASSAGE_SITE_ID);

      // The other deployment: the massage site, and a site with the wine site's ids.
      await reset();
      await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
      clearIsolateMemos();
      await importSite(massage);
      expect((await importSite(otherSite(wine))).siteId).toBe(WINE_SITE_ID);
      const others = [await exportSite(MASSAGE_SITE_ID), await exportSite(WINE_SITE_ID)];

      const result = await importSite(wine);
      expect(result.siteId).toBe(3);
      // Every table whose rows have an integer id was renumbered, every row of it.
      const renumbered = new Map(result.renumbered.map((entry) => [entry.table, entry.rows]));
      for (const table of wine.tables) {
        const id = table.columns.indexOf('id');
        if (id < 0 || table.primaryKey.join() !== 'id' || table.rows.length === 0) continue;
        expect({ table: table.name, rows: renumbered.get(table.name) }).toEqual({
          table: table.name,
          rows: new Set(table.rows.map((row) => row[id])).size,
        });
      }

      // The links between its rows read the same, through the new ids, and every reference names
      // a row of the imported site as often as it named one of the source's.
      const content = await linkedContent(3);
      expect(content).toEqual({
        ...source.content,
        files: [{ ...source.content.files[0], object_key: 'sites/3/forms/50/lot/1' }],
      });
      const references = await referenceCounts(3);
      expect(references).toEqual(source.references);
      for (const column of [
        'page_blocks.page_id',
        'pages.parent_id',
        'product_declinations.product_id',
        'order_lines.order_id',
        'order_lines.product_id',
        'order_lines.declination_id',
        'elements.list_id',
        'form_submission_files.submission_id',
        'translations.entity_id (product)',
        'translations.entity_id (element)',
      ])
        expect({ column, own: references[column]?.own ?? 0 }).toEqual({
          column,
          own: references[column]?.set,
        });
      expect(references['pages.parent_id']?.own).toBeGreaterThan(0);
      expect(references['translations.entity_id (product)']?.own).toBeGreaterThan(0);
      // No value of the imported site still names the source's R2 prefix.
      for (const table of wine.tables) {
        const texts = table.columns.filter((_, at) => table.rows.some((row) => typeof row[at] === 'string'));
        for (const column of texts) {
          const [row] = await rowsOf(
            `SELECT COUNT(*) AS n FROM ${sqlIdentifier(table.name)} WHERE ${table.name === 'sites' ? 'id' : 'site_id'} = 3 AND ${sqlIdentifier(column)} LIKE 'sites/2/%'`,
          );
          expect({ column: `${table.name}.${column}`, n: Number(row?.n) }).toEqual({
            column: `${table.name}.${column}`,
            n: 0,
          });
        }
      }

      // Its pages and shop, under its hosts, answer as the source's did.
      clearIsolateMemos();
      for (const path of PAGES)
        expect({ path, text: await shown(path) }).toEqual({ path, text: source.pages.get(path) });
      expect(await productPages(3)).toEqual(source.products);

      // The sites already there did not move: their rows are as they were.
      expect([await exportSite(MASSAGE_SITE_ID), await exportSite(WINE_SITE_ID)]).toEqual(others);
    },
  );
});
