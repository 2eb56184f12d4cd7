import type { ReactElement } from 'react';
import type { AdminPermissions } from '../permissions';

// The operator section's custom screens (react-router <Route> elements with keys).

export function operatorRoutes(_permissions: AdminPermissions | null): ReactElement[] {
  return [];
}
