import { z } from 'zod';
import type { ListQuerySpec } from '../../../src/domain/list-query';
import {
  formFieldSchema,
  type AdminForm,
  type FormWrite,
  type Submission,
  type SubmissionFile,
} from '../../../src/schema/forms';
import type { ListSql } from '../shared/list-query-sql';
import { insertOutboxStatement, type OutboxEmail } from '../shared/outbox.repository';
import { bumpContentVersionStatement } from '../shared/d1';

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

const FORM_COLUMNS = `id, title, description, submit_label AS submitLabel, success_message AS successMessage,
  notify_email AS notifyEmail, fields, created_at AS createdAt, updated_at AS updatedAt`;

type FormRow = Omit<AdminForm, 'fields'> & { fields: string };

const storedFields = z.array(formFieldSchema);

function toForm(row: FormRow): AdminForm {
  // Fields were validated on write; a row edited behind the app's back fails loudly here.
  return { ...row, fields: storedFields.parse(JSON.parse(row.fields)) };
}

const versionOf = (result: D1Result | undefined): number =>
  ((result?.results ?? []) as { content_version: number }[])[0]?.content_version ?? 1;

export async function findForm(db: D1Database, siteId: number, formId: number): Promise<AdminForm | null> {
  const row = await db
    .prepare(`SELECT ${FORM_COLUMNS} FROM forms WHERE site_id = ? AND id = ?`)
    .bind(siteId, formId)
    .first<FormRow>();
  return row ? toForm(row) : null;
}

export async function listForms(
  db: D1Database,
  siteId: number,
  list: ListSql,
): Promise<{ forms: AdminForm[]; total: number }> {
  const [page, count] = await db.batch([
    db
      .prepare(`SELECT ${FORM_COLUMNS} FROM forms WHERE site_id = ?${list.where}${list.orderBy}${list.limit}`)
      .bind(siteId, ...list.params),
    db
      .prepare(`SELECT COUNT(*) AS total FROM forms WHERE site_id = ?${list.where}`)
      .bind(siteId, ...list.filterParams),
  ]);
  return {
    forms: ((page?.results ?? []) as FormRow[]).map(toForm),
    total: ((count?.results ?? []) as { total: number }[])[0]?.total ?? 0,
  };
}

export async function insertForm(
  db: D1Database,
  siteId: number,
  form: FormWrite,
): Promise<{ form: AdminForm; version: number }> {
  const [inserted, bumped] = await db.batch([
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
    bumpContentVersionStatement(db, siteId),
  ]);
  const row = ((inserted?.results ?? []) as FormRow[])[0];
  if (!row) throw new Error('form insert returned no row');
  return { form: toForm(row), version: versionOf(bumped) };
}

/** Null when the site has no such form (nothing written, version unchanged). */
export async function updateForm(
  db: D1Database,
  siteId: number,
  formId: number,
  form: FormWrite,
): Promise<{ form: AdminForm; version: number } | null> {
  if (!(await findForm(db, siteId, formId))) return null;
  const [updated, bumped] = await db.batch([
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
    bumpContentVersionStatement(db, siteId),
  ]);
  const row = ((updated?.results ?? []) as FormRow[])[0];
  return row ? { form: toForm(row), version: versionOf(bumped) } : null;
}

