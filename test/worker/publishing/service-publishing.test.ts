import { beforeAll, describe, expect, it } from 'vitest';
import type { ServiceList } from '../../../src/schema/content/service';
import { ADMIN, adminCall, adminLogin, WINE_ADMIN } from '../support/accounts';
import { api, request, WINE_HOST } from '../support/http';
import { advanceClock, clockNow, itemCalls } from './publishing-support';

// Services through the same workflow: a service taken off the site (or never published) stays
// out of the « Prestations » page and list, the sitemap, search and the API; its preview link
// shows the draft on its page; scheduled, it appears at its minute; a revision restores; and
// another site cannot touch it.

let token: string;

const fields = (title: string, description: string) => ({
  title,
  summary: 'Une heure de détente profonde.',
  description: `<p>${description}</p>`,
  image: null,
});

/** A service created through its form (live at once), then taken off the site. */
async function hiddenService(title: string): Promise<number> {
  const created = await adminCall<{ id: number }>('POST', '/admin/service', token, {
    title,
    summary: 'Brouillon.',
    description: '<p>Brouillon</p>',
    tags: ['cabinet'],
  });
  expect(created.status).toBeLessThan(300);
  const id = created.body.data.id;
  expect((await itemCalls(token, 'service', id).unpublish()).body.data.state).toBe('draft');
  return id;
}

const listedTitles = async () =>
  (await api<ServiceList>('/service?nbItem=100')).body.data.services.map((service) => service.title);
const searchHits = async (q: string) =>
  (await api<{ total: number }>(`/search?q=${encodeURIComponent(q)}`)).body.data.total;

beforeAll(async () => {
  token = await adminLogin(ADMIN);
});

describe('a service drafted', () => {
  it('never leaks until published, and its preview link shows the draft', async () => {
    const id = await hiddenService('Massage aux pierres chaudes');
    const calls = itemCalls(token, 'service', id);
    const state = await calls.state();
    expect(state.body.data).toMatchObject({ state: 'draft', label: 'Brouillon' });
    const saved = await calls.save(
      fields('Massage aux pierres chaudes', 'Basalte <script>x</script>tiède'),
      state.body.data.version,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.fields.description).not.toContain('script');

    expect((await api(`/service/${id}`)).status).toBe(404);
    expect(await listedTitles()).not.toContain('Massage aux pierres chaudes');
    expect(await (await request('/prestations')).text()).not.toContain('Massage aux pierres chaudes');
    expect((await request(`/prestations/${id}-massage-aux-pierres-chaudes`)).status).toBe(404);
    expect(await (await request('/sitemap.xml')).text()).not.toContain(`/prestations/${id}-`);
    expect(await searchHits('Basalte')).toBe(0);
    expect(await searchHits('Brouillon')).toBe(0);

    const preview = await request(new URL((await calls.shareLink()).body.data.url).pathname);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe('private, no-store');
    const html = await preview.text();
    expect(html).toContain('Basalte tiède');
    expect(html).toContain('name="robots" content="noindex"');

    expect((await calls.publish()).body.data.state).toBe('published');
    const live = await api<{ description: string; tags: string[] }>(`/service/${id}`);
    expect(live.status).toBe(200);
    expect(live.body.data.description).toContain('Basalte');
    expect(live.body.data.tags).toEqual(['cabinet']);
    expect(await listedTitles()).toContain('Massage aux pierres chaudes');
    expect(await (await request('/sitemap.xml')).text()).toContain(`/prestations/${id}-`);
    expect(await searchHits('Basalte')).toBe(1);
    expect((await calls.revisions()).body.data.revisions[0]!.summary).toBe(
      'mise en ligne, résumé, description',
    );
  });

  it('appears at its scheduled minute, and a revision restores', async () => {
    const id = await hiddenService('Massage prénatal');
    const calls = itemCalls(token, 'service', id);
    const version = (await calls.state()).body.data.version;
    await calls.save(fields('Massage prénatal', 'Première version'), version);
    const at = clockNow() + 5 * 60_000;
    const scheduled = await calls.publish(at);
    expect(scheduled.body.data.state).toBe('scheduled');
    expect(scheduled.body.data.label).toMatch(/^Programmé le /);
    expect((await api(`/service/${id}`)).status).toBe(404);

    advanceClock(5 * 60_000 + 1_000);
    const shown = await api<{ description: string }>(`/service/${id}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data.description).toContain('Première');

    const state = await calls.state();
    await calls.save(fields('Massage prénatal', 'Seconde version'), state.body.data.version);
    expect((await calls.state()).body.data.state).toBe('changed');
    expect((await api<{ description: string }>(`/service/${id}`)).body.data.description).toContain(
      'Première',
    );
    await calls.publish();
    expect((await api<{ description: string }>(`/service/${id}`)).body.data.description).toContain('Seconde');

    const first = (await calls.revisions()).body.data.revisions.at(-1)!;
    expect((await calls.revision(first.rev)).body.data.fields.description).toContain('Première');
    const restored = await calls.restore(first.rev);
    expect(restored.body.data.state).toBe('changed');
    await calls.publish();
    expect((await api<{ description: string }>(`/service/${id}`)).body.data.description).toContain(
      'Première',
    );
  });

  it('is no other site’s to draft (404)', async () => {
    const id = await hiddenService('Massage réservé');
    const wine = await adminLogin(WINE_ADMIN, WINE_HOST);
    const other = itemCalls(wine, 'service', id, WINE_HOST);
    expect((await other.state()).status).toBe(404);
    expect((await other.save(fields('Intrus', 'Non'), 0)).status).toBe(404);
    expect((await other.publish()).status).toBe(404);
    expect((await other.revisions()).status).toBe(404);
    expect((await other.shareLink()).status).toBe(404);
  });
});
