import type { AdminForm, PublicForm } from '../../../src/schema/content/forms';
import { notFound } from '../../errors';
import type { ServiceContext } from '../shared/service-context';
import { findForm } from './form.repository';

// The builder's forms as visitors see them. A form of another site, or an id that is not one,
// is 404.

const NO_FORM = "Ce formulaire n'existe pas.";

/** A form as visitors see it: no notification address, nothing of the owner's settings. */
function publicForm(form: AdminForm): PublicForm {
  const { id, title, description, submitLabel, successMessage, fields } = form;
  return { id, title, description, submitLabel, successMessage, fields };
}

/** The site's form in the context's locale, or 404. */
export async function formOf(ctx: ServiceContext, id: number | null): Promise<AdminForm> {
  const form = id === null ? null : await findForm(ctx.db, ctx.site.id, id, ctx.scope);
  if (!form) throw notFound(NO_FORM);
  return form;
}

/** The public side of a form (GET /forms/{id}). */
export async function visitorForm(ctx: ServiceContext, id: number | null): Promise<PublicForm> {
  return publicForm(await formOf(ctx, id));
}
