import { useContext, type ReactElement } from 'react';
import type { PageBlock } from '../../schema/page-block';
import { BuilderForm } from '../islands/BuilderForm';
import { Island } from '../islands/island';
import { SiteViewContext } from '../site-view';
import { BuilderFormsContext, fieldView, formPagePath } from './builder-form-state';

export type BuilderFormBlockData = Extract<PageBlock, { kind: 'BUILDER_FORM' }>['data'];

/** A builder form embedded in a page: an island; nothing when the form no longer exists. */
export function BuilderFormBlock({ data }: { data: BuilderFormBlockData }): ReactElement | null {
  const state = useContext(BuilderFormsContext).get(data.formId);
  const view = useContext(SiteViewContext);
  if (!state) return null;
  const { form } = state;
  const path = formPagePath(form.id);
  return (
    <Island
      name="BuilderForm"
      component={BuilderForm}
      props={{
        formId: form.id,
        title: data.title ?? form.title,
        description: form.description,
        submitLabel: form.submitLabel,
        action: view ? view.link(path) : path,
        fields: form.fields.map(fieldView),
        values: state.values,
        errors: state.errors,
        notice: state.notice,
      }}
    />
  );
}
