import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TranslationDetail } from '../../../src/schema/translation/translation';
import { adminCall, adminLogin, WINE_ADMIN } from '../support/accounts';
import { request, WINE_HOST } from '../support/http';

// The wine site's footer per language. Its texts come from the translations overlay
// (entity 'footer', seeded in English); a link to a CMS page follows the page's translation,
// and a page without one in the locale is left out there instead of linking to a 404.

const WINE_SITE = 2;

async function footerOf(path: string): Promise<string> {
  const response = await request(path, { host: WINE_HOST });
  expect(response.status).toBe(200);
  const html = await response.text();
  return html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
}

const hrefs = (html: string): string[] =>
  [...html.matchAll(/<a href="([^"]*)"/g)]
    .map((match) => match[1] ?? '')
    .filter((href) => href.startsWith('/'));

beforeAll(async () => {
  // A French page with no English version, linked from the footer next to a fixed route.
  const conf = await env.DB.prepare("SELECT conf FROM component_confs WHERE site_id = ? AND slug = 'footer'")
    .bind(WINE_SITE)
    .first<{ conf: string }>();
  const footer = JSON.parse(conf?.conf ?? '{}') as {
    columns: { links: { label: string; href: string }[] }[];
  };
  footer.columns[0]?.links.push(
    { label: 'Le chai', href: '/le-chai' },
    { label: 'La boutique', href: '/boutique' },
  );
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO pages (site_id, locale, position, title, url, path, meta_description)
       VALUES (?, 'fr_FR', 40, 'Le chai', 'le-chai', '/le-chai', 'Le chai du domaine')`,
    ).bind(WINE_SITE),
    env.DB.prepare("UPDATE component_confs SET conf = ? WHERE site_id = ? AND slug = 'footer'").bind(
      JSON.stringify(footer),
      WINE_SITE,
    ),
  ]);
});

describe('the footer per language', () => {
  it('keeps the French labels and paths', async () => {
    const footer = await footerOf('/');
    expect(footer).toContain('<h2 class="site-footer__heading">Le domaine</h2>');
    expect(footer).toContain('<a href="/le-domaine">Notre histoire</a>');
    expect(footer).toContain('<a href="/le-chai">Le chai</a>');
    expect(footer).toContain('<a href="/boutique">La boutique</a>');
  });

  it('reads its English texts and links to the English pages, leaving out an untranslated one', async () => {
    const footer = await footerOf('/en/');
    expect(footer).toContain('<h2 class="site-footer__heading">The estate</h2>');
    expect(footer).toContain('<a href="/en/our-estate">Our story</a>');
    expect(footer).toContain('<a href="/en/our-wines">Our wines</a>');
    expect(footer).toContain('<a href="/en/tours-and-tastings">Tours and tastings</a>');
    expect(footer).toContain('<a href="/en/shop">La boutique</a>'); // a fixed route, localised
    expect(footer).not.toContain('chai');
    expect(footer).not.toContain('/en/le-domaine');
  });

  it('has no link that answers 404 under /en', async () => {
    const links = hrefs(await footerOf('/en/'));
    expect(links.length).toBeGreaterThan(5);
    for (const href of new Set(links)) {
      const response = await request(href, { host: WINE_HOST });
      expect([href, response.status]).toEqual([href, 200]);
    }
  });

  it('offers its texts to the admin translation panel', async () => {
    const owner = await adminLogin(WINE_ADMIN, WINE_HOST);
    const row = await env.DB.prepare("SELECT id FROM component_confs WHERE site_id = ? AND slug = 'footer'")
      .bind(WINE_SITE)
      .first<{ id: number }>();
    const { status, body } = await adminCall<TranslationDetail>(
      'GET',
      `/admin/translation/footer/${row?.id ?? 0}`,
      owner,
      undefined,
      WINE_HOST,
    );
    expect(status).toBe(200);
    expect(body.data.fields.map((field) => [field.field, field.source])).toContainEqual([
      'columns.0.links.0.label',
      'Notre histoire',
    ]);
    expect(body.data.values.en_GB?.['columns.0.title']).toBe('The estate');
  });
});
