import type { ReactElement } from 'react';
import type { PageBlock } from '../../schema/content/page-block';
import { BUILDER_FORM_MESSAGES, BuilderForm } from '../islands/BuilderForm';
import { useSiteView } from '../site-view';
import { Island } from '../islands/island';
import { useBlockData } from '../blocks/block-data';
import { fieldView, formPagePath } from './builder-form-state';

export type BuilderFormBlockData = Extract<PageBlock, { kind: 'BUILDER_FORM' }>['data'];

/** A builder form embedded in a page: an island; nothing when the form no longer exists. */
export function BuilderFormBlock({ data }: { data: BuilderFormBlockData }): ReactElement | null {
  const state = useBlockData().builderForms.get(data.formId);
  const { link } = useSiteView();
  if (!state) return null;
  const { form } = state;
  return (
    <Island
      name="BuilderForm"
      component={BuilderForm}
      messages={BUILDER_FORM_MESSAGES}
      props={{
        formId: form.id,
        title: data.title ?? form.title,
        description: form.description,
        submitLabel: form.submitLabel,
        // Never locale-prefixed: /formulaires/{id} is one route whatever the page's locale.
        action: formPagePath(form.id),
        privacyHref: link('/privacy-policy'),
        fields: form.fields.map(fieldView),
        values: state.values,
        errors: state.errors,
        notice: state.notice,
      }}
    />
  );
}
