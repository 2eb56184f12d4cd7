import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AlbumPublicDetail } from '../../../src/schema/content/album';
import type { NewsDetail } from '../../../src/schema/content/news';
import type { PageDetail } from '../../../src/schema/content/page';
import type { ServiceDetail } from '../../../src/schema/content/service';
import { insertPage } from '../support/factories';
import { api } from '../support/http';
import { insertNews } from '../support/news';
import { insertBilingualShop, insertLocaleRow, linkTranslation } from '../support/translations';

// Languages: row-per-locale content (pages, news, blog, albums, services) keeps one
// row per language, linked by translation_of; a detail names its other-language versions in
// `translations`, and a row exists only in its own locale.

const HOST = 'groups.localhost';
const en = { host: HOST, headers: { userLang: 'en_GB' } };
const fr = { host: HOST };
let siteId: number;

beforeAll(async () => {
  siteId = await insertBilingualShop(HOST);
});

async function pathOf(id: number): Promise<string> {
  const row = await env.DB.prepare('SELECT path FROM pages WHERE id = ?').bind(id).first<{ path: string }>();
  return row?.path ?? '';
}

describe('translations of row-per-locale content', () => {
  it('links a page and its translation both ways, with each one’s path', async () => {
    const french = await insertPage(siteId, { title: 'Qui sommes-nous' });
    const english = await insertPage(siteId, { title: 'About us', locale: 'en_GB' });
    await linkTranslation('pages', english, french);
    const fromFrench = await api<PageDetail>(`/page/${french}`, fr);
    expect(fromFrench.body.data.translations).toEqual([
      { locale: 'en_GB', id: english, slug: await pathOf(english) },
    ]);
    const fromEnglish = await api<PageDetail>(`/page/${english}`, en);
    expect(fromEnglish.body.data.translations).toEqual([
      { locale: 'fr_FR', id: french, slug: await pathOf(french) },
    ]);
    // Each row exists in its own locale only.
    expect((await api(`/page/${french}`, en)).status).toBe(404);
    expect((await api(`/page/${english}`, fr)).status).toBe(404);
  });

  it('leaves out an invalid translation and an unlinked page has none', async () => {
    const french = await insertPage(siteId, { title: 'Tarifs' });
    const hidden = await insertPage(siteId, { title: 'Prices', locale: 'en_GB', isValid: false });
    await linkTranslation('pages', hidden, french);
    expect((await api<PageDetail>(`/page/${french}`, fr)).body.data.translations).toEqual([]);
  });

  it('links news, with the slug of each title', async () => {
    const french = await insertNews(siteId, { title: 'Les vendanges 2026' });
    const english = await insertNews(siteId, { title: 'The 2026 harvest', locale: 'en_GB' });
    await linkTranslation('news', english, french);
    const fromFrench = await api<NewsDetail>(`/news/${french}`, fr);
    expect(fromFrench.body.data.translations).toEqual([
      { locale: 'en_GB', id: english, slug: 'the-2026-harvest' },
    ]);
    const fromEnglish = await api<NewsDetail>(`/news/${english}`, en);
    expect(fromEnglish.body.data.translations).toEqual([
      { locale: 'fr_FR', id: french, slug: 'les-vendanges-2026' },
    ]);
  });

  it('answers an album or a service in its own locale only, linked to its translations', async () => {
    for (const table of ['albums', 'services'] as const) {
      const path = table === 'albums' ? '/album' : '/service';
      const french = await insertLocaleRow(table, siteId, 'fr_FR', 'Dégustation');
      const english = await insertLocaleRow(table, siteId, 'en_GB', 'Tasting');
      await linkTranslation(table, english, french);
      expect((await api(`${path}/${french}`, en)).status).toBe(404);
      expect((await api(`${path}/${english}`, fr)).status).toBe(404);
      const detail = await api<AlbumPublicDetail | ServiceDetail>(`${path}/${english}`, en);
      expect(detail.status).toBe(200);
      expect(detail.body.data.translations).toEqual([{ locale: 'fr_FR', id: french, slug: 'degustation' }]);
    }
  });

  it('never links another site’s rows (tenancy)', async () => {
    const other = await insertBilingualShop('groups-other.localhost');
    const french = await insertPage(siteId, { title: 'Contact' });
    const foreign = await insertPage(other, { title: 'Contact us', locale: 'en_GB' });
    await linkTranslation('pages', foreign, french);
    expect((await api<PageDetail>(`/page/${french}`, fr)).body.data.translations).toEqual([]);
  });
});

describe('deleting an original', () => {
  it('leaves its translation standing alone instead of pointing at a free id', async () => {
    const french = await insertPage(siteId, { title: 'Éphémère' });
    const english = await insertPage(siteId, { title: 'Ephemeral', locale: 'en_GB' });
    await linkTranslation('pages', english, french);
    await env.DB.prepare('DELETE FROM pages WHERE id = ?').bind(french).run();
    const row = await env.DB.prepare('SELECT translation_of FROM pages WHERE id = ?')
      .bind(english)
      .first<{ translation_of: number | null }>();
    expect(row?.translation_of).toBeNull();
    expect((await api<PageDetail>(`/page/${english}`, en)).body.data.translations).toEqual([]);
  });
});
