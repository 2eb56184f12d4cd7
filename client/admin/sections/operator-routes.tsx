import type { ReactElement } from 'react';
import { Route } from 'react-router';
import { isOperator, type AdminPermissions } from '../permissions';
import { PLATFORM_HEALTH_PATH, PlatformHealthScreen } from '../resources/operator/platform-health';

// The operator section's custom screens (react-router <Route> elements with keys).

export function operatorRoutes(permissions: AdminPermissions | null): ReactElement[] {
  if (!isOperator(permissions)) return [];
  return [<Route key="platform-health" path={PLATFORM_HEALTH_PATH} element={<PlatformHealthScreen />} />];
}
