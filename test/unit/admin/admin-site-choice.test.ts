import { describe, expect, it } from 'vitest';
import { adminSiteChoice } from '../../../worker/admin-host/admin-site-choice';

// The storefront URL the admin session gives for each site: the panel opens the
// site and reads its media there, so locally it must be on the port the Worker listens on.

const massage = { id: 1, name: 'Massages', url: 'http://localhost:8787', hosts: ['localhost', '127.0.0.1'] };

describe('adminSiteChoice', () => {
  it('puts a local site on the admin request’s port (npm start with PORT, e2e servers)', () => {
    expect(adminSiteChoice(massage, new URL('http://admin.localhost:8861/api/admin/session')).url).toBe(
      'http://localhost:8861',
    );
  });

  it('uses the admin request’s scheme for a production site without a port', () => {
    const shop = {
      id: 3,
      name: 'Boutique',
      url: 'https://www.boutique.example',
      hosts: ['www.boutique.example'],
    };
    expect(adminSiteChoice(shop, new URL('https://admin.example/api/admin/session'))).toMatchObject({
      host: 'www.boutique.example',
      url: 'https://www.boutique.example',
    });
  });
});
