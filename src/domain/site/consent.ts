// Cookie consent: the visitor's choice, with its date, is valid at
// most 13 months, then the banner asks again. It is kept in localStorage and in a cookie, so
// the worker can read it too and leave the banner out of pages for visitors who chose.

export const CONSENT_STORAGE_KEY = 'consent';
export const CONSENT_COOKIE = 'consent';
export const CONSENT_MAX_AGE_DAYS = 395; // 13 months of 30.4 days

const DAY_MS = 86_400_000;
const CLOCK_SKEW_MS = DAY_MS; // a date slightly ahead of this device's clock is still fine

export type ConsentChoice = 'accepted' | 'denied';

export interface ConsentRecord {
  choice: ConsentChoice;
  date: string; // ISO 8601
}

const isChoice = (value: unknown): value is ConsentChoice => value === 'accepted' || value === 'denied';

function record(choice: unknown, time: number): ConsentRecord | null {
  if (!isChoice(choice) || !Number.isFinite(time)) return null;
  return { choice, date: new Date(time).toISOString() };
}

export function isConsentValid(consent: ConsentRecord | null, now: Date): consent is ConsentRecord {
  if (!consent) return false;
  const age = now.getTime() - Date.parse(consent.date);
  return age > -CLOCK_SKEW_MS && age < CONSENT_MAX_AGE_DAYS * DAY_MS;
}

/** The record kept in localStorage, or null when missing or not ours. */
export function parseConsentRecord(raw: string | null): ConsentRecord | null {
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as unknown;
    if (typeof data !== 'object' || data === null) return null;
    const { choice, date } = data as Record<string, unknown>;
    return typeof date === 'string' ? record(choice, Date.parse(date)) : null;
  } catch {
    return null;
  }
}

/** Cookie value `accepted.1736000000000`: only cookie-safe characters. */
function consentCookieValue(consent: ConsentRecord): string {
  return `${consent.choice}.${Date.parse(consent.date)}`;
}

/** document.cookie assignment for the choice; it expires with the choice's validity. */
export function consentCookie(consent: ConsentRecord, secure: boolean): string {
  const maxAge = CONSENT_MAX_AGE_DAYS * 86_400;
  return `${CONSENT_COOKIE}=${consentCookieValue(consent)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The choice from a Cookie header (or document.cookie), or null. */
export function consentFromCookies(cookies: string | null | undefined): ConsentRecord | null {
  if (!cookies) return null;
  for (const part of cookies.split(';')) {
    const [name, value = ''] = part.trim().split('=', 2);
    if (name !== CONSENT_COOKIE) continue;
    const [choice, time = ''] = value.split('.', 2);
    return record(choice, time === '' ? Number.NaN : Number(time));
  }
  return null;
}

/** For the worker: should the banner be rendered open on this request? */
export function consentNeeded(cookieHeader: string | null | undefined, now: Date = new Date()): boolean {
  return !isConsentValid(consentFromCookies(cookieHeader), now);
}
