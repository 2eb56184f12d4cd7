import type { ListQuery } from '../../../src/domain/shared/list-query';
import type { AdminForm, FormWrite, Submission, SubmissionFile } from '../../../src/schema/content/forms';
import { publishContentVersion } from '../../cache/content-version';
import { notFound } from '../../errors';
import { idOr404, parseId } from '../../http/ids';
import { listQuerySql } from '../shared/list-query-sql';
import type { ServiceContext } from '../shared/service-context';
import { removeFiles } from './form-submission';
import {
  deleteForm,
  deleteSubmission,
  findForm,
  findSubmissionFile,
  formListSpec,
  insertForm,
  listForms,
  listSubmissions,
  updateForm,
} from './form.repository';

// The admin side of builder forms: definitions (every write publishes the bumped content
// version, so the page embedding a form shows the change on the next request), submissions
// and their files (in R2: deleting a form or a submission deletes its files).

/** The list's query: what may be sorted and filtered (the routes document it). */
export { formListSpec };

export const SUBMISSIONS_PER_PAGE = 20;

const NO_FORM = "Ce formulaire n'existe pas.";
const NO_SUBMISSION = "Cette réponse n'existe pas.";
const NO_FILE = "Ce fichier n'existe pas.";

const publish = (ctx: ServiceContext, version: number) =>
  publishContentVersion(ctx.env, ctx.site.id, version, ctx.requestId);

/** A page of the site's forms. */
export function adminForms(
  ctx: ServiceContext,
  query: ListQuery,
): Promise<{ forms: AdminForm[]; total: number }> {
  return listForms(ctx.db, ctx.site.id, listQuerySql(query, formListSpec));
}

/** The form of this id (as sent), with its notification address; null when none. */
export async function storedForm(ctx: ServiceContext, raw: string): Promise<AdminForm | null> {
  const id = parseId(raw);
  return id === null ? null : findForm(ctx.db, ctx.site.id, id);
}

/** One form, or 404. */
export async function adminForm(ctx: ServiceContext, raw: string): Promise<AdminForm> {
  const form = await findForm(ctx.db, ctx.site.id, idOr404(raw, NO_FORM));
  if (!form) throw notFound(NO_FORM);
  return form;
}

/** Creates a form. */
export async function createAdminForm(ctx: ServiceContext, input: FormWrite): Promise<AdminForm> {
  const { form, version } = await insertForm(ctx.db, ctx.site.id, input);
  await publish(ctx, version);
  return form;
}

/** Rewrites a form (its fields too), or 404. */
export async function updateAdminForm(
  ctx: ServiceContext,
  raw: string,
  input: FormWrite,
): Promise<AdminForm> {
  const updated = await updateForm(ctx.db, ctx.site.id, idOr404(raw, NO_FORM), input);
  if (!updated) throw notFound(NO_FORM);
  await publish(ctx, updated.version);
  return updated.form;
}

/** Deletes a form, its submissions and their files, or 404. */
export async function deleteAdminForm(ctx: ServiceContext, raw: string): Promise<void> {
  const deleted = await deleteForm(ctx.db, ctx.site.id, idOr404(raw, NO_FORM));
  if (!deleted) throw notFound(NO_FORM);
  await publish(ctx, deleted.version);
  await removeFiles(ctx.env.MEDIA, deleted.objectKeys);
}

/** A page (from 1) of a form's submissions, the newest first, or 404 for the form. */
export async function formSubmissions(
  ctx: ServiceContext,
  raw: string,
  page: number,
): Promise<{ submissions: Submission[]; total: number }> {
  const id = idOr404(raw, NO_FORM);
  if (!(await findForm(ctx.db, ctx.site.id, id))) throw notFound(NO_FORM);
  const window = { offset: (page - 1) * SUBMISSIONS_PER_PAGE, limit: SUBMISSIONS_PER_PAGE };
  return listSubmissions(ctx.db, ctx.site.id, id, window);
}

/** Deletes a submission and its files, or 404. */
export async function deleteFormSubmission(ctx: ServiceContext, raw: string): Promise<void> {
  const keys = await deleteSubmission(ctx.db, ctx.site.id, idOr404(raw, NO_SUBMISSION));
  if (keys === null) throw notFound(NO_SUBMISSION);
  await removeFiles(ctx.env.MEDIA, keys);
}

/** A file of a submission and its stored object, or 404. */
export async function submissionFile(
  ctx: ServiceContext,
  params: { submissionId: string; fileId: string },
): Promise<{ file: SubmissionFile & { objectKey: string }; object: R2ObjectBody }> {
  const submissionId = idOr404(params.submissionId, NO_FILE);
  const fileId = idOr404(params.fileId, NO_FILE);
  const file = await findSubmissionFile(ctx.db, ctx.site.id, submissionId, fileId);
  const object = file ? await ctx.env.MEDIA.get(file.objectKey) : null;
  if (!file || !object) throw notFound(NO_FILE);
  return { file, object };
}
