import type { ReactElement } from 'react';
import type { AdminPermissions } from '../permissions';

// The content section's custom screens (react-router <Route> elements with keys).

export function contentRoutes(_permissions: AdminPermissions | null): ReactElement[] {
  return [];
}
