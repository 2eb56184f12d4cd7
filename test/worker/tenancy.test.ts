import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { ComponentConf } from '../../src/schema/site/component-conf';
import type { PageDetail, PageSummary, PageTree } from '../../src/schema/content/page';
import type { Parameter } from '../../src/schema/site/parameter';
import type { City, Country, SiteInfo } from '../../src/schema/site/site';
import {
  idsOf,
  insertComponentConf,
  insertCountryWithCity,
  insertPage,
  insertParameter,
  insertSite,
  MASSAGE_SITE_ID,
  WINE_SITE_ID,
} from './support/factories';
import { insertForm, insertSubmissionWithFile, sampleSubmission } from './support/forms';
import {
  call as orderCall,
  createMember,
  deliveryOrder,
  insertCarriers,
  insertWine as insertOrderWine,
  postOrder,
  relaxBottleRules,
} from './support/orders';
import { MEMBER_PASSWORD, memberCall, signedInMember } from './support/account-members';
import { api, MASSAGE_HOST, postJson, request, WINE_HOST } from './support/http';
import { loadSellables } from '../../worker/provider/catalogue/sellable.repository';
import { ADMIN, adminCall, WINE_ADMIN, adminLogin, adminApi } from './support/accounts';
import { balanceOf, cardId, issuedCard, purchase } from './support/gift-cards';
import { insertShopSite, insertWine } from './support/catalogue';
import { call, logged, registerMember } from './support/members';
import { manageToken } from '../../worker/provider/booking/booking-token';

// Architecture rule: site B's ids are 404 through site A. Every read endpoint taking an id is
// asked, on each host, for every id of the other site, read straight from D1.

const sites = [
  { name: 'massage', id: MASSAGE_SITE_ID, host: MASSAGE_HOST, other: WINE_SITE_ID },
  { name: 'wine', id: WINE_SITE_ID, host: WINE_HOST, other: MASSAGE_SITE_ID },
] as const;

async function pageIdsOf(siteId: number, validOnly = false): Promise<number[]> {
  const { results } = await env.DB.prepare(
    `SELECT id FROM pages WHERE site_id = ?${validOnly ? ' AND is_valid = 1' : ''} ORDER BY id`,
  )
    .bind(siteId)
    .all<{ id: number }>();
  return results.map((row) => row.id);
}

async function slugsOf(siteId: number): Promise<string[]> {
  const { results } = await env.DB.prepare('SELECT slug FROM component_confs WHERE site_id = ? ORDER BY slug')
    .bind(siteId)
    .all<{ slug: string }>();
  return results.map((row) => row.slug);
}

async function statusesOf(paths: string[], host: string): Promise<Record<string, number>> {
  const statuses: Record<string, number> = {};
  for (const path of paths) statuses[path] = (await api(path, { host })).status;
  return statuses;
}

const all404 = (paths: string[]) => Object.fromEntries(paths.map((path) => [path, 404]));

function flatten(pages: PageSummary[]): PageSummary[] {
  return pages.flatMap((page) => [page, ...flatten(page.children)]);
}

describe.each(sites)('on the $name host, the other site’s ids answer 404', ({ id, host, other }) => {
  it('GET /page/{id} for every page of the other site', async () => {
    await insertPage(other); // one page more than the seed, in case the seeds ever line up
    const mine = await pageIdsOf(id, true);
    const theirs = await pageIdsOf(other);
    expect(theirs.length).toBeGreaterThan(0);
    expect((await api(`/page/${mine[0] ?? 0}`, { host })).status).toBe(200); // the host does answer pages
    const paths = theirs.map((pageId) => `/page/${pageId}`);
    expect(await statusesOf(paths, host)).toEqual(all404(paths));
  });

  it('GET /component/conf/{slug} for a slug only the other site has', async () => {
    const { slug } = await insertComponentConf(other);
    const mine = await slugsOf(id);
    expect(mine).not.toContain(slug);
    const { status, body } = await api(`/component/conf/${slug}`, { host });
    expect(status).toBe(404);
    expect(body.data).toBeNull();
  });

  it('GET /component/conf/{slug} for a shared slug answers this site’s row, never the other’s', async () => {
    const theirs = await idsOf('component_confs', other);
    for (const slug of await slugsOf(id)) {
      const { status, body } = await api<ComponentConf>(`/component/conf/${slug}`, { host });
      expect(status).toBe(200);
      expect(theirs).not.toContain(body.data.id);
    }
  });

  it('GET /parameter/{type} for a setting only the other site has', async () => {
    const { type } = await insertParameter(other, 'secret de l’autre site');
    const { status, body } = await api(`/parameter/${type}`, { host });
    expect(status).toBe(404);
    expect(JSON.stringify(body)).not.toContain('secret de l’autre site');
  });

  it('GET /parameter/{type} for a shared setting answers this site’s row', async () => {
    const theirs = await idsOf('parameters', other);
    const { body } = await api<Parameter>('/parameter/COMPANY_EMAIL', { host });
    expect(theirs).not.toContain(body.data.id);
  });

  it('GET /cities/{search}/{idCountry} for a country only the other site has', async () => {
    const { countryId } = await insertCountryWithCity(other, 'Villeautre');
    const { status, body } = await api(`/cities/villeautre/${countryId}`, { host });
    expect(status).toBe(404);
    expect(JSON.stringify(body)).not.toContain('Villeautre');
  });

  it('GET /cities/{search}/{idCountry} never answers the other site’s cities', async () => {
    const theirs = await idsOf('cities', other);
    for (const search of ['sa', 'na', '44', '49']) {
      const { body } = await api<City[]>(`/cities/${search}/250`, { host });
      expect(body.data.length).toBeGreaterThan(0);
      for (const city of body.data) expect(theirs).not.toContain(city.id);
    }
  });
});

