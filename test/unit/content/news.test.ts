// News rules without a Worker: URLs and slugs, the style setting, the RSS feed, NewsArticle
// JSON-LD, the admin input schema and the home page's NEWS block. createElement, not JSX: the
// unit project collects test/unit/**/*.test.ts only.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { translatorFor } from '../../../src/i18n/compiled-catalogue';
import { TranslatorContext } from '../../../src/i18n/react';
import { describe, expect, it } from 'vitest';
import { newsArticleJsonLd, newsRss } from '../../../src/domain/content/news-feed';
import { newsListPath, newsPath, parseNewsRef } from '../../../src/domain/content/news-url';
import { slugify } from '../../../src/domain/shared/slug-path';
import { newsInputSchema, promotedNewsStyle, type News } from '../../../src/schema/content/news';
import { BlockList } from '../../../src/ui/blocks/BlockList';
import { BlockDataContext, EMPTY_BLOCK_DATA } from '../../../src/ui/blocks/block-data';
import { SiteViewContext } from '../../../src/ui/site-view';
import { massageParameters, parametersFrom } from '../support/parameters';
import { view } from '../support/site-view';

const article = (id: number, title: string, extra: Partial<News> = {}): News => ({
  id,
  locale: 'fr_FR',
  title,
  slug: slugify(title, 'article'),
  summary: `Résumé ${id}`,
  content: '<p>Texte</p>',
  image: { url: `/assets/sample/${id}.svg`, alt: `Image ${id}` },
  isPromoted: true,
  isValid: true,
  publishedAt: '2026-05-04T07:30:00.000Z',
  updatedAt: '2026-05-04T07:30:00.000Z',
  ...extra,
});

describe('news URLs', () => {
  it('slugs a French title: accents folded, punctuation to single dashes, never empty', () => {
    expect(slugify('L’été au cabinet : nouveaux horaires !')).toBe('l-ete-au-cabinet-nouveaux-horaires');
    expect(slugify('Fête des mères : offrez un bon cadeau')).toBe('fete-des-meres-offrez-un-bon-cadeau');
    expect(slugify('Œnologie & cœur')).toBe('oenologie-coeur');
    expect(slugify('« ! »', 'article')).toBe('article');
    expect(slugify('a'.repeat(200))).toHaveLength(80);
  });

  it('builds and parses /actualites/{id}-{slug}', () => {
    expect(newsPath({ id: 12, slug: 'titre-de-l-article' })).toBe('/actualites/12-titre-de-l-article');
    expect(parseNewsRef('12-titre-de-l-article')).toEqual({ id: 12, slug: 'titre-de-l-article' });
    expect(parseNewsRef('12')).toEqual({ id: 12, slug: '' });
    expect(parseNewsRef('012-x')).toBeNull();
    expect(parseNewsRef('titre')).toBeNull();
    expect(newsListPath(1)).toBe('/actualites');
    expect(newsListPath(3)).toBe('/actualites?page=3');
  });
});

describe('PROMOTED_NEWS_STYLE', () => {
  it('knows FLAT and CARDS, case-insensitively, and falls back to the spec’s FLAT', () => {
    expect(promotedNewsStyle('cards')).toBe('CARDS');
    expect(promotedNewsStyle('FLAT')).toBe('FLAT');
    expect(promotedNewsStyle('CAROUSEL')).toBe('FLAT');
    expect(promotedNewsStyle(null)).toBe('FLAT');
  });
});

describe('RSS feed', () => {
  it('escapes text, gives RFC 822 dates and a self link', () => {
    const xml = newsRss({
      title: 'Actualités – Café <&> "Vins"',
      description: 'Les nouvelles',
      siteUrl: 'https://example.fr/actualites',
      feedUrl: 'https://example.fr/actualites/rss.xml',
      language: 'fr-FR',
      items: [
        {
          title: 'Vendanges <script>',
          url: 'https://example.fr/actualites/1-vendanges',
          summary: 'R&D',
          publishedAt: '2026-10-05T08:00:00.000Z',
        },
      ],
    });
    expect(xml).toContain('<title>Actualités – Café &lt;&amp;&gt; &quot;Vins&quot;</title>');
    expect(xml).toContain('<title>Vendanges &lt;script&gt;</title>');
    expect(xml).toContain('<pubDate>Mon, 05 Oct 2026 08:00:00 GMT</pubDate>');
    expect(xml).toContain('<lastBuildDate>Mon, 05 Oct 2026 08:00:00 GMT</lastBuildDate>');
    expect(xml).toContain('<description>R&amp;D</description>');
    expect(xml).toContain('<atom:link href="https://example.fr/actualites/rss.xml" rel="self"');
  });
});

