import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { clearIsolateMemos } from '../../../worker/isolate-memo';
import { bumpContentVersionStatement } from '../../../worker/provider/shared/d1';
import { siteIdAt } from '../support/accounts';
import { request, WINE_HOST } from '../support/http';

// Content images carry srcset (the sized variants of an upload), sizes, width and
// height, and the page's largest image is preloaded in the head with the same candidates and a
// high priority, so the browser fetches the one that fits before it has read the body. The
// sample sites' SVG illustrations keep their single file.

const PHOTO = '/media/0a1b2c3d4e5f-vendanges.jpg';
const BOTTLE = '/media/0a1b2c3d4e5f-bouteille.webp';

async function html(path: string, host = 'localhost'): Promise<string> {
  const response = await request(path, { host });
  expect(response.status).toBe(200);
  return response.text();
}

/** A direct write, then what an admin save does: a new content version, so no page is reused. */
async function published(siteId: number): Promise<void> {
  await bumpContentVersionStatement(env.DB, siteId).run();
  clearIsolateMemos();
}

const tagsOf = (page: string, pattern: RegExp) => page.match(pattern) ?? [];

describe('responsive content images', () => {
  // First: the other tests replace sample images with uploads.
  it('keeps the sample sites’ SVG as one file, still sized, carried in the page as the largest image', async () => {
    const page = await html('/boutique/1-saumur-champigny-les-perrieres', WINE_HOST);
    const [img] = tagsOf(page, /<img class="product__img"[^>]*>/g);
    // Small enough to come inside the page (worker/media/inline-svg.ts): no request to preload.
    expect(img).toMatch(/src="data:image\/svg\+xml,%3Csvg%20[^"]*viewBox=%220%200%20240%20480%22/);
    expect(img).not.toContain('srcSet');
    expect(img).toMatch(/width="\d+"/);
    expect(img).toMatch(/height="\d+"/);
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).not.toMatch(/<link rel="preload"[^>]*saumur-champigny-les-perrieres\.svg/);
  });

  it('gives a blog article’s uploaded photo its variants, and preloads them', async () => {
    await env.DB.prepare(
      `UPDATE blog_articles SET image_url = ?, image_width = 1600, image_height = 1000 WHERE site_id = 1 AND id = 1`,
    )
      .bind(PHOTO)
      .run();
    await published(1);
    const page = await html('/blog/article/1-les-bienfaits-du-massage-assis');
    const [img] = tagsOf(page, /<img class="blog-article__image"[^>]*>/g);
    expect(img).toBeDefined();
    const srcset = [320, 640, 960, 1280, 1920].map((width) => `${PHOTO}?w=${width} ${width}w`).join(', ');
    expect(img).toContain(`srcSet="${srcset}"`);
    expect(img).toContain('sizes="(min-width: 48rem) 46rem, 100vw"');
    expect(img).toContain('width="1600"');
    expect(img).toContain('height="1000"');
    expect(img).toContain(`src="${PHOTO}?w=960"`);
    expect(img).not.toContain('loading="lazy"');

    const head = page.slice(0, page.indexOf('</head>'));
    const preloads = tagsOf(head, /<link rel="preload" as="image"[^>]*>/g).filter((tag) =>
      tag.includes(PHOTO),
    );
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toContain(`imageSrcSet="${srcset}"`);
    expect(preloads[0]).toContain('imageSizes="(min-width: 48rem) 46rem, 100vw"');
    expect(preloads[0]).toContain('fetchPriority="high"');
  });

  it('offers no candidate wider than a product photo, and preloads it on the product page', async () => {
    await env.DB.prepare(
      `UPDATE product_images SET url = ?, width = 700, height = 1400 WHERE site_id = ? AND product_id = 1`,
    )
      .bind(BOTTLE, await siteIdAt(WINE_HOST))
      .run();
    await published(await siteIdAt(WINE_HOST));
    const page = await html('/boutique/1-saumur-champigny-les-perrieres', WINE_HOST);
    const [img] = tagsOf(page, /<img class="product__img"[^>]*>/g);
    // 320 and 640 below the file's 700 px, then 960 for the whole file (never enlarged): 700w.
    const srcset = `${BOTTLE}?w=320 320w, ${BOTTLE}?w=640 640w, ${BOTTLE}?w=960 700w`;
    expect(img).toContain(`srcSet="${srcset}"`);
    expect(img).toContain('width="700"');
    expect(img).toContain('height="1400"');
    expect(img).toContain('fetchPriority="high"');
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain(`imageSrcSet="${srcset}"`);
  });

  it('carries the stylesheets inside the page: no render-blocking request before the first paint', async () => {
    const page = await html('/boutique/1-saumur-champigny-les-perrieres', WINE_HOST);
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).not.toContain('rel="stylesheet"');
    expect(head).toContain('<style data-href="/assets/site.css">');
    expect(head).toContain('<style data-href="/assets/blocks.css">');
    expect(head).toMatch(/<style data-precedence="default" data-href="\/assets\/shop.css">/);
    // The files' own rules, comments left out.
    expect(head).toContain('.product__img');
    expect(head).not.toMatch(/\/\*/);
  });
});
