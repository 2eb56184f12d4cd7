import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PageSummary } from '../../../src/schema/content/page';
import type { PageLayout } from '../../../src/schema/content/page-admin';
import {
  ADMIN,
  adminCall,
  login,
  MEMBER,
  WINE_ADMIN,
  adminLogin,
  adminApi,
  adminRequest,
} from '../support/accounts';
import { api, request, WINE_HOST } from '../support/http';

// Owners edit their pages: menu entries, order and nesting, blocks, and the layout hash check
// that keeps two editors from overwriting each other. Another site's pages are out of reach.

interface AdminPage {
  page: PageSummary;
  blocks: { id: number; kind: string; data: Record<string, unknown> }[];
  layout: PageLayout;
}

let owner: string;
let member: string;
let wineOwner: string;

beforeAll(async () => {
  [owner, member, wineOwner] = await Promise.all([
    adminLogin(ADMIN),
    login(MEMBER),
    adminLogin(WINE_ADMIN, WINE_HOST),
  ]);
});

const pages = async (token = owner, host = 'localhost') =>
  (await adminCall<{ pages: PageSummary[] }>('GET', '/admin/page', token, undefined, host)).body.data.pages;
const pageByPath = async (path: string) => (await pages()).find((page) => page.path === path)!;

describe('refusals', () => {
  it.each([
    ['GET', '/admin/page', undefined],
    ['POST', '/admin/page', { title: 'Nouvelle' }],
    ['PUT', '/admin/page-order', { pages: [{ id: 1, idParent: null, order: 0 }] }],
    ['PUT', '/admin/page/1/blocks', { blocks: [] }],
    ['POST', '/admin/page/1/layout/1/hash/check', { html: '' }],
  ])('%s %s: 401 anonymous, 403 member', async (method, path, payload) => {
    expect((await adminCall(method, path, null, payload)).status).toBe(401);
    expect((await adminCall(method, path, member, payload)).status).toBe(401);
  });

  it("answers 404 for another site's page and never changes it", async () => {
    const winePage = (await pages(wineOwner, WINE_HOST))[0]!;
    // wineOwner's token is for vins.localhost: on localhost it is nobody.
    expect((await adminCall('GET', `/admin/page/${winePage.id}`, owner)).status).toBe(404);
    expect((await adminCall('PUT', `/admin/page/${winePage.id}`, owner, { title: 'Piraté' })).status).toBe(
      404,
    );
    expect((await adminCall('PUT', `/admin/page/${winePage.id}/blocks`, owner, { blocks: [] })).status).toBe(
      404,
    );
    expect((await adminCall('DELETE', `/admin/page/${winePage.id}`, owner)).status).toBe(404);
    const after = (
      await adminCall<AdminPage>('GET', `/admin/page/${winePage.id}`, wineOwner, undefined, WINE_HOST)
    ).body.data;
    expect(after.page.title).toBe(winePage.title);
  });
});

/** Every page of the massage site with its last write. */
async function updatedDates(): Promise<Record<number, string | null>> {
  const { results } = await env.DB.prepare(
    "SELECT id, updated_at FROM pages WHERE site_id = (SELECT site_id FROM site_domains WHERE host = 'localhost') ORDER BY id",
  ).all<{ id: number; updated_at: string | null }>();
  return Object.fromEntries(results.map((row) => [row.id, row.updated_at]));
}

