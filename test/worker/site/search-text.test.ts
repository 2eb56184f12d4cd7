import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { MASSAGE_SITE_ID } from '../support/factories';

// Migration 0019 writes the search stripper once (the view search_fragments) instead of nine
// times; the text it indexes must be what 0012's triggers indexed. The 0012 SQL is run verbatim
// (from the migrations the test database was built with) next to the index the new triggers
// keep, for rich text full of markup.

const MARKUP =
  '<h2>Horaires</h2><p>Le cabinet <strong>ferme</strong> en août.<br>Reprise<br/>le 1er<br />septembre.</p>' +
  '<ul><li>Massage <em>assis</em></li></ul><ol><li><b>Réflexologie</b> <i>plantaire</i></li></ol>' +
  '<h3>Tarifs</h3><h4>Bons cadeaux</h4><blockquote>Un moment pour soi</blockquote>' +
  '<p><a href="/me-contacter">Écrivez-moi</a> &amp; à bientôt</p><span>reste</span>';

/** A backfill query of migration 0012 (what its triggers also ran), as it was written. */
function query0012(kind: 'PAGE' | 'NEWS'): string {
  const migration = env.TEST_MIGRATIONS.find((candidate) => candidate.name.startsWith('0012'));
  const insert = migration?.queries.find(
    (query) => query.includes(`SELECT '${kind}'`) && !query.includes('CREATE TRIGGER'),
  );
  if (!insert) throw new Error(`0012 has no ${kind} backfill`);
  return insert.slice(insert.indexOf('SELECT'));
}

/** The body column (the 7th, unnamed in 0012's SELECT) of an old query for one row. */
async function bodyBefore(query: string, id: number): Promise<unknown> {
  const rows = await env.DB.prepare(query).bind(id).raw();
  expect(rows).toHaveLength(1);
  return rows[0]?.[6];
}

async function indexedBody(kind: 'PAGE' | 'NEWS', id: number): Promise<string | undefined> {
  const row = await env.DB.prepare('SELECT body FROM search_index WHERE kind = ? AND ref_id = ?')
    .bind(kind, id)
    .first<{ body: string }>();
  return row?.body;
}

describe('the search text of rich text (migration 0019)', () => {
  it('strips a news article’s markup exactly as migration 0012 did', async () => {
    const news = await env.DB.prepare(
      `INSERT INTO news (site_id, title, summary, content, published_at, updated_at)
       VALUES (?, 'Fermeture estivale', 'Le cabinet ferme.', ?, '2026-07-01T00:00:00.000Z',
         '2026-07-01T00:00:00.000Z') RETURNING id`,
    )
      .bind(MASSAGE_SITE_ID, MARKUP)
      .first<{ id: number }>();
    if (!news) throw new Error('insert failed');
    const before = await bodyBefore(query0012('NEWS').replace('WHERE 1 AND', 'WHERE id = ? AND'), news.id);

    const body = await indexedBody('NEWS', news.id);
    expect(body).toBe(before);
    expect(body).toBe(
      'Le cabinet ferme.  Horaires  Le cabinet  ferme  en août. Reprise le 1er septembre.   Massage  assis' +
        '      Réflexologie   plantaire    Tarifs  Bons cadeaux  Un moment pour soi  ' +
        '<a href="/me-contacter">Écrivez-moi  &amp; à bientôt <span>reste</span>',
    );
  });

  it('strips each text block of a page and joins them in position order, as 0012 did', async () => {
    const page = await env.DB.prepare(
      `SELECT id FROM pages WHERE site_id = ? AND is_valid = 1 AND is_cms_page = 1 AND link_type = 'NONE'
       ORDER BY id LIMIT 1`,
    )
      .bind(MASSAGE_SITE_ID)
      .first<{ id: number }>();
    if (!page) throw new Error('no CMS page');
    const block = (kind: string, position: number, data: string) =>
      env.DB.prepare(
        'INSERT INTO page_blocks (site_id, page_id, kind, position, data) VALUES (?, ?, ?, ?, ?)',
      ).bind(MASSAGE_SITE_ID, page.id, kind, position, data);
    await env.DB.batch([
      block('RICH_TEXT', 90, JSON.stringify({ html: MARKUP })),
      block('IMAGE_TEXT', 91, JSON.stringify({ image: { src: '/a.svg', alt: '' }, html: '<p>Légende</p>' })),
      block('RICH_TEXT', 89, 'pas du JSON'),
      block('HERO', 92, JSON.stringify({ title: 'Pas indexé' })),
    ]);
    const before = await bodyBefore(
      query0012('PAGE').replace(
        'FROM pages p WHERE p.is_valid',
        'FROM pages p WHERE p.id = ? AND p.is_valid',
      ),
      page.id,
    );

    const body = await indexedBody('PAGE', page.id);
    expect(body).toBe(before);
    expect(body).toContain(' Un moment pour soi ');
    expect(body?.indexOf('Horaires')).toBeLessThan(body?.indexOf('Légende') ?? -1);
    expect(body).not.toContain('Pas indexé');
  });
});
