// schema.org data of the home page beside its LocalBusiness: the WebSite, with the SearchAction
// of the site's search page (a search box in Google's results), and the Organization behind it
// (name, logo and social profiles), all three in one @graph.

type Json = Record<string, unknown>;

export interface SiteJsonLdOptions {
  /** The home page's absolute URL in the page's language. */
  homeUrl: string;
  /** The search page's absolute URL in the page's language, without a query. */
  searchUrl: string;
  name: string;
  /** BCP 47 tag of the page. */
  language: string;
  logo?: string;
  sameAs?: unknown;
}

function webSite(options: SiteJsonLdOptions): Json {
  return {
    '@type': 'WebSite',
    '@id': `${options.homeUrl}#website`,
    url: options.homeUrl,
    name: options.name,
    inLanguage: options.language,
    publisher: { '@id': `${options.homeUrl}#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${options.searchUrl}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

function organization(options: SiteJsonLdOptions): Json {
  return {
    '@type': 'Organization',
    '@id': `${options.homeUrl}#organization`,
    name: options.name,
    url: options.homeUrl,
    ...(options.logo ? { logo: options.logo } : {}),
    ...(Array.isArray(options.sameAs) && options.sameAs.length > 0 ? { sameAs: options.sameAs } : {}),
  };
}

/** The home page's graph: the business, the site and the organisation. */
export function homeJsonLd(business: Json, options: SiteJsonLdOptions): Json {
  const node: Json = { ...business };
  delete node['@context'];
  return { '@context': 'https://schema.org', '@graph': [node, webSite(options), organization(options)] };
}
