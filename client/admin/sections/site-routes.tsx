import type { ReactElement } from 'react';
import { Route } from 'react-router';
import type { AdminPermissions } from '../permissions';
import { SENDER_DOMAIN_PATH, SenderDomainScreen } from '../resources/site/sender-domain';

// The site section's custom screens (react-router <Route> elements with keys).

export function siteRoutes(_permissions: AdminPermissions | null): ReactElement[] {
  return [<Route key="sender-domain" path={SENDER_DOMAIN_PATH} element={<SenderDomainScreen />} />];
}
