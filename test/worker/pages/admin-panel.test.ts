import { describe, expect, it } from 'vitest';
import { ADMIN, login, MEMBER, WINE_ADMIN } from '../support/accounts';
import { request, WINE_HOST } from '../support/http';

// /admin serves the admin panel's shell to the site's admins only; everyone else goes to /auth
// and comes back. It is never cached: it depends on who asks.

describe('/admin', () => {
  it('sends visitors and members to the login page, to come back afterwards', async () => {
    for (const cookie of [undefined, `token=${await login(MEMBER)}`]) {
      const response = await request('/admin', { headers: cookie ? { cookie } : {} });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/auth?redirect=/admin');
    }
  });

  it("refuses another site's admin", async () => {
    const wineToken = await login(WINE_ADMIN, WINE_HOST);
    expect((await request('/admin', { headers: { cookie: `token=${wineToken}` } })).status).toBe(302);
  });

  it('serves the shell to the owner, in French, not indexed, not stored', async () => {
    const response = await request('/admin', { headers: { cookie: `token=${await login(ADMIN)}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<div id="admin-root"></div>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<title>Administration – Sophie Morel');
  });
});
