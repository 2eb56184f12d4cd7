// Member rules shared by the server and the islands. The common-password list is a
// large dictionary that each caller hands to passwordProblem (common-passwords.ts says where
// it comes from): an island that needs the shape rules alone (passwordShapeProblem) never
// touches it.
import { isCleanText } from '../../schema/shared/safe-text';
import { isCommonPassword, type CommonPasswords } from './common-passwords';
import { PHONE_PATTERN } from '../content/message-rules';

/** The registration checkbox's label, word for word. */
export const TERMS_LABEL = 'Je reconnais avoir lu et compris les CGU et je les accepte';
export const TERMS_REQUIRED = `Cochez « ${TERMS_LABEL} » pour créer votre compte.`;

/** OWASP ASVS 2.1.1: at least 12 characters. */
export const PASSWORD_MIN_LENGTH = 12;
/** A cap so a hash is never asked to chew a megabyte (argon2 would, slowly). */
export const PASSWORD_MAX_LENGTH = 200;
/** Majority in France, for the minors' refusal (BLOCK_MINORS_AT_REGISTRATION). */
const ADULT_AGE = 18;

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

/** Every password rule against the common-password list, in French; null when acceptable. */
export function passwordProblem(password: string, commonPasswords: CommonPasswords): string | null {
  return (
    passwordShapeProblem(password) ??
    (isCommonPassword(password, commonPasswords) ? PASSWORD_TOO_COMMON : null)
  );
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

// The profile's field rules (spec: email, phone, firstname, lastname, birthdate) as plain
// functions, so the server's schema (src/schema/members/member.ts) and the personal-space island
// (src/ui/islands/AccountForms.tsx) judge a field with the same code and the same French words.
// No zod here: this file ships in the member chunk.

export const EMAIL_REQUIRED = "L'adresse e-mail est obligatoire.";
export const EMAIL_INVALID = "L'adresse e-mail n'est pas valide.";
const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
export const PHONE_INVALID = "Le numéro de téléphone n'est pas valide.";
export const BIRTHDATE_FORMAT = "La date de naissance n'est pas valide (format attendu : AAAA-MM-JJ).";
export const BIRTHDATE_INVALID = "La date de naissance n'est pas valide.";
export const CURRENT_PASSWORD_REQUIRED = 'Saisissez votre mot de passe actuel.';
/** The oldest birthdate accepted (a typo such as 0985 is refused, not stored). */
export const BIRTHDATE_MIN = '1900-01-01';

// zod 4's own e-mail pattern (z.regexes.email), which the server used before these rules
// were shared: the same addresses stay accepted.
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** An e-mail as the member typed it (trimmed here, as the server stores it). */
export function emailProblem(value: string): string | null {
  const email = value.trim().toLowerCase();
  if (email === '') return EMAIL_REQUIRED;
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return EMAIL_INVALID;
  return null;
}

/** A first or last name: `label` is « prénom » or « nom ». */
export function nameProblem(label: string, value: string): string | null {
  const name = value.trim();
  if (name === '') return `Le ${label} est obligatoire.`;
  if (name.length > NAME_MAX_LENGTH) return `Le ${label} ne peut pas dépasser ${NAME_MAX_LENGTH} caractères.`;
  if (!isCleanText(name)) return `Le ${label} contient des caractères non autorisés.`;
  return null;
}

/** A phone number, or nothing (an empty field). */
export function phoneProblem(value: string): string | null {
  const phone = value.trim();
  return phone === '' || PHONE_PATTERN.test(phone) ? null : PHONE_INVALID;
}

/** A real calendar day YYYY-MM-DD (no 31 April, 29 February only in leap years). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Today in UTC (YYYY-MM-DD): the day the server judges a birthdate « in the future » by. */
export const utcToday = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** A birthdate, or nothing: a real day between 1900 and `today` (YYYY-MM-DD). */
export function birthdateProblem(value: string, today: string = utcToday()): string | null {
  if (value === '') return null;
  if (!isCalendarDate(value)) return BIRTHDATE_FORMAT;
  return value >= BIRTHDATE_MIN && value <= today ? null : BIRTHDATE_INVALID;
}

export type ProfileField = 'email' | 'phone' | 'firstname' | 'lastname' | 'birthdate';
export const PROFILE_FIELDS: readonly ProfileField[] = [
  'email',
  'phone',
  'firstname',
  'lastname',
  'birthdate',
];

/** One profile field's problem (the same function for the server's schema and the island). */
export function profileFieldProblem(field: ProfileField, value: string, today?: string): string | null {
  switch (field) {
    case 'email':
      return emailProblem(value);
    case 'phone':
      return phoneProblem(value);
    case 'firstname':
      return nameProblem('prénom', value);
    case 'lastname':
      return nameProblem('nom', value);
    case 'birthdate':
      return birthdateProblem(value, today);
  }
}

/** Same address once normalised: only then does a profile change skip the current password. */
export const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The one answer to a registration, whether the address was new or already had an account on
 * the site (a 409 « Un compte existe déjà » told anyone which addresses are members);
 * the holder of an existing account is told by e-mail instead. The API and the /auth page say it.
 */
export const REGISTRATION_RECEIVED =
  'Votre inscription est enregistrée : connectez-vous avec votre adresse e-mail et le mot de passe ' +
  'choisi. Un e-mail vous a été envoyé ; si cette adresse avait déjà un compte, il le signale à son ' +
  'titulaire.';

/** The one answer to a sign-in link request, known address or not. */
export const SIGN_IN_LINK_ASKED =
  'Si un compte existe avec cette adresse e-mail, vous allez recevoir un lien de connexion. Il est ' +
  'valable 15 minutes et ne sert qu’une fois.';
