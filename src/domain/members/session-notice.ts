// A sign-in or a sign-out ends on a redirect to a page that stays one cacheable rendering for
// everyone, so the page cannot say « you are signed in » itself. The worker leaves a short,
// non-secret cookie on that redirect; the page's notifications read it once, show the matching
// message and delete it, so a reload or the next page says nothing again.

export const SESSION_NOTICE_COOKIE = 'session_notice';
/** Long enough for the redirect to land on a slow network, short enough not to greet a later visit. */
export const SESSION_NOTICE_MAX_AGE = 60;

export type SessionNotice = 'signed-in' | 'signed-out';
const NOTICES: readonly SessionNotice[] = ['signed-in', 'signed-out'];

/** The notice a `Cookie` header (or `document.cookie`) carries, or null when none or garbled. */
export function sessionNoticeFrom(cookie: string): SessionNotice | null {
  const value = new RegExp(`(?:^|;\\s*)${SESSION_NOTICE_COOKIE}=([^;]*)`).exec(cookie)?.[1];
  return NOTICES.find((notice) => notice === value) ?? null;
}

/** The `document.cookie` line that deletes the notice once shown (host-only, path /, as it was set). */
export const sessionNoticeRemoval = (secure: boolean): string =>
  `${SESSION_NOTICE_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
