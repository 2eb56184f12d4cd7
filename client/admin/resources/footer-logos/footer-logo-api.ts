import { pick, type ResourceApi } from '../../resource-types';

// Footer logos on the provider API (GET/POST /admin/footer-logo, PUT/DELETE …/{id}): the
// list is paged like every list (100 per page at most, the spec's footer page size).

const FOOTER_LOGO_FIELDS = ['name', 'image', 'link', 'order'] as const;

export const footerLogoApis: Record<string, ResourceApi> = {
  'footer-logos': {
    path: '/admin/footer-logo',
    listKey: 'footerLogos',
    paged: true,
    toInput: (record) => {
      const input = pick(record, FOOTER_LOGO_FIELDS);
      // An emptied link field means « no link »; an emptied order, « keep it where it is ».
      if (typeof input.link !== 'string' || input.link.trim() === '') input.link = null;
      if (typeof input.order !== 'number') delete input.order;
      return input;
    },
  },
};