/** Deletes a form and its submissions; returns the R2 keys of their files, or null if none such form. */
export async function deleteForm(
  db: D1Database,
  siteId: number,
  formId: number,
): Promise<{ objectKeys: string[]; version: number } | null> {
  if (!(await findForm(db, siteId, formId))) return null;
  const [keys, , bumped] = await db.batch([
    db
      .prepare(
        `SELECT f.object_key AS objectKey FROM form_submission_files f
           JOIN form_submissions s ON s.site_id = f.site_id AND s.id = f.submission_id
          WHERE f.site_id = ? AND s.form_id = ?`,
      )
      .bind(siteId, formId),
    db.prepare('DELETE FROM forms WHERE site_id = ? AND id = ?').bind(siteId, formId),
    bumpContentVersionStatement(db, siteId),
  ]);
  return {
    objectKeys: ((keys?.results ?? []) as { objectKey: string }[]).map((row) => row.objectKey),
    version: versionOf(bumped),
  };
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
 * Stores a submission, its files' rows and the e-mail to the site in ONE transaction: either
 * all rows exist or none does (the caller removes the R2 objects if this throws).
 */
export async function insertSubmission(
  db: D1Database,
  siteId: number,
  submission: NewSubmission,
  email: OutboxEmail | null,
): Promise<{ submissionId: number; outboxId: number | null }> {
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
  if (email) statements.push(insertOutboxStatement(db, siteId, email));
  const results = await db.batch<{ id: number }>(statements);
  const submissionId = results[0]?.results[0]?.id;
  if (submissionId === undefined) throw new Error('submission insert returned no id');
  return { submissionId, outboxId: email ? (results.at(-1)?.results[0]?.id ?? null) : null };
}

interface SubmissionRow {
  id: number;
  formId: number;
  formTitle: string;
  answers: string;
  createdAt: string;
}

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
        `SELECT id, form_id AS formId, form_title AS formTitle, answers, created_at AS createdAt
           FROM form_submissions WHERE site_id = ? AND form_id = ? ORDER BY id DESC LIMIT ? OFFSET ?`,
      )
      .bind(siteId, formId, window.limit, window.offset),
    db
      .prepare('SELECT COUNT(*) AS total FROM form_submissions WHERE site_id = ? AND form_id = ?')
      .bind(siteId, formId),
  ]);
  const rows = (page?.results ?? []) as SubmissionRow[];
  const files = await filesOf(
    db,
    siteId,
    rows.map((row) => row.id),
  );
  return {
    submissions: rows.map((row) => ({
      ...row,
      answers: storedAnswers.parse(JSON.parse(row.answers)),
      files: files.get(row.id) ?? [],
    })),
    total: ((count?.results ?? []) as { total: number }[])[0]?.total ?? 0,
  };
}

async function filesOf(
  db: D1Database,
  siteId: number,
  ids: number[],
): Promise<Map<number, SubmissionFile[]>> {
  const byId = new Map<number, SubmissionFile[]>();
  if (ids.length === 0) return byId;
  const { results } = await db
    .prepare(
      `SELECT id, submission_id AS submissionId, field, filename, content_type AS contentType, size
         FROM form_submission_files WHERE site_id = ? AND submission_id IN (SELECT value FROM json_each(?))
        ORDER BY id`,
    )
    .bind(siteId, JSON.stringify(ids))
    .all<SubmissionFile & { submissionId: number }>();
  for (const { submissionId, ...file } of results) {
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
  return db
    .prepare(
      `SELECT id, field, filename, content_type AS contentType, size, object_key AS objectKey
         FROM form_submission_files WHERE site_id = ? AND submission_id = ? AND id = ?`,
    )
    .bind(siteId, submissionId, fileId)
    .first();
}

/** Deletes one submission; returns its files' R2 keys, or null when the site has no such submission. */
export async function deleteSubmission(
  db: D1Database,
  siteId: number,
  submissionId: number,
): Promise<string[] | null> {
  const [keys, deleted] = await db.batch([
    db
      .prepare(
        'SELECT object_key AS objectKey FROM form_submission_files WHERE site_id = ? AND submission_id = ?',
      )
      .bind(siteId, submissionId),
    db
      .prepare('DELETE FROM form_submissions WHERE site_id = ? AND id = ? RETURNING id')
      .bind(siteId, submissionId),
  ]);
  if ((deleted?.results ?? []).length === 0) return null;
  return ((keys?.results ?? []) as { objectKey: string }[]).map((row) => row.objectKey);
}
