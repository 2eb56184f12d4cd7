import { describe, expect, it } from 'vitest';
import {
  fetchExport,
  memberSearch,
  peopleApis,
  subscribersExportPath,
  toMemberRecord,
} from '../../../client/admin/apis/people';
import { createDataProvider, listQuery } from '../../../client/admin/data-provider';
import { dashboardView, euros, OTHER_SOURCES, shortDate } from '../../../client/admin/dashboard-data';
import type { Dashboard } from '../../../src/schema/site/dashboard';

// The people section's API mapping (members, newsletter lists, subscribers, CSV exports) and
// the dashboard's chart data.

const member = {
  id: 7,
  email: 'claire@exemple.fr',
  firstname: 'Claire',
  lastname: 'Bernard',
  phone: null,
  role: 'MEMBER',
  createdAt: '2026-11-01 10:00:00',
  lastActiveAt: '2026-11-20 08:00:00',
};

function fakeApi(body: unknown) {
  const paths: string[] = [];
  const provider = createDataProvider((path) => {
    paths.push(path);
    return Promise.resolve(
      new Response(JSON.stringify({ success: true, data: body, message: '' }), { status: 200 }),
    );
  });
  return { paths, provider };
}

describe('members', () => {
  it('searches address and names with search=lk:, the box showing the words alone', () => {
    expect(memberSearch.parse(' bernard ')).toBe('lk:bernard');
    expect(memberSearch.parse('  ')).toBe('');
    expect(memberSearch.format('lk:bernard')).toBe('bernard');
    expect(memberSearch.format(undefined)).toBe('');
    const query = listQuery({
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { search: memberSearch.parse('bernard'), role: 'MEMBER' },
    });
    expect(query.toString()).toBe(
      'nbItem=25&page=1&orderBy=createdAt%3Adesc&search=lk%3Abernard&role=MEMBER',
    );
  });

  it('reads a page of /admin/member and names each member', async () => {
    const { paths, provider } = fakeApi({
      members: [member, { ...member, id: 8, firstname: '', lastname: '' }],
      total: 2,
    });
    const page = await provider.getList('members', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { search: 'lk:claire' },
    });
    expect(paths).toEqual(['/api/admin/member?nbItem=25&page=1&orderBy=createdAt%3Adesc&search=lk%3Aclaire']);
    expect(page.total).toBe(2);
    expect(page.data.map((record) => (record as { fullName: string }).fullName)).toEqual([
      'Claire Bernard',
      'claire@exemple.fr',
    ]);
    expect(toMemberRecord(member)).toMatchObject({ id: 7, fullName: 'Claire Bernard' });
  });

  it('deletes through DELETE /admin/member/{id}', async () => {
    const { paths, provider } = fakeApi({ id: 7 });
    await provider.delete('members', { id: 7, previousData: member });
    expect(paths).toEqual(['/api/admin/member/7']);
  });
});

describe('newsletter lists and subscribers', () => {
  it('sends only the fields the list endpoint validates', () => {
    expect(
      peopleApis.newsletterLists!.toInput!({
        id: 3,
        name: 'Promotions',
        description: '',
        isDefault: true,
        position: 2,
        extra: 'x',
      }),
    ).toEqual({ name: 'Promotions', description: '', isDefault: true, position: 2 });
  });

  it('reads the lists whole and the subscribers by page of the API', async () => {
    const lists = fakeApi([{ id: 1, name: 'Actualités', description: '', isDefault: true, position: 0 }]);
    const all = await lists.provider.getList('newsletterLists', {
      pagination: { page: 1, perPage: 500 },
      sort: { field: 'position', order: 'ASC' },
      filter: {},
    });
    expect(lists.paths).toEqual(['/api/admin/newsletter/lists']);
    expect(all.total).toBe(1);
    const subscribers = fakeApi({ subscribers: [{ id: 4, email: 'a@exemple.fr', lists: [1] }], total: 51 });
    const page = await subscribers.provider.getList('newsletterSubscribers', {
      pagination: { page: 2, perPage: 50 },
      sort: { field: 'id', order: 'DESC' },
      filter: { list: 1, confirmed: 'true' },
    });
    expect(subscribers.paths).toEqual([
      '/api/admin/newsletter/subscribers?nbItem=50&page=2&list=1&confirmed=true',
    ]);
    expect(page.total).toBe(51);
  });

  it('builds the subscribers export path from the same filters', () => {
    expect(subscribersExportPath({})).toBe('/admin/newsletter/subscribers/export');
    expect(subscribersExportPath({ list: 3, confirmed: 'true' })).toBe(
      '/admin/newsletter/subscribers/export?list=3&confirmed=true',
    );
    expect(subscribersExportPath({ list: '', confirmed: '' })).toBe('/admin/newsletter/subscribers/export');
  });
});

