import polyglotI18nProvider from 'ra-i18n-polyglot';
import frenchMessages from 'ra-language-french';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { createAuthProvider } from './auth-provider';
import { Dashboard } from './Dashboard';
import { createDataProvider } from './data-provider';
import { AuditList } from './resources/audit';
import { MessageList, MessageShow } from './resources/messages';
import { NewsCreate, NewsEdit, NewsList } from './resources/news';
import { PageCreate, PageEdit, PageList } from './resources/pages';
import { SettingEdit, SettingList } from './resources/settings';
import { SiteCreate, SiteEdit, SiteList } from './resources/sites';

// The admin panel (issue 13): react-admin over the provider API, in French, on the site's own
// session. Owners (ADMIN) run their site; the platform operator (SUPER_ADMIN) also sees the sites.

const apiFetch = (path: string, init?: RequestInit) => fetch(path, init);
const dataProvider = createDataProvider(apiFetch);
const authProvider = createAuthProvider(apiFetch, (url) => window.location.assign(url));
const i18nProvider = polyglotI18nProvider(() => frenchMessages, 'fr');

export function AdminApp() {
  return (
    <Admin
      title="Administration du site"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      dashboard={Dashboard}
      loginPage={false}
      requireAuth
      disableTelemetry
    >
      {(role: string | null) => (
        <>
          <Resource
            name="pages"
            options={{ label: 'Pages' }}
            list={PageList}
            edit={PageEdit}
            create={PageCreate}
            recordRepresentation="title"
          />
          <Resource
            name="news"
            options={{ label: 'Actualités' }}
            list={NewsList}
            edit={NewsEdit}
            create={NewsCreate}
            recordRepresentation="title"
          />
          <Resource
            name="messages"
            options={{ label: 'Messages' }}
            list={MessageList}
            show={MessageShow}
            recordRepresentation="subject"
          />
          <Resource
            name="settings"
            options={{ label: 'Réglages' }}
            list={SettingList}
            edit={SettingEdit}
            recordRepresentation="label"
          />
          <Resource name="audit" options={{ label: 'Journal' }} list={AuditList} />
          {role === 'SUPER_ADMIN' ? (
            <Resource
              name="sites"
              options={{ label: 'Sites (opérateur)' }}
              list={SiteList}
              edit={SiteEdit}
              create={SiteCreate}
              recordRepresentation="name"
            />
          ) : null}
          <CustomRoutes>{[]}</CustomRoutes>
        </>
      )}
    </Admin>
  );
}
