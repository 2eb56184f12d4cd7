import type { Context } from 'hono';
import type { ReactElement } from 'react';
import { localBusiness } from '../../../src/domain/site/local-business';
import { homeJsonLd } from '../../../src/domain/site/site-json-ld';
import { SEARCH_PATH } from '../../../src/ui/search/search-paths';
import type { PageDetail, PageSummary } from '../../../src/schema/content/page';
import { parameterValue } from '../../../src/schema/site/parameter';
import { BlockDataContext } from '../../../src/ui/blocks/block-data';
import { MessageFormStateContext, type MessageFormState } from '../../../src/ui/blocks/message-form-state';
import { CmsPage } from '../../../src/ui/pages/CmsPage';
import { ErrorPage } from '../../../src/ui/pages/ErrorPage';
import type { AppEnv } from '../../http/app-env';
import { localLink, unprefixedPath } from '../../http/path-locale';
import { loadBlockData } from './block-data';
import { renderPage } from '../site/renderer';
import { loadPage, loadSiteData, pageDataSource, type SiteData } from '../site/site-data';
import { homeFeedLinks } from './feed-links';
import { absoluteUrl, type FeedLink } from '../../../src/ui/document/Document';
import { siteFallbackImage } from '../../../src/ui/document/og-image';
import { logoByType } from '../../../src/schema/site/site';
import { translatorFor } from '../../../src/i18n/compiled-catalogue';
import { languageTag } from '../../../src/i18n/ui-locale';
import { translationsOf } from '../site/content-translations';
import { rememberLocale } from '../../http/locale-cookie';

// How a public page is drawn: the request resolved to its site data and locale, then the
// site's layout around the content (title, description, alternates, JSON-LD, feeds).

export interface Resolved {
  locale: string;
  path: string;
  data: SiteData;
  source: Awaited<ReturnType<typeof pageDataSource>>;
}

export async function resolve(c: Context<AppEnv>): Promise<Resolved> {
  const locale = c.var.locale;
  rememberLocale(c);
  const source = await pageDataSource(c, locale);
  const data = await loadSiteData(source);
  return { locale, path: unprefixedPath(c).replace(/\/+$/, '') || '/', data, source };
}

function describe(data: SiteData, fallback: string): string {
  return parameterValue(data.parameters, 'COMPANY_DESCRIPTION')?.slice(0, 160) ?? fallback;
}

/** The LocalBusiness of the home and contact pages, with the first company address. */
async function businessJsonLd(
  c: Context<AppEnv>,
  resolved: Resolved,
  origin: string,
): Promise<Record<string, unknown>> {
  const { shared, cache } = resolved.source;
  const { addresses } = await cache.get('company-addresses', () => shared.companyAddresses());
  const logo = logoByType(resolved.data.info.logos, 'LOGO');
  const logoUrl = logo ? absoluteUrl(logo.onlineImage.url, origin) : undefined;
  const fallback = siteFallbackImage(resolved.data.info);
  const business = localBusiness(resolved.data.parameters, {
    url: `${origin}/`,
    logo: logoUrl,
    image: fallback ? absoluteUrl(fallback, origin) : logoUrl,
    address: addresses[0] ?? null,
  });
  if (resolved.path !== '/') return business;
  return homeJsonLd(business, {
    homeUrl: `${origin}${localLink(c, '/')}`,
    searchUrl: `${origin}${localLink(c, SEARCH_PATH)}`,
    name: typeof business.name === 'string' ? business.name : resolved.data.info.name,
    language: languageTag(resolved.locale),
    logo: logoUrl,
    sameAs: business.sameAs,
  });
}

