import type { BlogArticle } from '../../schema/content/blog';

// schema.org data for blog pages (one JSON-LD data block per page, as an @graph): the breadcrumb
// as a BreadcrumbList on folder and article pages, the article itself as a BlogPosting.

export interface JsonLdStep {
  name: string;
  url: string; // absolute
}

export function breadcrumbList(steps: JsonLdStep[]): Record<string, unknown> {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

export function blogPosting(
  article: BlogArticle,
  url: string,
  publisher: { name: string; logoUrl: string | null; url: string },
  imageUrl: string | null,
): Record<string, unknown> {
  return {
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.summary,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    inLanguage: article.locale.replace('_', '-'),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    ...(imageUrl ? { image: imageUrl } : {}),
    // An author with a name and a URL: the named writer, whose site this is, or the
    // business itself when the article names nobody.
    author: article.author
      ? { '@type': 'Person', name: article.author, url: publisher.url }
      : { '@type': 'Organization', name: publisher.name, url: publisher.url },
    publisher: {
      '@type': 'Organization',
      name: publisher.name,
      url: publisher.url,
      ...(publisher.logoUrl ? { logo: { '@type': 'ImageObject', url: publisher.logoUrl } } : {}),
    },
  };
}

export function jsonLdGraph(nodes: Record<string, unknown>[]): Record<string, unknown> {
  return { '@context': 'https://schema.org', '@graph': nodes };
}