describe.each(sites)(
  'on the $name host, lists never contain the other site’s rows',
  ({ id, host, other }) => {
    it('GET /parameter lists exactly this site’s settings', async () => {
      await insertParameter(other);
      const { body } = await api<Parameter[]>('/parameter', { host });
      const ids = body.data.map((parameter) => parameter.id).sort((a, b) => a - b);
      expect(ids).toEqual(await idsOf('parameters', id));
      const theirs = new Set(await idsOf('parameters', other));
      expect(ids.filter((parameterId) => theirs.has(parameterId))).toEqual([]);
    });

    it('GET /page lists only this site’s pages', async () => {
      await insertPage(other);
      await insertPage(other, { isFixedOnRight: true });
      const { body } = await api<PageTree>('/page', { host });
      const listed = flatten([...(body.data.fr_FR ?? []), ...body.data.rightPages]);
      expect(listed.length).toBeGreaterThan(0);
      const theirs = new Set(await pageIdsOf(other));
      expect(listed.filter((page) => theirs.has(page.id)).map((page) => page.id)).toEqual([]);
      expect(listed.every((page) => page.idSite === id)).toBe(true);
    });

    it('GET /page/{id} lists only this site’s children and blocks', async () => {
      const [pageId] = await pageIdsOf(id, true);
      const { body } = await api<PageDetail>(`/page/${pageId}`, { host });
      const theirPages = new Set(await pageIdsOf(other));
      expect(body.data.children.filter((child) => theirPages.has(child.id))).toEqual([]);
      const { results } = await env.DB.prepare('SELECT id FROM page_blocks WHERE site_id = ?')
        .bind(other)
        .all<{ id: number }>();
      const theirBlocks = new Set(results.map((row) => row.id));
      expect(body.data.blocks.filter((block) => theirBlocks.has(block.id))).toEqual([]);
    });

    it('GET /countries lists only this site’s countries', async () => {
      const { countryId } = await insertCountryWithCity(other, 'Ailleurs');
      const { body } = await api<{ countries: Country[]; total: number }>('/countries?nbItem=300', { host });
      expect(body.data.countries.map((country) => country.id)).not.toContain(countryId);
      const count = await env.DB.prepare('SELECT COUNT(*) AS n FROM countries WHERE site_id = ?')
        .bind(id)
        .first<{ n: number }>();
      expect(body.data.total).toBe(count?.n);
      expect(body.data.countries).toHaveLength(count?.n ?? -1);
    });

    it('GET /site/info lists only this site’s languages, logos and fonts', async () => {
      const { body } = await api<SiteInfo>('/site/info', { host });
      expect(body.data.id).toBe(id);
      for (const [table, listed] of [
        ['languages', body.data.languages.map((entry) => entry.id)],
        ['logos', body.data.logos.map((entry) => entry.id)],
        ['fonts', body.data.fonts.map((entry) => entry.id)],
      ] as const) {
        const { results } = await env.DB.prepare(`SELECT id FROM ${table} WHERE site_id = ?`)
          .bind(other)
          .all<{ id: number }>();
        const theirs = new Set(results.map((row) => row.id));
        expect(listed.filter((entryId) => theirs.has(entryId))).toEqual([]);
      }
    });
  },
);

describe('on the API host, idSite scopes reads like a host does', () => {
  it('answers 404 for the wine site’s pages with idSite: 1', async () => {
    const paths = (await pageIdsOf(WINE_SITE_ID)).map((pageId) => `/page/${pageId}`);
    const statuses: Record<string, number> = {};
    for (const path of paths) {
      statuses[path] = (await api(path, { host: 'api.localhost', headers: { idSite: '1' } })).status;
    }
    expect(statuses).toEqual(all404(paths));
  });

  it('answers 404 for the massage site’s pages with idSite: 2', async () => {
    const paths = (await pageIdsOf(MASSAGE_SITE_ID)).map((pageId) => `/page/${pageId}`);
    const statuses: Record<string, number> = {};
    for (const path of paths) {
      statuses[path] = (await api(path, { host: 'api.localhost', headers: { idSite: '2' } })).status;
    }
    expect(statuses).toEqual(all404(paths));
  });
});

