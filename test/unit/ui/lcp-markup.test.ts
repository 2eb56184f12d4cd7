// LCP: the markup that decides when a page's largest paint can happen. createElement,
// not JSX: the unit project collects test/unit/**/*.test.ts only.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translatorFor } from '../../../src/i18n/compiled-catalogue';
import { TranslatorContext } from '../../../src/i18n/react';
import type { News } from '../../../src/schema/content/news';
import { NewsListPage } from '../../../src/ui/news/NewsListPage';
import { SiteViewContext } from '../../../src/ui/site-view';
import { compactCss } from '../../../worker/pages/site/inline-stylesheets';
import {
  forgetInlineSvgs,
  INLINE_SVG_MAX_BYTES,
  inlineSvgLoader,
  minifySvg,
  svgDataUri,
} from '../../../worker/media/inline-svg';
import { view } from '../support/site-view';

const news = (id: number, image: News['image']): News => ({
  id,
  locale: 'fr_FR',
  title: `Article ${id}`,
  slug: `article-${id}`,
  summary: `Résumé ${id}`,
  content: '<p>Texte</p>',
  image,
  isPromoted: false,
  isValid: true,
  publishedAt: '2026-05-04T07:30:00.000Z',
  updatedAt: '2026-05-04T07:30:00.000Z',
});

const renderList = (items: News[]) =>
  renderToString(
    createElement(
      TranslatorContext.Provider,
      { value: translatorFor('fr_FR') },
      createElement(
        SiteViewContext.Provider,
        { value: view() },
        createElement(NewsListPage, { title: 'Actualités', news: items, page: 1, pageCount: 1 }),
      ),
    ),
  );

describe('a list page’s largest image', () => {
  it('is the first image, high priority, even when the first item has none', () => {
    const html = renderList([
      news(1, null),
      news(2, { url: '/assets/sample/2.jpg', alt: 'Deux' }),
      news(3, { url: '/assets/sample/3.jpg', alt: 'Trois' }),
    ]);
    const images = html.match(/<img [^>]*>/g) ?? [];
    expect(images).toHaveLength(2);
    expect(images[0]).toContain('src="/assets/sample/2.jpg"');
    expect(images[0]).toContain('fetchPriority="high"');
    expect(images[0]).not.toContain('loading="lazy"');
    expect(images[1]).toContain('loading="lazy"');
    // React preloads the high-priority image in the head of a whole document.
    expect(html).toContain(
      '<link rel="preload" as="image" href="/assets/sample/2.jpg" fetchPriority="high"/>',
    );
  });
});

describe('the stylesheets carried in the page', () => {
  it('lose comments and white space, keep quoted strings and descendant combinators', () => {
    const css = `/* why */\n.a  .b > .c ,\n.d:hover {\n  color : red;\n  content: ': ; {x}';\n  margin: 0 auto;\n}\n@media (min-width: 768px) {\n  .e { grid-template-areas: "a  b"; }\n}\n`;
    expect(compactCss(css)).toBe(
      `.a .b>.c,.d:hover{color :red;content:': ; {x}';margin:0 auto}@media (min-width:768px){.e{grid-template-areas:"a  b"}}`,
    );
  });
});

describe('a small SVG of ours inside the page', () => {
  it('is minified and written as a data: URI with its spaces encoded and its slashes readable', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">\n  <!-- a note -->\n  <rect width="10" height="10" fill="#fff"/>\n</svg>\n`;
    const minified = minifySvg(svg);
    expect(minified).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#fff"/></svg>`,
    );
    const uri = svgDataUri(minified);
    expect(
      uri.startsWith('data:image/svg+xml,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22%20viewBox='),
    ).toBe(true);
    // A URL has no space (vnu refuses one in an img's src).
    expect(uri).not.toContain(' ');
    expect(decodeURIComponent(uri.slice('data:image/svg+xml,'.length))).toBe(minified);
  });

  it('leaves out what an <img> never exposes: title, desc and ARIA labelling', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-labelledby="t d"><title id="t">Portrait de Sophie Morel</title><desc id="d">L'appui-tête</desc><rect width="1" height="1"/></svg>`;
    expect(minifySvg(svg)).toBe(`<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>`);
  });
});

describe('the inline SVG loader', () => {
  afterEach(() => forgetInlineSvgs());
  const small = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>';
  const assetsServing = (files: Record<string, string>) => {
    const fetch = vi.fn((input: URL | RequestInfo) => {
      const body = files[new URL(input instanceof Request ? input.url : input).pathname];
      return Promise.resolve(new Response(body ?? 'absent', { status: body === undefined ? 404 : 200 }));
    });
    return { fetch, assets: { fetch } as unknown as Fetcher };
  };

  it('inlines a small SVG of ours, reading it once per isolate (the same promise each time)', async () => {
    const { fetch, assets } = assetsServing({ '/assets/sample/a.svg': small });
    const load = inlineSvgLoader(assets, 'http://localhost');
    const first = load('/assets/sample/a.svg');
    expect(first).toBe(load('/assets/sample/a.svg'));
    expect(await first).toBe(svgDataUri(small));
    expect(inlineSvgLoader(assets, 'http://localhost')('/assets/sample/a.svg')).toBe(first);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('links a larger file, an upload, another site’s image or a raster as before', async () => {
    const big = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(200)}</svg>`;
    expect(big.length).toBeGreaterThan(INLINE_SVG_MAX_BYTES);
    const { fetch, assets } = assetsServing({ '/assets/sample/big.svg': big });
    const load = inlineSvgLoader(assets, 'http://localhost');
    expect(await load('/assets/sample/big.svg')).toBeNull();
    expect(load('/media/0a1b-photo.jpg')).toBeNull();
    expect(load('https://example.com/assets/a.svg')).toBeNull();
    expect(load('/assets/sample/photo.png')).toBeNull();
    expect(load('/assets/../media/x.svg')).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps no failed read: the next page tries again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fetch, assets } = assetsServing({});
    const load = inlineSvgLoader(assets, 'http://localhost');
    expect(await load('/assets/sample/missing.svg')).toBeNull();
    expect(await load('/assets/sample/missing.svg')).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
