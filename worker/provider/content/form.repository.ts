import { z } from 'zod';
import type { ListQuerySpec } from '../../../src/domain/shared/list-query';
import {
  formFieldSchema,
  type AdminForm,
  type FormWrite,
  type Submission,
  type SubmissionFile,
} from '../../../src/schema/content/forms';
import type { ListSql } from '../shared/list-query-sql';
import { translatedFilter, type LocaleScope } from '../translation/public';
import { translateForm } from './form-translation';
import { insertOutboxStatement, type OutboxEmail } from '../shared/outbox.repository';
import {
  all,
  first,
  firstOf,
  mapRows,
  pagedList,
  readTotal,
  rowReader,
  rowsOf,
  writeBumpingVersion,
  type RowOf,
  readId,
} from '../shared/d1';

// Builder forms: definitions (page content: every write bumps the content version in the
// same batch), submissions and their files (R2 objects named by object_key).

export const formListSpec: ListQuerySpec = {
  fields: {
    id: { column: 'id', type: 'number' },
    title: { column: 'title', type: 'text' },
  },
  orderable: ['id', 'title'],
  defaultOrder: { field: 'id', direction: 'ASC' },
  defaultNbItem: 10,
  maxNbItem: 100,
};

const FORM_COLUMNS = `id, title, description, submit_label, success_message, notify_email, fields, created_at,
  updated_at`;

const storedFields = z.array(formFieldSchema);

const toForm = mapRows(
  rowReader({
    id: 'number',
    title: 'string',
    description: 'string',
    submit_label: 'string',
    success_message: 'string',
    notify_email: 'string?',
    fields: 'string',
    created_at: 'string',
    updated_at: 'string',
  }),
  (row): AdminForm => ({
    id: row.id,
    title: row.title,
    description: row.description,
    submitLabel: row.submit_label,
    successMessage: row.success_message,
    notifyEmail: row.notify_email,
    // Fields were validated on write; a row edited behind the app's back fails loudly here.
    fields: storedFields.parse(JSON.parse(row.fields)),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }),
);

const readObjectKey = rowReader({ object_key: 'string' });

/**
 * One of the site's forms; with a non-default locale `scope`, only when it is
 * translated there, with its texts translated (the admin reads it without a scope).
 */
export async function findForm(
  db: D1Database,
  siteId: number,
  formId: number,
  scope?: LocaleScope,
): Promise<AdminForm | null> {
  const translated = translatedFilter('form', 'forms', scope);
  const found = await first(
    db
      .prepare(`SELECT ${FORM_COLUMNS} FROM forms WHERE site_id = ? AND id = ?${translated.sql}`)
      .bind(siteId, formId, ...translated.params),
    toForm,
  );
  return found ? translateForm(db, siteId, found, scope) : null;
}

export async function listForms(
  db: D1Database,
  siteId: number,
  list: ListSql,
): Promise<{ forms: AdminForm[]; total: number }> {
  const { rows, total } = await pagedList(
    db,
    { columns: FORM_COLUMNS, from: 'forms WHERE site_id = ?', params: [siteId] },
    list,
    toForm,
  );
  return { forms: rows, total };
}

export async function insertForm(
  db: D1Database,
  siteId: number,
  form: FormWrite,
): Promise<{ form: AdminForm; version: number }> {
  const {
    results: [inserted],
    version,
  } = await writeBumpingVersion(db, siteId, [
    db
      .prepare(
        `INSERT INTO forms (site_id, title, description, submit_label, success_message, notify_email, fields)
         VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING ${FORM_COLUMNS}`,
      )
      .bind(
        siteId,
        form.title,
        form.description,
        form.submitLabel,
        form.successMessage,
        form.notifyEmail,
        JSON.stringify(form.fields),
      ),
  ]);
  const created = firstOf(inserted, toForm);
  if (!created) throw new Error('form insert returned no row');
  return { form: created, version };
}

