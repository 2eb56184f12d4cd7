import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { createProviderClient, type ProviderClient } from '../../../src/provider/client';
import { ProviderError } from '../../../src/provider/provider-error';
import { app } from '../../../worker/index';
import { inProcessClient } from '../../../worker/provider/in-process-client';
import { siteScope } from '../../../worker/provider/shared/service-context';
import { resolveSiteByHost } from '../../../worker/site/site-resolver';

// The pages' two adapters of the provider client answer the same: the in-process one (the
// services called directly) and the remote one (the typed HTTP client, here against this app's
// own /api, as a storefront with PROVIDER_URL would call it). Each scenario runs through both,
// on both sample sites and in each of their locales; a refusal must carry the same status,
// message and data.

const SITES = [
  { host: 'localhost', locales: ['fr_FR'], shop: false, blog: true },
  { host: 'vins.localhost', locales: ['fr_FR', 'en_GB'], shop: true, blog: false },
];

type Outcome = { answer: unknown } | { refusal: { status: number; message: string; data: unknown } };

async function outcome(read: () => Promise<unknown>): Promise<Outcome> {
  try {
    return { answer: await read() };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    return { refusal: { status: error.status, message: error.message, data: error.data } };
  }
}

async function adapters(
  host: string,
  locale: string,
): Promise<{ remote: ProviderClient; local: ProviderClient }> {
  const site = await resolveSiteByHost(env, host);
  if (!site) throw new Error(`no sample site on ${host}`);
  const origin = `http://${host}`;
  const remote = createProviderClient({
    fetch: async (request) => {
      const ctx = createExecutionContext();
      const response = await app.fetch(request, env, ctx);
      await waitOnExecutionContext(ctx);
      return response;
    },
    baseUrl: `${origin}/api`,
    siteId: site.id,
    locale,
    token: null,
  });
  const local = inProcessClient(remote, {
    db: env.DB,
    site,
    scope: siteScope(site, locale),
    origin,
    requestId: 'contract-test',
    token: null,
    env,
  });
  return { remote, local };
}

/** The scenarios: every service-backed read, with ids taken from the site's own answers. */
async function scenarios(
  client: ProviderClient,
): Promise<Array<[string, (c: ProviderClient) => Promise<unknown>]>> {
  const tree = await client.pageTree();
  const firstPage = Object.entries(tree)
    .filter(([key]) => key !== 'rightPages')
    .flatMap(([, pages]) => pages)[0];
  const news = await client.news({ nbItem: 5 });
  const albums = await client.albums();
  const services = await client.services();
  const lists = await client.elementLists();
  const list = lists[0];
  const items = list ? await client.elements(list.route) : null;
  const item = items?.items[0];
  const shop = await client.products({ nbItem: 3 }).catch(() => null);
  const bottle = shop?.products[0];
  const blogHome = await client.blogFolderList(null, { nbItem: 3 }).catch(() => null);
  const folder = blogHome?.folders[0];
  const article = blogHome?.blogs[0];
  const known: Array<[string, (c: ProviderClient) => Promise<unknown>] | null> = [
    firstPage ? ['page', (c) => c.page(firstPage.id)] : null,
    news.news[0] ? ['newsItem', (c) => c.newsItem(news.news[0]!.id)] : null,
    albums.albums[0] ? ['album', (c) => c.album(albums.albums[0]!.id)] : null,
    services.services[0] ? ['service', (c) => c.service(services.services[0]!.id)] : null,
    list && item ? ['element', (c) => c.element(list.route, item.id)] : null,
    bottle ? ['shop product', (c) => c.product(bottle.id)] : null,
    bottle ? ['shop awards of a product', (c) => c.awards(bottle.id)] : null,
    bottle ? ['shop recommended', (c) => c.recommendedProducts(bottle.id)] : null,
    folder ? ['blog folder', (c) => c.blogFolder(folder.id)] : null,
    folder ? ['blog folder content', (c) => c.blogFolderList(folder.id, { nbItem: 2 })] : null,
    folder ? ['blog folder breadcrumb', (c) => c.blogFolderAriane(folder.id)] : null,
    article ? ['blog article', (c) => c.blog(article.id)] : null,
    article ? ['blog article breadcrumb', (c) => c.blogAriane(article.id)] : null,
  ];
  return [
    ...known.filter((scenario) => scenario !== null),
    ['siteInfo', (c) => c.siteInfo()],
    ['contentVersion', (c) => c.contentVersion()],
    ['parameters', (c) => c.parameters()],
    ['parameter', (c) => c.parameter('promo_banner_text')],
    ['unknown parameter', (c) => c.parameter('NO_SUCH_PARAMETER')],
    ['footer conf', (c) => c.componentConf('footer')],
    ['unknown conf', (c) => c.componentConf('no-such-component')],
    ['footerLogos', (c) => c.footerLogos()],
    ['pageTree', (c) => c.pageTree()],
    ['unknown page', (c) => c.page(987_654)],
    ['news', (c) => c.news({ nbItem: 5 })],
    ['promoted news', (c) => c.news({ promoted: true })],
    ['news page 2', (c) => c.news({ nbItem: 1, page: 2, orderBy: 'date' })],
    ['unknown newsItem', (c) => c.newsItem(987_654)],
    ['albums', (c) => c.albums()],
    ['unknown album', (c) => c.album(987_654)],
    ['services', (c) => c.services()],
    ['services by tag', (c) => c.services({ tag: services.services[0]?.tags[0] ?? 'massage' })],
    ['elementLists', (c) => c.elementLists()],
    ['elements', (c) => c.elements(list?.route ?? 'ateliers', { nbItem: 2 })],
    ['unknown element', (c) => c.element(list?.route ?? 'ateliers', 987_654)],
    ['unknown list', (c) => c.elements('no-such-list')],
    ['shop products', (c) => c.products({ nbItem: 3 })],
    ['shop products by price', (c) => c.products({ orderBy: 'price', nbItem: 5, page: 1 })],
    ['shop variations', (c) => c.variations()],
    ['shop meal icons', (c) => c.mealIcons()],
    ['unknown product', (c) => c.product(987_654)],
    ['unknown product awards', (c) => c.awards(987_654)],
    ['blog home', (c) => c.blogFolderList(null)],
    ['blog home page 2', (c) => c.blogFolderList(null, { nbItem: 1, page: 2 })],
    ['unknown blog folder', (c) => c.blogFolder(987_654)],
    ['unknown blog folder content', (c) => c.blogFolderList(987_654)],
    ['unknown blog article', (c) => c.blog(987_654)],
    ['unknown blog article breadcrumb', (c) => c.blogAriane(987_654)],
  ];
}

