// Builder forms: the field kinds and the rules a submission must meet, in one place for both
// sides. The server's zod schemas (src/schema/content/forms.ts) take their limits from here, the
// provider checks every submission with checkAnswers, and the island runs the same check
// before posting (zod itself would cost the islands bundle 7 KB gzip). The server alone also
// checks each file's CONTENT (src/domain/site/file-signature.ts): a browser's check is a courtesy.

export const FORM_FIELD_TYPES = [
  'text',
  'email',
  'phone',
  'textarea',
  'select',
  'checkbox',
  'date',
  'file',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** File types a form may accept, by the type read from the content, with their usual names. */
export const FORM_FILE_TYPES = {
  'application/pdf': { label: 'PDF', extensions: ['.pdf'] },
  'image/jpeg': { label: 'JPEG', extensions: ['.jpg', '.jpeg'] },
  'image/png': { label: 'PNG', extensions: ['.png'] },
  'image/webp': { label: 'WebP', extensions: ['.webp'] },
  'image/gif': { label: 'GIF', extensions: ['.gif'] },
} as const;
export type FormFileType = keyof typeof FORM_FILE_TYPES;
export const FORM_FILE_TYPE_NAMES = Object.keys(FORM_FILE_TYPES) as FormFileType[];

export const FORM_LIMITS = {
  fields: 40,
  text: 200,
  textarea: 5000,
  email: 254,
  options: 50,
  maxFileKb: 10 * 1024, // one file: 10 Mo at most
  maxFiles: 5, // per file field
  // The whole multipart body of one submission (worker/http/body-limit.ts skips the route).
  uploadBytes: 25 * 1024 * 1024,
} as const;

export interface FormField {
  name: string; // the posted field name
  type: FormFieldType;
  label: string;
  required: boolean;
  helpText?: string;
  options?: string[]; // select
  accept?: FormFileType[]; // file
  maxSizeKb?: number; // file: per file
  maxFiles?: number; // file
  /** date: the days of the week it accepts, 1 (Monday) to 7 (Sunday); absent: every day. */
  weekdays?: number[];
  /** date: refuses a day before today (in Paris). */
  futureOnly?: boolean;
}

/** What the browser (or the server before reading it) knows of a file. */
export interface FileFacts {
  name: string;
  size: number;
}

export type FormValues = Record<string, string>;
export type FormErrors = Record<string, string>;

export const FORM_MESSAGES = {
  required: 'Ce champ est obligatoire.',
  checkboxRequired: 'Cochez cette case pour continuer.',
  fileRequired: 'Joignez un fichier.',
  tooLong: (max: number) => `Ce champ ne doit pas dépasser ${max} caractères.`,
  email: "L'adresse e-mail n'est pas valide.",
  phone: "Le numéro de téléphone n'est pas valide.",
  date: "La date n'est pas valide (format attendu : jj/mm/aaaa).",
  datePast: 'Choisissez une date à venir.',
  dateWeekday: (days: string) => `Choisissez un jour proposé : ${days}.`,
  option: 'Choisissez une des propositions de la liste.',
  tooManyFiles: (max: number) =>
    max === 1 ? 'Vous pouvez joindre un seul fichier.' : `Vous pouvez joindre au plus ${max} fichiers.`,
  fileTooBig: (name: string, kb: number) =>
    `Le fichier « ${name} » dépasse la taille maximale de ${sizeLabel(kb)}.`,
  fileEmpty: (name: string) => `Le fichier « ${name} » est vide.`,
  fileType: (name: string, accept: readonly FormFileType[]) =>
    `Le fichier « ${name} » n'est pas d'un type accepté (${acceptLabel(accept)}).`,
  fileContent: (name: string, accept: readonly FormFileType[]) =>
    `Le contenu du fichier « ${name} » ne correspond pas à un type accepté (${acceptLabel(accept)}).`,
} as const;

const PHONE_PATTERN = /^[+0-9 ().-]{6,20}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const CHECKED = new Set(['on', 'true', '1', 'oui']);

export function sizeLabel(kb: number): string {
  return kb >= 1024 && kb % 1024 === 0 ? `${kb / 1024} Mo` : `${kb} Ko`;
}

function acceptLabel(accept: readonly FormFileType[]): string {
  return accept.map((type) => FORM_FILE_TYPES[type].label).join(', ');
}

/** The `accept` attribute of a file input: extensions and types. */
export function acceptAttribute(accept: readonly FormFileType[]): string {
  return accept.flatMap((type) => [type, ...FORM_FILE_TYPES[type].extensions]).join(',');
}

export function isChecked(value: string | undefined): boolean {
  return value !== undefined && CHECKED.has(value.trim().toLowerCase());
}

/** A real calendar day in the HTML date input's format (yyyy-mm-dd). */
export function isIsoDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function extensionAccepted(name: string, accept: readonly FormFileType[]): boolean {
  const lower = name.toLowerCase();
  return accept.some((type) =>
    FORM_FILE_TYPES[type].extensions.some((extension) => lower.endsWith(extension)),
  );
}

const DAY_NAMES = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];

