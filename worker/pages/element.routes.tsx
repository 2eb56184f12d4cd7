import { zValidator } from '@hono/zod-validator';
import { Hono, type Context, type Next } from 'hono';
import type { z } from 'zod';
import type { ReactElement } from 'react';
import { ProviderError } from '../../src/provider/client';
import {
  ELEMENT_PAGE_SIZE,
  REGISTRATION_FIELDS,
  type Element,
  type ElementList,
  type RegistrationField,
} from '../../src/schema/element';
import { ElementDetailPage } from '../../src/ui/element/ElementDetailPage';
import { ElementListPage } from '../../src/ui/element/ElementListPage';
import type { RegistrationFormState } from '../../src/ui/element/registration-form-state';
import { REGISTRATION_HONEYPOT } from '../../src/ui/element/RegistrationForm';
import { notFound, PAGE_NOT_FOUND } from '../errors';
import type { AppEnv } from '../http/app-env';
import { failOnInvalid } from '../http/validate';
import { localLink, unprefixedPath } from '../http/path-locale';
import { rememberLocale } from '../http/locale-cookie';
import { postedText, readableForm } from './page-form';
import { translatorFor } from '../../src/i18n/compiled-catalogue';
import { translationsOf } from './content-translations';
import { listAlternates, listsOfLocales, otherLocaleKey } from './element-list-locales';
import { renderPage } from './renderer';
import { pageCacheHere } from '../cache/page-cache';
import { titleBesideMenu } from './distinct-title';
import { elementDateTime } from '../../src/ui/element/element-date';
import { elementJsonLd } from '../../src/domain/event-json-ld';
import { splitFrenchAddress } from '../../src/domain/local-business';
import { parameterValue } from '../../src/schema/parameter';
import { absoluteUrl } from '../../src/ui/document/Document';
import { loadSiteData, pageDataSource, type PageDataSource, type SiteData } from './site-data';
import { logAs } from '../http/request-log';

// Element list pages: /{keyList} lists a list's elements (24 per page, ?page=N links) and
// /{keyElem}/{id} shows one with its registration form, which posts to the same path (no
// JavaScript needed). The list-key mapping comes from GET /element through the page-data
// cache; a path that names no list falls through to the next routes (the CMS pages).
// Under another locale, a list's keys are its translated ones (the provider's overlay); a key
// of another locale's (the French /ateliers under /en) redirects 301 to this locale's, when
// the list exists here (element-list-locales.ts).

interface Resolved {
  locale: string;
  path: string;
  source: PageDataSource;
  data: SiteData;
}

interface Target {
  locale: string;
  path: string;
  source: PageDataSource;
  lists: ElementList[];
}

/** Locale, path and the list-key mapping: enough to know whether the path is a list's. */
async function target(c: Context<AppEnv>): Promise<Target> {
  const locale = c.var.locale;
  const source = await pageDataSource(c, locale);
  const path = unprefixedPath(c).replace(/\/+$/, '') || '/';
  return { locale, path, source, lists: await lists(source) };
}

/** The rest of the page's context, once the path is known to be a list's. */
async function resolve(c: Context<AppEnv>, { locale, path, source }: Target): Promise<Resolved> {
  rememberLocale(c);
  return { locale, path, source, data: await loadSiteData(source) };
}

function lists(source: PageDataSource): Promise<ElementList[]> {
  return source.cache.get('element-lists', () => source.shared.elementLists());
}

/** A provider 404 is a page 404; anything else is the error handler's. */
async function orNotFound<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ProviderError && error.status === 404) throw notFound(PAGE_NOT_FOUND);
    throw error;
  }
}

function render(
  c: Context<AppEnv>,
  resolved: Resolved,
  meta: {
    title: string;
    description: string;
    route: string;
    canonicalPath: string;
    alternates: Record<string, string>;
    jsonLd?: Record<string, unknown>;
    image?: string | null;
    noindex?: boolean;
  },
  content: ReactElement,
  status = 200,
): Promise<Response> {
  return renderPage(
    c,
    {
      data: resolved.data,
      locale: resolved.locale,
      path: resolved.path,
      layout: 'STANDARD',
      route: meta.route,
      meta: {
        title: meta.title,
        description: meta.description.slice(0, 160),
        canonicalPath: localLink(c, meta.canonicalPath),
        alternates: meta.alternates,
        ...(meta.jsonLd ? { jsonLd: meta.jsonLd } : {}),
        ...(meta.image ? { image: meta.image } : {}),
        ...(meta.noindex ? { noindex: true } : {}),
      },
    },
    content,
    status,
  );
}

