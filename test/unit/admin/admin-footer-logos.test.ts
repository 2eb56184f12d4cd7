import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../../client/admin/resource-api';

describe('the admin’s footer logos resource', () => {
  const api = RESOURCES['footer-logos']!;

  it('lists and writes on /admin/footer-logo, the page in footerLogos', () => {
    expect(api).toMatchObject({ path: '/admin/footer-logo', listKey: 'footerLogos', paged: true });
  });

  it('sends only the editable fields, an emptied link as none and an emptied order left out', () => {
    expect(
      api.toInput!({ id: 3, name: 'Label', image: '/media/l.svg', link: '  ', order: null, extra: 1 }),
    ).toEqual({ name: 'Label', image: '/media/l.svg', link: null });
    expect(api.toInput!({ name: 'L', image: '/a.svg', link: 'https://p.example/', order: 2 })).toEqual({
      name: 'L',
      image: '/a.svg',
      link: 'https://p.example/',
      order: 2,
    });
  });
});