describe('pages', () => {
  it('creates a page under a parent, shows it in the menu and the site, then deletes it', async () => {
    const parent = await pageByPath('/les-massages/les-massages-bien-etre');
    const path = `${parent.path}/massage-aux-pierres-chaudes`;
    const created = await adminCall<AdminPage>('POST', '/admin/page', owner, {
      title: 'Massage aux pierres chaudes',
      metaDescription: 'Un massage enveloppant aux pierres de basalte chauffées.',
      idParent: parent.id,
    });
    expect(created.status).toBe(201);
    const page = created.body.data.page;
    expect(page).toMatchObject({
      url: 'massage-aux-pierres-chaudes',
      path,
      idParent: parent.id,
    });

    const shown = await request(path);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain('Massage aux pierres chaudes');

    const duplicate = await adminCall('POST', '/admin/page', owner, {
      title: 'Autre',
      url: 'massage-aux-pierres-chaudes',
      idParent: parent.id,
    });
    expect(duplicate.status).toBe(409);

    expect((await adminCall('DELETE', `/admin/page/${parent.id}`, owner)).status).toBe(409); // has children
    expect((await adminCall('DELETE', `/admin/page/${page.id}`, owner)).status).toBe(200);
    expect((await request(path)).status).toBe(404);
  });

  it('refuses bad input in French', async () => {
    const bad = await adminCall('POST', '/admin/page', owner, {
      title: '',
      url: 'Pas Un Slug',
      linkType: 'JS',
    });
    expect(bad.status).toBe(400);
    const text = JSON.stringify(bad.body);
    expect(text).toContain('Le titre est obligatoire.');
    expect(text).toContain("L'adresse courte ne peut contenir que des minuscules");
    const link = await adminCall('POST', '/admin/page', owner, {
      title: 'Lien',
      linkType: 'URL',
      linkUrl: 'javascript:alert(1)',
    });
    expect(link.status).toBe(400);
    const home = await pageByPath('/');
    expect((await adminCall('DELETE', `/admin/page/${home.id}`, owner)).status).toBe(409);
  });

  it('reorders and nests the menu, refusing a loop', async () => {
    const before = await pages();
    const about = before.find((page) => page.path === '/qui-suis-je')!;
    const contact = before.find((page) => page.path === '/me-contacter')!;
    const order = before.map((page) => ({ id: page.id, idParent: page.idParent, order: page.order }));
    // « Qui suis-je » first, and « Me contacter » under it.
    for (const entry of order) {
      if (entry.id === about.id) entry.order = -0 + 0;
      else if (entry.idParent === null) entry.order += 1;
      if (entry.id === contact.id) entry.idParent = about.id;
    }
    const datesBefore = await updatedDates();
    const saved = await adminCall<{ pages: PageSummary[] }>('PUT', '/admin/page-order', owner, {
      pages: order,
    });
    expect(saved.status).toBe(200);
    // A page's place in the menu is not its content: no page is dated by the move (its
    // sitemap lastmod and its translations' « à revoir » stay).
    expect(await updatedDates()).toEqual(datesBefore);
    const tree = (await api<Record<string, PageSummary[]>>('/page')).body.data.fr_FR!;
    expect(tree[0]?.id).toBe(about.id);
    expect(tree[0]?.children.map((child) => child.id)).toContain(contact.id);

    const loop = order.map((entry) => (entry.id === about.id ? { ...entry, idParent: contact.id } : entry));
    const refused = await adminCall('PUT', '/admin/page-order', owner, { pages: loop });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Une page ne peut pas être placée sous une de ses sous-pages.');
    const partial = await adminCall('PUT', '/admin/page-order', owner, { pages: order.slice(1) });
    expect(partial.status).toBe(400);
  });
});