// forms
describe.each(sites)(
  'builder forms on the $name host: the other site’s ids answer 404',
  ({ id, host, other }) => {
    it('GET /forms/{id}, POST /forms/{id}/submit and the form page, for every form of the other site', async () => {
      await insertForm(other);
      const { results } = await env.DB.prepare('SELECT id FROM forms WHERE site_id = ?')
        .bind(other)
        .all<{ id: number }>();
      expect(results.length).toBeGreaterThan(0);
      const mine = await insertForm(id);
      expect((await api(`/forms/${mine}`, { host })).status).toBe(200);
      for (const { id: formId } of results) {
        expect((await api(`/forms/${formId}`, { host })).status).toBe(404);
        const posted = await api(`/forms/${formId}/submit`, {
          host,
          method: 'POST',
          body: sampleSubmission(),
        });
        expect(posted.status).toBe(404);
        expect((await request(`/formulaires/${formId}`, { host })).status).toBe(404);
      }
    });

    it('the admin API, with this site’s admin token, for the other site’s forms, submissions and files', async () => {
      const credentials =
        id === WINE_SITE_ID
          ? { email: 'proprietaire@domaine-coteaux.example', password: 'Domaine-Local-2026' }
          : { email: 'proprietaire@massages-bien-etre.example', password: 'Massages-Local-2026' };
      const token = await adminLogin(credentials, host);
      const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const theirs = await insertSubmissionWithFile(other);
      const write = JSON.stringify({
        title: 'x',
        successMessage: 'Merci',
        fields: [{ name: 'a', type: 'text', label: 'A' }],
      });
      for (const [method, path, body] of [
        ['PUT', `/admin/forms/${theirs.formId}`, write],
        ['DELETE', `/admin/forms/${theirs.formId}`, undefined],
        ['GET', `/admin/forms/${theirs.formId}/submissions`, undefined],
        ['GET', `/admin/forms/submissions/${theirs.submissionId}/files/${theirs.fileId}`, undefined],
        ['DELETE', `/admin/forms/submissions/${theirs.submissionId}`, undefined],
      ] as const) {
        expect(
          (await adminApi(path, { host, method, headers: auth, body })).status,
          `${method} ${path}`,
        ).toBe(404);
      }
      expect(await env.MEDIA.get(theirs.objectKey)).not.toBeNull();
      const listed = await adminApi<{ forms: { id: number }[] }>('/admin/forms?nbItem=100', {
        host,
        headers: auth,
      });
      expect(listed.body.data.forms.map((form) => form.id)).not.toContain(theirs.formId);
    });
  },
);

// elements, addresses, reviews, external apps
describe.each(sites)(
  'on the $name host, the other site’s element lists and elements answer 404',
  ({ host, other }) => {
    it('GET /element/{route} and /element/{route}/{id} for every list and element of the other site', async () => {
      const { results } = await env.DB.prepare(
        `SELECT l.route, e.id FROM elements e JOIN element_lists l ON l.site_id = e.site_id AND l.id = e.list_id
        WHERE e.site_id = ?`,
      )
        .bind(other)
        .all<{ route: string; id: number }>();
      expect(results.length).toBeGreaterThan(0);
      const paths = [
        ...new Set(results.flatMap((row) => [`/element/${row.route}`, `/element/${row.route}/${row.id}`])),
      ];
      const statuses: Record<string, number> = {};
      for (const path of paths) statuses[path] = (await api(path, { host })).status;
      expect(statuses).toEqual(all404(paths));
    });

    it('GET /company/address and /google/reviews list only this site’s rows', async () => {
      const theirs = async (table: string) =>
        new Set(
          (
            await env.DB.prepare(`SELECT id FROM ${table} WHERE site_id = ?`)
              .bind(other)
              .all<{ id: number }>()
          ).results.map((row) => row.id),
        );
      const addresses = await api<{ addresses: { id: number }[] }>('/company/address', { host });
      const otherAddresses = await theirs('company_addresses');
      expect(addresses.body.data.addresses.filter((address) => otherAddresses.has(address.id))).toEqual([]);
      const reviews = await api<{ reviews: { id: number }[] }>('/google/reviews', { host });
      const otherReviews = await theirs('google_reviews');
      expect(reviews.body.data.reviews.filter((review) => otherReviews.has(review.id))).toEqual([]);
    });
  },
);