describe('CSV exports', () => {
  it('gives the file, with the session cookie', async () => {
    let seen: RequestInit | undefined;
    const blob = await fetchExport((path, init) => {
      seen = init;
      expect(path).toBe('/api/admin/member/export');
      return Promise.resolve(
        new Response('\uFEFF"E-mail"\r\n', { status: 200, headers: { 'content-type': 'text/csv' } }),
      );
    }, '/admin/member/export');
    expect(seen?.credentials).toBe('same-origin');
    // The byte order mark stays in the file (text() would decode it away).
    expect([...new Uint8Array(await blob.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await blob.text()).toBe('"E-mail"\r\n');
  });

  it('throws the server’s French message on a refusal', async () => {
    const refuse = () =>
      Promise.resolve(
        new Response(JSON.stringify({ success: false, data: null, message: 'Veuillez vous connecter.' }), {
          status: 401,
        }),
      );
    await expect(fetchExport(refuse, '/admin/member/export')).rejects.toThrow('Veuillez vous connecter.');
    const broken = () => Promise.resolve(new Response('oops', { status: 502 }));
    await expect(fetchExport(broken, '/admin/member/export')).rejects.toThrow(
      'L’export a échoué (erreur 502).',
    );
  });
});

describe('the dashboard’s chart data', () => {
  const day = (
    date: string,
    bySource: Record<string, number>,
    extra: Partial<Dashboard['days'][number]> = {},
  ) => ({
    date,
    visits: Object.values(bySource).reduce((a, b) => a + b, 0),
    visitsBySource: bySource,
    messages: 1,
    ...extra,
  });

  it('keeps the top sources, folds the rest into « Autres », and has no orders without a shop', () => {
    const view = dashboardView(
      {
        days: [day('2026-11-22', { a: 5, b: 1, c: 1 }), day('2026-11-23', { a: 1, d: 2 })],
        totals: { visits: 10, visitsBySource: { a: 6, b: 1, c: 1, d: 2 }, messages: 2 },
        timeZone: 'Europe/Paris',
      },
      2,
    );
    expect(view.sources).toEqual(['a', 'd', OTHER_SOURCES]);
    expect(view.rows.map((row) => row.sources)).toEqual([
      { a: 5, d: 0, [OTHER_SOURCES]: 2 },
      { a: 1, d: 2, [OTHER_SOURCES]: 0 },
    ]);
    expect(view.hasShop).toBe(false);
    expect(view.rows[0]).toMatchObject({ label: '22/11', visits: 7, orders: null, revenue: null });
  });

  it('gives revenue in euros for the axis and in French currency for the tables', () => {
    const view = dashboardView({
      days: [day('2026-11-23', {}, { orders: 2, revenueCents: 5800 })],
      totals: { visits: 0, visitsBySource: {}, messages: 1, orders: 2, revenueCents: 5800 },
      timeZone: 'Europe/Paris',
    });
    expect(view.hasShop).toBe(true);
    expect(view.sources).toEqual([]);
    expect(view.rows[0]).toMatchObject({ orders: 2, revenue: 58, revenueCents: 5800 });
    expect(euros(5800).replace(/\s/g, ' ')).toBe('58,00 €');
    expect(shortDate('2026-03-29')).toBe('29/03');
  });
});
