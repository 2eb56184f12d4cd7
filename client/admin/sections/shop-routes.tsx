import type { ReactElement } from 'react';
import type { AdminPermissions } from '../permissions';

// The shop section's custom screens (react-router <Route> elements with keys).

export function shopRoutes(_permissions: AdminPermissions | null): ReactElement[] {
  return [];
}
