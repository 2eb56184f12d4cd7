import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ADMIN, ADMIN_HOST, adminCall, adminLogin, login, OPERATOR } from '../support/accounts';
import { api, MASSAGE_HOST, request, WINE_HOST } from '../support/http';

// The admin host's boundary: what the admin host serves and refuses, and what a storefront refuses.

const ADMIN_ORIGIN_MESSAGE =
  "L'administration se fait sur http://admin.localhost : connectez-vous sur l'hôte d'administration.";

describe('a storefront refuses every admin call', () => {
  it('with the owner’s member cookie, naming the admin origin', async () => {
    const token = await login(ADMIN);
    for (const path of ['/admin/member', '/admin/platform/user', '/admin/no-such-thing']) {
      const { status, body } = await api(path, { host: MASSAGE_HOST, headers: { cookie: `token=${token}` } });
      expect(status).toBe(403);
      expect(body.message).toBe(ADMIN_ORIGIN_MESSAGE);
    }
  });

  it('with the owner’s bearer token, and even with an admin-host token', async () => {
    const member = await login(ADMIN);
    const admin = await adminLogin(OPERATOR);
    for (const token of [member, admin]) {
      const { status, body } = await api('/admin/platform/user', {
        host: MASSAGE_HOST,
        method: 'POST',
        headers: { authorization: token, 'content-type': 'application/json' },
        body: JSON.stringify({ idSite: 1, email: 'pirate@exemple.fr', password: 'Un-mot-de-passe-2026!' }),
      });
      expect(status).toBe(403);
      expect(body.message).toBe(ADMIN_ORIGIN_MESSAGE);
    }
  });

  it('on the API host too', async () => {
    const { status, body } = await api('/admin/member', { host: 'api.localhost', headers: { idSite: '1' } });
    expect(status).toBe(403);
    expect(body.message).toBe(ADMIN_ORIGIN_MESSAGE);
  });
});

describe('the admin host’s pages', () => {
  it('serve the panel shell with no owner content and no hash in a strict policy', async () => {
    await env.DB.prepare(
      "UPDATE parameters SET value = ? WHERE site_id = 1 AND type = 'CUSTOM_HTML_END_OF_BODY'",
    )
      .bind('<script>window.proprietaire = 1</script>')
      .run();
    // The storefront does run it (allowed by its hash): the admin host must not.
    const storefront = await request('/', { host: MASSAGE_HOST });
    expect(await storefront.text()).toContain('window.proprietaire');
    expect(storefront.headers.get('content-security-policy')).toContain('sha256');
    for (const path of ['/', '/login', '/sites/1/', '/sites/2/pages/3']) {
      const response = await request(path, { host: ADMIN_HOST });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<html lang="fr">');
      expect(html).toContain('noindex');
      expect(html).not.toContain('window.proprietaire');
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toContain('sha256');
    }
  });

  it('answer other pages with a plain French 404, never a site page', async () => {
    for (const path of ['/les-massages-bien-etre', '/boutique', '/admin']) {
      const response = await request(path, { host: ADMIN_HOST });
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('<html lang="fr">');
    }
  });
});

describe('the admin host’s API', () => {
  it('has no member calls: login, cart and registration are 404', async () => {
    for (const path of ['/login', '/register', '/cart']) {
      const { status } = await api(path, {
        host: ADMIN_HOST,
        method: 'POST',
        headers: { idSite: '1', 'content-type': 'application/json' },
        body: '{}',
      });
      expect(status).toBe(404);
    }
  });

  it('answers public reads for the chosen site', async () => {
    const { status, body } = await api<{ id: number }>('/site/info', {
      host: ADMIN_HOST,
      headers: { idSite: '2' },
    });
    expect(status).toBe(200);
    expect(body.data.id).toBe(2);
  });

  it('ignores the members’ token cookie', async () => {
    const token = await login(ADMIN);
    const { status } = await api('/admin/member', {
      host: ADMIN_HOST,
      headers: { idSite: '1', cookie: `token=${token}` },
    });
    expect(status).toBe(401);
  });

  it('refuses a write sent from the storefront’s origin, as custom HTML would', async () => {
    const token = await adminLogin(OPERATOR);
    for (const origin of ['http://localhost', 'http://vins.localhost', 'https://admin.localhost', 'null']) {
      const { status } = await api('/admin/platform/user', {
        host: ADMIN_HOST,
        method: 'POST',
        headers: {
          idSite: '1',
          origin,
          cookie: `admin_session=${token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ idSite: 1, email: 'pirate@exemple.fr', password: 'Un-mot-de-passe-2026!' }),
      });
      expect(status).toBe(403);
    }
    const count = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM users WHERE email = 'pirate@exemple.fr'",
    ).first<{
      n: number;
    }>();
    expect(count?.n).toBe(0);
    const fromPanel = await adminCall('GET', '/admin/platform/user', token);
    expect(fromPanel.status).toBe(200);
  });

  it('accepts the same write from the admin origin itself', async () => {
    const token = await adminLogin(OPERATOR);
    const { status } = await api('/admin/platform/user', {
      host: ADMIN_HOST,
      method: 'POST',
      headers: {
        idSite: '1',
        origin: `http://${ADMIN_HOST}`,
        cookie: `admin_session=${token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ idSite: 2, email: 'gerant@exemple.fr', password: 'Un-mot-de-passe-2026!' }),
    });
    expect(status).toBe(201);
  });

  it('tells an unknown site from a missing one', async () => {
    const token = await adminLogin(OPERATOR);
    const { status } = await api('/admin/audit', {
      host: ADMIN_HOST,
      headers: { idSite: '999', authorization: token },
    });
    expect(status).toBe(404);
    expect((await adminCall('GET', '/admin/audit', token, undefined, WINE_HOST)).status).toBe(200);
  });
});
