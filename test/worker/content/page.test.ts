import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { envelopeSchema } from '../../../src/schema/shared/envelope';
import {
  pageDetailSchema,
  pageTreeSchema,
  type PageDetail,
  type PageSummary,
  type PageTree,
} from '../../../src/schema/content/page';
import { insertPage, MASSAGE_SITE_ID } from '../support/factories';
import { api } from '../support/http';

async function seedPageId(url: string): Promise<number> {
  const row = await env.DB.prepare('SELECT id FROM pages WHERE site_id = ? AND url = ?')
    .bind(MASSAGE_SITE_ID, url)
    .first<{ id: number }>();
  if (!row) throw new Error(`no seed page ${url}`);
  return row.id;
}

function flatten(pages: PageSummary[]): PageSummary[] {
  return pages.flatMap((page) => [page, ...flatten(page.children)]);
}

describe('GET /page answers the menu tree of the site, keyed by locale plus rightPages', () => {
  it('answers the fr_FR tree and rightPages in the schema’s shape', async () => {
    const { status, body } = await api<PageTree>('/page');
    expect(status).toBe(200);
    const parsed = envelopeSchema(pageTreeSchema).parse(body);
    expect(Object.keys(parsed.data).sort()).toEqual(['fr_FR', 'rightPages']);
    expect(body.data.fr_FR?.map((page) => page.url)).toContain('accueil');
  });

  it('nests children under their parent, ordered by position', async () => {
    const { body } = await api<PageTree>('/page');
    const parentId = await seedPageId('les-massages-bien-etre');
    const parent = body.data.fr_FR?.find((page) => page.id === parentId);
    expect(parent?.children.map((child) => child.url)).toEqual([
      'la-reflexologie-plantaire',
      'le-massage-energetique',
      'massage-amma-assis',
      'massage-pour-enfants-et-adolescents',
    ]);
    for (const child of parent?.children ?? []) expect(child.idParent).toBe(parentId);
    const orders = parent?.children.map((child) => child.order) ?? [];
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('leaves out pages that are not valid', async () => {
    const hidden = await insertPage(MASSAGE_SITE_ID, { isValid: false });
    const { body } = await api<PageTree>('/page');
    expect(flatten([...(body.data.fr_FR ?? []), ...body.data.rightPages]).map((p) => p.id)).not.toContain(
      hidden,
    );
  });

  it('puts pages fixed on the right in rightPages only', async () => {
    const right = await insertPage(MASSAGE_SITE_ID, { isFixedOnRight: true });
    const { body } = await api<PageTree>('/page');
    expect(body.data.rightPages.map((page) => page.id)).toContain(right);
    expect(flatten(body.data.fr_FR ?? []).map((page) => page.id)).not.toContain(right);
  });

  it('leaves out pages of another locale', async () => {
    const english = await insertPage(MASSAGE_SITE_ID, { locale: 'en_GB' });
    const { body } = await api<PageTree>('/page');
    const all = flatten([...(body.data.fr_FR ?? []), ...body.data.rightPages]);
    expect(all.map((page) => page.id)).not.toContain(english);
    expect(all.every((page) => page.locale === 'fr_FR')).toBe(true);
  });
});

describe('GET /page/{id} answers one page with its children and blocks', () => {
  it('answers a page with every field of the spec’s Page, its blocks and its children', async () => {
    const parentId = await seedPageId('les-massages-bien-etre');
    const { status, body } = await api<PageDetail>(`/page/${parentId}`);
    expect(status).toBe(200);
    const parsed = envelopeSchema(pageDetailSchema).parse(body);
    expect(parsed.data).toMatchObject({
      id: parentId,
      idSite: MASSAGE_SITE_ID,
      idParent: null,
      isValid: true,
      url: 'les-massages-bien-etre',
      cms: { isCmsPage: true },
      link: { type: 'NONE' },
    });
    expect(parsed.data.children.length).toBe(4);
    expect(parsed.data.blocks.length).toBeGreaterThan(0);
  });

  it('answers the blocks stored for the page, in order, with their data', async () => {
    const id = await insertPage(MASSAGE_SITE_ID, { title: 'Page avec un bloc' });
    const { body } = await api<PageDetail>(`/page/${id}`);
    expect(body.data.title).toBe('Page avec un bloc');
    expect(body.data.blocks).toHaveLength(1);
    expect(body.data.blocks[0]?.kind).toBe('RICH_TEXT');
    expect(body.data.blocks[0]?.data.html).toMatch(/^<p>page-/);
  });

  it('answers a child page with its parent id', async () => {
    const parent = await insertPage(MASSAGE_SITE_ID);
    const child = await insertPage(MASSAGE_SITE_ID, { parentId: parent });
    const { body } = await api<PageDetail>(`/page/${child}`);
    expect(body.data.idParent).toBe(parent);
    const parentBody = await api<PageDetail>(`/page/${parent}`);
    expect(parentBody.body.data.children.map((page) => page.id)).toEqual([child]);
  });

  it('leaves invalid children out of a page’s children', async () => {
    const parent = await insertPage(MASSAGE_SITE_ID);
    const visible = await insertPage(MASSAGE_SITE_ID, { parentId: parent, position: 1 });
    await insertPage(MASSAGE_SITE_ID, { parentId: parent, position: 2, isValid: false });
    const { body } = await api<PageDetail>(`/page/${parent}`);
    expect(body.data.children.map((page) => page.id)).toEqual([visible]);
  });
});

describe('GET /page/{id} answers 404 for a page that cannot be shown', () => {
  it('answers 404 with a French message for an unknown id', async () => {
    const { status, body } = await api('/page/987654');
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, data: null, message: "Cette page n'existe pas." });
  });

  it('answers 404 for a page that is not valid', async () => {
    const hidden = await insertPage(MASSAGE_SITE_ID, { isValid: false });
    const { status, body } = await api(`/page/${hidden}`);
    expect(status).toBe(404);
    expect(body.success).toBe(false);
  });

  it.each(['abc', '0', '-1', '1.5', '1e2', '99999999999999999999', '%27%20OR%201%3D1'])(
    'answers 404, not 400 or 500, for the malformed id %s',
    async (id) => {
      const { status, body } = await api(`/page/${id}`);
      expect(status).toBe(404);
      expect(body).toEqual({ success: false, data: null, message: "Cette page n'existe pas." });
    },
  );

  it('answers 404 for non-canonical spellings of an existing page id (hex, exponent, decimal, sign, spaces)', async () => {
    expect((await api('/page/1')).status).toBe(200);
    const spellings = ['0x1', '1e0', '1.0', '+1', '%201', '1%20'];
    const statuses: Record<string, number> = {};
    for (const id of spellings) statuses[id] = (await api(`/page/${id}`)).status;
    expect(statuses).toEqual(Object.fromEntries(spellings.map((id) => [id, 404])));
  });
});
