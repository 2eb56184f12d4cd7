import type { ReactElement, ReactNode } from 'react';
import { localisedPath } from '../../domain/shared/locale';
import { languageTag } from '../../i18n/ui-locale';
import { jsonForScript } from '../../domain/site/local-business';
import { logoByType } from '../../schema/site/site';
import { ISLANDS_CSS } from '../islands/islands-css';
import { useSiteView } from '../site-view';
import { BaseStylesheet } from './Stylesheet';
import { ogImage } from './og-image';

export interface DocumentMeta {
  title: string;
  description: string;
  canonicalPath: string; // path of the canonical URL on this origin
  noindex?: boolean;
  jsonLd?: Record<string, unknown>;
  /** The page's own image (a product photo) for og:image; raster or not (og-image.ts). */
  image?: string | null;
  /** An article's Open Graph (news, blog): og:type article, its own image, dates and author. */
  article?: { image?: string | null; publishedTime: string; modifiedTime: string; author?: string };
  /**
   * The page in each locale it exists in: locale → path as link() takes it (French route
   * words, no prefix), e.g. { fr_FR: '/actualites/12-vendanges', en_GB: '/actualites/45-harvest' }.
   * Absent: a fixed route, in every locale of the site. Read through SiteView.alternates.
   */
  alternates?: Record<string, string>;
  /** The feeds announced with <link rel="alternate" type="application/rss+xml"> (worker/pages/content/feed-links.ts). */
  feeds?: FeedLink[];
}

/** An RSS feed a page announces: its title and its path on this origin. */
export interface FeedLink {
  title: string;
  path: string;
}

/** Open Graph wants an absolute URL: a site path gets the origin, an absolute URL stays as is. */
export function absoluteUrl(url: string, origin: string): string {
  return URL.canParse(url, origin) ? new URL(url, origin).href : `${origin}${url}`;
}

/**
 * hreflang links (and og:locale:alternate) for every locale the page exists in, itself
 * included, plus x-default: the default locale's URL, when the page exists there. A
 * single-language site has none: there is no other language to point to.
 */
function LanguageAlternates({
  origin,
  locale,
  defaultLocale,
  alternates,
}: {
  origin: string;
  locale: string;
  defaultLocale: string;
  alternates: Record<string, string>;
}): ReactElement {
  // A path may carry a query (a filtered list): only the path is localised.
  const url = (target: string, of: string) => {
    const [path = '/', query] = target.split('?', 2);
    return `${origin}${localisedPath(path, of, defaultLocale)}${query ? `?${query}` : ''}`;
  };
  const fallback = alternates[defaultLocale];
  return (
    <>
      {Object.entries(alternates).map(([of, path]) => (
        <link key={of} rel="alternate" hrefLang={languageTag(of)} href={url(path, of)} />
      ))}
      {fallback === undefined ? null : (
        <link rel="alternate" hrefLang="x-default" href={url(fallback, defaultLocale)} />
      )}
      {Object.keys(alternates)
        .filter((of) => of !== locale)
        .map((of) => (
          <meta key={of} property="og:locale:alternate" content={of} />
        ))}
    </>
  );
}

/** The HTML document: lang, title, description, canonical, Open Graph, favicon and theme. */
export function Document({
  meta,
  themeCss,
  islandsScript,
  endOfBody,
  children,
}: {
  meta: DocumentMeta;
  themeCss: string;
  islandsScript: string | null;
  endOfBody?: string | null;
  children: ReactNode;
}): ReactElement {
  const { info, parameters, locale, origin, locales, defaultLocale, alternates } = useSiteView();
  const siteName = parameters.COMPANY_NAME?.value ?? info.name;
  const favicon = logoByType(info.logos, 'LOGO_FAVICON') ?? logoByType(info.logos, 'LOGO');
  const image = ogImage(meta.article?.image ?? meta.image, info);
  const canonical = `${origin}${meta.canonicalPath}`;
  const fullTitle = meta.title === siteName ? siteName : `${meta.title} | ${siteName}`;
  return (
    <html lang={languageTag(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{fullTitle}</title>
        <meta name="description" content={meta.description} />
        <link rel="canonical" href={canonical} />
        {meta.noindex ? <meta name="robots" content="noindex" /> : null}
        <meta property="og:type" content={meta.article ? 'article' : 'website'} />
        <meta property="og:site_name" content={siteName} />
        <meta property="og:title" content={fullTitle} />
        <meta property="og:description" content={meta.description} />
        <meta property="og:url" content={canonical} />
        <meta property="og:locale" content={locale} />
        {locales.length > 1 && !meta.noindex ? (
          <LanguageAlternates
            origin={origin}
            locale={locale}
            defaultLocale={defaultLocale}
            alternates={alternates}
          />
        ) : null}
        {image ? <meta property="og:image" content={absoluteUrl(image, origin)} /> : null}
        {meta.article ? (
          <>
            <meta property="article:published_time" content={meta.article.publishedTime} />
            <meta property="article:modified_time" content={meta.article.modifiedTime} />
            {meta.article.author ? <meta property="article:author" content={meta.article.author} /> : null}
          </>
        ) : null}
        {(meta.feeds ?? []).map((feed) => (
          <link
            key={feed.path}
            rel="alternate"
            type="application/rss+xml"
            title={feed.title}
            href={`${origin}${feed.path}`}
          />
        ))}
        {favicon ? <link rel="icon" href={favicon.onlineImage.url} /> : null}
        <meta name="theme-color" content={parameters.PRIMARY_COLOR?.value ?? '#b08d57'} />
        <BaseStylesheet name="site" />
        <BaseStylesheet name="blocks" />
        <style dangerouslySetInnerHTML={{ __html: themeCss + ISLANDS_CSS }} />
        {meta.jsonLd ? (
          <script
            type="application/ld+json"
            dangerouslySetInnerHTML={{ __html: jsonForScript(meta.jsonLd) }}
          />
        ) : null}
      </head>
      <body>
        {children}
        {islandsScript ? <script type="module" src={islandsScript} /> : null}
        {/* The owner's custom HTML may carry trackers: it is not markup until the visitor accepts
            cookies. It travels as a JSON string in a data block (never executed; '<' escaped, so
            no '</script>' or '</template>' in it can end the block) and client/analytics.ts
            inserts it then. */}
        {endOfBody ? (
          <script
            type="application/json"
            data-consent-html=""
            dangerouslySetInnerHTML={{ __html: jsonForScript(endOfBody) }}
          />
        ) : null}
      </body>
    </html>
  );
}
