// Member rules shared by the server and the islands (issue 8). The common-password list is a
// large dictionary: it lives in common-passwords.ts and is only reached through
// passwordProblem, so an island that needs the shape rules alone (passwordShapeProblem) does
// not pull it into the islands bundle.
import { isCommonPassword } from './common-passwords';

/** The registration checkbox's label, word for word (spec section 5). */
export const TERMS_LABEL = 'Je reconnais avoir lu et compris les CGU et je les accepte';
export const TERMS_REQUIRED = `Cochez « ${TERMS_LABEL} » pour créer votre compte.`;

/** OWASP ASVS 2.1.1: at least 12 characters. */
export const PASSWORD_MIN_LENGTH = 12;
/** A cap so a hash is never asked to chew a megabyte (argon2 would, slowly). */
export const PASSWORD_MAX_LENGTH = 200;
/** Majority in France, for the minors' refusal (BLOCK_MINORS_AT_REGISTRATION). */
export const ADULT_AGE = 18;

export const PASSWORD_TOO_SHORT = `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`;
export const PASSWORD_TOO_LONG = `Le mot de passe ne peut pas dépasser ${PASSWORD_MAX_LENGTH} caractères.`;
export const PASSWORD_TOO_COMMON =
  'Ce mot de passe fait partie des mots de passe les plus utilisés : choisissez-en un autre, ' +
  'par exemple une phrase de plusieurs mots.';
export const MINOR_REFUSED =
  `L'inscription est réservée aux personnes majeures : vous devez avoir au moins ${ADULT_AGE} ans ` +
  "pour créer un compte sur ce site (la vente d'alcool aux mineurs est interdite).";

/** Length rules only (no dictionary): what an island can check as the member types. */
export function passwordShapeProblem(password: string): string | null {
  // Characters, not UTF-16 units: an emoji counts once.
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG;
  if (new Set(password).size === 1) return PASSWORD_TOO_COMMON; // « aaaaaaaaaaaa »
  return null;
}

/** Every password rule, in French; null when the password is acceptable. */
export function passwordProblem(password: string): string | null {
  return passwordShapeProblem(password) ?? (isCommonPassword(password) ? PASSWORD_TOO_COMMON : null);
}

/** Age in whole years on `today` of someone born on `birthdate` (both YYYY-MM-DD, calendar dates). */
export function ageOn(birthdate: string, today: string): number {
  const [by = 0, bm = 0, bd = 0] = birthdate.split('-').map(Number);
  const [ty = 0, tm = 0, td = 0] = today.split('-').map(Number);
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

/** True when someone born on `birthdate` is at least ADULT_AGE on `today` (YYYY-MM-DD). */
export function isAdult(birthdate: string, today: string): boolean {
  return ageOn(birthdate, today) >= ADULT_AGE;
}

/** Today's calendar date in France (YYYY-MM-DD): a birthday starts at midnight in Paris. */
export function parisToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(now);
}

/**
 * Where to go after signing in: only a same-site relative path (« /mon-compte »), never an
 * absolute or protocol-relative URL (« //evil.example », « /\evil.example »), so the login
 * page cannot be used as an open redirect. Anything else falls back to `fallback`.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = '/'): string {
  if (!value) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  for (const char of value) if (char === '\\' || char.charCodeAt(0) < 0x20) return fallback;
  return value;
}
