import type { Context } from 'hono';
import type { ReactElement, ReactNode } from 'react';
import { localisedPath, routeName } from '../../src/domain/locale';
import { themeStyleSheet, themeVariables } from '../../src/domain/theme';
import { parameterValue } from '../../src/schema/parameter';
import { Document, type DocumentMeta } from '../../src/ui/document/Document';
import { StandardLayout } from '../../src/ui/layout/StandardLayout';
import { WideLayout } from '../../src/ui/layout/WideLayout';
import { SiteViewContext, type SiteView } from '../../src/ui/site-view';
import { currentUser } from '../auth/current-user';
import type { AppEnv } from '../http/app-env';
import { pageSecurityPolicy } from '../http/content-security-policy';
import { layoutIslands } from './islands';
import { islandsScriptUrl } from './islands-manifest';
import type { SiteData } from './site-data';

export interface PageViewOptions {
  data: SiteData;
  locale: string;
  path: string;
  meta: DocumentMeta;
  layout: 'STANDARD' | 'WIDE';
  content: ReactNode;
  route: string; // route name without locale: 'page-accueil', 'auth', 'error'
  absoluteMenu?: boolean;
}

/** The whole document for one page: site context, document head, layout and content. */
export async function pageView(c: Context<AppEnv>, options: PageViewOptions): Promise<ReactElement> {
  const view: SiteView = {
    info: options.data.info,
    parameters: options.data.parameters,
    tree: options.data.tree,
    footer: options.data.footer,
    locale: options.locale,
    path: options.path,
    origin: new URL(c.req.url).origin,
    loggedIn: (await currentUser(c)) !== null,
    link: (path) =>
      path.startsWith('/') ? localisedPath(path, options.locale, options.data.info.defaultLang.code) : path,
    routeName: routeName(options.route, options.locale),
    absoluteMenu: options.absoluteMenu ?? false,
  };
  const Layout = options.layout === 'WIDE' ? WideLayout : StandardLayout;
  c.header('Content-Security-Policy', await pageSecurityPolicy(view.parameters));
  const themeCss = themeStyleSheet(themeVariables(view.parameters, view.info.fonts));
  return (
    <SiteViewContext.Provider value={view}>
      <Document
        meta={options.meta}
        themeCss={themeCss}
        islandsScript={await islandsScriptUrl(c)}
        endOfBody={parameterValue(view.parameters, 'CUSTOM_HTML_END_OF_BODY')}
      >
        <Layout islands={layoutIslands(view, c.req.header('cookie'))}>{options.content}</Layout>
      </Document>
    </SiteViewContext.Provider>
  );
}
