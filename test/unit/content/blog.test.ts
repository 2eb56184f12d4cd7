import { describe, expect, it } from 'vitest';
import { blogArticlePath, blogFolderPath, matchBlogPath } from '../../../src/domain/content/blog-url';
import { slugify } from '../../../src/domain/shared/slug-path';
import { blogPosting, breadcrumbList, jsonLdGraph } from '../../../src/domain/content/blog-json-ld';
import type { BlogArticle } from '../../../src/schema/content/blog';
import { blogArticleWriteSchema, blogFolderWriteSchema } from '../../../src/schema/content/blog';
import { blogRss } from '../../../worker/pages/content/blog-rss';

describe('blog URLs: the id plus a slug of the name', () => {
  it('slugs names with accents, apostrophes and punctuation', () => {
    expect(slugify('Les bienfaits du massage assis')).toBe('les-bienfaits-du-massage-assis');
    expect(slugify('Bien-être au travail')).toBe('bien-etre-au-travail');
    expect(slugify("L'amma assis : qu'est-ce que c'est ?")).toBe('l-amma-assis-qu-est-ce-que-c-est');
    expect(slugify('Œuvre — 100 % « naturel »')).toBe('oeuvre-100-naturel');
    expect(slugify('???', 'article')).toBe('article');
    expect(slugify('a'.repeat(200))).toHaveLength(80);
  });

  it('builds folder and article paths', () => {
    expect(blogFolderPath(3, 'Bien-être')).toBe('/blog/3-bien-etre');
    expect(blogArticlePath(7, 'Les bienfaits du massage assis')).toBe(
      '/blog/article/7-les-bienfaits-du-massage-assis',
    );
  });

  it('reads the blog route a path names, and nothing else', () => {
    expect(matchBlogPath('/blog')).toEqual({ kind: 'home' });
    expect(matchBlogPath('/blog/')).toEqual({ kind: 'home' });
    expect(matchBlogPath('/blog/rss.xml')).toEqual({ kind: 'rss' });
    expect(matchBlogPath('/blog/3-bien-etre')).toEqual({ kind: 'folder', id: 3, slug: 'bien-etre' });
    expect(matchBlogPath('/blog/3')).toEqual({ kind: 'folder', id: 3, slug: '' });
    expect(matchBlogPath('/blog/article/7-les-bienfaits')).toEqual({
      kind: 'article',
      id: 7,
      slug: 'les-bienfaits',
    });
    for (const path of [
      '/blogs',
      '/blog/0-x',
      '/blog/abc',
      '/blog/3-Bien',
      '/blog/article/x',
      '/blog/a/b/c',
      '/',
    ]) {
      expect(matchBlogPath(path), path).toBeNull();
    }
  });
});

const article: BlogArticle = {
  id: 7,
  idFolder: 1,
  title: 'Les bienfaits du massage assis',
  summary: 'Quinze minutes sur une chaise.',
  content: '<p>Texte</p>',
  image: { url: '/assets/sample/amma-assis.svg', alt: 'Chaise', width: 800, height: 500 },
  author: 'Sophie Morel',
  publishedAt: '2026-03-12T08:30:00Z',
  updatedAt: '2026-03-13T08:30:00Z',
  locale: 'fr_FR',
  isPublished: true,
  url: '/blog/article/7-les-bienfaits-du-massage-assis',
};

describe('blog JSON-LD', () => {
  it('numbers the breadcrumb steps from 1, with absolute URLs', () => {
    expect(
      breadcrumbList([
        { name: 'Accueil', url: 'https://a.fr/' },
        { name: 'Le blog', url: 'https://a.fr/blog' },
      ]),
    ).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Accueil', item: 'https://a.fr/' },
        { '@type': 'ListItem', position: 2, name: 'Le blog', item: 'https://a.fr/blog' },
      ],
    });
  });

  it('describes an article as a BlogPosting with its dates, author, image and publisher', () => {
    const url = 'https://a.fr/blog/article/7-les-bienfaits-du-massage-assis';
    const publisher = { name: 'Sophie Morel EI', logoUrl: null, url: 'https://a.fr/' };
    const node = blogPosting(article, url, publisher, 'https://a.fr/i.svg');
    expect(node).toMatchObject({
      '@type': 'BlogPosting',
      headline: article.title,
      datePublished: '2026-03-12T08:30:00Z',
      dateModified: '2026-03-13T08:30:00Z',
      inLanguage: 'fr-FR',
      image: 'https://a.fr/i.svg',
      author: { '@type': 'Person', name: 'Sophie Morel', url: 'https://a.fr/' },
      publisher: { '@type': 'Organization', name: 'Sophie Morel EI' },
      mainEntityOfPage: { '@id': url },
    });
    // An article that names nobody is the business's, with its URL (Google wants one).
    expect(blogPosting({ ...article, author: '' }, url, { ...publisher, name: 'X' }, null).author).toEqual({
      '@type': 'Organization',
      name: 'X',
      url: 'https://a.fr/',
    });
    expect(jsonLdGraph([node])).toEqual({ '@context': 'https://schema.org', '@graph': [node] });
  });
});

describe('blog RSS feed', () => {
  it('escapes every text and dates items in RFC 822', () => {
    const xml = blogRss({
      title: 'Le blog – <Sophie> & co',
      description: 'Conseils',
      siteUrl: 'https://a.fr/blog',
      feedUrl: 'https://a.fr/blog/rss.xml',
      language: 'fr-fr',
      items: [
        {
          title: 'Pieds & mains <b>',
          url: 'https://a.fr/blog/article/1-x',
          summary: '</description><script>',
          publishedAt: '2026-03-12T08:30:00Z',
          author: 'Sophie',
        },
      ],
    });
    expect(xml).toContain('<title>Le blog – &lt;Sophie&gt; &amp; co</title>');
    expect(xml).toContain('<title>Pieds &amp; mains &lt;b&gt;</title>');
    expect(xml).toContain('<description>&lt;/description&gt;&lt;script&gt;</description>');
    expect(xml).toContain('<pubDate>Thu, 12 Mar 2026 08:30:00 GMT</pubDate>');
    expect(xml).toContain('<dc:creator>Sophie</dc:creator>');
    expect(xml.match(/<item>/g)).toHaveLength(1);
  });
});

describe('blog write schemas', () => {
  it('fills defaults and trims', () => {
    expect(blogFolderWriteSchema.parse({ name: '  Réflexologie ' })).toEqual({
      name: 'Réflexologie',
      description: '',
      idParent: null,
      order: 0,
    });
    expect(blogArticleWriteSchema.parse({ title: 'Titre' })).toMatchObject({
      title: 'Titre',
      content: '',
      idFolder: null,
      image: null,
      isPublished: true,
    });
  });

  it('refuses unsafe image sources and malformed dates with French messages', () => {
    for (const url of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.example/x.png']) {
      const result = blogArticleWriteSchema.safeParse({
        title: 'T',
        image: { url, alt: '', width: 1, height: 1 },
      });
      expect(result.success, url).toBe(false);
      expect(result.error?.issues[0]?.message).toContain("L'image doit être");
    }
    const date = blogArticleWriteSchema.safeParse({ title: 'T', publishedAt: '12/03/2026' });
    expect(date.error?.issues[0]?.message).toContain('date ISO 8601');
    expect(blogFolderWriteSchema.safeParse({ name: '' }).error?.issues[0]?.message).toBe(
      'Le nom du dossier est obligatoire.',
    );
  });
});
