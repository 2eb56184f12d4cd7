import { Hono, type Context } from 'hono';
import { LEGAL_PAGES, legalPathIn, specLegalPath } from '../../../src/domain/site/legal-text';
import type { PageSummary } from '../../../src/schema/content/page';
import { parameterValue } from '../../../src/schema/site/parameter';
import { LegalPage } from '../../../src/ui/pages/LegalPage';
import { allPages } from '../../../src/ui/site-view';
import { notFound, PAGE_NOT_FOUND } from '../../errors';
import { safeHref } from '../../../src/domain/shared/rich-text';
import type { AppEnv } from '../../http/app-env';
import { localLink } from '../../http/path-locale';
import { loadPage, loadSiteData, pageDataSource } from '../site/site-data';
import { translatorFor } from '../../../src/i18n/compiled-catalogue';
import { languageTag } from '../../../src/i18n/ui-locale';
import { translationsOf } from '../site/content-translations';
import { logAs, nameRoute } from '../../http/request-log';
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
import { render, renderCmsPage, resolve, type Resolved } from './page-render';

// Public pages. Site from the host (already resolved), locale from the path, data through
// the provider client and the KV cache, then React streaming SSR.

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
