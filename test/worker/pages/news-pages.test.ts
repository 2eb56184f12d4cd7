import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { News } from '../../../src/schema/content/news';
import { WINE_SITE_ID } from '../support/factories';
import { linkHref, metaContent, textOf, titleOf } from '../support/html';
import { api, request, WINE_HOST } from '../support/http';
import { adminCall, MASSAGE_ADMIN, newsIdsOf } from '../support/news';
import { adminLogin, adminApi } from '../support/accounts';
import { jsonLdNodes } from '../support/rich-results';

// The news pages: list (paginated with plain links), article (id + slug, 301 on a wrong slug,
// NewsArticle JSON-LD and Open Graph), RSS feed, the home page's NEWS block, menu and sitemap.

async function html(
  path: string,
  host = 'localhost',
): Promise<{ status: number; body: string; response: Response }> {
  const response = await request(path, { host });
  return { status: response.status, body: await response.text(), response };
}

async function createNews(title: string, extra: Record<string, unknown> = {}): Promise<News> {
  const admin = await adminLogin(MASSAGE_ADMIN);
  const { status, body } = await adminCall('POST', '/admin/news', admin, {
    title,
    summary: `Résumé de ${title}`,
    content: '<p>Texte</p>',
    publishedAt: '2026-01-10',
    ...extra,
  });
  expect(status).toBe(201);
  return body.data;
}

describe('news list page', () => {
  it('renders the first page: lang, title, description, canonical, RSS link, headings and article links', async () => {
    const { status, body } = await html('/actualites');
    expect(status).toBe(200);
    expect(body).toMatch(/<html lang="fr-FR">/);
    expect(titleOf(body)).toBe('Actualités | Sophie Morel – Massages & Bien-être');
    expect(metaContent(body, 'description')).toContain('Les nouvelles du cabinet');
    expect(linkHref(body, 'canonical')).toBe('http://localhost/actualites');
    expect(body).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Actualités (RSS)" href="http://localhost/actualites/rss.xml"/>',
    );
    expect(body.match(/<h1[ >]/g)).toHaveLength(1);
    expect(body).toContain('Le massage assis arrive dans vos bureaux');
    expect(body).toMatch(
      /<h2 class="news-item__title"><a href="\/actualites\/\d+-le-massage-assis-arrive-dans-vos-bureaux">/,
    );
  });

  it('is in the menu on both sites', async () => {
    for (const host of ['localhost', WINE_HOST]) {
      const { body } = await html('/', host);
      expect(body, host).toMatch(/<a class="menu__link[^"]*" href="\/actualites"/);
    }
  });

  it('paginates 10 per page with plain links; ?page=1 redirects, a page past the end is 404', async () => {
    for (let index = 0; index < 6; index++) await createNews(`Actualité de pagination ${index}`);
    const first = await html('/actualites');
    expect(first.body.match(/<article class="news-item">/g)).toHaveLength(10);
    expect(first.body).toContain('href="/actualites?page=2"');
    const images = [...first.body.matchAll(/<img class="news-item__img"[^>]*>/g)].map((match) => match[0]);
    expect(images.length).toBeGreaterThan(1);
    expect(images[0]).toContain('loading="eager"');
    expect(
      images.slice(1).every((tag) => tag.includes('loading="lazy"') && /width="\d+" height="\d+"/.test(tag)),
    ).toBe(true);
    const second = await html('/actualites?page=2');
    expect(second.status).toBe(200);
    expect(second.body.match(/<article class="news-item">/g)?.length).toBeGreaterThan(0);
    expect(second.body).toContain('href="/actualites" rel="prev"');
    expect(linkHref(second.body, 'canonical')).toBe('http://localhost/actualites?page=2');
    const one = await request('/actualites?page=1');
    expect(one.status).toBe(301);
    expect(one.headers.get('location')).toBe('/actualites');
    expect((await request('/actualites?page=40')).status).toBe(404);
    expect((await request('/actualites?page=abc')).status).toBe(404);
  });
});

