import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, adminCall, adminLogin, WINE_ADMIN } from '../support/accounts';
import { api, request, WINE_HOST } from '../support/http';
import { advanceClock, clockNow, itemCalls, richText } from './publishing-support';

// Drafts of CMS pages: visitors, the menu, the sitemap, search and the provider API only ever
// see what was published; a save based on an older version is refused; every publication
// keeps a revision, and a restored one becomes the draft or is published at once.

let token: string;

async function newHiddenPage(title: string): Promise<{ id: number; path: string }> {
  const { status, body } = await adminCall<{ page: { id: number; path: string } }>(
    'POST',
    '/admin/page',
    token,
    {
      title,
      isValid: false,
    },
  );
  expect(status).toBe(201);
  return body.data.page;
}

async function menuIds(): Promise<number[]> {
  const { body } = await api<Record<string, { id: number; children: unknown[] }[]>>('/page');
  const ids: number[] = [];
  const walk = (pages: { id: number; children: unknown[] }[]) => {
    for (const page of pages) {
      ids.push(page.id);
      walk(page.children as { id: number; children: unknown[] }[]);
    }
  };
  for (const pages of Object.values(body.data)) walk(pages);
  return ids;
}

const searchHits = async (q: string) =>
  (await api<{ total: number }>(`/search?q=${encodeURIComponent(q)}`)).body.data.total;

beforeAll(async () => {
  token = await adminLogin(ADMIN);
});

describe('a new page drafted', () => {
  it('never leaks: not on its path, in the menu, the sitemap, search or the API, until published', async () => {
    const page = await newHiddenPage('Offre d’été');
    const calls = itemCalls(token, 'page', page.id);
    const first = await calls.state();
    expect(first.body.data).toMatchObject({ state: 'draft', label: 'Brouillon', version: 0, isLive: false });
    const saved = await calls.save(
      {
        title: 'Offre d’été',
        metaDescription: 'Nos soins de l’été.',
        blocks: [richText('<p>Parasolmagique</p>')],
      },
      0,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ state: 'draft', version: 1, hasDraft: true });

    expect((await request(page.path)).status).toBe(404);
    expect(await menuIds()).not.toContain(page.id);
    expect((await api(`/page/${page.id}`)).status).toBe(404);
    expect(await (await request('/sitemap.xml')).text()).not.toContain(page.path);
    expect(await searchHits('Parasolmagique')).toBe(0);

    const published = await calls.publish();
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({
      state: 'published',
      label: 'Publié',
      isLive: true,
      hasDraft: false,
    });
    const html = await (await request(page.path)).text();
    expect(html).toContain('Parasolmagique');
    expect(await menuIds()).toContain(page.id);
    expect(await (await request('/sitemap.xml')).text()).toContain(page.path);
    expect(await searchHits('Parasolmagique')).toBe(1);
  });

  it('keeps showing the published version while a change is drafted', async () => {
    const page = await newHiddenPage('Horaires d’hiver');
    const calls = itemCalls(token, 'page', page.id);
    await calls.save({ title: 'Horaires d’hiver', blocks: [richText('<p>Ouvert le samedi</p>')] }, 0);
    const published = await calls.publish();
    const changed = await calls.save(
      { title: 'Horaires de Noël', blocks: [richText('<p>Fermé le 25 décembre, Brouillonsecret</p>')] },
      published.body.data.version,
    );
    expect(changed.body.data).toMatchObject({ state: 'changed', label: 'Modifications non publiées' });
    const html = await (await request(page.path)).text();
    expect(html).toContain('Ouvert le samedi');
    expect(html).not.toContain('Brouillonsecret');
    const { body } = await api<{ title: string; blocks: { data: { html: string } }[] }>(`/page/${page.id}`);
    expect(body.data.title).toBe('Horaires d’hiver');
    expect(JSON.stringify(body.data.blocks)).not.toContain('Brouillonsecret');
    expect(await searchHits('Brouillonsecret')).toBe(0);
  });

  it('is the site’s own: another site’s admin finds neither the draft nor its revisions', async () => {
    const page = await newHiddenPage('Page privée du massage');
    const wine = await adminLogin(WINE_ADMIN, WINE_HOST);
    const other = itemCalls(wine, 'page', page.id, WINE_HOST);
    expect((await other.state()).status).toBe(404);
    expect((await other.save({ title: 'Intrusion' }, 0)).status).toBe(404);
    expect((await other.publish()).status).toBe(404);
    expect((await other.revisions()).status).toBe(404);
    expect((await other.shareLink()).status).toBe(404);
  });
});