describe.each(sites)(
  'albums and services: on the $name host, the other site’s ids answer 404',
  ({ id, host, other }) => {
    async function idsIn(table: 'albums' | 'services', siteId: number): Promise<number[]> {
      // The French rows: the lists answer in the default locale (the wine site has English
      // albums too).
      const { results } = await env.DB.prepare(
        `SELECT id FROM ${table} WHERE site_id = ? AND locale = 'fr_FR' ORDER BY id`,
      )
        .bind(siteId)
        .all<{ id: number }>();
      return results.map((row) => row.id);
    }

    async function addRows(siteId: number): Promise<void> {
      // One album (with a media item) and one service more than the seed, for both sites.
      await env.DB.batch([
        env.DB.prepare("INSERT INTO albums (site_id, title) VALUES (?, 'Album de test')").bind(siteId),
        env.DB.prepare(
          "INSERT INTO album_media (site_id, album_id, url, type) VALUES (?, (SELECT MAX(id) FROM albums WHERE site_id = ?), '/t.png', 'image')",
        ).bind(siteId, siteId),
        env.DB.prepare("INSERT INTO services (site_id, title) VALUES (?, 'Prestation de test')").bind(siteId),
      ]);
    }

    it('GET /album/{id} and GET /service/{id} for every album and service of the other site', async () => {
      await addRows(other);
      await addRows(id);
      const theirs = [
        ...(await idsIn('albums', other)).map((albumId) => `/album/${albumId}`),
        ...(await idsIn('services', other)).map((serviceId) => `/service/${serviceId}`),
      ];
      expect(theirs.length).toBeGreaterThan(1);
      expect(await statusesOf(theirs, host)).toEqual(all404(theirs));
      const [mine] = await idsIn('albums', id);
      expect((await api(`/album/${mine ?? 0}`, { host })).status).toBe(200);
    });

    it('GET /album and GET /service list only this site’s rows', async () => {
      await addRows(other);
      const albums = await api<{ albums: { id: number }[]; total: number }>('/album', { host });
      const services = await api<{ services: { id: number }[]; total: number }>('/service', { host });
      expect(albums.body.data.albums.map((album) => album.id).sort((a, b) => a - b)).toEqual(
        await idsIn('albums', id),
      );
      expect(services.body.data.services.map((service) => service.id).sort((a, b) => a - b)).toEqual(
        await idsIn('services', id),
      );
    });

    it('the database refuses a media item or a tag pointing at the other site’s album or service', async () => {
      await addRows(other);
      const [album] = await idsIn('albums', other);
      const [service] = await idsIn('services', other);
      await expect(
        env.DB.prepare(
          "INSERT INTO album_media (site_id, album_id, url, type) VALUES (?, ?, '/x.png', 'image')",
        )
          .bind(id, album ?? 0)
          .run(),
      ).rejects.toThrow(/FOREIGN KEY/);
      await expect(
        env.DB.prepare("INSERT INTO service_tags (site_id, service_id, tag) VALUES (?, ?, 'x')")
          .bind(id, service ?? 0)
          .run(),
      ).rejects.toThrow(/FOREIGN KEY/);
    });
  },
);

// media: R2 files under sites/<id>/media/ are served and deleted only through their own site.
// (Its import sits here so the shared import block above stays as it was.)
import { request as mediaRequest } from './support/http';
describe.each(sites)('media of the other site through the $name site', ({ id, host, other }) => {
  const admins: Record<number, { email: string; password: string }> = {
    [MASSAGE_SITE_ID]: { email: 'proprietaire@massages-bien-etre.example', password: 'Massages-Local-2026' },
    [WINE_SITE_ID]: { email: 'proprietaire@domaine-coteaux.example', password: 'Domaine-Local-2026' },
  };

  it('answers 404 for the other site’s file, to visitors and to this site’s admin', async () => {
    const name = `tenancy-${crypto.randomUUID().slice(0, 8)}.png`;
    await env.MEDIA.put(`sites/${other}/media/${name}`, new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
    expect((await mediaRequest(`/media/${name}`, { host })).status).toBe(404);
    const authorization = await adminLogin(admins[id]!, host);
    const listed = await adminApi<{ media: { name: string }[] }>('/admin/media', {
      host,
      headers: { authorization },
    });
    expect(listed.body.data.media.map((media) => media.name)).not.toContain(name);
    const deleted = await adminApi(`/admin/media/${name}`, {
      host,
      method: 'DELETE',
      headers: { authorization },
    });
    expect(deleted.status).toBe(404);
    expect(await env.MEDIA.head(`sites/${other}/media/${name}`)).not.toBeNull();
  });
});

describe.each(sites)(
  'news: on the $name host, the other site’s articles answer 404',
  ({ id, host, other }) => {
    async function newsIds(siteId: number): Promise<number[]> {
      const { results } = await env.DB.prepare('SELECT id FROM news WHERE site_id = ? ORDER BY id')
        .bind(siteId)
        .all<{ id: number }>();
      return results.map((row) => row.id);
    }

    it('GET /news/{id} and the article page for every article of the other site', async () => {
      const [mine] = await newsIds(id);
      expect((await api(`/news/${mine ?? 0}`, { host })).status).toBe(200);
      const theirs = await newsIds(other);
      expect(theirs.length).toBeGreaterThan(0);
      const paths = theirs.map((newsId) => `/news/${newsId}`);
      expect(await statusesOf(paths, host)).toEqual(all404(paths));
      for (const newsId of theirs) {
        const page = await exports.default.fetch(new Request(`http://${host}/actualites/${newsId}`));
        expect(page.status, `/actualites/${newsId}`).toBe(404);
      }
    });

    it('GET /news lists only this site’s articles', async () => {
      const { body } = await api<{ news: { id: number }[]; total: number }>('/news?nbItem=100', { host });
      const theirs = new Set(await newsIds(other));
      expect(body.data.news.length).toBeGreaterThan(0);
      expect(body.data.news.filter((news) => theirs.has(news.id))).toEqual([]);
    });
  },
);

describe.each(sites)(
  'blog: on the $name host, the other site’s blog ids answer 404',
  ({ id, host, other }) => {
    // Both blogs on, so a 404 can only come from the site scoping (the wine site's is off by default).
    async function blogIds(table: 'blog_folders' | 'blog_articles', siteId: number): Promise<number[]> {
      const { results } = await env.DB.prepare(`SELECT id FROM ${table} WHERE site_id = ? ORDER BY id`)
        .bind(siteId)
        .all<{ id: number }>();
      return results.map((row) => row.id);
    }

    it('GET /blog/folder/…, /blog/ariane/{id} and /blog/{id} for every folder and article of the other site', async () => {
      await env.DB.prepare("UPDATE parameters SET value = 'true' WHERE type = 'BLOG_ENABLED'").run();
      for (const siteId of [id, other]) {
        const folder = await env.DB.prepare(
          "INSERT INTO blog_folders (site_id, name) VALUES (?, 'Rubrique de tenance') RETURNING id",
        )
          .bind(siteId)
          .first<{ id: number }>();
        await env.DB.prepare(
          "INSERT INTO blog_articles (site_id, folder_id, title) VALUES (?, ?, 'Article de tenance')",
        )
          .bind(siteId, folder?.id ?? null)
          .run();
      }
      const [myFolder] = await blogIds('blog_folders', id);
      const [myArticle] = await blogIds('blog_articles', id);
      expect((await api(`/blog/folder/${myFolder ?? 0}`, { host })).status).toBe(200);
      expect((await api(`/blog/${myArticle ?? 0}`, { host })).status).toBe(200);
      const folders = await blogIds('blog_folders', other);
      const articles = await blogIds('blog_articles', other);
      const paths = [
        ...folders.flatMap((folderId) => [
          `/blog/folder/${folderId}`,
          `/blog/folder/list/${folderId}`,
          `/blog/folder/ariane/${folderId}`,
        ]),
        ...articles.flatMap((articleId) => [`/blog/${articleId}`, `/blog/ariane/${articleId}`]),
      ];
      expect(paths.length).toBeGreaterThanOrEqual(5);
      expect(await statusesOf(paths, host)).toEqual(all404(paths));
      const { body } = await api<{ folders: { id: number }[]; blogs: { id: number }[] }>(
        '/blog/folder/list?nbItem=100',
        { host },
      );
      expect(body.data.folders.filter((folder) => folders.includes(folder.id))).toEqual([]);
      expect(body.data.blogs.filter((article) => articles.includes(article.id))).toEqual([]);
    });
  },
);

// search
describe.each(sites)('search on the $name host', ({ name, id, host, other }) => {
  it('finds only this site’s pages, news, articles and services, never the other site’s', async () => {
    await env.DB.prepare("UPDATE parameters SET value = 'true' WHERE type = 'SEARCH_BAR'").run();
    const word = `${name}tenance${id}`;
    const otherWord = `${name}tenance${other}`;
    for (const siteId of [id, other]) {
      const text = `${name}tenance${siteId}`;
      await env.DB.batch([
        env.DB.prepare(
          "INSERT INTO news (site_id, title, published_at, updated_at) VALUES (?, ?, '2026-01-01', '2026-01-01')",
        ).bind(siteId, `Actualité ${text}`),
        env.DB.prepare('INSERT INTO blog_articles (site_id, title) VALUES (?, ?)').bind(
          siteId,
          `Article ${text}`,
        ),
        env.DB.prepare('INSERT INTO services (site_id, title) VALUES (?, ?)').bind(
          siteId,
          `Prestation ${text}`,
        ),
      ]);
      await insertPage(siteId, { title: `Page ${text}` });
    }
    const mine = await api<{ results: { kind: string }[]; total: number }>(`/search?q=${word}`, { host });
    expect(mine.body.data.results.map((result) => result.kind).sort()).toEqual([
      'BLOG',
      'NEWS',
      'PAGE',
      'SERVICE',
    ]);
    const theirs = await api<{ total: number }>(`/search?q=${otherWord}`, { host });
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.total).toBe(0);
  });
});

