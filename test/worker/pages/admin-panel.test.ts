import { describe, expect, it } from 'vitest';
import { ADMIN, ADMIN_HOST, login, MEMBER } from '../support/accounts';
import { request, WINE_HOST } from '../support/http';

// The admin panel lives on the admin host: /admin on a storefront sends everyone,
// signed in or not, to that site's panel there; the admin host serves the shell, never cached.

describe('/admin on a storefront', () => {
  it('sends visitors, members and the owner to the site’s panel on the admin host', async () => {
    const cookies = [undefined, `token=${await login(MEMBER)}`, `token=${await login(ADMIN)}`];
    for (const cookie of cookies) {
      const response = await request('/admin', { headers: cookie ? { cookie } : {} });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(`http://${ADMIN_HOST}/sites/1/`);
    }
  });

  it('sends the wine site’s /admin/… to the wine site’s panel', async () => {
    const response = await request('/admin/produits', { host: WINE_HOST });
    expect(response.headers.get('location')).toBe(`http://${ADMIN_HOST}/sites/2/`);
  });
});

describe('the admin host’s shell', () => {
  it('is in French, not indexed, not stored', async () => {
    const response = await request('/sites/1/', { host: ADMIN_HOST });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<div id="admin-root"></div>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<title>Administration</title>');
  });
});
