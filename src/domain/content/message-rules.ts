// The message form's rules, in one place for both sides: the server's zod schema
// (src/schema/content/message.ts) takes its limits and messages from here, and the browser checks
// the same rules before posting (zod itself would cost the islands bundle 7 KB gzip).

export const MESSAGE_FIELDS = ['firstname', 'lastname', 'email', 'phone', 'subject', 'body'] as const;
export type MessageField = (typeof MESSAGE_FIELDS)[number];
export type MessageValues = Record<MessageField, string>;
export type MessageErrors = Partial<Record<MessageField, string>>;

export const MESSAGE_LIMITS = {
  firstname: { min: 1, max: 100 },
  lastname: { min: 1, max: 100 },
  email: { min: 3, max: 254 },
  phone: { min: 0, max: 20 },
  subject: { min: 2, max: 150 },
  body: { min: 10, max: 5000 },
} as const;

export const MESSAGE_FIELD_ERRORS = {
  firstnameRequired: 'Le prénom est obligatoire.',
  firstnameTooLong: 'Le prénom ne doit pas dépasser 100 caractères.',
  lastnameRequired: 'Le nom est obligatoire.',
  lastnameTooLong: 'Le nom ne doit pas dépasser 100 caractères.',
  emailRequired: "L'adresse e-mail est obligatoire.",
  emailInvalid: "L'adresse e-mail n'est pas valide.",
  phoneInvalid: "Le numéro de téléphone n'est pas valide.",
  subjectRequired: "L'objet est obligatoire.",
  subjectTooLong: "L'objet ne doit pas dépasser 150 caractères.",
  bodyTooShort: 'Le message doit contenir au moins 10 caractères.',
  bodyTooLong: 'Le message ne doit pas dépasser 5000 caractères.',
} as const;

export const PHONE_PATTERN = /^[+0-9 ().-]{6,20}$/;
// Deliberately simple: the server's zod e-mail check has the last word.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emptyMessageValues(): MessageValues {
  return { firstname: '', lastname: '', email: '', phone: '', subject: '', body: '' };
}

type MessageErrorCode = keyof typeof MESSAGE_FIELD_ERRORS;
export type MessageErrorCodes = Partial<Record<MessageField, MessageErrorCode>>;

/**
 * The browser's check before posting, as error codes (the island words them in the page's
 * language, catalogues/common.ts messageForm.error.*); the server checks again with zod.
 */
export function checkMessage(values: MessageValues): MessageErrorCodes {
  const errors: MessageErrorCodes = {};
  const v = (field: MessageField) => values[field].trim();
  if (v('firstname') === '') errors.firstname = 'firstnameRequired';
  else if (v('firstname').length > MESSAGE_LIMITS.firstname.max) errors.firstname = 'firstnameTooLong';
  if (v('lastname') === '') errors.lastname = 'lastnameRequired';
  else if (v('lastname').length > MESSAGE_LIMITS.lastname.max) errors.lastname = 'lastnameTooLong';
  if (v('email') === '') errors.email = 'emailRequired';
  else if (!EMAIL_PATTERN.test(v('email')) || v('email').length > MESSAGE_LIMITS.email.max) {
    errors.email = 'emailInvalid';
  }
  if (v('phone') !== '' && !PHONE_PATTERN.test(v('phone'))) errors.phone = 'phoneInvalid';
  if (v('subject').length < MESSAGE_LIMITS.subject.min) errors.subject = 'subjectRequired';
  else if (v('subject').length > MESSAGE_LIMITS.subject.max) errors.subject = 'subjectTooLong';
  if (v('body').length < MESSAGE_LIMITS.body.min) errors.body = 'bodyTooShort';
  else if (v('body').length > MESSAGE_LIMITS.body.max) errors.body = 'bodyTooLong';
  return errors;
}