// checkout: orders. The sample data has one shop; a second e-commerce site is made here, so
// every order id of the wine site is tried through another shop, by its admin and its member.
describe('orders: another shop never reaches the wine site’s orders', () => {
  it('answers 404 for every wine order id on another shop', async () => {
    const host = `cave-${crypto.randomUUID().slice(0, 8)}.localhost`;
    const shop = await insertSite({ hosts: [host], locales: ['fr_FR'] });
    await env.DB.prepare('UPDATE sites SET is_ecommerce = 1 WHERE id = ?').bind(shop).run();
    const otherAdmin = await createMember(shop, 'ADMIN');
    await relaxBottleRules();
    const carriers = await insertCarriers();
    const wineBuyer = await createMember();
    const wine = await insertOrderWine();
    await postOrder(wineBuyer.token, deliveryOrder(carriers, [{ id: wine, quantity: 1 }]));
    const { results } = await env.DB.prepare('SELECT id FROM orders WHERE site_id = ?')
      .bind(WINE_SITE_ID)
      .all<{ id: number }>();
    expect(results.length).toBeGreaterThan(0);
    for (const { id } of results) {
      for (const path of [`/user/orders/${id}`, `/user/orders/${id}/invoice`, `/admin/order/${id}`]) {
        expect((await orderCall('GET', path, otherAdmin.token, undefined, host)).status, path).toBe(404);
      }
      const moved = await orderCall(
        'PUT',
        `/admin/order/${id}/status`,
        otherAdmin.token,
        { status: 'PAID' },
        host,
      );
      expect(moved.status).toBe(404);
      const paid = await orderCall(
        'POST',
        `/order/${id}/payment`,
        otherAdmin.token,
        { method: 'CHEQUE' },
        host,
      );
      expect(paid.status).toBe(404);
    }
    // The other shop's own lists do not show the wine site's orders.
    const list = await orderCall<{ total: number }>('GET', '/admin/order', otherAdmin.token, undefined, host);
    expect(list.body.data.total).toBe(0);
  });
});

