import {
  BIRTHDATE_FORMAT,
  BIRTHDATE_INVALID,
  CURRENT_PASSWORD_REQUIRED,
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  PHONE_INVALID,
  TERMS_REQUIRED,
} from '../../domain/members/member-rules.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import type { Translator } from '../../i18n/translator.ts';

// The member islands judge a field with the server's own rule functions, which answer in
// French (src/domain/members/member-rules.ts, shared with the provider's schemas). Shown to the
// visitor, each answer is the page's catalogue message of the same rule, so an English page
// says it in English. A French answer with no catalogue entry is shown as it is.

export const REQUIRED = 'Ce champ est obligatoire.';

type Rule = readonly [french: string, key: MessageKey];

const nameRules = (label: string, field: 'firstname' | 'lastname'): Rule[] => [
  [`Le ${label} est obligatoire.`, `check.${field}Required`],
  [`Le ${label} ne peut pas dépasser ${NAME_MAX_LENGTH} caractères.`, `check.${field}TooLong`],
  [`Le ${label} contient des caractères non autorisés.`, `check.${field}Invalid`],
];

const RULES: readonly Rule[] = [
  [REQUIRED, 'check.required'],
  [EMAIL_REQUIRED, 'check.emailRequired'],
  [EMAIL_INVALID, 'check.emailInvalid'],
  [PHONE_INVALID, 'check.phoneInvalid'],
  [BIRTHDATE_FORMAT, 'check.birthdateFormat'],
  [BIRTHDATE_INVALID, 'check.birthdateInvalid'],
  [CURRENT_PASSWORD_REQUIRED, 'check.currentPassword'],
  [PASSWORD_TOO_SHORT, 'check.passwordTooShort'],
  [PASSWORD_TOO_LONG, 'check.passwordTooLong'],
  [PASSWORD_TOO_COMMON, 'check.passwordTooCommon'],
  [TERMS_REQUIRED, 'check.termsRequired'],
  ...nameRules('prénom', 'firstname'),
  ...nameRules('nom', 'lastname'),
];

/**
 * The keys the member islands read (AuthForms and AccountForms, the same checks): their
 * wrappers embed these messages (data-i18n).
 */
export const AUTH_FORMS_MESSAGES = [
  ...RULES.map(([, key]) => key),
  'auth.termsLabel',
] as const satisfies readonly MessageKey[];

const keyOf = new Map<string, MessageKey>(RULES.map(([french, key]) => [french, key]));

/** A rule's French answer in the page's language (null stays null). */
export function checkMessage(french: string | null, t: Translator): string | null {
  if (french === null) return null;
  const key = keyOf.get(french);
  if (!key) return french;
  return t.t(key, {
    min: PASSWORD_MIN_LENGTH,
    max: key === 'check.passwordTooLong' ? PASSWORD_MAX_LENGTH : NAME_MAX_LENGTH,
    label: t.t('auth.termsLabel'),
  });
}
