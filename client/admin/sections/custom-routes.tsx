import type { ReactElement } from 'react';
import type { AdminPermissions } from '../permissions';
import { contentRoutes } from './content-routes';
import { operatorRoutes } from './operator-routes';
import { peopleRoutes } from './people-routes';
import { shopRoutes } from './shop-routes';
import { siteRoutes } from './site-routes';

// Screens that are not a resource's list or form (the menu tree, grouped settings, the
// dashboard's details…): each section adds its <Route> elements in its own file.

export function customRoutes(permissions: AdminPermissions | null): ReactElement[] {
  return [
    ...siteRoutes(permissions),
    ...contentRoutes(permissions),
    ...peopleRoutes(permissions),
    ...shopRoutes(permissions),
    ...operatorRoutes(permissions),
  ];
}
