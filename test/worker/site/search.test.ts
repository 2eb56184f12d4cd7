import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { SearchList } from '../../../src/schema/site/search';
import { MASSAGE_SITE_ID, WINE_SITE_ID } from '../support/factories';
import { metaContent, textOf } from '../support/html';
import { api, request, WINE_HOST } from '../support/http';
import { adminCall, insertNews, MASSAGE_ADMIN } from '../support/news';
import { adminLogin } from '../support/accounts';

// Search: GET /search?q= over the FTS5 index of migration 0012, kept in step by
// triggers, and the /recherche page behind the header's search box (SEARCH_BAR).

async function insertArticle(
  siteId: number,
  title: string,
  content: string,
  locale = 'fr_FR',
): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO news (site_id, locale, title, summary, content, published_at, updated_at)
     VALUES (?, ?, ?, '', ?, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z') RETURNING id`,
  )
    .bind(siteId, locale, title, content)
    .first<{ id: number }>();
  if (!row) throw new Error('insert failed');
  return row.id;
}

const search = (q: string, extra = '', host?: string) =>
  api<SearchList>(`/search?q=${encodeURIComponent(q)}${extra}`, host ? { host } : {});

describe('GET /search', () => {
  it('ranks a title match above a body match and answers the envelope with urls', async () => {
    const inBody = await insertArticle(
      MASSAGE_SITE_ID,
      'Une journée au cabinet',
      '<p>Le soin quetzalus du dos.</p>',
    );
    const inTitle = await insertArticle(MASSAGE_SITE_ID, 'Le massage quetzalus', '<p>Un autre texte.</p>');
    const { status, body } = await search('quetzalus');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.total).toBe(2);
    expect(body.data.results.map((result) => result.id)).toEqual([inTitle, inBody]);
    expect(body.data.results[0]).toMatchObject({
      kind: 'NEWS',
      title: 'Le massage quetzalus',
      url: `/actualites/${inTitle}-le-massage-quetzalus`,
    });
  });

  it('finds the sample content of every kind, accents and plurals folded', async () => {
    const { body } = await search('reflexologie');
    const kinds = new Set(body.data.results.map((result) => result.kind));
    expect(kinds.has('SERVICE')).toBe(true);
    const massages = await search('massage');
    const all = new Set(massages.body.data.results.map((result) => result.kind));
    expect(massages.body.data.total).toBeGreaterThan(10);
    expect(massages.body.data.results).toHaveLength(10);
    expect(all.size).toBeGreaterThan(1);
  });

  it('highlights the found words with <mark> and escapes everything else', async () => {
    await insertArticle(
      MASSAGE_SITE_ID,
      'Conseils',
      '<p>Avant le soin &lt;script&gt;alert(1)&lt;/script&gt; pensez au zorblax <a href="https://x.example/">lien</a> &amp; reposez-vous.</p>',
    );
    const { body } = await search('zorblax');
    const excerpt = body.data.results[0]?.excerpt ?? '';
    expect(excerpt).toContain('<mark>zorblax</mark>');
    expect(excerpt).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(excerpt).toContain('&amp; reposez');
    expect(excerpt).not.toMatch(/<(?!\/?mark>)/);
    expect(excerpt).not.toContain('href');
  });

  it('finds a news item once an admin creates it, and no more once it is deleted', async () => {
    const token = await adminLogin(MASSAGE_ADMIN);
    const before = await search('brumiflore');
    expect(before.body.data.total).toBe(0);
    const created = await adminCall('POST', '/admin/news', token, {
      title: 'Atelier brumiflore',
      summary: 'Un atelier.',
      content: '<p>Venez découvrir le brumiflore.</p>',
      image: null,
      isPromoted: false,
      publishedAt: '2026-11-20',
    });
    expect(created.status).toBe(201);
    const found = await search('brumiflore');
    expect(found.body.data.results.map((result) => result.id)).toEqual([created.body.data.id]);
    const updated = await adminCall('PUT', `/admin/news/${created.body.data.id}`, token, {
      title: 'Atelier du printemps',
      summary: 'Un atelier.',
      content: '<p>Venez découvrir les huiles.</p>',
      image: null,
      isPromoted: false,
      publishedAt: '2026-11-20',
    });
    expect(updated.status).toBe(200);
    expect((await search('brumiflore')).body.data.total).toBe(0);
    expect((await search('printemps atelier')).body.data.results[0]?.id).toBe(created.body.data.id);
    const deleted = await adminCall('DELETE', `/admin/news/${created.body.data.id}`, token);
    expect(deleted.status).toBe(200);
    expect((await search('printemps atelier')).body.data.results.map((r) => r.id)).not.toContain(
      created.body.data.id,
    );
  });

  it('follows a page block edit and hides drafts', async () => {
    const block = await env.DB.prepare(
      "SELECT id, page_id FROM page_blocks WHERE site_id = ? AND kind = 'RICH_TEXT' ORDER BY id LIMIT 1",
    )
      .bind(MASSAGE_SITE_ID)
      .first<{ id: number; page_id: number }>();
    if (!block) throw new Error('no rich text block');
    await env.DB.prepare('UPDATE page_blocks SET data = ? WHERE site_id = ? AND id = ?')
      .bind(JSON.stringify({ html: '<p>Le mot plumelune est ici.</p>' }), MASSAGE_SITE_ID, block.id)
      .run();
    const { body } = await search('plumelune');
    expect(body.data.results).toMatchObject([{ kind: 'PAGE', id: block.page_id }]);
    await insertNews(MASSAGE_SITE_ID, { title: 'Brouillon grivelune', valid: false });
    expect((await search('grivelune')).body.data.total).toBe(0);
  });

  it('never finds another site’s content, nor another locale’s', async () => {
    await insertArticle(WINE_SITE_ID, 'Cuvée vortanix', '<p>Un vin.</p>');
    await insertArticle(MASSAGE_SITE_ID, 'Massage vortanix', '<p>In English.</p>', 'en_GB');
    expect((await search('vortanix')).body.data.total).toBe(0);
    const wine = await search('vortanix', '', WINE_HOST);
    expect(wine.body.data.results.map((result) => result.title)).toEqual(['Cuvée vortanix']);
  });

  it('pages 10 by 10', async () => {
    for (let index = 0; index < 12; index++)
      await insertArticle(MASSAGE_SITE_ID, `Note pagimot ${index}`, '');
    const first = await search('pagimot');
    expect(first.body.data.total).toBe(12);
    expect(first.body.data.results).toHaveLength(10);
    const second = await search('pagimot', '&page=2');
    expect(second.body.data.results).toHaveLength(2);
    const firstIds = new Set(first.body.data.results.map((result) => result.id));
    expect(second.body.data.results.filter((result) => firstIds.has(result.id))).toEqual([]);
  });

  it('refuses a bad query with a French 400, and neutralises FTS5 syntax', async () => {
    for (const path of ['/search', '/search?q=a', `/search?q=${'x'.repeat(101)}`, '/search?q=%22%22%20**']) {
      const { status, body } = await api(path);
      expect(status, path).toBe(400);
      expect(body.success).toBe(false);
      expect(body.message).toMatch(/recherche|q\)/i);
    }
    const syntax = await search('NOT "massage OR title:dos NEAR(');
    expect(syntax.status).toBe(200);
    expect((await api('/search?q=massage&page=0')).status).toBe(400);
  });
});

