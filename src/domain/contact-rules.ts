// The contact form's rules, in one place for both sides: the server's zod schema
// (src/schema/message.ts) takes its limits and messages from here, and the browser checks
// the same rules before posting (zod itself would cost the islands bundle 7 KB gzip).

export const CONTACT_FIELDS = ['firstname', 'lastname', 'email', 'phone', 'subject', 'body'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const CONTACT_LIMITS = {
  firstname: { min: 1, max: 100 },
  lastname: { min: 1, max: 100 },
  email: { min: 3, max: 254 },
  phone: { min: 0, max: 20 },
  subject: { min: 2, max: 150 },
  body: { min: 10, max: 5000 },
} as const;

export const CONTACT_MESSAGES = {
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

export function emptyContactValues(): ContactValues {
  return { firstname: '', lastname: '', email: '', phone: '', subject: '', body: '' };
}

/** The browser's check before posting; the server checks again with zod. */
export function checkContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  const v = (field: ContactField) => values[field].trim();
  if (v('firstname') === '') errors.firstname = CONTACT_MESSAGES.firstnameRequired;
  else if (v('firstname').length > CONTACT_LIMITS.firstname.max)
    errors.firstname = CONTACT_MESSAGES.firstnameTooLong;
  if (v('lastname') === '') errors.lastname = CONTACT_MESSAGES.lastnameRequired;
  else if (v('lastname').length > CONTACT_LIMITS.lastname.max)
    errors.lastname = CONTACT_MESSAGES.lastnameTooLong;
  if (v('email') === '') errors.email = CONTACT_MESSAGES.emailRequired;
  else if (!EMAIL_PATTERN.test(v('email')) || v('email').length > CONTACT_LIMITS.email.max) {
    errors.email = CONTACT_MESSAGES.emailInvalid;
  }
  if (v('phone') !== '' && !PHONE_PATTERN.test(v('phone'))) errors.phone = CONTACT_MESSAGES.phoneInvalid;
  if (v('subject').length < CONTACT_LIMITS.subject.min) errors.subject = CONTACT_MESSAGES.subjectRequired;
  else if (v('subject').length > CONTACT_LIMITS.subject.max) errors.subject = CONTACT_MESSAGES.subjectTooLong;
  if (v('body').length < CONTACT_LIMITS.body.min) errors.body = CONTACT_MESSAGES.bodyTooShort;
  else if (v('body').length > CONTACT_LIMITS.body.max) errors.body = CONTACT_MESSAGES.bodyTooLong;
  return errors;
}
