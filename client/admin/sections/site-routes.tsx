import type { ReactElement } from 'react';
import type { AdminPermissions } from '../permissions';

// The site section's custom screens (react-router <Route> elements with keys).

export function siteRoutes(_permissions: AdminPermissions | null): ReactElement[] {
  return [];
}
