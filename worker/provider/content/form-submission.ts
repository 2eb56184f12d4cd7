import { sniffFileType, SIGNATURE_BYTES } from '../../../src/domain/site/file-signature';
import {
  checkAnswers,
  FORM_FILE_TYPES,
  FORM_MESSAGES,
  isChecked,
  type FormErrors,
} from '../../../src/domain/content/form-rules';
import type { AdminForm, Submission } from '../../../src/schema/content/forms';
import { badRequest } from '../../errors';
import type { StoredFile } from './form.repository';

// A submission in named steps: read the multipart body against the form's fields, check it
// all (values, file counts and sizes, then each file's CONTENT), and only then write: files to
// R2 first, then every row in one D1 batch; if that batch fails the R2 objects are removed.
// So a refused submission leaves nothing behind, in D1 or in R2.

const HONEYPOT_FIELD = 'website';
const INVALID_SUBMISSION = 'Le formulaire contient des erreurs : corrigez les champs signalés.';

export interface ReadSubmission {
  values: Record<string, string>;
  files: Record<string, File[]>;
  honeypot: string;
}

/** The posted values and files, keyed by field name; unknown names are ignored. */
export function readSubmission(form: AdminForm, body: FormData): ReadSubmission {
  const values: Record<string, string> = {};
  const files: Record<string, File[]> = {};
  for (const field of form.fields) {
    const entries = body.getAll(field.name);
    if (field.type === 'file') {
      // An empty file input posts one nameless, empty part: that is "no file".
      files[field.name] = entries.filter(
        (entry): entry is File => typeof entry !== 'string' && (entry.name !== '' || entry.size > 0),
      );
    } else {
      const text = entries.find((entry): entry is string => typeof entry === 'string');
      if (text !== undefined) values[field.name] = text;
    }
  }
  const trap = body.get(HONEYPOT_FIELD);
  return { values, files, honeypot: typeof trap === 'string' ? trap.trim() : '' };
}

/** Every error of the submission; a file's declared name and size first, then its content. */
export async function checkSubmission(form: AdminForm, submission: ReadSubmission): Promise<FormErrors> {
  const errors = checkAnswers(form.fields, submission.values, submission.files);
  for (const field of form.fields) {
    if (field.type !== 'file' || errors[field.name]) continue;
    for (const file of submission.files[field.name] ?? []) {
      const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
      const type = sniffFileType(head);
      // The content must be an accepted type AND the one its name claims (no PDF posing as a PNG).
      const named =
        type !== null &&
        FORM_FILE_TYPES[type].extensions.some((ext) => file.name.toLowerCase().endsWith(ext));
      if (type === null || !named || !(field.accept ?? []).includes(type)) {
        errors[field.name] = FORM_MESSAGES.fileContent(file.name, field.accept ?? []);
        break;
      }
    }
  }
  return errors;
}

/** Throws the French 400 with one message per field. */
export function refuse(errors: FormErrors): never {
  throw badRequest(INVALID_SUBMISSION, errors);
}

/** The answers as stored and e-mailed: every non-file field, in the form's order. */
export function answersOf(form: AdminForm, values: Record<string, string>): Submission['answers'] {
  return form.fields
    .filter((field) => field.type !== 'file')
    .map((field) => ({
      name: field.name,
      label: field.label,
      value:
        field.type === 'checkbox'
          ? isChecked(values[field.name])
            ? 'Oui'
            : 'Non'
          : (values[field.name] ?? '').trim(),
    }));
}

/** A file name safe to keep and show: no path, no control characters, at most 150 characters. */
function cleanFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (clean === '' ? 'fichier' : clean).slice(-150);
}

/** Puts the checked files in R2 under the site's prefix; on any failure removes those already put. */
export async function putFiles(
  bucket: R2Bucket,
  siteId: number,
  form: AdminForm,
  files: Record<string, File[]>,
): Promise<StoredFile[]> {
  const stored: StoredFile[] = [];
  const batch = crypto.randomUUID();
  try {
    for (const field of form.fields) {
      for (const file of files[field.name] ?? []) {
        const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
        const contentType = sniffFileType(head) ?? 'application/octet-stream';
        const objectKey = `sites/${siteId}/forms/${form.id}/${batch}/${stored.length + 1}`;
        await bucket.put(objectKey, await file.arrayBuffer(), { httpMetadata: { contentType } });
        stored.push({
          field: field.name,
          filename: cleanFilename(file.name),
          contentType,
          size: file.size,
          objectKey,
        });
      }
    }
  } catch (error) {
    await removeFiles(
      bucket,
      stored.map((file) => file.objectKey),
    );
    throw error;
  }
  return stored;
}

export async function removeFiles(bucket: R2Bucket, keys: string[]): Promise<void> {
  if (keys.length > 0) await bucket.delete(keys);
}