export async function render(
  c: Context<AppEnv>,
  resolved: Resolved,
  page: {
    title: string;
    description: string;
    route: string;
    layout?: 'STANDARD' | 'WIDE';
    noindex?: boolean;
    jsonLd?: boolean;
    absoluteMenu?: boolean;
    alternates?: Record<string, string>;
    feeds?: FeedLink[];
  },
  content: ReactElement,
  status = 200,
): Promise<Response> {
  const origin = new URL(c.req.url).origin;
  return renderPage(
    c,
    {
      data: resolved.data,
      locale: resolved.locale,
      path: resolved.path,
      layout: page.layout ?? 'STANDARD',
      route: page.route,
      absoluteMenu: page.absoluteMenu,
      meta: {
        title: page.title,
        description: page.description,
        canonicalPath: localLink(c, resolved.path),
        noindex: page.noindex,
        jsonLd: page.jsonLd ? await businessJsonLd(c, resolved, origin) : undefined,
        ...(page.alternates ? { alternates: page.alternates } : {}),
        ...(page.feeds ? { feeds: page.feeds } : {}),
      },
    },
    content,
    status,
  );
}

/** The error page inside the site's layout; used by the error handler for page requests. */
export async function renderErrorInLayout(
  c: Context<AppEnv>,
  status: number,
  message: string,
): Promise<Response> {
  const resolved = await resolve(c);
  return render(
    c,
    resolved,
    {
      title: translatorFor(resolved.locale).t(status === 404 ? 'error.notFoundTitle' : 'error.pageTitle'),
      route: 'error',
      description: describe(resolved.data, ''),
      noindex: true,
    },
    <ErrorPage status={status} message={message} />,
    status,
  );
}

export async function renderCmsPage(
  c: Context<AppEnv>,
  resolved: Resolved,
  page: PageSummary,
  messageForm?: MessageFormState,
  status = 200,
): Promise<Response> {
  return renderCmsDetail(c, resolved, await loadPage(resolved.source, page.id), messageForm, status);
}

/**
 * A page's draft as the public page will show it (same layout, theme and language), for a
 * shared preview link: never indexed, and the caller keeps it out of every cache.
 */
export async function renderPagePreview(c: Context<AppEnv>, detail: PageDetail): Promise<Response> {
  const source = await pageDataSource(c, detail.locale);
  const data = await loadSiteData(source);
  return renderCmsDetail(
    c,
    { locale: detail.locale, path: detail.path, data, source },
    detail,
    undefined,
    200,
    true,
  );
}

async function renderCmsDetail(
  c: Context<AppEnv>,
  resolved: Resolved,
  detail: PageDetail,
  messageForm?: MessageFormState,
  status = 200,
  noindex = false,
): Promise<Response> {
  // What some blocks need besides the page (addresses, reviews, news, builder forms): one round,
  // only for the kinds of blocks the page has.
  const blockData = await loadBlockData(resolved.source, detail.blocks, c.var.requestId);
  return render(
    c,
    resolved,
    {
      title:
        detail.path === '/'
          ? (parameterValue(resolved.data.parameters, 'COMPANY_NAME') ?? detail.title)
          : detail.title,
      description: detail.metaDescription || describe(resolved.data, detail.title),
      layout: detail.layout,
      route: `page-${detail.url}`,
      noindex,
      absoluteMenu: detail.useAbsoluteMenu,
      jsonLd: detail.path === '/' || detail.path === '/me-contacter',
      alternates: pageAlternates(detail),
      // The home page points feed readers at the site's feeds.
      ...(detail.path === '/'
        ? {
            feeds: homeFeedLinks({
              data: resolved.data,
              locale: resolved.locale,
              defaultLocale: c.var.site.defaultLocale,
            }),
          }
        : {}),
    },
    <BlockDataContext.Provider value={blockData}>
      <MessageFormStateContext.Provider value={messageForm ?? null}>
        <CmsPage page={detail} />
      </MessageFormStateContext.Provider>
    </BlockDataContext.Provider>,
    status,
  );
}

/** A CMS page's paths per locale: its own and its translations' (each has its own path). */
function pageAlternates(detail: PageDetail): Record<string, string> {
  const alternates: Record<string, string> = { [detail.locale]: detail.path };
  for (const translation of translationsOf(detail)) alternates[translation.locale] = translation.slug;
  return alternates;
}