async function listPage(c: Context<AppEnv>, next: Next): Promise<Response | void> {
  const found = await target(c);
  const list = found.lists.find((entry) => `/${entry.keyList}` === found.path);
  if (!list) {
    const moved = await otherLocaleKey(c, found, 'keyList', found.path.slice(1));
    if (moved === null) return next();
    return c.redirect(`${localLink(c, `/${moved}`)}${new URL(c.req.url).search}`, 301);
  }
  const resolved = await resolve(c, found);
  const raw = c.req.query('page');
  const page = raw !== undefined && /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1;
  const { items, total } = await orNotFound(() =>
    resolved.source.cache.get(`elements:${list.route}:${page}`, () =>
      resolved.source.shared.elements(list.route, { page, nbItem: ELEMENT_PAGE_SIZE }),
    ),
  );
  const pages = Math.max(1, Math.ceil(total / ELEMENT_PAGE_SIZE));
  if (page > pages) throw notFound(PAGE_NOT_FOUND);
  return render(
    c,
    resolved,
    {
      title: listTitle(resolved, list, page),
      description: list.description || list.title,
      route: `element-${list.keyList}`,
      canonicalPath: page > 1 ? `/${list.keyList}?page=${page}` : `/${list.keyList}`,
      alternates: listAlternates(await listsOfLocales(c, found), list, (entry) => `/${entry.keyList}`),
    },
    <ElementListPage list={list} items={items} page={page} pages={pages} />,
  );
}

interface Found {
  resolved: Resolved;
  list: ElementList;
  element: Element;
  alternates: Record<string, string>;
}

/** The element page, or a redirect to this locale's key of its list, or null (not a list's). */
async function findElementPage(c: Context<AppEnv>): Promise<Found | Response | null> {
  const found = await target(c);
  const [, keyElem = '', rawId = ''] = found.path.split('/');
  const list = found.lists.find((entry) => entry.keyElem === keyElem);
  if (!list) {
    const moved = await otherLocaleKey(c, found, 'keyElem', keyElem);
    return moved === null ? null : c.redirect(localLink(c, `/${moved}/${rawId}`), 301);
  }
  const resolved = await resolve(c, found);
  const id = Number(rawId);
  const element = await orNotFound(() =>
    resolved.source.cache.get(`element:${list.route}:${id}`, () =>
      resolved.source.shared.element(list.route, id),
    ),
  );
  // The element exists in the locales it has a translation in (and its own, the default).
  const locales = new Set([
    c.var.site.defaultLocale,
    found.locale,
    ...translationsOf(element).map((t) => t.locale),
  ]);
  const alternates = listAlternates(
    await listsOfLocales(c, found),
    list,
    (entry) => `/${entry.keyElem}/${element.id}`,
    locales,
  );
  return { resolved, list, element, alternates };
}

/** The list's title, qualified when a menu page elsewhere has the same name. */
function listTitle(resolved: Resolved, list: ElementList, page: number): string {
  const t = translatorFor(resolved.locale);
  const own = titleBesideMenu(
    list.title,
    `/${list.keyList}`,
    resolved.data.tree,
    resolved.locale,
    t.t('element.listQualifier'),
  );
  return page > 1 ? t.t('news.pageTitle', { title: own, page }) : own;
}

/** A dated element's title names its date: two sessions of one workshop are two pages. */
function elementTitle(resolved: Resolved, element: Element): string {
  if (!element.startsAt) return element.title;
  return `${element.title} – ${elementDateTime(element.startsAt, translatorFor(resolved.locale))}`;
}

/** Its date first, for the same reason: the summary alone is the same for every session. */
function elementDescription(resolved: Resolved, element: Element, listDescription: string): string {
  const text = element.summary || listDescription || element.title;
  if (!element.startsAt) return text;
  return `${elementDateTime(element.startsAt, translatorFor(resolved.locale))} – ${text}`;
}

/** BreadcrumbList and, for a dated element, Event: the breadcrumb the page shows. */
function elementPageJsonLd(
  c: Context<AppEnv>,
  resolved: Resolved,
  list: ElementList,
  element: Element,
): Record<string, unknown> {
  const origin = new URL(c.req.url).origin;
  const absolute = (path: string) => `${origin}${localLink(c, path)}`;
  const t = translatorFor(resolved.locale);
  const name = parameterValue(resolved.data.parameters, 'COMPANY_NAME') ?? resolved.data.info.name;
  const url = absolute(`/${list.keyElem}/${element.id}`);
  return elementJsonLd(element, {
    url,
    steps: [
      { name: t.t('layout.home'), url: absolute('/') },
      { name: list.title, url: absolute(`/${list.keyList}`) },
      { name: element.title, url },
    ],
    organizer: { name, url: absolute('/') },
    businessAddress: splitFrenchAddress(
      parameterValue(resolved.data.parameters, 'COMPANY_HEAD_OFFICE') ?? '',
    ),
    ...(element.image ? { image: absoluteUrl(element.image.src, origin) } : {}),
  });
}

