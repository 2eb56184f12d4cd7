import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createDataProvider, listQuery } from '../../../client/admin/data-provider';

// The admin panel's data provider: react-admin's paging, sort and filters become the provider
// API's list query, the envelope is unwrapped, and refusals carry the server's French message.

type Call = { path: string; init: RequestInit | undefined };

function fakeApi(answer: (path: string, init?: RequestInit) => { status: number; body: unknown }) {
  const calls: Call[] = [];
  const apiFetch = (path: string, init?: RequestInit) => {
    calls.push({ path, init });
    const { status, body } = answer(path, init);
    return Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );
  };
  return { calls, provider: createDataProvider(apiFetch) };
}

describe('listQuery', () => {
  it('maps paging, sort and filters, omitting empty values', () => {
    const query = listQuery({
      pagination: { page: 3, perPage: 25 },
      sort: { field: 'publishedAt', order: 'DESC' },
      filter: { q: 'massage', isPromoted: true, empty: '', email: 'lk:gmail', ids: [1, 2] },
    });
    expect(Object.fromEntries(query)).toEqual({
      nbItem: '25',
      page: '3',
      orderBy: 'publishedAt:desc',
      title: 'lk:massage',
      isPromoted: 'true',
      email: 'lk:gmail',
      ids: '1,2',
    });
  });
});

describe('the data provider', () => {
  it('reads a paged list from its key in the envelope', async () => {
    const { calls, provider } = fakeApi(() => ({
      status: 200,
      body: { success: true, data: { news: [{ id: 4, title: 'Bon cadeau' }], total: 11 }, message: '' },
    }));
    const result = await provider.getList('news', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'title', order: 'ASC' },
      filter: {},
    });
    expect(result).toEqual({ data: [{ id: 4, title: 'Bon cadeau' }], total: 11 });
    expect(calls[0]?.path).toBe('/api/admin/news?nbItem=10&page=2&orderBy=title%3Aasc');
  });

  it('pages and sorts a whole list itself, and keys settings by their type', async () => {
    const { provider } = fakeApi(() => ({
      status: 200,
      body: {
        success: true,
        data: [
          { type: 'B', label: 'Bêta', value: '1' },
          { type: 'A', label: 'Alpha', value: '2' },
          { type: 'C', label: 'Gamma', value: '3' },
        ],
        message: '',
      },
    }));
    const result = await provider.getList('settings', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'label', order: 'ASC' },
      filter: {},
    });
    expect(result.total).toBe(3);
    expect(result.data.map((record: { id: unknown }) => record.id)).toEqual(['A', 'B']);
  });

  it('sends an update where the endpoint expects it, with the body it validates', async () => {
    const { calls, provider } = fakeApi((path) => ({
      status: 200,
      body: {
        success: true,
        data: path.startsWith('/api/admin')
          ? { type: 'PRIMARY_COLOR', value: '#123456' }
          : { type: 'PRIMARY_COLOR', value: '#123456', label: 'Couleur' },
        message: '',
      },
    }));
    await provider.update('settings', {
      id: 'PRIMARY_COLOR',
      data: { id: 'PRIMARY_COLOR', value: '#123456', label: 'Couleur' },
      previousData: { id: 'PRIMARY_COLOR' },
    });
    expect(calls[0]?.path).toBe('/api/admin/parameter/PRIMARY_COLOR');
    expect(calls[0]?.init?.method).toBe('PUT');
    expect(JSON.parse(calls[0]?.init?.body as string)).toEqual({ value: '#123456' });
  });

  it('turns a refusal into an HttpError with the French message and the field errors', async () => {
    const { provider } = fakeApi(() => ({
      status: 400,
      body: {
        success: false,
        data: { errors: { title: 'Le titre est obligatoire.' } },
        message: 'Données invalides.',
      },
    }));
    const failure = provider.create('news', { data: { title: '' } });
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({
      message: 'Données invalides.',
      status: 400,
      body: { errors: { title: 'Le titre est obligatoire.' } },
    });
  });
});

describe('whole lists (shop settings: discounts, carriers, awards…)', () => {
  const awards = [
    { id: 1, productId: 7, competition: 'Concours de Paris' },
    { id: 2, productId: 8, competition: 'Decanter' },
    { id: 3, productId: 7, competition: 'Gilbert & Gaillard' },
  ];
  const answer = () => ({ status: 200, body: { success: true, data: awards, message: '' } });

  it('reads one record from the list when the API has no read of one', async () => {
    const { calls, provider } = fakeApi(answer);
    const found = await provider.getOne('awards', { id: '3' });
    expect(found.data as unknown).toEqual(awards[2]);
    expect(calls[0]?.path).toBe('/api/admin/product/award');
    await expect(provider.getOne('awards', { id: 9 })).rejects.toMatchObject({
      status: 404,
      message: "Cet élément n'existe pas ou plus.",
    });
  });

  it('keeps the records matching a reference target or a filter', async () => {
    const { provider } = fakeApi(answer);
    const result = await provider.getManyReference('awards', {
      target: 'productId',
      id: 7,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(result.data.map((record: { id: unknown }) => record.id)).toEqual([1, 3]);
    expect(result.total).toBe(2);
  });
});