describe('news article page', () => {
  it('renders the article with NewsArticle JSON-LD and article Open Graph', async () => {
    const news = await createNews('Nouveaux créneaux le jeudi soir', {
      image: { url: '/assets/sample/soins.svg', alt: 'Serviettes et bougie' },
      content: '<h2>Les horaires</h2><p>Jusqu’à 21h00.</p>',
    });
    const path = `/actualites/${news.id}-nouveaux-creneaux-le-jeudi-soir`;
    const { status, body } = await html(path);
    expect(status).toBe(200);
    expect(titleOf(body)).toBe('Nouveaux créneaux le jeudi soir | Sophie Morel – Massages & Bien-être');
    expect(linkHref(body, 'canonical')).toBe(`http://localhost${path}`);
    expect(metaContent(body, 'og:type')).toBe('article');
    // Og:image is the article image's raster twin (social networks show no SVG).
    expect(metaContent(body, 'og:image')).toBe('http://localhost/assets/sample/raster/soins.jpg');
    expect(metaContent(body, 'article:published_time')).toBe('2026-01-10T00:00:00.000Z');
    expect(metaContent(body, 'description')).toBe('Résumé de Nouveaux créneaux le jeudi soir');
    expect(jsonLdNodes(body)).toContainEqual(
      expect.objectContaining({
        '@type': 'NewsArticle',
        headline: 'Nouveaux créneaux le jeudi soir',
        url: `http://localhost${path}`,
        datePublished: '2026-01-10T00:00:00.000Z',
        image: ['http://localhost/assets/sample/soins.svg'],
      }),
    );
    expect(body).toContain('<h2>Les horaires</h2>');
    expect(body).toMatch(
      /<img class="news-article__img"[^>]*alt="Serviettes et bougie"[^>]*width="1200" height="750"/,
    );
    expect(textOf(body)).toContain('Toutes les actualités');
  });

  it('redirects 301 to the right slug when the slug is wrong, missing or outdated', async () => {
    const news = await createNews('Un titre de départ');
    const right = `/actualites/${news.id}-un-titre-de-depart`;
    for (const wrong of [`/actualites/${news.id}`, `/actualites/${news.id}-autre-chose`]) {
      const response = await request(wrong);
      expect(response.status, wrong).toBe(301);
      expect(response.headers.get('location')).toBe(right);
    }
    const admin = await adminLogin(MASSAGE_ADMIN);
    await adminCall('PUT', `/admin/news/${news.id}`, admin, {
      title: 'Un titre corrigé',
      publishedAt: '2026-01-10',
    });
    const renamed = await request(right);
    expect(renamed.status).toBe(301);
    expect(renamed.headers.get('location')).toBe(`/actualites/${news.id}-un-titre-corrige`);
  });

  it('answers 404 for an unknown id, a draft, and every id of the other site', async () => {
    expect((await request('/actualites/999999-rien')).status).toBe(404);
    const draft = await createNews('Brouillon de page', { isValid: false });
    expect((await request(`/actualites/${draft.id}-brouillon-de-page`)).status).toBe(404);
    for (const id of await newsIdsOf(WINE_SITE_ID)) {
      const response = await request(`/actualites/${id}-x`);
      expect(response.status, String(id)).toBe(404);
    }
  });

  it('shows an edit on the next request, past the HTML cache', async () => {
    const news = await createNews('Article à corriger');
    const path = `/actualites/${news.id}-article-a-corriger`;
    await request(path);
    const cached = await request(path);
    expect(cached.headers.get('x-cache')).toBe('HIT');
    const admin = await adminLogin(MASSAGE_ADMIN);
    await adminCall('PUT', `/admin/news/${news.id}`, admin, {
      title: 'Article à corriger',
      content: '<p>Version corrigée du texte.</p>',
      publishedAt: '2026-01-10',
    });
    expect(await (await request(path)).text()).toContain('Version corrigée du texte.');
  });
});

describe('news RSS feed', () => {
  it('lists the latest news of the site as RSS 2.0 with absolute links', async () => {
    const response = await request('/actualites/rss.xml', { host: WINE_HOST });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=UTF-8');
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain('<language>fr-FR</language>');
    expect(xml).toContain('<atom:link href="http://vins.localhost/actualites/rss.xml" rel="self"');
    expect(xml).toContain('<title>Vendanges 2026 : une belle récolte de cabernet franc</title>');
    const { body } = await api<{ total: number }>('/news', { host: WINE_HOST });
    expect(xml.match(/<item>/g)).toHaveLength(body.data.total);
    expect(xml).toMatch(
      /<link>http:\/\/vins\.localhost\/actualites\/\d+-vendanges-2026-une-belle-recolte-de-cabernet-franc<\/link>/,
    );
    expect(xml).not.toContain('Le massage assis');
  });
});

describe('promoted news on the home page', () => {
  it('shows the promoted news in the FLAT style by default: titles and dates, no images', async () => {
    const { body } = await html('/');
    const block =
      /<section class="block block-news block-news--flat"[\s\S]*?<\/section>/.exec(body)?.[0] ?? '';
    expect(block).toContain('data-news-style="FLAT"');
    expect(block).toContain('Le massage assis arrive dans vos bureaux');
    expect(block).toContain('Fête des mères : offrez un bon cadeau bien-être');
    expect(block).not.toContain('Horaires d’été du cabinet');
    expect(block).not.toContain('<img');
    expect(block).toContain('href="/actualites"');
  });

  it('switches to the CARDS style, with images, when the owner sets PROMOTED_NEWS_STYLE', async () => {
    const admin = await adminLogin(MASSAGE_ADMIN);
    const written = await adminApi('/admin/parameter/PROMOTED_NEWS_STYLE', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: admin },
      body: JSON.stringify({ value: 'CARDS' }),
    });
    expect(written.status).toBe(200);
    const { body } = await html('/');
    const block =
      /<section class="block block-news block-news--cards"[\s\S]*?<\/section>/.exec(body)?.[0] ?? '';
    expect(block).toContain('Le massage assis arrive dans vos bureaux');
    expect(block).toMatch(/<img class="news-item__img"[^>]*loading="lazy"/);
  });

  it('shows the wine estate’s promoted news on its home page', async () => {
    const { body } = await html('/', WINE_HOST);
    expect(body).toContain('Les nouvelles du domaine');
    expect(body).toContain('Sortie du Saumur-Champigny « Les Perrières » 2024');
  });
});

describe('sitemap', () => {
  it('lists the news page and every published article', async () => {
    const xml = await (await request('/sitemap.xml', { host: WINE_HOST })).text();
    expect(xml).toContain('<loc>http://vins.localhost/actualites</loc>');
    // The wine site is bilingual: its English articles are listed under /en/news.
    const { results } = await env.DB.prepare('SELECT id, locale FROM news WHERE site_id = ? AND is_valid = 1')
      .bind(WINE_SITE_ID)
      .all<{ id: number; locale: string }>();
    for (const { id, locale } of results) {
      const list = locale === 'en_GB' ? '/en/news' : '/actualites';
      expect(xml).toMatch(new RegExp(`<loc>http://vins\\.localhost${list}/${id}-[a-z0-9-]+</loc><lastmod>`));
    }
  });
});
