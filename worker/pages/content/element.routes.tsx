import { zValidator } from '@hono/zod-validator';
import { Hono, type Context, type Next } from 'hono';
import type { z } from 'zod';
import { ProviderError } from '../../../src/provider/provider-error';
import {
  ELEMENT_PAGE_SIZE,
  REGISTRATION_FIELDS,
  type ElementList,
  type RegistrationField,
} from '../../../src/schema/content/element';
import { ElementListPage } from '../../../src/ui/element/ElementListPage';
import { REGISTRATION_HONEYPOT } from '../../../src/ui/element/RegistrationForm';
import { notFound, PAGE_NOT_FOUND } from '../../errors';
import type { AppEnv } from '../../http/app-env';
import { failOnInvalid } from '../../http/validate';
import { localLink } from '../../http/path-locale';
import { postedText, readableForm } from './page-form';
import { translatorFor } from '../../../src/i18n/compiled-catalogue';
import { listAlternates, listsOfLocales, otherLocaleKey } from './element-list-locales';
import { pageCacheHere } from '../../cache/page-cache';
import { titleBesideMenu } from '../site/distinct-title';
import { pageDataSource } from '../site/site-data';
import { logAs } from '../../http/request-log';
import { findElementPage, orNotFound, render, resolve, target, type Resolved } from './element-page-context';
import { detailPage } from './element-detail';

// Element list pages: /{keyList} lists a list's elements (24 per page, ?page=N links) and
// /{keyElem}/{id} shows one with its registration form, which posts to the same path (no
// JavaScript needed). The list-key mapping comes from GET /element through the page-data
// cache; a path that names no list falls through to the next routes (the CMS pages).
// Under another locale, a list's keys are its translated ones (the provider's overlay); a key
// of another locale's (the French /ateliers under /en) redirects 301 to this locale's, when
// the list exists here (element-list-locales.ts).

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
