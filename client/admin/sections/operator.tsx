import type { ReactElement } from 'react';
import { Resource } from 'react-admin';
import { isOperator, type AdminPermissions } from '../permissions';
import { SiteCreate, SiteEdit, SiteList } from '../resources/sites';

// The platform operator's screens (SUPER_ADMIN only): sites, their domains and users.

export function operatorResources(permissions: AdminPermissions | null): ReactElement[] {
  if (!isOperator(permissions)) return [];
  return [
    <Resource
      key="sites"
      name="sites"
      options={{ label: 'Sites (opérateur)' }}
      list={SiteList}
      edit={SiteEdit}
      create={SiteCreate}
      recordRepresentation="name"
    />,
  ];
}
