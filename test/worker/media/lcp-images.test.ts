import { describe, expect, it } from 'vitest';
import { request, WINE_HOST } from '../support/http';

// LCP ≤ 1.0 s: on every page type whose largest paint is an image, that image does
// not wait for a request of its own after the document: the sample sites' small SVG files come
// inside the page (data: URI), high priority, never lazy. Uploaded photos keep their preloaded
// variants (responsive-images.test.ts).

const IMAGE_PAGES = [
  { name: 'massage home (hero)', host: 'localhost', path: '/', image: 'block-hero__image' },
  { name: 'wine home (hero)', host: WINE_HOST, path: '/', image: 'block-hero__image' },
  { name: 'wine home in English', host: WINE_HOST, path: '/en', image: 'block-hero__image' },
  { name: 'news list', host: 'localhost', path: '/actualites', image: 'news-item__img' },
  {
    name: 'blog article',
    host: 'localhost',
    path: '/blog/article/1-les-bienfaits-du-massage-assis',
    image: 'blog-article__image',
  },
  { name: 'services list', host: 'localhost', path: '/prestations', image: 'content-card__img' },
  {
    name: 'product page',
    host: WINE_HOST,
    path: '/boutique/1-saumur-champigny-les-perrieres',
    image: 'product__img',
  },
];

describe('the largest image of each image page type', () => {
  it.each(IMAGE_PAGES)('$name: the first image comes inside the page, high priority', async (target) => {
    const response = await request(target.path, { host: target.host });
    expect(response.status).toBe(200);
    const page = await response.text();
    const first = page.match(new RegExp(`<img class="${target.image}"[^>]*>`))?.[0];
    expect(first).toBeDefined();
    expect(first).toMatch(/ src="data:image\/svg\+xml,%3Csvg%20/);
    expect(first).toContain('fetchPriority="high"');
    expect(first).not.toContain('loading="lazy"');
    expect(first).toMatch(/ width="\d+" height="\d+"/);
    // Nothing left to preload with a high priority: the image needs no request.
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).not.toMatch(/<link rel="preload" as="image"[^>]*fetchPriority="high"/);
  });

  it('inlines only the largest image: the others stay files, loaded lazily', async () => {
    const page = await (await request('/actualites')).text();
    const images = page.match(/<img class="news-item__img"[^>]*>/g) ?? [];
    expect(images.length).toBeGreaterThan(1);
    for (const image of images.slice(1)) {
      expect(image).toMatch(/ src="\/assets\/sample\/[a-z-]+\.svg"/);
      expect(image).toContain('loading="lazy"');
    }
  });
});

describe('the stylesheets a page carries', () => {
  const carried = (page: string) =>
    [
      ...page.slice(0, page.indexOf('</head>')).matchAll(/<style[^>]* data-href="\/assets\/([a-z]+)\.css"/g),
    ].map((match) => match[1]);

  it('a product page carries the base and shop sheets, not those of news, blog or element pages', async () => {
    const page = await (
      await request('/boutique/1-saumur-champigny-les-perrieres', { host: WINE_HOST })
    ).text();
    expect(carried(page).sort()).toEqual(['blocks', 'shop', 'site']);
    expect(page).not.toContain('.news-item');
  });

  it.each([
    ['/actualites', 'news'],
    ['/', 'news'], // the home page's NEWS block
    ['/blog/article/1-les-bienfaits-du-massage-assis', 'blog'],
    ['/ateliers', 'elements'],
    ['/atelier/1', 'elements'],
  ])('%s carries %s.css, once', async (path, sheet) => {
    const page = await (await request(path)).text();
    expect(carried(page).filter((name) => name === sheet)).toHaveLength(1);
  });
});