describe('two people saving the same page', () => {
  it('lands one save of two based on the same version, and refuses the other in French', async () => {
    const page = await newHiddenPage('Tarifs');
    const calls = itemCalls(token, 'page', page.id);
    const answers = await Promise.all([
      calls.save({ title: 'Tarifs A', blocks: [] }, 0),
      calls.save({ title: 'Tarifs B', blocks: [] }, 0),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(refused.body.message).toMatch(/rechargez-le/);
    // A save based on the version now stored lands; one based on the old one does not.
    expect((await calls.save({ title: 'Tarifs C', blocks: [] }, 1)).status).toBe(200);
    expect((await calls.save({ title: 'Tarifs D', blocks: [] }, 1)).status).toBe(409);
    expect((await calls.state()).body.data.fields.title).toBe('Tarifs C');
  });

  it('refuses a draft whose fields are not valid, field by field', async () => {
    const page = await newHiddenPage('Vide');
    const { status, body } = await itemCalls(token, 'page', page.id).save({ title: '' }, 0);
    expect(status).toBe(400);
    expect(body.message).toBe('Le titre est obligatoire.');
  });
});

describe('revisions', () => {
  it('keeps one per publication, says what changed, and restores one as a draft or live', async () => {
    const page = await newHiddenPage('Nos soins');
    const calls = itemCalls(token, 'page', page.id);
    await calls.save({ title: 'Nos soins', blocks: [richText('<p>Version hier</p>')] }, 0);
    let version = (await calls.publish()).body.data.version;
    await calls.save(
      {
        title: 'Nos soins du moment',
        blocks: [richText('<p>Version aujourd’hui</p>'), richText('<p>Deux</p>')],
      },
      version,
    );
    version = (await calls.publish()).body.data.version;

    const list = await calls.revisions();
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.revisions[0]).toMatchObject({
      rev: 2,
      summary: 'titre, 2 blocs',
      author: ADMIN.email,
    });
    expect(list.body.data.revisions[1]!.summary).toMatch(/^mise en ligne/);
    expect(JSON.stringify((await calls.revision(1)).body.data.fields)).toContain('Version hier');
    expect((await calls.revision(9)).status).toBe(404);

    // Restored as a draft: the public page does not change yet.
    const drafted = await calls.restore(1);
    expect(drafted.body.data).toMatchObject({ state: 'changed', hasDraft: true });
    expect(await (await request(page.path)).text()).toContain('Version aujourd’hui');
    // Restored and published at once.
    const live = await calls.restore(1, true);
    expect(live.body.data.state).toBe('published');
    const html = await (await request(page.path)).text();
    expect(html).toContain('Version hier');
    expect(html).not.toContain('Version aujourd’hui');
    expect((await calls.revisions()).body.data.total).toBe(3);
  });

  it('records publish, unpublish, schedule and restore in the audit log', async () => {
    const page = await newHiddenPage('Journal');
    const calls = itemCalls(token, 'page', page.id);
    await calls.publish();
    await calls.unpublish();
    await calls.publish(clockNow() + 3_600_000);
    await calls.restore(1);
    const { results } = await env.DB.prepare(
      'SELECT method, path FROM admin_audit_log WHERE path LIKE ? ORDER BY id',
    )
      .bind(`%/page/${page.id}/%`)
      .all<{ method: string; path: string }>();
    const paths = results.map((row) => row.path.replace(/^.*\/page\/\d+/, ''));
    expect(paths).toEqual(['/publish', '/unpublish', '/publish', '/revisions/1/restore']);
  });
});

describe('scheduled publishing of a page', () => {
  it('shows the page at its time after an idle Worker, with no write meanwhile', async () => {
    const page = await newHiddenPage('Calendrier de l’Avent');
    const calls = itemCalls(token, 'page', page.id);
    await calls.save({ title: 'Calendrier de l’Avent', blocks: [richText('<p>Avent24cases</p>')] }, 0);
    const at = clockNow() + 2 * 60_000;
    const scheduled = await calls.publish(at);
    expect(scheduled.body.data).toMatchObject({ state: 'scheduled', publishAt: at });
    expect(scheduled.body.data.label).toMatch(/^Programmé le \d{1,2} \S+ \d{4} à \d{2}:\d{2}$/);
    // Visitors, the menu and the caches have seen the site without it.
    expect((await request(page.path)).status).toBe(404);
    await request('/');
    expect(await menuIds()).not.toContain(page.id);

    advanceClock(60_000);
    expect((await request(page.path)).status).toBe(404);
    advanceClock(61_000 + 1_000);
    // Nothing was written by anyone: the first request after the time shows the page.
    const html = await (await request(page.path)).text();
    expect(html).toContain('Avent24cases');
    expect(await menuIds()).toContain(page.id);
    expect(await (await request('/')).text()).toContain(page.path);
    const state = await calls.state();
    expect(state.body.data).toMatchObject({ state: 'published', publishAt: null });
    expect((await calls.revisions()).body.data.revisions[0]!.author).toBe(ADMIN.email);
  });

  it('takes a page off the site at its unpublication time', async () => {
    const page = await newHiddenPage('Soldes');
    const calls = itemCalls(token, 'page', page.id);
    await calls.publish();
    expect((await request(page.path)).status).toBe(200);
    const scheduled = await calls.unpublish(clockNow() + 5 * 60_000);
    expect(scheduled.body.data.label).toMatch(/^Publié · dépublication le /);
    expect((await request(page.path)).status).toBe(200);
    advanceClock(5 * 60_000 + 1_000);
    expect((await request(page.path)).status).toBe(404);
    expect(await menuIds()).not.toContain(page.id);
  });
});
