import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, adminCall, adminLogin, WINE_ADMIN } from '../support/accounts';
import { api, request, WINE_HOST } from '../support/http';
import { advanceClock, clockNow, itemCalls } from './publishing-support';

// Element list items through the same workflow: a drafted workshop stays off its list, its
// page and the API until published; its preview link shows the draft on its page; scheduled,
// it appears at its minute with nothing written meanwhile; a revision restores.

let token: string;
let route: string;
let keyElem: string;
let listId: number;

const fields = (title: string, body: string) => ({
  title,
  summary: 'Deux heures pour apprendre les gestes.',
  body: `<p>${body}</p>`,
  image: null,
  startsAt: '2027-01-16T14:00',
  durationMinutes: 120,
  location: 'Cabinet de Vertou',
  price: '45 €',
});

async function hiddenElement(title: string): Promise<number> {
  const created = await adminCall<{ id: number }>('POST', `/admin/element/list/${listId}/item`, token, {
    title,
    isValid: false,
  });
  expect(created.status).toBe(201);
  return created.body.data.id;
}

beforeAll(async () => {
  token = await adminLogin(ADMIN);
  route = `ateliers-${Date.now().toString(36)}`;
  keyElem = `${route}-e`;
  const list = await adminCall<{ id: number }>('POST', '/admin/element/list', token, {
    route,
    keyList: `${route}-l`,
    keyElem,
    title: 'Ateliers',
  });
  expect(list.status).toBe(201);
  listId = list.body.data.id;
});

describe('an element item drafted', () => {
  it('stays off the site until published, and its preview link shows the draft', async () => {
    const id = await hiddenElement('Atelier automassage');
    const calls = itemCalls(token, 'element-item', id);
    expect((await calls.state()).body.data).toMatchObject({ state: 'draft', label: 'Brouillon' });
    const saved = await calls.save(fields('Atelier automassage', 'Les mains <script>x</script>au chaud'), 0);
    expect(saved.status).toBe(200);
    expect(saved.body.data.fields.body).not.toContain('script');
    expect((await api(`/element/${route}/${id}`)).status).toBe(404);
    expect((await request(`/${keyElem}/${id}`)).status).toBe(404);

    const preview = await request(new URL((await calls.shareLink()).body.data.url).pathname);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe('private, no-store');
    const html = await preview.text();
    expect(html).toContain('Les mains au chaud');
    expect(html).toContain('Cabinet de Vertou');
    expect(html).toContain('name="robots" content="noindex"');

    expect((await calls.publish()).body.data.state).toBe('published');
    const live = await api<{ body: string; location: string }>(`/element/${route}/${id}`);
    expect(live.status).toBe(200);
    expect(live.body.data).toMatchObject({ location: 'Cabinet de Vertou' });
    expect((await calls.revisions()).body.data.revisions[0]!.summary).toBe(
      'mise en ligne, résumé, texte, date, durée, lieu, tarif',
    );
  });

  it('appears at its scheduled minute, and a revision restores', async () => {
    const id = await hiddenElement('Atelier bébé');
    const calls = itemCalls(token, 'element-item', id);
    await calls.save(fields('Massage bébé', 'Première version'), 0);
    const at = clockNow() + 5 * 60_000;
    const scheduled = await calls.publish(at);
    expect(scheduled.body.data.state).toBe('scheduled');
    expect(scheduled.body.data.label).toMatch(/^Programmé le /);
    expect((await api(`/element/${route}/${id}`)).status).toBe(404);

    advanceClock(5 * 60_000 + 1_000);
    const shown = await api<{ title: string; body: string }>(`/element/${route}/${id}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data.title).toBe('Massage bébé');

    const state = await calls.state();
    await calls.save(fields('Massage bébé', 'Seconde version'), state.body.data.version);
    expect((await calls.state()).body.data.state).toBe('changed');
    await calls.publish();
    expect((await api<{ body: string }>(`/element/${route}/${id}`)).body.data.body).toContain('Seconde');

    const first = (await calls.revisions()).body.data.revisions.at(-1)!;
    const restored = await calls.restore(first.rev, true);
    expect(restored.body.data.state).toBe('published');
    expect((await api<{ body: string }>(`/element/${route}/${id}`)).body.data.body).toContain('Première');
  });

  it('is no other site’s to draft (404)', async () => {
    const id = await hiddenElement('Atelier privé');
    const wine = await adminLogin(WINE_ADMIN, WINE_HOST);
    const other = itemCalls(wine, 'element-item', id, WINE_HOST);
    expect((await other.state()).status).toBe(404);
    expect((await other.save(fields('Intrus', 'Non'), 0)).status).toBe(404);
    expect((await other.publish()).status).toBe(404);
  });
});