// shop: catalogue — a second shop site: each shop's product and declination ids are 404
// through the other shop's host, on every public and admin route taking one.
describe('shop catalogue across two shops', () => {
  const OTHER_SHOP_HOST = 'cave-voisine.localhost';

  it('answers 404 for the other shop’s product and declination ids, and never lists them', async () => {
    const otherSite = await insertShopSite(OTHER_SHOP_HOST);
    const theirs = await insertWine(otherSite);
    const ours = await insertWine(WINE_SITE_ID);
    const wineAdmin = await adminLogin(WINE_ADMIN, WINE_HOST);
    for (const [host, foreign] of [
      [WINE_HOST, theirs],
      [OTHER_SHOP_HOST, ours],
    ] as const) {
      for (const path of [
        `/product/${foreign.productId}`,
        `/v2/product/recommended/${foreign.productId}`,
        `/award?product=${foreign.productId}`,
      ]) {
        expect((await api(path, { host })).status, `${path} on ${host}`).toBe(404);
      }
      const list = await api<{ products: { id: number }[] }>('/product?tags=test', { host });
      expect(list.body.data.products.map((product) => product.id)).not.toContain(foreign.productId);
      const sellables = await loadSellables(env.DB, host === WINE_HOST ? WINE_SITE_ID : otherSite, [
        foreign.declinationId,
      ]);
      expect(sellables.size).toBe(0);
    }
    // The wine site's admin, on its own host, cannot reach the other shop's rows either.
    for (const [method, path, payload] of [
      ['GET', `/admin/product/${theirs.productId}`, undefined],
      ['PUT', `/admin/product/${theirs.productId}`, { type: 'WINE', name: 'Intrus' }],
      ['DELETE', `/admin/product/${theirs.productId}`, undefined],
      ['POST', `/admin/product/${theirs.productId}/declination`, { price: 1 }],
      ['PUT', `/admin/product/declination/${theirs.declinationId}`, { price: 1 }],
      ['DELETE', `/admin/product/declination/${theirs.declinationId}`, undefined],
      ['GET', `/admin/product/declination/${theirs.declinationId}/stock`, undefined],
      ['POST', `/admin/product/declination/${theirs.declinationId}/stock`, { delta: -1, reason: 'Intrus' }],
      ['GET', `/admin/product/award?product=${theirs.productId}`, undefined],
    ] as const) {
      const { status } = await adminCall(method, path, wineAdmin, payload, WINE_HOST);
      expect(status, `${method} ${path}`).toBe(404);
    }
    // Nor point at them: a box of the other shop's wine, an award or a recommendation of it.
    const box = await adminCall(
      'POST',
      '/admin/product',
      wineAdmin,
      {
        type: 'BOX',
        name: 'Coffret intrus',
        declinations: [{ price: 10 }],
        box: { items: [{ declinationId: theirs.declinationId, quantity: 1 }] },
      },
      WINE_HOST,
    );
    expect(box.status).toBe(400);
    const award = await adminCall(
      'POST',
      '/admin/product/award',
      wineAdmin,
      { productId: theirs.productId, competition: 'C', distinction: 'D' },
      WINE_HOST,
    );
    expect(award.status).toBe(400);
    const recommended = await adminCall(
      'PUT',
      '/admin/product/3',
      wineAdmin,
      { type: 'WINE', name: 'Saumur rouge Tuffeau', recommendedProductIds: [theirs.productId] },
      WINE_HOST,
    );
    expect(recommended.status).toBe(400);
    const untouched = await env.DB.prepare(
      'SELECT p.name, d.quantity, d.price_cents AS price FROM products p JOIN product_declinations d ON d.product_id = p.id WHERE d.id = ?',
    )
      .bind(theirs.declinationId)
      .first<{ name: string; quantity: number; price: number }>();
    expect(untouched).toEqual({ name: theirs.name, quantity: 12, price: 1200 });
  });
});

describe('members across sites', { timeout: 60_000 }, () => {
  it('refuse a session token and a reset link of one site on the other', async () => {
    const member = await registerMember();
    expect(await logged(member.token, WINE_HOST)).toBe(401);
    expect((await call('PUT', '/password/reset/ask', { email: member.email })).status).toBe(200);
    const row = await env.DB.prepare(
      "SELECT text_body FROM email_outbox WHERE to_address = ? AND subject LIKE 'Réinitialisation%'",
    )
      .bind(member.email)
      .first<{ text_body: string }>();
    const token = /\/password\/reset#([A-Za-z0-9_-]+)/.exec(row?.text_body ?? '')?.[1] ?? '';
    expect(token).not.toBe('');
    const elsewhere = await call(
      'PUT',
      '/password/reset',
      { token, password: 'Un-autre-mot-de-passe-2026' },
      { host: WINE_HOST },
    );
    expect(elsewhere.status).toBe(400);
    expect(await logged(member.token)).toBe(200);
  });

  it('let the same e-mail hold one account per site, each with its own password', async () => {
    const email = `tenance-${crypto.randomUUID().slice(0, 8)}@example.fr`;
    await registerMember({ email, password: 'Mot-de-passe-du-cabinet' });
    await registerMember({ email, password: 'Mot-de-passe-du-domaine' }, WINE_HOST);
    const login = (password: string, host: string) => call('POST', '/login', { email, password }, { host });
    expect((await login('Mot-de-passe-du-cabinet', MASSAGE_HOST)).status).toBe(200);
    expect((await login('Mot-de-passe-du-domaine', MASSAGE_HOST)).status).toBe(401);
    expect((await login('Mot-de-passe-du-domaine', WINE_HOST)).status).toBe(200);
  });
});

