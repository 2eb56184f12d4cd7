import { call, type ApiFetch } from './api-call';

// The admin host's session: POST /api/admin/session signs in (the server sets the
// host-only admin cookie), GET reads who is signed in and which sites they manage, DELETE
// signs out. The operator manages every site; an owner, the sites where they are ADMIN.

export interface AdminSite {
  id: number;
  name: string;
  host: string;
  /** The site's absolute storefront URL (public pages and /media/* are served there). */
  url: string;
}

export interface AdminSession {
  account: { email: string; operator: boolean };
  sites: AdminSite[];
}

const SESSION_PATH = '/admin/session';

// The session calls name no site: they are the ones the admin host answers without `idSite`.
const sessionFetch: ApiFetch = (path, init = {}) => fetch(path, { ...init, credentials: 'same-origin' });

export async function signIn(email: string, password: string): Promise<AdminSession> {
  const { data } = await call(sessionFetch, SESSION_PATH, {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  });
  const { account, sites } = data as AdminSession;
  return { account, sites };
}

/** Who is signed in, or null when nobody is (401). Other failures are thrown. */
export async function readSession(): Promise<AdminSession | null> {
  try {
    const { data } = await call(sessionFetch, SESSION_PATH);
    return data as AdminSession;
  } catch (error) {
    if ((error as { status?: number }).status === 401) return null;
    throw error;
  }
}

export async function signOut(): Promise<void> {
  await call(sessionFetch, SESSION_PATH, { method: 'DELETE' }).catch(() => undefined);
}

export interface BlankSiteInput {
  name: string;
  devHost: string;
  productionHost?: string;
  isBuilding: boolean;
}

/**
 * The operator's blank site, made without choosing a site first: on an empty
 * platform there is none, so this call names no site either. Answers the new site's id.
 */
export async function createBlankSite(input: BlankSiteInput): Promise<number> {
  const { data } = await call(sessionFetch, '/admin/platform/blank-site', {
    method: 'POST',
    body: JSON.stringify(input),
  });
  return (data as { id: number }).id;
}