/** Null when the site has no such form (nothing written, version unchanged). */
export async function updateForm(
  db: D1Database,
  siteId: number,
  formId: number,
  form: FormWrite,
): Promise<{ form: AdminForm; version: number } | null> {
  if (!(await findForm(db, siteId, formId))) return null;
  const {
    results: [updated],
    version,
  } = await writeBumpingVersion(db, siteId, [
    db
      .prepare(
        `UPDATE forms SET title = ?, description = ?, submit_label = ?, success_message = ?, notify_email = ?,
                fields = ?, updated_at = datetime('now')
          WHERE site_id = ? AND id = ? RETURNING ${FORM_COLUMNS}`,
      )
      .bind(
        form.title,
        form.description,
        form.submitLabel,
        form.successMessage,
        form.notifyEmail,
        JSON.stringify(form.fields),
        siteId,
        formId,
      ),
  ]);
  const saved = firstOf(updated, toForm);
  return saved ? { form: saved, version } : null;
}

/** Deletes a form and its submissions; returns the R2 keys of their files, or null if none such form. */
export async function deleteForm(
  db: D1Database,
  siteId: number,
  formId: number,
): Promise<{ objectKeys: string[]; version: number } | null> {
  if (!(await findForm(db, siteId, formId))) return null;
  const {
    results: [keys],
    version,
  } = await writeBumpingVersion(db, siteId, [
    db
      .prepare(
        `SELECT f.object_key FROM form_submission_files f
           JOIN form_submissions s ON s.site_id = f.site_id AND s.id = f.submission_id
          WHERE f.site_id = ? AND s.form_id = ?`,
      )
      .bind(siteId, formId),
    db.prepare('DELETE FROM forms WHERE site_id = ? AND id = ?').bind(siteId, formId),
  ]);
  return { objectKeys: rowsOf(keys, readObjectKey).map((row) => row.object_key), version };
}

export interface StoredFile {
  field: string;
  filename: string;
  contentType: string;
  size: number;
  objectKey: string;
}

export interface NewSubmission {
  formId: number;
  formTitle: string;
  answers: Submission['answers'];
  files: StoredFile[];
}

/**
 * Stores a submission, its files' rows and its e-mails (the site's, the visitor's acknowledgement) in ONE transaction: either
 * all rows exist or none does (the caller removes the R2 objects if this throws).
 */
export async function insertSubmission(
  db: D1Database,
  siteId: number,
  submission: NewSubmission,
  emails: readonly OutboxEmail[],
): Promise<{ submissionId: number; outboxIds: number[] }> {
  const statements = [
    db
      .prepare(
        'INSERT INTO form_submissions (site_id, form_id, form_title, answers) VALUES (?, ?, ?, ?) RETURNING id',
      )
      .bind(siteId, submission.formId, submission.formTitle, JSON.stringify(submission.answers)),
    // Inside the batch (one transaction, one writer) the newest submission of the site is the
    // one just inserted.
    ...submission.files.map((file) =>
      db
        .prepare(
          `INSERT INTO form_submission_files (site_id, submission_id, field, filename, content_type, size, object_key)
           VALUES (?, (SELECT MAX(id) FROM form_submissions WHERE site_id = ?), ?, ?, ?, ?, ?)`,
        )
        .bind(siteId, siteId, file.field, file.filename, file.contentType, file.size, file.objectKey),
    ),
  ];
  for (const email of emails) statements.push(insertOutboxStatement(db, siteId, email));
  const results = await db.batch(statements);
  const submissionId = firstOf(results[0], readId)?.id;
  if (submissionId === undefined) throw new Error('submission insert returned no id');
  const outboxIds = results
    .slice(results.length - emails.length)
    .flatMap((result) => firstOf(result, readId)?.id ?? []);
  return { submissionId, outboxIds };
}

const readSubmission = rowReader({
  id: 'number',
  form_id: 'number',
  form_title: 'string',
  answers: 'string',
  created_at: 'string',
});

const storedAnswers = z.array(z.object({ name: z.string(), label: z.string(), value: z.string() }));

