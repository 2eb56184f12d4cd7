import type { Context } from 'hono';
import type { ReactElement } from 'react';
import { consentNeeded } from '../../../src/domain/site/consent';
import { localisedPath, routeName } from '../../../src/domain/shared/locale';
import { appearanceStyleSheet } from '../../../src/domain/site/appearance';
import { themeStyleSheet, themeVariables } from '../../../src/domain/site/theme';
import { parameterValue } from '../../../src/schema/site/parameter';
import { Document, type DocumentMeta } from '../../../src/ui/document/Document';
import { StylesheetContext, type StylesheetTexts } from '../../../src/ui/document/Stylesheet';
import { StandardLayout } from '../../../src/ui/layout/StandardLayout';
import { WideLayout } from '../../../src/ui/layout/WideLayout';
import { pageAlternates, SiteViewContext, type SiteView } from '../../../src/ui/site-view';
import { translatorFor } from '../../../src/i18n/compiled-catalogue';
import { TranslatorContext } from '../../../src/i18n/react';
import { currentMember } from '../../auth/page-member';
import type { AppEnv } from '../../http/app-env';
import { pageSecurityPolicy } from '../../http/content-security-policy';
import { layoutIslands } from './islands';
import { islandsScriptUrl } from '../../http/islands-manifest';
import { inlineStylesheets } from './inline-stylesheets';
import type { SiteData } from './site-data';

export interface PageViewOptions {
  data: SiteData;
  locale: string;
  path: string;
  meta: DocumentMeta;
  layout: 'STANDARD' | 'WIDE';
  route: string; // route name without locale: 'page-accueil', 'auth', 'error'
  absoluteMenu?: boolean;
}

/** What the document shell needs besides the page's content: plain data, resolved up front. */
export interface PageProps extends PageViewOptions {
  origin: string;
  loggedIn: boolean;
  islandsScript: string | null;
  stylesheets: StylesheetTexts; // carried inline: no render-blocking stylesheet request
  consentOpen: boolean; // the banner renders open: the request carries no valid consent
}

// Page props reach the renderer's shell through @hono/react-renderer's Props.
declare module '@hono/react-renderer' {
  interface Props {
    page: PageProps;
  }
}

/** Resolves the request facts the shell depends on (and that the HTML cache keys on). */
export async function pageProps(c: Context<AppEnv>, options: PageViewOptions): Promise<PageProps> {
  const [user, islandsScript, stylesheets] = await Promise.all([
    currentMember(c),
    islandsScriptUrl(c.env.ASSETS, new URL(c.req.url).origin),
    inlineStylesheets(c.env.ASSETS, new URL(c.req.url).origin),
  ]);
  // Set during the render, so the HTML cache stores and replays it with the page.
  c.header('Content-Security-Policy', await pageSecurityPolicy(options.data.parameters));
  return {
    ...options,
    origin: new URL(c.req.url).origin,
    loggedIn: user !== null,
    islandsScript,
    stylesheets,
    consentOpen: consentNeeded(c.req.header('cookie')),
  };
}

/** The site's valid locales, the default one first (the one a site always has). */
function siteLocales(
  languages: readonly { code: string; isValid: boolean }[],
  defaultLocale: string,
): string[] {
  const others = languages.filter((language) => language.isValid && language.code !== defaultLocale);
  return [defaultLocale, ...others.map((language) => language.code)];
}

/** The whole document around a page's content: site context, document head and layout. */
export function PageShell({ page, children }: { page: PageProps; children: ReactElement }): ReactElement {
  const defaultLocale = page.data.info.defaultLang.code;
  const locales = siteLocales(page.data.info.languages, defaultLocale);
  // An error page exists in no other language: the switcher leads to the other homes.
  const alternates =
    page.route === 'error'
      ? { [page.locale]: page.path }
      : pageAlternates(locales, page.path, page.meta.alternates);
  const view: SiteView = {
    info: page.data.info,
    parameters: page.data.parameters,
    tree: page.data.tree,
    footer: page.data.footer,
    footerLogos: page.data.footerLogos,
    locale: page.locale,
    path: page.path,
    origin: page.origin,
    loggedIn: page.loggedIn,
    link: (path) => (path.startsWith('/') ? localisedPath(path, page.locale, defaultLocale) : path),
    routeName: routeName(page.route, page.locale),
    absoluteMenu: page.absoluteMenu ?? false,
    locales,
    defaultLocale,
    alternates,
  };
  const Layout = page.layout === 'WIDE' ? WideLayout : StandardLayout;
  const themeCss =
    themeStyleSheet(themeVariables(view.parameters, view.info.fonts)) + appearanceStyleSheet(view.parameters);
  return (
    <TranslatorContext.Provider value={translatorFor(page.locale)}>
      <SiteViewContext.Provider value={view}>
        <StylesheetContext.Provider value={page.stylesheets}>
          <Document
            meta={page.meta}
            themeCss={themeCss}
            islandsScript={page.islandsScript}
            endOfBody={parameterValue(view.parameters, 'CUSTOM_HTML_END_OF_BODY')}
          >
            <Layout islands={layoutIslands(view, page.consentOpen)}>{children}</Layout>
          </Document>
        </StylesheetContext.Provider>
      </SiteViewContext.Provider>
    </TranslatorContext.Provider>
  );
}
