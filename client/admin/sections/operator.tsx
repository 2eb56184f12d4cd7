import type { ReactElement } from 'react';
import { Resource } from 'react-admin';
import { isOperator, type AdminPermissions } from '../permissions';
import { DomainCreate, DomainList } from '../resources/operator/domains';
import { UserCreate, UserEdit, UserList } from '../resources/operator/users';
import { SiteCreate, SiteEdit, SiteList } from '../resources/sites';

// The platform operator's screens (SUPER_ADMIN only; the API refuses anyone else too): sites,
// which host answers for which site, and the accounts and roles of every site.

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
    <Resource
      key="domains"
      name="domains"
      options={{ label: 'Domaines (opérateur)' }}
      list={DomainList}
      create={DomainCreate}
      recordRepresentation="host"
    />,
    <Resource
      key="platform-users"
      name="platform-users"
      options={{ label: 'Comptes (opérateur)' }}
      list={UserList}
      edit={UserEdit}
      create={UserCreate}
      recordRepresentation="email"
    />,
  ];
}