export async function listSubmissions(
  db: D1Database,
  siteId: number,
  formId: number,
  window: { offset: number; limit: number },
): Promise<{ submissions: Submission[]; total: number }> {
  const [page, count] = await db.batch([
    db
      .prepare(
        `SELECT id, form_id, form_title, answers, created_at
           FROM form_submissions WHERE site_id = ? AND form_id = ? ORDER BY id DESC LIMIT ? OFFSET ?`,
      )
      .bind(siteId, formId, window.limit, window.offset),
    db
      .prepare('SELECT COUNT(*) AS total FROM form_submissions WHERE site_id = ? AND form_id = ?')
      .bind(siteId, formId),
  ]);
  const rows = rowsOf(page, readSubmission);
  const files = await filesOf(
    db,
    siteId,
    rows.map((row) => row.id),
  );
  return {
    submissions: rows.map((row): Submission => ({
      id: row.id,
      formId: row.form_id,
      formTitle: row.form_title,
      answers: storedAnswers.parse(JSON.parse(row.answers)),
      files: files.get(row.id) ?? [],
      createdAt: row.created_at,
    })),
    total: firstOf(count, readTotal)?.total ?? 0,
  };
}

const FILE_SHAPE = {
  id: 'number',
  field: 'string',
  filename: 'string',
  content_type: 'string',
  size: 'number',
  object_key: 'string',
} as const;
const FILE_COLUMNS = 'id, field, filename, content_type, size, object_key';

const toFile = (row: RowOf<typeof FILE_SHAPE>): SubmissionFile => ({
  id: row.id,
  field: row.field,
  filename: row.filename,
  contentType: row.content_type,
  size: row.size,
});
const toFileOfSubmission = mapRows(rowReader({ submission_id: 'number', ...FILE_SHAPE }), (row) => ({
  submissionId: row.submission_id,
  file: toFile(row),
}));
const toStoredFile = mapRows(rowReader(FILE_SHAPE), (row) => ({ ...toFile(row), objectKey: row.object_key }));

async function filesOf(
  db: D1Database,
  siteId: number,
  ids: number[],
): Promise<Map<number, SubmissionFile[]>> {
  const byId = new Map<number, SubmissionFile[]>();
  if (ids.length === 0) return byId;
  const rows = await all(
    db
      .prepare(
        `SELECT submission_id, ${FILE_COLUMNS}
           FROM form_submission_files WHERE site_id = ? AND submission_id IN (SELECT value FROM json_each(?))
          ORDER BY id`,
      )
      .bind(siteId, JSON.stringify(ids)),
    toFileOfSubmission,
  );
  for (const { submissionId, file } of rows) {
    byId.set(submissionId, [...(byId.get(submissionId) ?? []), file]);
  }
  return byId;
}

export async function findSubmissionFile(
  db: D1Database,
  siteId: number,
  submissionId: number,
  fileId: number,
): Promise<(SubmissionFile & { objectKey: string }) | null> {
  return first(
    db
      .prepare(
        `SELECT ${FILE_COLUMNS} FROM form_submission_files WHERE site_id = ? AND submission_id = ? AND id = ?`,
      )
      .bind(siteId, submissionId, fileId),
    toStoredFile,
  );
}

/** Deletes one submission; returns its files' R2 keys, or null when the site has no such submission. */
export async function deleteSubmission(
  db: D1Database,
  siteId: number,
  submissionId: number,
): Promise<string[] | null> {
  const [keys, deleted] = await db.batch([
    db
      .prepare('SELECT object_key FROM form_submission_files WHERE site_id = ? AND submission_id = ?')
      .bind(siteId, submissionId),
    db
      .prepare('DELETE FROM form_submissions WHERE site_id = ? AND id = ? RETURNING id')
      .bind(siteId, submissionId),
  ]);
  if ((deleted?.results ?? []).length === 0) return null;
  return rowsOf(keys, readObjectKey).map((row) => row.object_key);
}
