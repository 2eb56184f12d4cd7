import { Admin, CustomRoutes } from 'react-admin';
import { createAuthProvider } from './auth-provider';
import { AdminLayout, adminTheme } from './layout';
import { createDataProvider } from './data-provider';
import { i18nProvider } from './i18n';
import { lazyScreens } from './lazy-screens';
import type { AdminPermissions } from './permissions';
import { contentResources } from './sections/content';
import { editorialResources } from './sections/editorial';
import { operatorResources } from './sections/operator';
import { peopleResources } from './sections/people';
import { shopResources } from './sections/shop';
import { siteResources } from './sections/site';
import { customRoutes } from './sections/custom-routes';

// The admin panel (issue 13): react-admin over the provider API, in French, on the site's own
// session. Owners (ADMIN) run their site; the platform operator (SUPER_ADMIN) also sees the
// sites. Each section of the menu comes from its own file (client/admin/sections/*.tsx).

const apiFetch = (path: string, init?: RequestInit) => fetch(path, init);
const dataProvider = createDataProvider(apiFetch);
const authProvider = createAuthProvider(apiFetch, (url) => window.location.assign(url));
// The dashboard's charts library is loaded with the dashboard, not with the frame.
const Dashboard = lazyScreens(() => import('./Dashboard'))('Dashboard');

export function AdminApp() {
  return (
    <Admin
      title="Administration du site"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      dashboard={Dashboard}
      layout={AdminLayout}
      theme={adminTheme}
      loginPage={false}
      requireAuth
      disableTelemetry
    >
      {(permissions: AdminPermissions | null) => (
        <>
          {siteResources(permissions)}
          {editorialResources(permissions)}
          {contentResources(permissions)}
          {peopleResources(permissions)}
          {shopResources(permissions)}
          {operatorResources(permissions)}
          <CustomRoutes>{customRoutes(permissions)}</CustomRoutes>
        </>
      )}
    </Admin>
  );
}