describe('blocks and the layout hash', () => {
  it('replaces the blocks, sanitises rich text, and refuses a stale editor (409) without writing', async () => {
    const about = await pageByPath('/qui-suis-je');
    const loaded = (await adminCall<AdminPage>('GET', `/admin/page/${about.id}`, owner)).body.data;
    const check = await adminCall('POST', `/admin/page/${about.id}/layout/${about.id}/hash/check`, owner, {
      html: loaded.layout.html,
    });
    expect(check.status).toBe(200);
    expect(check.body.data).toEqual({ changed: false, hash: loaded.layout.hash });

    const saved = await adminCall<PageLayout>('PUT', `/admin/page/${about.id}/blocks`, owner, {
      hash: loaded.layout.hash,
      blocks: [
        { kind: 'RICH_TEXT', data: { html: '<p>Praticienne certifiée.</p><script>alert(1)</script>' } },
        { kind: 'CTA', data: { title: 'Réserver', label: 'Prendre rendez-vous', href: '/me-contacter' } },
      ],
    });
    expect(saved.status).toBe(200);
    const html = await (await request('/qui-suis-je')).text();
    expect(html).toContain('Praticienne certifiée.');
    expect(html).not.toContain('alert(1)');

    // The first editor's copy is now stale: the check says so and a save is refused.
    const stale = await adminCall('POST', `/admin/page/${about.id}/layout/${about.id}/hash/check`, owner, {
      html: loaded.layout.html,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain('modifiée par quelqu’un d’autre');
    const overwrite = await adminCall('PUT', `/admin/page/${about.id}/blocks`, owner, {
      hash: loaded.layout.hash,
      blocks: [],
    });
    expect(overwrite.status).toBe(409);
    const count = await env.DB.prepare(
      'SELECT COUNT(*) AS n FROM page_blocks WHERE site_id = 1 AND page_id = ?',
    )
      .bind(about.id)
      .first<{ n: number }>();
    expect(count?.n).toBe(2);
  });

  it('refuses a block that does not match its kind, and unsafe links', async () => {
    const about = await pageByPath('/qui-suis-je');
    const bad = await adminCall('PUT', `/admin/page/${about.id}/blocks`, owner, {
      blocks: [{ kind: 'CTA', data: { title: 'x' } }],
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Bloc CTA');
    const unsafe = await adminCall('PUT', `/admin/page/${about.id}/blocks`, owner, {
      blocks: [{ kind: 'CTA', data: { title: 'x', label: 'y', href: 'javascript:alert(1)' } }],
    });
    expect(unsafe.status).toBe(400);
    const unknown = await adminCall('PUT', `/admin/page/${about.id}/blocks`, owner, {
      blocks: [{ kind: 'MARQUEE', data: {} }],
    });
    expect(unknown.status).toBe(400);
  });
});

describe('layout preview', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

  const upload = (pageId: number, bytes: Uint8Array<ArrayBuffer>, token = owner) => {
    const form = new FormData();
    form.append('image', new File([bytes], 'apercu.png', { type: 'image/png' }));
    return adminApi(`/admin/page/${pageId}/layout/${pageId}/preview`, {
      method: 'PUT',
      headers: { authorization: token },
      body: form,
    });
  };

  it('stores the preview in R2 and serves it back to admins only', async () => {
    const home = await pageByPath('/');
    const stored = await upload(home.id, png);
    expect(stored.status).toBe(200);
    expect(stored.body.data).toMatchObject({ contentType: 'image/png', size: png.byteLength });
    const back = await adminRequest(`/api/admin/page/${home.id}/layout/${home.id}/preview`, {
      headers: { authorization: owner },
    });
    expect(back.status).toBe(200);
    expect(new Uint8Array(await back.arrayBuffer())).toEqual(png);
    expect((await adminRequest(`/api/admin/page/${home.id}/layout/${home.id}/preview`)).status).toBe(401);
  });

  it('answers 204 for a page that has no preview yet, 404 for a wrong layout', async () => {
    const about = await pageByPath('/qui-suis-je');
    const none = await adminRequest(`/api/admin/page/${about.id}/layout/${about.id}/preview`, {
      headers: { authorization: owner },
    });
    expect(none.status).toBe(204);
    expect(await none.text()).toBe('');
    const wrong = await adminRequest(`/api/admin/page/${about.id}/layout/${about.id + 1}/preview`, {
      headers: { authorization: owner },
    });
    expect(wrong.status).toBe(404);
  });

  it('refuses a file that is not an image, and a wrong layout id', async () => {
    const home = await pageByPath('/');
    const text = await upload(home.id, new TextEncoder().encode('<?php echo 1; ?>'));
    expect(text.status).toBe(415);
    const form = new FormData();
    form.append('image', new File([png], 'a.png'));
    const wrong = await adminApi(`/admin/page/${home.id}/layout/${home.id + 1}/preview`, {
      method: 'PUT',
      headers: { authorization: owner },
      body: form,
    });
    expect(wrong.status).toBe(404);
  });
});
