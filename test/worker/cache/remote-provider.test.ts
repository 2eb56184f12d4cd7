import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tokenHash } from '../../../worker/auth/password';
import { insertMessageFormPage, insertSite, unique } from '../support/factories';
import { textOf } from '../support/html';
import { startRemoteProvider, type RemoteProvider } from '../support/remote-provider';

// With PROVIDER_URL set, everything the public pages do with the platform goes
// through the provider client to the remote provider: page data, who is signed in, login,
// logout, the contact form and visits.

const MEMBER = { email: 'cliente@massages-bien-etre.example', password: 'Cliente-Local-2026' };

let remote: RemoteProvider;
beforeEach(() => {
  remote = startRemoteProvider();
});
afterEach(() => remote.restore());

const form = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/** Logs the member in through the no-JavaScript form; returns the token cookie it set. */
async function logIn(): Promise<string> {
  const response = await remote.request('/auth', form(MEMBER));
  expect(response.status).toBe(303);
  const token = /(?:^|,\s*)token=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error('no token cookie after login');
  return token;
}

const sessionCount = async (token: string) =>
  (
    await env.DB.prepare('SELECT COUNT(*) AS n FROM sessions WHERE token_hash = ?')
      .bind(await tokenHash(token))
      .first<{ n: number }>()
  )?.n ?? 0;

describe('pages render from a remote provider', () => {
  it('renders a page of a new site with data the provider answered for that site', async () => {
    const host = `${unique('distant')}.localhost`;
    const siteId = await insertSite({ hosts: [host], locales: ['fr_FR'] });
    const { path } = await insertMessageFormPage(siteId, { title: 'Page servie de loin' });
    const response = await remote.request(path, { host });
    expect(response.status).toBe(200);
    expect(textOf(await response.text())).toContain('Page servie de loin');
    const tree = remote.callsTo('/api/page');
    expect(tree.length).toBeGreaterThan(0);
    expect(tree.every((call) => call.siteId === String(siteId))).toBe(true);
  });
});

describe('signed-in state comes from the provider (GET /logged)', () => {
  it('logs in through the provider and sets the session cookies', async () => {
    const token = await logIn();
    expect(remote.callsTo('/api/login')).toHaveLength(1);
    expect(await sessionCount(token)).toBe(1);
  });

  it('shows the account page and header signed in, asking the provider once per request', async () => {
    const token = await logIn();
    remote.reset();
    const response = await remote.request('/auth', { headers: { cookie: `token=${token}` } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(textOf(html)).toContain('Vous êtes connecté avec l’adresse cliente@massages-bien-etre.example');
    expect(html).toContain('<span class="visually-hidden">Mon compte</span>'); // the header's account icon
    // The header and the account page both ask; one call answers both.
    expect(remote.callsTo('/api/logged')).toEqual([
      { method: 'GET', path: '/api/logged', siteId: '1', authorization: token },
    ]);
  });

  it('shows a visitor whose session the provider no longer knows as signed out', async () => {
    const response = await remote.request('/auth', { headers: { cookie: 'token=jeton-inconnu' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<span class="visually-hidden">Se connecter</span>');
    expect(remote.callsTo('/api/logged')).toHaveLength(1);
  });

  it('shows the page signed out, not an error, when the provider cannot answer', async () => {
    const token = await logIn();
    remote.fail('/api/logged', 503);
    const response = await remote.request('/auth', { headers: { cookie: `token=${token}` } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<span class="visually-hidden">Se connecter</span>');
  });

  it('asks nothing of the provider for a visitor without a token', async () => {
    await remote.request('/auth');
    expect(remote.callsTo('/api/logged')).toHaveLength(0);
  });
});

describe('logout revokes the session on the provider (POST /logout)', () => {
  it('ends the session there, clears the cookies and shows the visitor signed out', async () => {
    const token = await logIn();
    remote.reset();
    const response = await remote.request('/auth/logout', {
      method: 'POST',
      headers: { cookie: `token=${token}`, origin: 'http://localhost' },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('set-cookie')).toMatch(/token=;/);
    expect(remote.callsTo('/api/logout')).toEqual([
      { method: 'POST', path: '/api/logout', siteId: '1', authorization: token },
    ]);
    expect(await sessionCount(token)).toBe(0);
    const after = await remote.request('/auth', { headers: { cookie: `token=${token}` } });
    expect(textOf(await after.text())).not.toContain('Vous êtes connecté');
  });
});

describe('logout when the provider fails', () => {
  it('keeps the cookies and the session, and says so, so the visitor can try again', async () => {
    const token = await logIn();
    remote.fail('/api/logout', 503);
    const response = await remote.request('/auth/logout', {
      method: 'POST',
      headers: { cookie: `token=${token}`, origin: 'http://localhost' },
    });
    expect(response.status).toBe(500);
    expect(response.headers.get('set-cookie') ?? '').not.toMatch(/(^|,\s*)token=/);
    expect(await sessionCount(token)).toBe(1);
  });
});

describe('the contact form and visits go through the provider', () => {
  it('sends the no-JavaScript contact form to the provider and thanks the sender', async () => {
    const subject = unique('Message distant');
    const response = await remote.request(
      '/me-contacter',
      form({
        firstname: 'Camille',
        lastname: 'Durand',
        email: 'camille.durand@example.fr',
        phone: '',
        subject,
        body: 'Bonjour, ce message passe par le fournisseur distant.',
      }),
    );
    expect(response.status).toBe(200);
    expect(textOf(await response.text())).toContain('Merci, votre message a bien été envoyé.');
    expect(remote.callsTo('/api/message')).toHaveLength(1);
    const stored = await env.DB.prepare('SELECT site_id FROM messages WHERE subject = ?')
      .bind(subject)
      .first<{ site_id: number }>();
    expect(stored?.site_id).toBe(1);
  });

  it('logs a ?from= visit with the provider, then redirects without the query', async () => {
    const source = unique('lettre');
    const response = await remote.request(`/qui-suis-je?from=${source}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/qui-suis-je');
    expect(remote.callsTo(`/api/site/visit/${source}`)).toHaveLength(1);
  });
});
