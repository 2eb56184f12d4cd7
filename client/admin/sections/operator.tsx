import type { ReactElement } from 'react';
import { Resource } from 'react-admin';
import { isOperator, type AdminPermissions } from '../permissions';
import { lazyScreens } from '../lazy-screens';

// The platform operator's screens (operators only; the API refuses anyone else too): sites,
// which host answers for which site, the accounts and roles of every site, and the operators.

const fromOperatorDomains = lazyScreens(() => import('../resources/operator/domains'));
const DomainCreate = fromOperatorDomains('DomainCreate');
const DomainList = fromOperatorDomains('DomainList');

const fromOperatorUsers = lazyScreens(() => import('../resources/operator/users'));
const UserCreate = fromOperatorUsers('UserCreate');
const UserEdit = fromOperatorUsers('UserEdit');
const UserList = fromOperatorUsers('UserList');

const fromOperators = lazyScreens(() => import('../resources/operator/operators'));
const OperatorCreate = fromOperators('OperatorCreate');
const OperatorList = fromOperators('OperatorList');

const fromSites = lazyScreens(() => import('../resources/sites'));
const SiteCreate = fromSites('SiteCreate');
const SiteEdit = fromSites('SiteEdit');
const SiteList = fromSites('SiteList');

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
    <Resource
      key="operators"
      name="operators"
      options={{ label: 'Opérateurs' }}
      list={OperatorList}
      create={OperatorCreate}
      recordRepresentation="email"
    />,
  ];
}