function detailPage(
  c: Context<AppEnv>,
  { resolved, list, element, alternates }: Found,
  form: RegistrationFormState | null,
  status = 200,
  noindex = false,
): Promise<Response> {
  return render(
    c,
    resolved,
    {
      title: elementTitle(resolved, element),
      description: elementDescription(resolved, element, list.description),
      route: `element-${list.keyElem}`,
      canonicalPath: `/${list.keyElem}/${element.id}`,
      alternates,
      jsonLd: elementPageJsonLd(c, resolved, list, element),
      image: element.image?.src ?? null,
      noindex,
    },
    <ElementDetailPage list={list} element={element} form={form} />,
    status,
  );
}

/**
 * An element's draft as its page will show it, for a shared preview link: in the site's
 * default language (an element's own), never indexed; the caller keeps it out of every cache.
 */
export async function renderElementPreview(
  c: Context<AppEnv>,
  list: ElementList,
  element: Element,
): Promise<Response> {
  const locale = c.var.site.defaultLocale;
  const source = await pageDataSource(c, locale);
  const path = `/${list.keyElem}/${element.id}`;
  const resolved: Resolved = { locale, path, source, data: await loadSiteData(source) };
  return detailPage(c, { resolved, list, element, alternates: { [locale]: path } }, null, 200, true);
}

async function elementPage(c: Context<AppEnv>, next: Next): Promise<Response | void> {
  const found = await findElementPage(c);
  if (!found) return next();
  if (found instanceof Response) return found;
  return detailPage(c, found, null);
}

/** What the registration form posts; the provider checks it (its refusals are shown below). */
const registrationForm = postedText([...REGISTRATION_FIELDS, REGISTRATION_HONEYPOT]);
type RegistrationPost = { out: { form: z.output<typeof registrationForm> } };

/** The registration form posted without JavaScript: the page again, with the outcome. */
async function register(c: Context<AppEnv, string, RegistrationPost>, next: Next): Promise<Response | void> {
  const found = await findElementPage(c);
  if (!found) return next();
  if (found instanceof Response) throw notFound(PAGE_NOT_FOUND); // a form posts to this locale's key
  const posted = c.req.valid('form');
  const values: Partial<Record<RegistrationField, string>> = {};
  for (const field of REGISTRATION_FIELDS) values[field] = posted[field];
  try {
    await found.resolved.source.provider.registerToElement(found.list.route, found.element.id, {
      firstname: posted.firstname,
      lastname: posted.lastname,
      email: posted.email,
      phone: posted.phone,
      seats: posted.seats,
      message: posted.message,
      website: posted[REGISTRATION_HONEYPOT],
    });
  } catch (error) {
    // 5xx and network failures are the provider's, not the visitor's: the error handler's.
    if (!(error instanceof ProviderError) || error.status >= 500) throw error;
    const errors =
      (error.data as { errors?: Partial<Record<RegistrationField, string>> } | null)?.errors ?? {};
    const state = { values, errors, notice: { kind: 'error' as const, text: error.message } };
    return detailPage(c, found, state, error.status);
  }
  // Read again: the places left changed (the registration bumped the content version).
  const fresh = await pageDataSource(c, found.resolved.locale);
  const element = await orNotFound(() => fresh.shared.element(found.list.route, found.element.id));
  const notice = {
    kind: 'success' as const,
    text: translatorFor(found.resolved.locale).t('element.registered'),
  };
  return detailPage(c, { ...found, element }, { values: {}, errors: {}, notice });
}

// The GET pages go through the HTML cache here: these routes come before the app's pageCache
// (worker/index.ts), and every one-segment path (/me-contacter, /boutique…) first asks them
// whether it names a list. Inside the cached view, that lookup is a HIT's nothing and a cold
// view's part of its one D1 batch; the workshop pages themselves are cached like
// any page (nothing in them is the visitor's: registrations bump the content version).
export const elementPageRoutes = new Hono<AppEnv>()
  .get('/:keyList', logAs('page:element-list'), pageCacheHere, listPage)
  .get('/:keyElem/:id{[1-9][0-9]{0,15}}', logAs('page:element'), pageCacheHere, elementPage)
  .post(
    '/:keyElem/:id{[1-9][0-9]{0,15}}',
    readableForm,
    zValidator('form', registrationForm, failOnInvalid),
    register,
  );
