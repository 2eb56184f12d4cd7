import { createElement, type ReactElement } from 'react';
import { translatorFor } from '../../../src/i18n/compiled-catalogue';
import { TranslatorContext } from '../../../src/i18n/react';
import type { PageSummary } from '../../../src/schema/content/page';
import type { Logo, SiteInfo } from '../../../src/schema/site/site';
import type { SiteView } from '../../../src/ui/site-view';
import { massageParameters } from './parameters';

// A site view (what the layouts read from SiteViewContext) for rendering components alone.

export const ORIGIN = 'https://www.massages.example';

/** The element inside the translator of a locale, as the page shell provides it. */
export const inLocale = (element: ReactElement, locale = 'fr_FR'): ReactElement =>
  createElement(TranslatorContext.Provider, { value: translatorFor(locale) }, element);

export function logo(url: string): Logo {
  return {
    id: 1,
    filename: 'logo.svg',
    alt: 'Massages',
    type: 'LOGO',
    onlineImage: { id: 1, externalId: null, externalType: null, externalPath: null, url },
  };
}

export function siteInfo(logos: Logo[] = []): SiteInfo {
  return {
    id: 1,
    name: 'Massages',
    url: ORIGIN,
    devUrl: [],
    prodUrl: [],
    server: [],
    fonts: [],
    logos,
    languages: [],
    isWinemaker: false,
    isECommerce: false,
    isBuilding: false,
    technicalFileModel: null,
    dashboardType: 'DEFAULT',
    defaultLang: { code: 'fr_FR', label: 'Français', flag: null },
  };
}

export function page(id: number, link: PageSummary['link'], path = `/page-${id}`): PageSummary {
  return {
    id,
    menuIcon: null,
    isValid: true,
    order: id,
    idSite: 1,
    idParent: null,
    isText: false,
    type: 'PAGE',
    layout: 'STANDARD',
    showInMenu: true,
    isFixedOnRight: false,
    useAbsoluteMenu: false,
    reload: false,
    cms: { isCmsPage: true, route: null },
    link,
    title: `Page ${id}`,
    url: path.slice(1),
    path,
    menuTitle: null,
    metaDescription: '',
    locale: 'fr_FR',
    children: [],
  };
}

export function view(overrides: Partial<SiteView> = {}): SiteView {
  return {
    info: siteInfo(),
    parameters: massageParameters,
    tree: { fr_FR: [], rightPages: [] },
    footer: null,
    locale: 'fr_FR',
    path: '/',
    origin: ORIGIN,
    loggedIn: false,
    link: (path) => path,
    routeName: 'page___fr_FR',
    absoluteMenu: false,
    locales: ['fr_FR'],
    defaultLocale: 'fr_FR',
    alternates: { fr_FR: overrides.path ?? '/' },
    ...overrides,
  };
}
