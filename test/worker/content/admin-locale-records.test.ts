import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCall, adminLogin, ADMIN, WINE_ADMIN } from '../support/accounts';
import { MASSAGE_HOST, WINE_HOST } from '../support/http';

// The admin records of the row-per-locale resources name their language and their
// original (`locale`, `translationOf`) in lists and single reads, and the lists keep one
// original's translations with ?translationOf= (drafts included), what the panel's per-locale
// editing reads (client/admin/translation/).

interface Resource {
  name: string;
  path: string; // the admin collection
  listKey: string | null; // where the list's items are (null: the data is the array)
  original: Record<string, unknown>;
  translation: Record<string, unknown>;
}

const RESOURCES: Resource[] = [
  {
    name: 'news',
    path: '/admin/news',
    listKey: 'news',
    original: { title: 'Les vendanges du test' },
    translation: { title: 'The test harvest', isValid: false },
  },
  {
    name: 'blog folders',
    path: '/admin/blog/folder',
    listKey: null,
    original: { name: 'Carnet du test' },
    translation: { name: 'Test notebook' },
  },
  {
    name: 'blog articles',
    path: '/admin/blog/article',
    listKey: 'blogs',
    original: { title: 'Article du test' },
    translation: { title: 'Test article', isPublished: false },
  },
  {
    name: 'albums',
    path: '/admin/album',
    listKey: 'albums',
    original: { title: 'Album du test' },
    translation: { title: 'Test album' },
  },
  {
    name: 'services',
    path: '/admin/service',
    listKey: 'services',
    original: { title: 'Prestation du test' },
    translation: { title: 'Test service' },
  },
];

type Row = { id: number; locale: string; translationOf: number | null };

let owner: string;

beforeAll(async () => {
  owner = await adminLogin(WINE_ADMIN, WINE_HOST);
});

const call = <T>(method: 'GET' | 'POST', path: string, payload?: unknown) =>
  adminCall<T>(method, path, owner, payload, WINE_HOST);

function itemsOf(data: unknown, listKey: string | null): Row[] {
  return (listKey === null ? data : (data as Record<string, unknown>)[listKey]) as Row[];
}

describe.each(RESOURCES)('$name', (resource) => {
  let originalId: number;
  let translationId: number;

  beforeAll(async () => {
    const original = await call<Row>('POST', resource.path, resource.original);
    expect([200, 201]).toContain(original.status);
    originalId = original.body.data.id;
    const translation = await call<Row>('POST', resource.path, {
      ...resource.translation,
      locale: 'en_GB',
      translationOf: originalId,
    });
    expect([200, 201]).toContain(translation.status);
    translationId = translation.body.data.id;
  });

  it('answers locale and translationOf on single reads', async () => {
    const translation = await call<Row>('GET', `${resource.path}/${translationId}`);
    expect(translation.status).toBe(200);
    expect(translation.body.data).toMatchObject({
      id: translationId,
      locale: 'en_GB',
      translationOf: originalId,
    });
    const original = await call<Row>('GET', `${resource.path}/${originalId}`);
    expect(original.body.data).toMatchObject({ id: originalId, locale: 'fr_FR', translationOf: null });
  });

  it('lists one language with locale and translationOf on each item', async () => {
    const { status, body } = await call('GET', `${resource.path}?locale=en_GB&nbItem=100`);
    expect(status).toBe(200);
    const items = itemsOf(body.data, resource.listKey);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.locale === 'en_GB')).toBe(true);
    expect(items.find((item) => item.id === translationId)).toMatchObject({ translationOf: originalId });
  });

  it('keeps one original’s translations with ?translationOf=', async () => {
    const { status, body } = await call('GET', `${resource.path}?locale=en_GB&translationOf=${originalId}`);
    expect(status).toBe(200);
    const items = itemsOf(body.data, resource.listKey);
    expect(items.map((item) => [item.id, item.locale, item.translationOf])).toEqual([
      [translationId, 'en_GB', originalId],
    ]);
    const none = await call('GET', `${resource.path}?translationOf=${translationId}`);
    expect(itemsOf(none.body.data, resource.listKey)).toEqual([]);
  });

  it('refuses a translationOf that is not an id', async () => {
    const { status, body } = await call('GET', `${resource.path}?translationOf=abc`);
    expect(status).toBe(400);
    expect(body.success).toBe(false);
  });
});

describe('pages', () => {
  it('answer locale and translationOf, and find the English version of a French page', async () => {
    const original = await env.DB.prepare(
      "SELECT id FROM pages WHERE site_id = 2 AND locale = 'fr_FR' AND path = '/le-domaine'",
    ).first<{ id: number }>();
    const frenchId = original?.id ?? 0;
    const { status, body } = await call<{ pages: (Row & { path: string })[] }>(
      'GET',
      `/admin/page?locale=en_GB&translationOf=${frenchId}`,
    );
    expect(status).toBe(200);
    expect(body.data.pages.map((page) => [page.path, page.locale, page.translationOf])).toEqual([
      ['/our-estate', 'en_GB', frenchId],
    ]);
    const english = body.data.pages[0]?.id ?? 0;
    const read = await call<{ page: Row }>('GET', `/admin/page/${english}`);
    expect(read.body.data.page).toMatchObject({ locale: 'en_GB', translationOf: frenchId });
    const french = await call<{ page: Row }>('GET', `/admin/page/${frenchId}`);
    expect(french.body.data.page).toMatchObject({ locale: 'fr_FR', translationOf: null });
  });
});

describe('tenancy', () => {
  it('does not show another site’s translations through ?translationOf=', async () => {
    const massage = await adminLogin(ADMIN, MASSAGE_HOST);
    const wineNews = await call<{ news: Row[] }>('GET', '/admin/news?locale=en_GB&nbItem=100');
    const linked = wineNews.body.data.news.find((item) => item.translationOf !== null);
    expect(linked).toBeDefined();
    const { status, body } = await adminCall<{ news: Row[] }>(
      'GET',
      `/admin/news?translationOf=${linked?.translationOf ?? 0}`,
      massage,
      undefined,
      MASSAGE_HOST,
    );
    expect(status).toBe(200);
    expect(body.data.news).toEqual([]);
    const read = await adminCall('GET', `/admin/news/${linked?.id ?? 0}`, massage, undefined, MASSAGE_HOST);
    expect(read.status).toBe(404);
  });
});
