import { env } from 'cloudflare:workers';
import { unique } from './factories';

// Builders for builder-form tests: forms, and files whose CONTENT is of a given type.

export const PDF_BYTES = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
export const PNG_BYTES = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82,
]);
/** A Windows executable's first bytes ("MZ"), whatever name it is sent under. */
export const EXE_BYTES = new Uint8Array([
  0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00,
]);

/** A file of `size` bytes starting with the given signature. */
export function fileOf(
  name: string,
  head: Uint8Array,
  size = head.length,
  type = 'application/octet-stream',
): File {
  const bytes = new Uint8Array(size);
  bytes.set(head.slice(0, size));
  return new File([bytes], name, { type });
}

const SAMPLE_FIELDS = [
  { name: 'nom', type: 'text', label: 'Nom', required: true },
  { name: 'email', type: 'email', label: 'E-mail', required: true },
  { name: 'soin', type: 'select', label: 'Soin', required: false, options: ['Relaxant', 'Réflexologie'] },
  {
    name: 'piece',
    type: 'file',
    label: 'Pièce jointe',
    required: false,
    accept: ['application/pdf', 'image/png'],
    maxSizeKb: 100,
    maxFiles: 2,
  },
];

/** Inserts a form for one site straight into D1; returns its id. */
export async function insertForm(siteId: number, fields: unknown[] = SAMPLE_FIELDS): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO forms (site_id, title, description, submit_label, success_message, fields)
     VALUES (?, ?, '', 'Envoyer', 'Merci pour votre demande.', ?) RETURNING id`,
  )
    .bind(siteId, unique('Formulaire'), JSON.stringify(fields))
    .first<{ id: number }>();
  if (!row) throw new Error('form insert returned no id');
  return row.id;
}

/** A valid submission of SAMPLE_FIELDS, with the given files under `piece`. */
export function sampleSubmission(files: File[] = [], extra: Record<string, string> = {}): FormData {
  const body = new FormData();
  body.set('nom', 'Camille Durand');
  body.set('email', 'camille.durand@example.fr');
  body.set('soin', 'Relaxant');
  for (const file of files) body.append('piece', file);
  for (const [name, value] of Object.entries(extra)) body.set(name, value);
  return body;
}

/** Every R2 key under a site's forms prefix. */
export async function formObjectKeys(siteId: number): Promise<string[]> {
  const listed = await env.MEDIA.list({ prefix: `sites/${siteId}/forms/` });
  return listed.objects.map((object) => object.key);
}

export async function countRows(table: 'form_submissions' | 'form_submission_files', siteId: number) {
  const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE site_id = ?`)
    .bind(siteId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** A submission with one PDF, stored as the route would (rows and R2 object); returns ids. */
export async function insertSubmissionWithFile(
  siteId: number,
): Promise<{ formId: number; submissionId: number; fileId: number; objectKey: string }> {
  const formId = await insertForm(siteId);
  const objectKey = `sites/${siteId}/forms/${formId}/${crypto.randomUUID()}/1`;
  await env.MEDIA.put(objectKey, PDF_BYTES, { httpMetadata: { contentType: 'application/pdf' } });
  const submission = await env.DB.prepare(
    "INSERT INTO form_submissions (site_id, form_id, form_title, answers) VALUES (?, ?, 'Test', '[]') RETURNING id",
  )
    .bind(siteId, formId)
    .first<{ id: number }>();
  if (!submission) throw new Error('submission insert returned no id');
  const file = await env.DB.prepare(
    `INSERT INTO form_submission_files (site_id, submission_id, field, filename, content_type, size, object_key)
     VALUES (?, ?, 'piece', 'ordonnance.pdf', 'application/pdf', ?, ?) RETURNING id`,
  )
    .bind(siteId, submission.id, PDF_BYTES.length, objectKey)
    .first<{ id: number }>();
  if (!file) throw new Error('file insert returned no id');
  return { formId, submissionId: submission.id, fileId: file.id, objectKey };
}
