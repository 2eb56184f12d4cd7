import { Hono, type Context } from 'hono';
import type { ReactElement } from 'react';
import { LEGAL_PAGES, legalPathIn, specLegalPath } from '../../src/domain/legal-text';
import { localBusiness } from '../../src/domain/local-business';
import { homeJsonLd } from '../../src/domain/site-json-ld';
import { SEARCH_PATH } from '../../src/ui/search/search-paths';
import type { PageDetail, PageSummary } from '../../src/schema/page';
import { parameterValue } from '../../src/schema/parameter';
import { BlockDataContext } from '../../src/ui/blocks/block-data';
import { MessageFormStateContext, type MessageFormState } from '../../src/ui/blocks/message-form-state';
import { CmsPage } from '../../src/ui/pages/CmsPage';
import { ErrorPage } from '../../src/ui/pages/ErrorPage';
import { LegalPage } from '../../src/ui/pages/LegalPage';
import { allPages } from '../../src/ui/site-view';
import { notFound, PAGE_NOT_FOUND } from '../errors';
import { safeHref } from '../../src/domain/rich-text';
import type { AppEnv } from '../http/app-env';
import { localLink, unprefixedPath } from '../http/path-locale';
import { loadBlockData } from './block-data';
import { renderPage } from './renderer';
import { loadPage, loadSiteData, pageDataSource, type SiteData } from './site-data';
import { homeFeedLinks } from './feed-links';
import { absoluteUrl, type FeedLink } from '../../src/ui/document/Document';
import { siteFallbackImage } from '../../src/ui/document/og-image';
import { logoByType } from '../../src/schema/site';
import { translatorFor } from '../../src/i18n/compiled-catalogue';
import { languageTag } from '../../src/i18n/ui-locale';
import { translationsOf } from './content-translations';
import { rememberLocale } from '../http/locale-cookie';
import { logAs, nameRoute } from '../http/request-log';
import {
  messageJson,
  hasMessageForm,
  noMessageForm,
  submitMessageForm,
  validMessage,
  wantsJson,
  type PostedMessage,
} from './message-form';
import { readableForm } from './page-form';

// Public pages. Site from the host (already resolved), locale from the path, data through
// the provider client and the KV cache, then React streaming SSR.

interface Resolved {
  locale: string;
  path: string;
  data: SiteData;
  source: Awaited<ReturnType<typeof pageDataSource>>;
}

