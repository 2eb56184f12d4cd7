import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminPlace, afterSignIn, loginPathFor, safeComeBack } from '../../../client/admin/admin-paths';
import { apiFetch, withSiteHeader } from '../../../client/admin/api-fetch';
import { createAuthProvider } from '../../../client/admin/auth-provider';
import { setCurrentSite, storefrontUrl } from '../../../client/admin/current-site';
import type { AdminSession } from '../../../client/admin/admin-session';

// The admin host's client side: which screen a path is, where sign-in leads, that
// every provider call names the chosen site, that media come from the site's storefront, and
// that the auth provider reads the admin session.

const massage = { id: 1, name: 'Massages', host: 'localhost', url: 'http://localhost:8787/' };
const wine = { id: 2, name: 'Domaine', host: 'vins.localhost', url: 'http://vins.localhost:8787/' };

afterEach(() => {
  setCurrentSite(null);
  vi.unstubAllGlobals();
});

describe('admin host paths', () => {
  it('maps the sign-in page, the chooser and a site panel', () => {
    expect(adminPlace('/login')).toEqual({ screen: 'login' });
    expect(adminPlace('/')).toEqual({ screen: 'chooser' });
    expect(adminPlace('/sites/2/')).toEqual({ screen: 'site', siteId: 2 });
    expect(adminPlace('/sites/2')).toEqual({ screen: 'site', siteId: 2 });
    expect(adminPlace('/sites/0/')).toEqual({ screen: 'unknown' });
    expect(adminPlace('/admin')).toEqual({ screen: 'unknown' });
  });

  it('remembers only the admin host’s own pages as the place to come back to', () => {
    expect(loginPathFor('/sites/1/#/members')).toBe(
      `/login?redirect=${encodeURIComponent('/sites/1/#/members')}`,
    );
    expect(loginPathFor('/')).toBe('/login');
    for (const evil of [
      '//evil.example/sites/1/',
      'https://evil.example/',
      'javascript:alert(1)',
      '/\\evil',
      '/login',
    ]) {
      expect(safeComeBack(evil)).toBeNull();
    }
  });

  it('goes straight into an owner’s only site, to the chooser otherwise', () => {
    expect(afterSignIn(null, [1], false)).toBe('/sites/1/');
    expect(afterSignIn(null, [1, 2], false)).toBe('/');
    expect(afterSignIn(null, [1], true)).toBe('/');
    expect(afterSignIn('/sites/2/#/orders', [1, 2], false)).toBe('/sites/2/#/orders');
    // A remembered site the account does not manage is not where it lands.
    expect(afterSignIn('/sites/2/#/orders', [1], false)).toBe('/sites/1/');
    expect(afterSignIn('//evil.example', [1, 2], false)).toBe('/');
  });
});

describe('apiFetch', () => {
  it('names the chosen site on every call and keeps the caller’s headers', async () => {
    const seen: Request[] = [];
    vi.stubGlobal('fetch', (path: string, init: RequestInit) => {
      seen.push(new Request(`http://admin.localhost${path}`, init));
      return Promise.resolve(new Response('{}'));
    });
    setCurrentSite(wine);
    await apiFetch('/api/admin/news', { headers: { accept: 'text/csv' } });
    expect(seen[0]?.headers.get('idSite')).toBe('2');
    expect(seen[0]?.headers.get('accept')).toBe('text/csv');
    expect(seen[0]?.credentials).toBe('same-origin');
  });

  it('names no site where none is chosen (sign-in page)', () => {
    expect(withSiteHeader(undefined, null).has('idSite')).toBe(false);
  });
});

describe('storefrontUrl', () => {
  it('reads media and pages from the site’s storefront, never from the admin host', () => {
    setCurrentSite(wine);
    expect(storefrontUrl('/media/2/logo.png')).toBe('http://vins.localhost:8787/media/2/logo.png');
    expect(storefrontUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(storefrontUrl('javascript:alert(1)')).toBeNull();
    expect(storefrontUrl('//evil.example/a.png')).toBeNull();
    expect(storefrontUrl('')).toBeNull();
  });
});

describe('auth provider', () => {
  const session: AdminSession = {
    account: { email: 'o@example.fr', operator: false },
    sites: [massage, wine],
  };
  const deps = (who: AdminSession | null, siteId: number) => {
    const goTo = vi.fn();
    const signOut = vi.fn(() => Promise.resolve());
    const apiFetchSpy = vi.fn(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({ success: true, data: { name: 'Domaine', isECommerce: true }, message: '' }),
        ),
      ),
    );
    const provider = createAuthProvider({
      apiFetch: apiFetchSpy,
      readSession: () => Promise.resolve(who),
      signOut,
      siteId,
      here: () => '/sites/2/#/orders',
      goTo,
    });
    return { provider, goTo, signOut, apiFetchSpy };
  };

  it('sends a signed-out visit to the sign-in page, remembering the place', async () => {
    const { provider, goTo } = deps(null, 2);
    await expect(provider.checkAuth({})).rejects.toThrow();
    expect(goTo).toHaveBeenCalledWith(`/login?redirect=${encodeURIComponent('/sites/2/#/orders')}`);
  });

  it('sends an account to the chooser for a site it does not manage', async () => {
    const { provider, goTo } = deps({ ...session, sites: [massage] }, 2);
    await expect(provider.checkAuth({})).rejects.toThrow('Vous ne gérez pas ce site.');
    expect(goTo).toHaveBeenCalledWith('/');
  });

  it('gives an owner of several sites the site’s flags, no platform screens', async () => {
    const { provider, apiFetchSpy } = deps(session, 2);
    await provider.checkAuth({});
    expect(await provider.getPermissions?.({})).toEqual({
      operator: false,
      isECommerce: true,
      siteName: 'Domaine',
      siteUrl: wine.url,
      manySites: true,
      // The mock answers no parameter: the gift card screens stay hidden.
      giftCards: false,
    });
    expect(apiFetchSpy).toHaveBeenCalledWith('/api/site/info', expect.anything());
  });

  it('signs out with the session call and goes to the sign-in page itself', async () => {
    const { provider, signOut, goTo } = deps(session, 2);
    expect(await provider.logout({})).toBe(false);
    expect(signOut).toHaveBeenCalled();
    expect(goTo).toHaveBeenCalledWith(expect.stringMatching(/^\/login/));
  });
});
