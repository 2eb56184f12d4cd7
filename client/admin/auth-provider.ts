import type { AuthProvider } from 'react-admin';
import { loginPathFor } from './admin-paths';
import type { AdminSession } from './admin-session';
import { call, type ApiFetch } from './api-call';
import type { AdminPermissions } from './permissions';
import { configureEditingLocale } from './translation/editing-locale';
import { siteLanguages, type SiteInfoLanguages } from './translation/languages';

// The panel's auth provider on the admin host: who is signed in comes from the
// admin session (GET /api/admin/session), signing out deletes it (DELETE), and the panel of a
// site the account does not manage sends back to the chooser. Signed-out visits go to the
// sign-in page, which comes back here afterwards.

interface SiteFlags extends Partial<SiteInfoLanguages> {
  name: string;
  isECommerce: boolean;
}

export interface AuthDeps {
  apiFetch: ApiFetch;
  readSession: () => Promise<AdminSession | null>;
  signOut: () => Promise<void>;
  siteId: number;
  /** Where the browser is now (path, query and #), to come back to after signing in. */
  here: () => string;
  goTo: (url: string) => void;
}

export function createAuthProvider(deps: AuthDeps): AuthProvider {
  let session: Promise<AdminSession | null> | null = null;
  let site: Promise<SiteFlags> | null = null;
  let giftCards: Promise<boolean> | null = null;
  const current = () => {
    session ??= deps.readSession().catch(() => null);
    return session;
  };
  const manages = (who: AdminSession | null): who is AdminSession =>
    who !== null && who.sites.some((entry) => entry.id === deps.siteId);
  const toLogin = () => loginPathFor(deps.here());

  return {
    login: () => {
      deps.goTo(toLogin());
      return Promise.resolve();
    },
    // The sign-in page is outside react-admin's router (its routes live after the #): the
    // browser goes there itself and react-admin is told not to redirect (false).
    logout: async () => {
      session = null;
      await deps.signOut();
      deps.goTo(toLogin());
      return false;
    },
    checkAuth: async () => {
      const who = await current();
      if (!who) {
        session = null;
        deps.goTo(toLogin());
        throw new Error('Veuillez vous connecter.');
      }
      if (!manages(who)) {
        deps.goTo('/');
        throw new Error('Vous ne gérez pas ce site.');
      }
    },
    checkError: (error: { status?: number }) => {
      if (error.status === 401) {
        session = null;
        return Promise.reject(new Error('Session terminée.'));
      }
      // 403 is a refusal of one call (not this account's right), not the end of the session.
      return Promise.resolve();
    },
    getIdentity: async () => {
      const who = await current();
      if (!who) throw new Error('Veuillez vous connecter.');
      return { id: who.account.email, fullName: who.account.email };
    },
    getPermissions: async (): Promise<AdminPermissions | null> => {
      const who = await current();
      if (!manages(who)) return null;
      site ??= call(deps.apiFetch, '/site/info').then(({ data }) => data as SiteFlags);
      const { isECommerce, name, defaultLang, languages } = await site;
      const chosen = who.sites.find((entry) => entry.id === deps.siteId);
      giftCards ??= call(deps.apiFetch, '/parameter/GIFT_CARDS_ENABLED').then(
        ({ data }) => {
          const value = (data as { value?: unknown } | null)?.value;
          return typeof value === 'string' && value.trim().toLowerCase() === 'true';
        },
        () => false,
      );
      // The site's languages decide the panel's language choice (content editing).
      const contentLanguages =
        defaultLang && Array.isArray(languages) ? siteLanguages({ defaultLang, languages }) : undefined;
      if (contentLanguages) configureEditingLocale(deps.siteId, contentLanguages);
      return {
        operator: who.account.operator,
        isECommerce,
        siteName: name,
        siteUrl: chosen?.url ?? '',
        manySites: who.account.operator || who.sites.length > 1,
        giftCards: await giftCards,
        ...(contentLanguages ? { languages: contentLanguages } : {}),
      };
    },
  };
}
