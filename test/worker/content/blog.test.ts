import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type {
  ArianeItem,
  BlogArticle,
  BlogFolder,
  BlogFolderContent,
} from '../../../src/schema/content/blog';
import { MASSAGE_SITE_ID, unique, WINE_SITE_ID } from '../support/factories';
import { decode, linkHref, metaContent, textOf, titleOf } from '../support/html';
import { api, MASSAGE_HOST, postJson, request, WINE_HOST } from '../support/http';
import { adminLogin, adminApi } from '../support/accounts';

// Blog: public reads (only while BLOG_ENABLED is on), admin writes, pages, RSS.

const ADMIN = { email: 'proprietaire@massages-bien-etre.example', password: 'Massages-Local-2026' };
const MEMBER = { email: 'cliente@massages-bien-etre.example', password: 'Cliente-Local-2026' };
const WINE_ADMIN = { email: 'proprietaire@domaine-coteaux.example', password: 'Domaine-Local-2026' };

async function login(credentials: { email: string; password: string }, host = MASSAGE_HOST): Promise<string> {
  const { status, body } = await postJson('/login', credentials, host);
  expect(status).toBe(200);
  return (body.data as { token: string }).token;
}

function adminCall<T>(
  token: string | null,
  method: string,
  path: string,
  payload?: unknown,
  host = MASSAGE_HOST,
) {
  return adminApi<T>(`/admin/blog${path}`, {
    host,
    method,
    headers: {
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
}

async function insertFolder(siteId: number, parentId: number | null = null, name = unique('Dossier')) {
  const row = await env.DB.prepare(
    'INSERT INTO blog_folders (site_id, parent_id, name, description) VALUES (?, ?, ?, ?) RETURNING id',
  )
    .bind(siteId, parentId, name, 'Une rubrique de test')
    .first<{ id: number }>();
  if (!row) throw new Error('folder insert returned no id');
  return row.id;
}

interface ArticleOptions {
  folderId?: number | null;
  title?: string;
  published?: boolean;
  publishedAt?: string;
}

async function insertArticle(siteId: number, options: ArticleOptions = {}) {
  const row = await env.DB.prepare(
    `INSERT INTO blog_articles (site_id, folder_id, title, summary, content, is_published, published_at)
     VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  )
    .bind(
      siteId,
      options.folderId ?? null,
      options.title ?? unique('Article'),
      'Résumé de test',
      '<p>Texte</p>',
      options.published === false ? 0 : 1,
      options.publishedAt ?? '2026-01-05T10:00:00Z',
    )
    .first<{ id: number }>();
  if (!row) throw new Error('article insert returned no id');
  return row.id;
}

async function page(path: string, host = MASSAGE_HOST) {
  const response = await request(path, { host });
  return { status: response.status, response, html: await response.text() };
}

function jsonLd(html: string): { '@graph': Record<string, unknown>[] } {
  const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!block) throw new Error('no JSON-LD on the page');
  return JSON.parse(block) as { '@graph': Record<string, unknown>[] };
}

describe('GET /api/blog/folder/list', () => {
  it('answers the root folders and the newest articles first, with their total', async () => {
    const { status, body } = await api<BlogFolderContent>('/blog/folder/list');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.folders.map((folder) => folder.name)).toEqual([
      'Techniques de massage',
      'Bien-être au travail',
    ]);
    expect(body.data.folders[0]?.url).toBe('/blog/1-techniques-de-massage');
    expect(body.data.total).toBeGreaterThanOrEqual(6);
    const dates = body.data.blogs.map((article) => article.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.data.blogs.find((article) => article.id === 1)?.url).toBe(
      '/blog/article/1-les-bienfaits-du-massage-assis',
    );
  });

  it('pages by 12 by default, and by nbItem and page when asked', async () => {
    const folderId = await insertFolder(MASSAGE_SITE_ID);
    for (let index = 0; index < 13; index++) {
      await insertArticle(MASSAGE_SITE_ID, {
        folderId,
        publishedAt: `2025-02-${String(index + 1).padStart(2, '0')}T08:00:00Z`,
      });
    }
    const first = await api<BlogFolderContent>(`/blog/folder/list/${folderId}`);
    expect(first.body.data.blogs).toHaveLength(12);
    expect(first.body.data.total).toBe(13);
    const second = await api<BlogFolderContent>(`/blog/folder/list/${folderId}?page=2`);
    expect(second.body.data.blogs).toHaveLength(1);
    expect(second.body.data.blogs[0]?.publishedAt).toBe('2025-02-01T08:00:00Z');
    const small = await api<BlogFolderContent>(`/blog/folder/list/${folderId}?nbItem=5&page=3`);
    expect(small.body.data.blogs).toHaveLength(3);
  });

  it('filters by title (lk:) and orders by title when asked', async () => {
    const { body } = await api<BlogFolderContent>(
      `/blog/folder/list?title=${encodeURIComponent('lk:réflexologie')}`,
    );
    expect(body.data.blogs.map((article) => article.id)).toEqual([2]);
    expect(body.data.total).toBe(1);
    const ordered = await api<BlogFolderContent>('/blog/folder/list/1?orderBy=title');
    const titles = ordered.body.data.blogs.map((article) => article.title);
    expect(titles).toEqual([...titles].sort());
  });

  it('shows only published articles whose date has come', async () => {
    const folderId = await insertFolder(MASSAGE_SITE_ID);
    const visible = await insertArticle(MASSAGE_SITE_ID, { folderId });
    const draft = await insertArticle(MASSAGE_SITE_ID, { folderId, published: false });
    const future = await insertArticle(MASSAGE_SITE_ID, { folderId, publishedAt: '2999-01-01T00:00:00Z' });
    const { body } = await api<BlogFolderContent>(`/blog/folder/list/${folderId}`);
    expect(body.data.blogs.map((article) => article.id)).toEqual([visible]);
    expect((await api(`/blog/${draft}`)).status).toBe(404);
    expect((await api(`/blog/${future}`)).status).toBe(404);
  });

  it('lists a folder’s sub-folders with its articles', async () => {
    const parent = await insertFolder(MASSAGE_SITE_ID);
    const child = await insertFolder(MASSAGE_SITE_ID, parent);
    const { body } = await api<BlogFolderContent>(`/blog/folder/list/${parent}`);
    expect(body.data.folders.map((folder) => folder.id)).toEqual([child]);
  });

  it('answers 404 for an unknown folder, a malformed id and another site’s folder', async () => {
    const theirs = await insertFolder(WINE_SITE_ID);
    for (const path of ['/blog/folder/list/999999', '/blog/folder/list/abc', `/blog/folder/list/${theirs}`]) {
      const { status, body } = await api(path);
      expect(status, path).toBe(404);
      expect(body.success).toBe(false);
    }
  });
});

describe('GET /api/blog/folder/{id} and the breadcrumbs', () => {
  it('answers a folder with its public URL', async () => {
    const { status, body } = await api<BlogFolder>('/blog/folder/2');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: 2,
      name: 'Bien-être au travail',
      idParent: null,
      url: '/blog/2-bien-etre-au-travail',
    });
  });

  it('gives a folder’s ariane from the root down, and an article’s ending with the article', async () => {
    const parent = await insertFolder(MASSAGE_SITE_ID, null, 'Les soins');
    const child = await insertFolder(MASSAGE_SITE_ID, parent, 'Pour les enfants');
    const article = await insertArticle(MASSAGE_SITE_ID, { folderId: child, title: 'Masser son bébé' });
    const folder = await api<ArianeItem[]>(`/blog/folder/ariane/${child}`);
    expect(folder.body.data).toEqual([
      { id: parent, url: `/blog/${parent}-les-soins`, name: 'Les soins' },
      { id: child, url: `/blog/${child}-pour-les-enfants`, name: 'Pour les enfants' },
    ]);
    const ariane = await api<ArianeItem[]>(`/blog/ariane/${article}`);
    expect(ariane.body.data.at(-1)).toEqual({
      id: article,
      url: `/blog/article/${article}-masser-son-bebe`,
      name: 'Masser son bébé',
    });
    expect(ariane.body.data.slice(0, 2)).toEqual(folder.body.data);
  });

  it('answers 404 for another site’s folder and article, on every read', async () => {
    const folder = await insertFolder(WINE_SITE_ID);
    const article = await insertArticle(WINE_SITE_ID, { folderId: folder });
    for (const path of [
      `/blog/folder/${folder}`,
      `/blog/folder/ariane/${folder}`,
      `/blog/ariane/${article}`,
      `/blog/${article}`,
    ]) {
      expect((await api(path)).status, path).toBe(404);
    }
  });
});

describe('GET /api/blog/{id}', () => {
  it('answers the article with its sanitised text, image and dates', async () => {
    const { status, body } = await api<BlogArticle>('/blog/2');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: 2,
      idFolder: 1,
      title: 'La réflexologie plantaire, comment ça marche ?',
      url: '/blog/article/2-la-reflexologie-plantaire-comment-ca-marche',
      image: { url: '/assets/sample/reflexologie.svg', width: 800, height: 500 },
      isPublished: true,
    });
    expect(body.data.content).toContain('<h2>');
  });
});

describe('when the blog is switched off', () => {
  it('answers 404 on every public call and page (the wine site has no blog)', async () => {
    for (const path of [
      '/blog/folder/list',
      '/blog/folder/1',
      '/blog/folder/ariane/1',
      '/blog/ariane/1',
      '/blog/1',
    ]) {
      const { status, body } = await api(path, { host: WINE_HOST });
      expect(status, path).toBe(404);
      expect(body.message).toBe("Le blog n'est pas activé sur ce site.");
    }
    for (const path of ['/blog', '/blog/rss.xml', '/blog/1-techniques-de-massage']) {
      expect((await request(path, { host: WINE_HOST })).status, path).toBe(404);
    }
    const sitemap = await (await request('/sitemap.xml', { host: WINE_HOST })).text();
    expect(sitemap).not.toContain('/blog');
  });
});

describe('admin: who may write', () => {
  it('refuses anonymous calls (401), members (403) and another site’s admin', async () => {
    const payload = { name: 'Refusé' };
    expect((await adminCall(null, 'POST', '/folder', payload)).status).toBe(401);
    expect((await adminCall(null, 'GET', '/article')).status).toBe(401);
    const member = await login(MEMBER);
    expect((await adminCall(member, 'POST', '/folder', payload)).status).toBe(401);
    expect((await adminCall(member, 'DELETE', '/article/1')).status).toBe(401);
    // The wine estate's owner: its token is not a session on this site, and on its own
    // site the massage practice's ids do not exist.
    const wineAdmin = await adminLogin(WINE_ADMIN, WINE_HOST);
    expect((await adminCall(wineAdmin, 'POST', '/folder', payload)).status).toBe(403);
    expect((await adminCall(wineAdmin, 'PUT', '/folder/1', payload, WINE_HOST)).status).toBe(404);
    expect((await adminCall(wineAdmin, 'DELETE', '/article/1', undefined, WINE_HOST)).status).toBe(404);
    const stillThere = await env.DB.prepare(
      'SELECT name FROM blog_folders WHERE site_id = 1 AND id = 1',
    ).first();
    expect(stillThere).toEqual({ name: 'Techniques de massage' });
    const none = await env.DB.prepare("SELECT COUNT(*) AS n FROM blog_folders WHERE name = 'Refusé'").first();
    expect(none).toEqual({ n: 0 });
  });
});

describe('admin: folders', () => {
  it('creates, renames, lists and deletes a folder, bumping the content version each time', async () => {
    const token = await adminLogin(ADMIN);
    const version = async () =>
      (await env.DB.prepare('SELECT content_version AS v FROM sites WHERE id = 1').first<{ v: number }>())
        ?.v ?? 0;
    const v0 = await version();
    const created = await adminCall<BlogFolder>(token, 'POST', '/folder', {
      name: 'Réflexologie',
      description: 'Les pieds',
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ name: 'Réflexologie', idParent: null, locale: 'fr_FR' });
    expect(await version()).toBe(v0 + 1);
    const id = created.body.data.id;
    const renamed = await adminCall<BlogFolder>(token, 'PUT', `/folder/${id}`, { name: 'La réflexologie' });
    expect(renamed.body.data.url).toBe(`/blog/${id}-la-reflexologie`);
    expect(await version()).toBe(v0 + 2);
    const list = await adminCall<BlogFolder[]>(token, 'GET', '/folder');
    expect(list.body.data.map((folder) => folder.id)).toContain(id);
    expect((await adminCall(token, 'DELETE', `/folder/${id}`)).status).toBe(200);
    expect(await version()).toBe(v0 + 3);
    expect((await api(`/blog/folder/${id}`)).status).toBe(404);
  });

  it('refuses an invalid folder in French, writing nothing', async () => {
    const token = await adminLogin(ADMIN);
    const { status, body } = await adminCall(token, 'POST', '/folder', { name: '   ', idParent: 'x' });
    expect(status).toBe(400);
    expect(body.message).toMatch(/obligatoire|identifiant/);
    expect((body.data as { errors: Record<string, string> }).errors).toHaveProperty('name');
  });

  it('refuses a parent of another site, and a folder moved under its own sub-folder', async () => {
    const token = await adminLogin(ADMIN);
    const theirs = await insertFolder(WINE_SITE_ID);
    const foreign = await adminCall(token, 'POST', '/folder', { name: unique('Dossier'), idParent: theirs });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toContain("n'existe pas sur ce site");
    const parent = await insertFolder(MASSAGE_SITE_ID);
    const child = await insertFolder(MASSAGE_SITE_ID, parent);
    const cycle = await adminCall(token, 'PUT', `/folder/${parent}`, { name: 'Boucle', idParent: child });
    expect(cycle.status).toBe(400);
    expect(cycle.body.message).toContain('dans lui-même');
  });

  it('refuses to delete a folder that still holds articles (409)', async () => {
    const token = await adminLogin(ADMIN);
    const { status, body } = await adminCall(token, 'DELETE', '/folder/1');
    expect(status).toBe(409);
    expect(body.message).toContain('videz-le');
    expect((await api('/blog/folder/1')).status).toBe(200);
  });
});

describe('admin: articles', () => {
  it('creates an article with sanitised text, shown on the very next page view', async () => {
    const token = await adminLogin(ADMIN);
    const before = await page('/blog/1-techniques-de-massage');
    expect(before.status).toBe(200);
    const title = unique('Le massage aux pierres chaudes');
    const created = await adminCall<BlogArticle>(token, 'POST', '/article', {
      title,
      summary: 'Chaleur et détente.',
      content:
        '<h2>La chaleur</h2><p onclick="x()">Texte<script>alert(1)</script><a href="javascript:alert(1)">lien</a></p>',
      idFolder: 1,
      author: 'Sophie Morel',
      image: { url: '/assets/sample/soins.svg', alt: 'Une table de soin', width: 800, height: 500 },
    });
    expect(created.status).toBe(200);
    expect(created.body.data.content).toContain('<h2>La chaleur</h2>');
    expect(created.body.data.content).not.toMatch(/script|onclick|javascript:/);
    const stored = await env.DB.prepare('SELECT content FROM blog_articles WHERE site_id = 1 AND id = ?')
      .bind(created.body.data.id)
      .first<{ content: string }>();
    expect(stored?.content).toBe(created.body.data.content);
    const after = await page('/blog/1-techniques-de-massage');
    expect(textOf(after.html)).toContain(title);
  });

  it('updates and deletes an article, the public page following each write', async () => {
    const token = await adminLogin(ADMIN);
    const id = await insertArticle(MASSAGE_SITE_ID, { folderId: 2, title: 'Avant' });
    expect((await page(`/blog/article/${id}-avant`)).status).toBe(200);
    const updated = await adminCall<BlogArticle>(token, 'PUT', `/article/${id}`, {
      title: 'Après',
      idFolder: 2,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.publishedAt).toBe('2026-01-05T10:00:00Z'); // kept when not sent
    const moved = await request(`/blog/article/${id}-avant`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`/blog/article/${id}-apres`);
    const unpublished = await adminCall(token, 'PUT', `/article/${id}`, {
      title: 'Après',
      idFolder: 2,
      isPublished: false,
    });
    expect(unpublished.status).toBe(200);
    expect((await page(`/blog/article/${id}-apres`)).status).toBe(404);
    expect((await adminCall(token, 'DELETE', `/article/${id}`)).status).toBe(200);
    expect((await adminCall(token, 'DELETE', `/article/${id}`)).status).toBe(404);
  });

  it('lists every article for the admin, drafts included, paged', async () => {
    const token = await adminLogin(ADMIN);
    const draft = await insertArticle(MASSAGE_SITE_ID, { published: false });
    const { status, body } = await adminCall<{ blogs: BlogArticle[]; total: number }>(
      token,
      'GET',
      `/article?id=${draft}`,
    );
    expect(status).toBe(200);
    expect(body.data.blogs.map((article) => [article.id, article.isPublished])).toEqual([[draft, false]]);
    expect(body.data.total).toBe(1);
  });

  it('refuses an invalid article (unsafe image, bad date, other site’s folder) and writes nothing', async () => {
    const token = await adminLogin(ADMIN);
    const title = unique('Refusé');
    const cases = [
      { title, image: { url: 'javascript:alert(1)', alt: '', width: 10, height: 10 } },
      { title, publishedAt: 'demain' },
      { title, idFolder: await insertFolder(WINE_SITE_ID) },
      { title: '' },
    ];
    for (const payload of cases) {
      const { status, body } = await adminCall(token, 'POST', '/article', payload);
      expect(status, JSON.stringify(payload)).toBe(400);
      expect(body.success).toBe(false);
    }
    const written = await env.DB.prepare('SELECT COUNT(*) AS n FROM blog_articles WHERE title = ?')
      .bind(title)
      .first();
    expect(written).toEqual({ n: 0 });
  });
});

describe('blog pages', () => {
  it('/blog lists the folders and the articles, and the menu leads to it', async () => {
    const { status, html } = await page('/blog');
    expect(status).toBe(200);
    expect(titleOf(html)).toBe('Le blog | Sophie Morel – Massages & Bien-être');
    expect(html).toMatch(/<h1 class="page-title">Le blog<\/h1>/);
    expect(html).toContain('href="/blog/1-techniques-de-massage"');
    expect(html).toContain('href="/blog/article/1-les-bienfaits-du-massage-assis"');
    expect(html).toContain('<a class="menu__link" href="/blog" aria-current="page">Blog</a>');
    expect(linkHref(html, 'canonical')).toBe('http://localhost/blog');
    expect(metaContent(html, 'description')).toContain('blog');
  });

  it('pages the list with plain links, and answers 404 past the last page', async () => {
    const folderId = await insertFolder(MASSAGE_SITE_ID, null, 'Archives');
    for (let index = 0; index < 13; index++) await insertArticle(MASSAGE_SITE_ID, { folderId });
    const first = await page(`/blog/${folderId}-archives`);
    expect(first.html).toContain(`href="/blog/${folderId}-archives?page=2"`);
    const second = await page(`/blog/${folderId}-archives?page=2`);
    expect(second.status).toBe(200);
    expect(titleOf(second.html)).toContain('Archives – page 2');
    expect(second.html).toContain(`href="/blog/${folderId}-archives" rel="prev"`);
    expect((await page(`/blog/${folderId}-archives?page=3`)).status).toBe(404);
  });

  it('a folder page shows its breadcrumb, also as BreadcrumbList JSON-LD', async () => {
    const { status, html } = await page('/blog/2-bien-etre-au-travail');
    expect(status).toBe(200);
    const nav = /<nav class="breadcrumb"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    expect(nav).toContain('href="/"');
    expect(nav).toContain('href="/blog"');
    expect(nav).toContain('<span aria-current="page">Bien-être au travail</span>');
    const graph = jsonLd(html)['@graph'];
    expect(graph[0]).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Accueil', item: 'http://localhost/' },
        { position: 2, name: 'Le blog', item: 'http://localhost/blog' },
        { position: 3, name: 'Bien-être au travail', item: 'http://localhost/blog/2-bien-etre-au-travail' },
      ],
    });
  });

  it('an article page has its breadcrumb, Article JSON-LD and Open Graph', async () => {
    const { status, html } = await page('/blog/article/4-cinq-gestes-pour-denouer-la-nuque-au-bureau');
    expect(status).toBe(200);
    expect(html).toMatch(/<h1 class="page-title">Cinq gestes pour dénouer la nuque au bureau<\/h1>/);
    expect(html).toContain('href="/blog/2-bien-etre-au-travail"');
    expect(metaContent(html, 'og:type')).toBe('article');
    // Og:image is the article image's raster twin (social networks show no SVG).
    expect(metaContent(html, 'og:image')).toBe('http://localhost/assets/sample/raster/entreprise.jpg');
    expect(metaContent(html, 'article:published_time')).toBe('2026-07-09T06:30:00Z');
    const graph = jsonLd(html)['@graph'];
    expect(graph.map((node) => node['@type'])).toEqual(['BreadcrumbList', 'BlogPosting']);
    expect(graph[1]).toMatchObject({
      headline: 'Cinq gestes pour dénouer la nuque au bureau',
      datePublished: '2026-07-09T06:30:00Z',
      author: { '@type': 'Person', name: 'Sophie Morel' },
      image: 'http://localhost/assets/sample/entreprise.svg',
    });
    expect(html).toMatch(
      // The sample SVG is small enough to come inside the page (worker/media/inline-svg.ts).
      /<img class="blog-article__image" src="data:image\/svg\+xml,%3Csvg%20[^"]+" alt="[^"]+" width="800" height="500"/,
    );
  });

  it('redirects a wrong or missing slug with a 301 to the right URL', async () => {
    for (const [path, location] of [
      ['/blog/1-mauvais-nom', '/blog/1-techniques-de-massage'],
      ['/blog/1', '/blog/1-techniques-de-massage'],
      ['/blog/article/3', '/blog/article/3-massage-energetique-ce-qui-se-passe-pendant-une-seance'],
      ['/blog/1-x?page=1', '/blog/1-techniques-de-massage?page=1'],
    ] as const) {
      const response = await request(path);
      expect(response.status, path).toBe(301);
      expect(response.headers.get('location'), path).toBe(location);
    }
  });

  it('answers 404 for unknown ids and for another site’s ids', async () => {
    const folder = await insertFolder(WINE_SITE_ID);
    const article = await insertArticle(WINE_SITE_ID, { folderId: folder });
    for (const path of [
      '/blog/99999-rien',
      '/blog/article/99999-rien',
      `/blog/${folder}-x`,
      `/blog/article/${article}-x`,
    ]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(html).toContain('<html lang="fr-FR">');
    }
  });

  it('serves an RSS feed of the latest articles', async () => {
    const response = await request('/blog/rss.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
    const xml = await response.text();
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain('<atom:link href="http://localhost/blog/rss.xml" rel="self"');
    expect(decode(xml)).toContain('<title>Les bienfaits du massage assis</title>');
    expect(xml).toContain('<link>http://localhost/blog/article/1-les-bienfaits-du-massage-assis</link>');
    expect(xml).toMatch(/<pubDate>Thu, 12 Mar 2026 08:30:00 GMT<\/pubDate>/);
  });

  it('lists the blog, its folders and its articles in the sitemap', async () => {
    const xml = await (await request('/sitemap.xml')).text();
    expect(xml.match(/<loc>http:\/\/localhost\/blog<\/loc>/g)).toHaveLength(1);
    expect(xml).toContain('<loc>http://localhost/blog/2-bien-etre-au-travail</loc>');
    expect(xml).toContain(
      '<loc>http://localhost/blog/article/6-stress-au-travail-ecouter-les-signaux-du-corps</loc>',
    );
  });
});
