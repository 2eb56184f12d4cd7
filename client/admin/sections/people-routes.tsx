import type { ReactElement } from 'react';
import type { AdminPermissions } from '../permissions';

// The people section's custom screens (react-router <Route> elements with keys).

export function peopleRoutes(_permissions: AdminPermissions | null): ReactElement[] {
  return [];
}
