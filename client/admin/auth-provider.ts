import type { AuthProvider } from 'react-admin';
import { call, type ApiFetch } from './data-provider';
import type { AdminPermissions } from './permissions';

// The admin panel signs in with the site's own session (the `token` cookie set by /auth): no
// second login screen. Anyone not signed in as ADMIN or SUPER_ADMIN of this site goes to /auth
// and comes back to the panel afterwards.

export const LOGIN_URL = '/auth?redirect=/admin';

interface Logged {
  user: { id: number; email: string; role: 'MEMBER' | 'ADMIN' | 'SUPER_ADMIN' };
}

interface SiteFlags {
  name: string;
  isECommerce: boolean;
}

export function createAuthProvider(apiFetch: ApiFetch, goTo: (url: string) => void): AuthProvider {
  let who: Promise<Logged['user'] | null> | null = null;
  let site: Promise<SiteFlags> | null = null;
  const logged = () => {
    who ??= call(apiFetch, '/logged')
      .then(({ data }) => (data as Logged).user)
      .catch(() => null);
    return who;
  };
  const isAdmin = (user: Logged['user'] | null) =>
    user !== null && (user.role === 'ADMIN' || user.role === 'SUPER_ADMIN');

  return {
    login: () => {
      goTo(LOGIN_URL);
      return Promise.resolve();
    },
    logout: async () => {
      who = null;
      await call(apiFetch, '/logout', { method: 'POST' }).catch(() => undefined);
      return LOGIN_URL;
    },
    checkAuth: async () => {
      if (!isAdmin(await logged())) {
        who = null;
        goTo(LOGIN_URL);
        throw new Error('Veuillez vous connecter.');
      }
    },
    checkError: (error: { status?: number }) => {
      if (error.status === 401 || error.status === 403) {
        who = null;
        return Promise.reject(new Error('Session terminée.'));
      }
      return Promise.resolve();
    },
    getIdentity: async () => {
      const user = await logged();
      if (!user) throw new Error('Veuillez vous connecter.');
      return { id: user.id, fullName: user.email };
    },
    getPermissions: async (): Promise<AdminPermissions | null> => {
      const user = await logged();
      if (!isAdmin(user) || user === null || user.role === 'MEMBER') return null;
      site ??= call(apiFetch, '/site/info').then(({ data }) => data as SiteFlags);
      const { isECommerce, name } = await site;
      return { role: user.role, isECommerce, siteName: name };
    },
  };
}
