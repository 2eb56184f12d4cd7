import { pick, type ResourceApi } from '../resource-types';

// The platform operator's resources (SUPER_ADMIN): the sites, their domains and users.

export const operatorApis: Record<string, ResourceApi> = {
  sites: {
    path: '/admin/platform/site',
    listKey: null,
    paged: false,
    toInput: (record) =>
      pick(record, [
        'name',
        'url',
        'isECommerce',
        'isWinemaker',
        'isBuilding',
        'defaultLocale',
        'modelSiteId',
        'domains',
      ]),
  },
};