// members: account and newsletter
describe.each(sites)('account and newsletter on the $name host', ({ id, host, other }) => {
  const otherHost = host === MASSAGE_HOST ? WINE_HOST : MASSAGE_HOST;

  it('a member token of the other site reads, changes and deletes nothing here', async () => {
    const stranger = await signedInMember(other);
    for (const [method, path, payload] of [
      ['GET', '/user', undefined],
      ['GET', '/user/export', undefined],
      ['GET', '/user/newsletter/subscription', undefined],
      ['PUT', '/user/newsletter/subscription', { lists: [] }],
      [
        'PUT',
        '/user/password',
        { currentPassword: MEMBER_PASSWORD, newPassword: 'Une-phrase-tres-longue-2030' },
      ],
      ['DELETE', '/user', { confirmation: 'SUPPRIMER' }],
    ] as const) {
      const { status } = await memberCall(stranger, method, path, payload, host);
      expect(status, `${method} ${path}`).toBe(401);
    }
    expect((await memberCall(stranger, 'GET', '/user', undefined, otherHost)).status).toBe(200);
  });

  it('the other site’s lists are refused and its admin list ids are 404 here', async () => {
    const member = await signedInMember(id);
    const { results } = await env.DB.prepare('SELECT id FROM newsletter_lists WHERE site_id = ?')
      .bind(other)
      .all<{ id: number }>();
    const theirs = results.map((row) => row.id);
    expect(theirs.length).toBeGreaterThan(0);
    const refused = await memberCall(member, 'PUT', '/user/newsletter/subscription', { lists: theirs }, host);
    expect(refused.status).toBe(400);
    const mine = await api<{ id: number }[]>('/user/newsletter/lists', { host });
    expect(mine.body.data.map((list) => list.id).filter((listId) => theirs.includes(listId))).toEqual([]);
  });
});

