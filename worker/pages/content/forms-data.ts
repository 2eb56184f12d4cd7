import type { PublicForm } from '../../../src/schema/content/forms';
import { ProviderError } from '../../../src/provider/provider-error';
import type { BuilderFormState } from '../../../src/ui/forms/builder-form-state';
import type { PageDataSource } from '../site/site-data';

// Builder forms are page data: fetched through the provider client without the visitor's
// token and cached under the content version, which every form write bumps.

/** A form, or null when the site has no such form (a block left pointing at a deleted form). */
export async function loadForm(
  { shared, cache }: PageDataSource,
  formId: number,
): Promise<PublicForm | null> {
  const form = await cache.get(`form:${formId}`, async () => {
    try {
      return await shared.form(formId);
    } catch (error) {
      if (error instanceof ProviderError && error.status === 404) return null;
      throw error;
    }
  });
  return form;
}

/** The forms of a page's BUILDER_FORM blocks, blank (no values, errors or notice). */
export async function loadBuilderForms(
  source: PageDataSource,
  blocks: readonly { kind: string; data: unknown }[],
): Promise<Map<number, BuilderFormState>> {
  const ids = new Set<number>();
  for (const block of blocks) {
    if (block.kind !== 'BUILDER_FORM') continue;
    const formId = (block.data as { formId?: unknown }).formId;
    if (typeof formId === 'number' && Number.isSafeInteger(formId)) ids.add(formId);
  }
  const forms = await Promise.all([...ids].map((id) => loadForm(source, id)));
  return new Map(forms.flatMap((form) => (form ? [[form.id, blankState(form)] as const] : [])));
}

export const blankState = (form: PublicForm): BuilderFormState => ({
  form,
  values: {},
  errors: {},
  notice: null,
});
