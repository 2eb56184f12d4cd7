import { useMemo } from 'react';
import { Admin, CustomRoutes } from 'react-admin';
import { apiFetch } from './api-fetch';
import { readSession, signOut } from './admin-session';
import { createAuthProvider } from './auth-provider';
import { AdminLayout, adminTheme } from './layout';
import { createDataProvider } from './data-provider';
import { i18nProvider } from './i18n';
import { lazyScreens } from './lazy-screens';
import { AdminNotification } from './messages/AdminNotification';
import type { AdminPermissions } from './permissions';
import { bookingResources } from './sections/booking';
import { contentResources } from './sections/content';
import { editorialResources } from './sections/editorial';
import { footerLogoResource } from './resources/footer-logos';
import { operatorResources } from './sections/operator';
import { peopleResources } from './sections/people';
import { giftCardResources } from './sections/gift-cards';
import { shopResources } from './sections/shop';
import { siteResources } from './sections/site';
import { customRoutes } from './sections/custom-routes';

// The admin panel: react-admin over the provider API, in French, on the admin host
// under /sites/{id}/, one site at a time; its own routes follow the # (react-admin's
// hash router). Owners run their site; the platform operator also gets the platform screens.
// Each section of the menu comes from its own file (client/admin/sections/*.tsx).

const dataProvider = createDataProvider(apiFetch);
// The dashboard's charts library is loaded with the dashboard, not with the frame.
const Dashboard = lazyScreens(() => import('./Dashboard'))('Dashboard');

export function AdminApp({ siteId }: { siteId: number }) {
  const authProvider = useMemo(
    () =>
      createAuthProvider({
        apiFetch,
        readSession,
        signOut,
        siteId,
        here: () => `${window.location.pathname}${window.location.search}${window.location.hash}`,
        goTo: (url) => window.location.assign(url),
      }),
    [siteId],
  );
  return (
    <Admin
      title="Administration"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      dashboard={Dashboard}
      layout={AdminLayout}
      notification={AdminNotification}
      theme={adminTheme}
      loginPage={false}
      requireAuth
      disableTelemetry
    >
      {(permissions: AdminPermissions | null) => (
        <>
          {siteResources(permissions)}
          {editorialResources(permissions)}
          {footerLogoResource()}
          {contentResources(permissions)}
          {peopleResources(permissions)}
          {shopResources(permissions)}
          {bookingResources(permissions)}
          {giftCardResources(permissions)}
          {operatorResources(permissions)}
          <CustomRoutes>{customRoutes(permissions)}</CustomRoutes>
        </>
      )}
    </Admin>
  );
}