async function resolve(c: Context<AppEnv>): Promise<Resolved> {
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

async function render(
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

function findByPath(pages: PageSummary[], path: string): PageSummary | undefined {
  return pages.find((page) => page.path === path);
}

/**
 * Spec: page-detail URLs are per page slug (/accueil, /les-massages-bien-etre…). A page lives
 * at its path (/, /les-massages/les-massages-bien-etre), so its slug alone answers 301 there.
 */
function findBySlug(pages: PageSummary[], path: string): PageSummary | undefined {
  const slug = /^\/([^/]+)$/.exec(path)?.[1];
  if (slug === undefined) return undefined;
  return pages.find((page) => page.url === slug && page.path !== path && page.link.type !== 'URL');
}

async function renderCmsPage(
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

/**
 * The language a legal text is shown in: the page's, unless the owner has not translated it
 * and the default language's text stands in (the provider's settings fall back to it); then
 * the default language's tag, for <div lang>.
 */
async function legalTextLang(
  c: Context<AppEnv>,
  resolved: Resolved,
  parameter: string,
): Promise<string | undefined> {
  const defaultLocale = c.var.site.defaultLocale;
  if (resolved.locale === defaultLocale) return undefined;
  const own = parameterValue(resolved.data.parameters, parameter) ?? '';
  if (own.trim() === '') return undefined;
  const fallback = await loadSiteData(await pageDataSource(c, defaultLocale));
  return parameterValue(fallback.parameters, parameter) === own ? languageTag(defaultLocale) : undefined;
}

/**
 * Another language's page path under this locale (/en/qui-suis-je, the French page's): the
 * path of its version in this locale when it has one (/about-me), else null (404). Only a
 * multilingual site looks in its other locales.
 */
async function translatedPagePath(c: Context<AppEnv>, path: string): Promise<string | null> {
  for (const locale of c.var.site.locales) {
    if (locale === c.var.locale) continue;
    const source = await pageDataSource(c, locale);
    const other = findByPath(allPages((await loadSiteData(source)).tree, locale), path);
    if (!other || other.link.type === 'URL') continue;
    const there = translationsOf(await loadPage(source, other.id)).find(
      (entry) => entry.locale === c.var.locale,
    );
    if (there) return there.slug;
  }
  return null;
}

/** A message form posted to the page that carries it (see message-form.ts). */
async function postMessageForm(
  c: Context<AppEnv, string, { out: { form: PostedMessage } }>,
): Promise<Response> {
  const resolved = await resolve(c);
  const page = findByPath(allPages(resolved.data.tree, resolved.locale), resolved.path);
  if (!page) throw notFound(PAGE_NOT_FOUND);
  if (!hasMessageForm(await loadPage(resolved.source, page.id))) throw noMessageForm(c);
  const outcome = await submitMessageForm(
    resolved.source.provider,
    c.req.valid('form'),
    translatorFor(c.var.locale),
  );
  if (wantsJson(c)) return messageJson(c, outcome);
  return renderCmsPage(c, resolved, page, outcome.state, outcome.status);
}

/** The kind a CMS page is logged under: the home page, the contact page, a legal page, or content. */
function cmsPageKind(path: string, legal: boolean): 'home' | 'contact' | 'legal' | 'content' {
  if (path === '/') return 'home';
  if (path === '/me-contacter') return 'contact';
  return legal ? 'legal' : 'content';
}

export const pageRoutes = new Hono<AppEnv>()
  .get('/contact', (c) => c.redirect(localLink(c, '/me-contacter'), 301)) // spec: for exercising data rights
  .get('/cgu', (c) => c.redirect(localLink(c, '/use-terms'), 301)) // the terms of use section called CGU
  .post('/me-contacter', readableForm, validMessage, postMessageForm)
  .get('*', async (c) => {
    // Logged by kind, not as the catch-all '/*' (worker/http/request-log.ts): few names, so
    // grouping by route still tells pages apart, and never a path (it can carry anything).
    nameRoute(c, 'page:missing');
    const resolved = await resolve(c);
    // In French a legal page has its French address; the spec's path answers 301 to it.
    const specPath = specLegalPath(resolved.path) ?? resolved.path;
    if (LEGAL_PAGES[specPath] && legalPathIn(specPath, resolved.locale) !== resolved.path) {
      return c.redirect(localLink(c, specPath), 301);
    }
    const legal =
      legalPathIn(specPath, resolved.locale) === resolved.path ? LEGAL_PAGES[specPath] : undefined;
    const pages = allPages(resolved.data.tree, resolved.locale);
    const page = findByPath(pages, resolved.path) ?? (legal ? findByPath(pages, specPath) : undefined);
    if (page) nameRoute(c, `page:${cmsPageKind(page.path, Boolean(legal))}`);
    else if (legal) nameRoute(c, 'page:legal');
    if (page?.link.type === 'URL' && page.link.url) {
      nameRoute(c, 'page:link');
      // The same rule as every link the site shows: a javascript: (or other unsafe) target is no page.
      const target = safeHref(page.link.url);
      if (target === null) throw notFound(PAGE_NOT_FOUND);
      // A menu entry leads where its owner points it now (302); kept out of the menu, the
      // page only forwards an address that moved for good (301: search engines follow it).
      return c.redirect(target, page.showInMenu ? 302 : 301);
    }

    if (legal) {
      const title = page?.title ?? translatorFor(resolved.locale).t(`legal.${legal.parameter}`);
      const textLang = await legalTextLang(c, resolved, legal.parameter);
      return render(
        c,
        resolved,
        {
          title,
          description: page?.metaDescription || title,
          route: `legal-${legal.parameter.toLowerCase()}`,
          // Each language's address of the same legal page (Document spells it per locale).
          alternates: Object.fromEntries(c.var.site.locales.map((locale) => [locale, specPath])),
        },
        <LegalPage parameterType={legal.parameter} title={title} textLang={textLang} />,
      );
    }
    if (!page) {
      const bySlug = findBySlug(allPages(resolved.data.tree, resolved.locale), resolved.path);
      if (bySlug) return c.redirect(localLink(c, bySlug.path), 301);
      const moved = await translatedPagePath(c, resolved.path);
      if (moved !== null) return c.redirect(localLink(c, moved), 301);
      throw notFound(PAGE_NOT_FOUND);
    }
    return renderCmsPage(c, resolved, page);
  })
  .post('*', logAs('page:message-form'), readableForm, validMessage, postMessageForm); // a contact form on any page posts to that page