describe('NewsArticle JSON-LD', () => {
  it('names the headline (110 characters at most), dates, image and publisher', () => {
    const ld = newsArticleJsonLd({
      title: 'T'.repeat(150),
      summary: '',
      url: 'https://example.fr/actualites/1-t',
      publishedAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-02T00:00:00.000Z',
      imageUrl: 'https://example.fr/a.svg',
      publisherName: 'Cabinet',
      siteUrl: 'https://example.fr/',
    });
    expect(ld).toMatchObject({
      '@type': 'NewsArticle',
      datePublished: '2026-01-01T00:00:00.000Z',
      dateModified: '2026-01-02T00:00:00.000Z',
      image: ['https://example.fr/a.svg'],
      publisher: { '@type': 'Organization', name: 'Cabinet' },
      author: { '@type': 'Organization', name: 'Cabinet', url: 'https://example.fr/' },
    });
    expect((ld.headline as string).length).toBe(110);
    expect(ld.description).toBeUndefined();
  });
});

describe('admin news input', () => {
  it('fills defaults and normalises the date', () => {
    const parsed = newsInputSchema.parse({ title: '  Titre  ', publishedAt: '2026-11-20' });
    expect(parsed).toMatchObject({
      title: 'Titre',
      summary: '',
      content: '',
      image: null,
      isPromoted: false,
      isValid: true,
      publishedAt: '2026-11-20T00:00:00.000Z',
    });
  });

  it('refuses control characters, unsafe images and impossible dates', () => {
    const result = newsInputSchema.safeParse({
      title: 'Titre\u0000',
      image: { url: 'data:image/svg+xml,<svg/>', alt: '' },
      publishedAt: '2026-02-31T25:00',
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['title', 'image.url', 'publishedAt']));
  });
});

describe('NEWS block', () => {
  const render = (news: News[] | null, parameters = massageParameters, data: Record<string, unknown> = {}) =>
    renderToString(
      createElement(
        TranslatorContext.Provider,
        { value: translatorFor('fr_FR') },
        createElement(
          SiteViewContext.Provider,
          { value: view() },
          createElement(
            BlockDataContext.Provider,
            { value: { ...EMPTY_BLOCK_DATA, promotedNews: news ?? [] } },
            createElement(BlockList, { blocks: [{ id: 1, kind: 'NEWS', data }], parameters }),
          ),
        ),
      ),
    );
  const promoted = [article(1, 'Premier article'), article(2, 'Second article', { image: null })];

  it('renders the FLAT style by default: headings, dates and links, no images', () => {
    const html = render(promoted);
    expect(html).toContain('block-news--flat');
    expect(html).toContain(
      '<h3 class="news-item__title"><a href="/actualites/1-premier-article">Premier article</a></h3>',
    );
    expect(html).toContain('<time dateTime="2026-05-04T07:30:00.000Z">4 mai 2026</time>');
    expect(html).not.toContain('<img');
  });

  it('renders CARDS with lazy images of fixed size when the setting says so', () => {
    const html = render(
      promoted,
      parametersFrom({ ...valuesOf(massageParameters), PROMOTED_NEWS_STYLE: 'CARDS' }),
    );
    expect(html).toContain('block-news--cards');
    expect(html).toMatch(
      /<img class="news-item__img" src="\/assets\/sample\/1.svg" alt="Image 1" width="640" height="400"[^>]*loading="lazy"/,
    );
  });

  it('lets the block choose its style and how many articles it shows', () => {
    const html = render(promoted, massageParameters, { style: 'CARDS', limit: 1 });
    expect(html).toContain('block-news--cards');
    expect(html).toContain('Premier article');
    expect(html).not.toContain('Second article');
  });

  it('renders nothing without promoted news', () => {
    expect(render([])).not.toContain('block-news');
    expect(render(null)).not.toContain('block-news');
  });
});

function valuesOf(parameters: typeof massageParameters): Record<string, string> {
  return Object.fromEntries(
    Object.entries(parameters).map(([type, parameter]) => [type, parameter.value ?? '']),
  );
}