describe('the in-process and the remote provider adapters', () => {
  for (const { host, locales, shop, blog } of SITES) {
    for (const locale of locales) {
      it(`answer the same on ${host} in ${locale}`, async () => {
        const { remote, local } = await adapters(host, locale);
        const cases = await scenarios(remote);
        // Both sample sites have pages, news, albums and element lists with items.
        expect(cases.map(([name]) => name)).toEqual(
          expect.arrayContaining(['page', 'newsItem', 'album', 'element']),
        );
        const refusals: string[] = [];
        for (const [name, read] of cases) {
          const fromRemote = await outcome(() => read(remote));
          const fromLocal = await outcome(() => read(local));
          expect(fromLocal, name).toEqual(fromRemote);
          if ('refusal' in fromRemote) refusals.push(name);
        }
        // The unknown ids are refused (404) by both, and so is the shop of a site without one.
        const refused = (name: string) =>
          name.startsWith('unknown') ||
          (!shop && name.startsWith('shop')) ||
          (!blog && name.startsWith('blog'));
        expect(refusals.sort()).toEqual(
          cases
            .map(([name]) => name)
            .filter(refused)
            .sort(),
        );
        if (shop) expect(cases.map(([name]) => name)).toContain('shop product');
        if (blog)
          expect(cases.map(([name]) => name)).toEqual(
            expect.arrayContaining(['blog folder', 'blog article']),
          );
      });
    }
  }

  it('turns an unexpected failure into the 500 a route answers, logged with the request id', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { remote } = await adapters('localhost', 'fr_FR');
    const site = (await resolveSiteByHost(env, 'localhost'))!;
    const broken = {
      prepare: () => {
        throw new Error('D1 est tombée');
      },
    } as unknown as D1Database;
    const local = inProcessClient(remote, {
      db: broken,
      site,
      scope: siteScope(site, 'fr_FR'),
      origin: 'http://localhost',
      requestId: 'req-broken',
      token: null,
      env,
    });
    const failed = await outcome(() => local.pageTree());
    expect(failed).toMatchObject({ refusal: { status: 500, data: null } });
    expect('refusal' in failed && failed.refusal.message).toMatch(/inattendue/);
    const logged = errors.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
    expect(logged).toContainEqual(
      expect.objectContaining({
        requestId: 'req-broken',
        event: 'provider.service_failed',
        operation: 'pageTree',
      }),
    );
  });
});
