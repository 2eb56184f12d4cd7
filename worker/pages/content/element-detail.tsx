import type { Context } from 'hono';
import type { Element, ElementList } from '../../../src/schema/content/element';
import { ElementDetailPage } from '../../../src/ui/element/ElementDetailPage';
import type { RegistrationFormState } from '../../../src/ui/element/registration-form-state';
import type { AppEnv } from '../../http/app-env';
import { localLink } from '../../http/path-locale';
import { translatorFor } from '../../../src/i18n/compiled-catalogue';
import { elementDateTime } from '../../../src/ui/element/element-date';
import { elementJsonLd } from '../../../src/domain/content/event-json-ld';
import { splitFrenchAddress } from '../../../src/domain/site/local-business';
import { parameterValue } from '../../../src/schema/site/parameter';
import { absoluteUrl } from '../../../src/ui/document/Document';
import { loadSiteData, pageDataSource } from '../site/site-data';
import { render, type Found, type Resolved } from './element-page-context';

// One element's page: its title and description name its date, its JSON-LD its breadcrumb
// and event; the same page draws a draft for a preview link.

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

export function detailPage(
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