describe('the /recherche page', () => {
  it('shows the header search box on the massage site, a plain labelled GET form', async () => {
    const html = await (await request('/')).text();
    const form = /<form[^>]*role="search"[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/recherche"');
    expect(html).toContain('<label for="recherche-entete"');
    expect(html).toContain('id="recherche-entete"');
    // Under 960 px the header bar gives way to the mobile drawer, which has its own box.
    expect(html).toContain('<label for="recherche-mobile"');
  });

  it('lists ranked results with highlighted excerpts, noindex, and plain page links', async () => {
    for (let index = 0; index < 11; index++)
      await insertArticle(MASSAGE_SITE_ID, `Rappel talvique ${index}`, '');
    const response = await request('/recherche?q=talvique');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(metaContent(html, 'robots')).toBe('noindex');
    expect(textOf(html)).toContain('11 résultats pour « talvique »');
    expect(html).toContain('<mark>talvique</mark>');
    expect(html).toMatch(/href="\/actualites\/\d+-rappel-talvique-\d+"/);
    expect(html).toContain('href="/recherche?q=talvique&amp;page=2"');
    const second = await request('/recherche?q=talvique&page=2');
    expect(second.status).toBe(200);
    expect((await request('/recherche?q=talvique&page=3')).status).toBe(404);
    // Every query is a new URL: results are never put in the whole-page HTML cache.
    const again = await request('/recherche?q=talvique&page=2');
    expect(again.headers.get('x-cache')).toBe('BYPASS');
  });

  it('escapes the query and the content, and shows a refused query’s French message', async () => {
    await insertArticle(MASSAGE_SITE_ID, '<img src=x onerror=alert(1)> wizzle', '');
    const html = await (await request('/recherche?q=%3Cimg%20wizzle')).text();
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; wizzle');
    const refused = await request('/recherche?q=a');
    expect(refused.status).toBe(400);
    expect(textOf(await refused.text())).toContain('au moins 2 caractères');
  });

  it('answers 404 (page and API) when the site does not show the search bar', async () => {
    const token = await adminLogin(MASSAGE_ADMIN);
    const off = await adminCall('PUT', '/admin/parameter/SEARCH_BAR', token, { value: 'false' });
    expect(off.status).toBe(200);
    expect((await request('/recherche?q=massage')).status).toBe(404);
    expect((await search('massage')).status).toBe(404);
    expect(await (await request('/')).text()).not.toContain('role="search"');
  });
});