/** « du lundi au vendredi » for consecutive days, else « lundi, mercredi ». */
function weekdaysLabel(days: readonly number[]): string {
  const sorted = [...new Set(days)].filter((day) => day >= 1 && day <= 7).sort((a, b) => a - b);
  const first = sorted[0];
  const last = sorted.at(-1);
  if (first !== undefined && last !== undefined && sorted.length > 2 && last - first === sorted.length - 1) {
    return `du ${DAY_NAMES[first - 1]} au ${DAY_NAMES[last - 1]}`;
  }
  return sorted.map((day) => DAY_NAMES[day - 1]).join(', ');
}

/** Today in Paris as yyyy-mm-dd. */
function parisToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(now);
}

/** A valid date field's own rules: a day to come, on a day of the week it offers. */
function checkDateRules(field: FormField, value: string, now: Date): string | undefined {
  if (field.futureOnly && value < parisToday(now)) return FORM_MESSAGES.datePast;
  if (field.weekdays && field.weekdays.length > 0) {
    const day = ((new Date(`${value}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
    if (!field.weekdays.includes(day)) return FORM_MESSAGES.dateWeekday(weekdaysLabel(field.weekdays));
  }
  return undefined;
}

function checkValue(field: FormField, raw: string | undefined, now: Date): string | undefined {
  const value = (raw ?? '').trim();
  if (field.type === 'checkbox') {
    return field.required && !isChecked(raw) ? FORM_MESSAGES.checkboxRequired : undefined;
  }
  if (value === '') return field.required ? FORM_MESSAGES.required : undefined;
  switch (field.type) {
    case 'text':
      return value.length > FORM_LIMITS.text ? FORM_MESSAGES.tooLong(FORM_LIMITS.text) : undefined;
    case 'textarea':
      return value.length > FORM_LIMITS.textarea ? FORM_MESSAGES.tooLong(FORM_LIMITS.textarea) : undefined;
    case 'email':
      return !EMAIL_PATTERN.test(value) || value.length > FORM_LIMITS.email ? FORM_MESSAGES.email : undefined;
    case 'phone':
      return PHONE_PATTERN.test(value) ? undefined : FORM_MESSAGES.phone;
    case 'date':
      return isIsoDate(value) ? checkDateRules(field, value, now) : FORM_MESSAGES.date;
    case 'select':
      return (field.options ?? []).includes(value) ? undefined : FORM_MESSAGES.option;
    default:
      return undefined;
  }
}

/** A file field's files: how many, how big, and the type their names claim. */
export function checkFiles(field: FormField, files: readonly FileFacts[]): string | undefined {
  const accept = field.accept ?? [];
  const maxFiles = field.maxFiles ?? 1;
  const maxKb = field.maxSizeKb ?? FORM_LIMITS.maxFileKb;
  if (files.length === 0) return field.required ? FORM_MESSAGES.fileRequired : undefined;
  if (files.length > maxFiles) return FORM_MESSAGES.tooManyFiles(maxFiles);
  for (const file of files) {
    if (file.size === 0) return FORM_MESSAGES.fileEmpty(file.name);
    if (file.size > maxKb * 1024) return FORM_MESSAGES.fileTooBig(file.name, maxKb);
    if (!extensionAccepted(file.name, accept)) return FORM_MESSAGES.fileType(file.name, accept);
  }
  return undefined;
}

/** Every field's first error, keyed by field name; empty when the submission may be stored. */
export function checkAnswers(
  fields: readonly FormField[],
  values: FormValues,
  files: Readonly<Record<string, readonly FileFacts[]>>,
  now: Date = new Date(),
): FormErrors {
  const errors: FormErrors = {};
  for (const field of fields) {
    const error =
      field.type === 'file'
        ? checkFiles(field, files[field.name] ?? [])
        : checkValue(field, values[field.name], now);
    if (error) errors[field.name] = error;
  }
  return errors;
}
