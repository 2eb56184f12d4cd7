import { pick, type AdminRecord, type ResourceApi } from '../resource-types';

// The platform operator's resources: the sites, which host answers for which site, every
// site account with its role, and the operators themselves (platform accounts).
// Hosts are keyed by their name (they have no id).

export const operatorApis: Record<string, ResourceApi> = {
  sites: {
    path: '/admin/platform/site',
    listKey: null,
    paged: false,
    // « No model » is the select's empty choice (''): the API reads null as an empty site.
    toInput: (record) =>
      pick({ ...record, modelSiteId: record.modelSiteId === '' ? null : record.modelSiteId }, [
        'name',
        'url',
        'isECommerce',
        'isWinemaker',
        'isBuilding',
        'defaultLocale',
        'locales',
        'modelSiteId',
        'identity',
        'domains',
      ]),
  },
  domains: {
    path: '/admin/platform/domain',
    listKey: null,
    paged: false,
    toRecord: (data) => ({ ...(data as AdminRecord), id: (data as { host: string }).host }),
    toInput: (record) => pick(record, ['host', 'kind', 'idSite']),
  },
  'platform-users': {
    path: '/admin/platform/user',
    listKey: 'users',
    paged: true,
    // An account's only editable field is its role; the other fields are the creation form's.
    updatePath: (id) => `/admin/platform/user/${id}/role`,
    toInput: (record) => pick(record, ['idSite', 'email', 'firstname', 'lastname', 'role', 'password']),
  },
  operators: {
    path: '/admin/platform/operator',
    listKey: null,
    paged: false,
    toInput: (record) => pick(record, ['email', 'password']),
  },
};