// shop: cart — the massage site has no shop, so another site's declination is tried on the
// wine host: left out of the quantities, refused by the validation, no technical file.
describe('cart and technical file across sites', () => {
  it('never reads another site’s declinations or products', async () => {
    const product = await env.DB.prepare(
      "INSERT INTO products (site_id, type, name, slug) VALUES (?, 'WINE', 'Vin du cabinet', 'vin-du-cabinet-tenancy') RETURNING id",
    )
      .bind(MASSAGE_SITE_ID)
      .first<{ id: number }>();
    const declination = await env.DB.prepare(
      "INSERT INTO product_declinations (site_id, product_id, price_cents, quantity, capacity, capacity_unit) VALUES (?, ?, 900, 60, 75, 'cl') RETURNING id",
    )
      .bind(MASSAGE_SITE_ID, product?.id)
      .first<{ id: number }>();
    const json = (method: string, payload: unknown) => ({
      host: WINE_HOST,
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    const quantities = await api<unknown[]>(
      '/product/quantities',
      json('PUT', { products: [{ id: declination?.id }] }),
    );
    expect(quantities.body.data).toEqual([]);
    const validation = await api(
      '/order/validate',
      json('POST', { products: [{ id: declination?.id, quantity: 6 }] }),
    );
    expect(validation.status).toBe(400);
    expect(validation.body.message).toBe("Un produit de votre panier n'est plus disponible.");
    expect((await request(`/api/product/generate/file/${product?.id}`, { host: WINE_HOST })).status).toBe(
      404,
    );
    expect(
      (await request(`/api/product/generate/file/1/${declination?.id}`, { host: WINE_HOST })).status,
    ).toBe(404);
  });
});

describe('checkout: delivery — another site’s carriers, zones, relay points, codes and pick-up slots', () => {
  it('are 404 (or absent) through the wine shop, even for its admin', async () => {
    const row = async (sql: string, ...values: (string | number)[]) =>
      (
        await env.DB.prepare(sql)
          .bind(...values)
          .first<{ id: number }>()
      )?.id ?? 0;
    const zone = await row(
      "INSERT INTO shipping_zones (site_id, name) VALUES (?, 'Zone B') RETURNING id",
      MASSAGE_SITE_ID,
    );
    const carrier = await row(
      "INSERT INTO carriers (site_id, name, service_code, delivery_type) VALUES (?, 'Coursier B', 'COURSIER_B', 'DELIVERY') RETURNING id",
      MASSAGE_SITE_ID,
    );
    const point = await row(
      "INSERT INTO relay_points (site_id, code, name, add_line1, zip_code, city, latitude, longitude) VALUES (?, 'RP-B', 'Relais B', '1 rue B', '49400', 'Saumur', 47.26, -0.07) RETURNING id",
      MASSAGE_SITE_ID,
    );
    const discount = await row(
      "INSERT INTO discounts (site_id, code, type, amount) VALUES (?, 'CODEB', 'PERCENT', 50) RETURNING id",
      MASSAGE_SITE_ID,
    );
    const address = await row(
      "SELECT id FROM company_addresses WHERE site_id = ? AND name = 'Cabinet de Vertou'",
      MASSAGE_SITE_ID,
    );
    const token = await adminLogin(WINE_ADMIN, WINE_HOST);
    // Admin paths go to the admin host for the wine site, the others to the wine host.
    const admin = (method: string, path: string, payload?: unknown) =>
      adminCall(method, path, token, payload, WINE_HOST);
    const carrierBody = { name: 'X', serviceCode: 'X1', deliveryType: 'DELIVERY', rates: [] };
    expect((await admin('PUT', `/admin/carrier/${carrier}`, carrierBody)).status).toBe(404);
    expect((await admin('DELETE', `/admin/carrier/${carrier}`)).status).toBe(404);
    expect((await admin('DELETE', `/admin/shipping-zone/${zone}`)).status).toBe(404);
    const rateInZoneB = { ...carrierBody, rates: [{ zoneId: zone, minBottles: 1, maxBottles: 6, price: 5 }] };
    expect((await admin('POST', '/admin/carrier', rateInZoneB)).status).toBe(400);
    expect((await admin('DELETE', `/admin/relay/point/${point}`)).status).toBe(404);
    expect((await admin('DELETE', `/admin/discount/${discount}`)).status).toBe(404);
    expect((await admin('GET', `/admin/click-and-collect/${address}/schedules`)).status).toBe(404);
    expect((await api(`/click-and-collect/slots?idAddress=${address}`, { host: WINE_HOST })).status).toBe(
      404,
    );
    const code = await admin('POST', '/order/discount', {
      code: 'CODEB',
      products: [{ id: 1, quantity: 6 }],
    });
    expect(code.status).toBe(404);
    const points = await admin('POST', '/relay/access-points', { postalCode: '49400', limit: 30 });
    expect((points.body.data as { id: string }[]).map((p) => p.id)).not.toContain('RP-B');
  });
});

describe('booking: another site’s services, slots and appointments answer 404', () => {
  it.each(sites)('on the $name site', async ({ host, id, other }) => {
    const { results: services } = await env.DB.prepare('SELECT id FROM booking_services WHERE site_id = ?')
      .bind(other)
      .all<{ id: number }>();
    expect(services.length).toBeGreaterThan(0);
    const listed = await api<{ services: { id: number }[] }>('/booking/services', { host });
    const foreign = new Set(services.map((service) => service.id));
    expect(listed.body.data.services.some((service) => foreign.has(service.id))).toBe(false);
    const from = new Date().toISOString().slice(0, 10);
    for (const service of services) {
      expect((await api(`/booking/slots?service=${service.id}&from=${from}&days=7`, { host })).status).toBe(
        404,
      );
    }
    const { results: appointments } = await env.DB.prepare(
      'SELECT reference FROM booking_appointments WHERE site_id = ? LIMIT 5',
    )
      .bind(other)
      .all<{ reference: string }>();
    for (const { reference } of appointments) {
      // Even with the other site's valid signature, the reference is not this site's.
      const token = await manageToken(env.SENDER_KEY_SECRET, other, reference);
      expect((await api(`/booking/${reference}?token=${token}`, { host })).status).toBe(404);
      expect(
        (await api(`/booking/${reference}/cancel?token=${token}`, { host, method: 'POST' })).status,
      ).toBe(404);
    }
    expect(id).not.toBe(other);
  });
});

describe('gift cards: a card belongs to one site', () => {
  it('answers 404 for the other site’s cards and codes, to visitors and to this site’s owner', async () => {
    const wine = await issuedCard(WINE_HOST);
    const pending = await postJson('/gift-card', purchase(), WINE_HOST);
    const pendingId = await cardId(WINE_HOST, (pending.body.data as { reference: string }).reference);
    const token = await adminLogin(ADMIN, MASSAGE_HOST);
    for (const id of [wine.id, pendingId]) {
      expect((await adminCall('GET', `/admin/gift-card/${id}`, token)).status).toBe(404);
      expect(
        (await adminCall('PUT', `/admin/gift-card/${id}/status`, token, { status: 'PAID' })).status,
      ).toBe(404);
      expect((await adminCall('POST', `/admin/gift-card/${id}/cancel`, token)).status).toBe(404);
    }
    expect((await adminCall('POST', '/admin/gift-card/find', token, { code: wine.code })).status).toBe(404);
    expect(
      (await adminCall('POST', '/admin/gift-card/spend', token, { code: wine.code, amount: 1 })).status,
    ).toBe(404);
    expect((await balanceOf(wine.code, MASSAGE_HOST)).status).toBe(404);
    const list = await adminCall<{ giftCards: { id: number }[] }>(
      'GET',
      '/admin/gift-card?nbItem=100',
      token,
    );
    expect(list.body.data.giftCards.map((card) => card.id)).not.toContain(wine.id);
    // The wine card is untouched and still answers on its own site.
    expect((await balanceOf(wine.code, WINE_HOST)).body.data).toMatchObject({ balance: 80 });
  });
});
