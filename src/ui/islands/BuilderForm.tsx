import { useState } from 'react';
import type { FormEvent, ReactElement } from 'react';
import type { FormFieldType } from '../../domain/content/form-rules.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { useT } from '../../i18n/react.tsx';
import { dispatchIslandEvent, TOAST_EVENT } from './island-events.ts';

// A builder form. Server-rendered it is a plain multipart HTML form posting to its
// page route (/formulaires/{id}); the worker answers with the page again, errors beside the
// fields or the thanks. Hydrated, it posts the same body asking for JSON and shows the answer
// in place: the provider's per-field errors (data.errors) beside the fields, or the thanks.
// Every rule (and each file's content) is checked by the provider only, so the island carries
// no rules: the islands bundle stays small (its budget is 20 KB gzip for every island).

const FORM_HONEYPOT = 'website';

/** A field as the island receives it: JSON only, every key present, hints worded by the server. */
export type FieldView = {
  name: string;
  type: FormFieldType;
  label: string;
  required: boolean;
  help: string; // the help text, with the accepted types and sizes for a file
  options: string[];
  accept: string; // the file input's accept attribute
  multiple: boolean;
  maxLength: number; // 0: none
};

export type FormNotice = { kind: 'success' | 'error'; text: string };

export type BuilderFormProps = {
  formId: number;
  title: string;
  description: string;
  submitLabel: string;
  action: string; // /formulaires/{id}
  privacyHref: string; // the privacy policy in the page's locale
  fields: FieldView[];
  values: Record<string, string>;
  errors: Record<string, string>;
  notice: FormNotice | null;
};

export const BUILDER_FORM_MESSAGES = [
  'builderForm.required',
  'builderForm.choose',
  'builderForm.privacy',
  'builderForm.thanks',
  'builderForm.failed',
  'form.honeypot',
  'form.privacyLink',
  'form.sending',
] as const satisfies readonly MessageKey[];

function FieldInput({
  field,
  id,
  value,
  describedBy,
  invalid,
}: {
  field: FieldView;
  id: string;
  value: string;
  describedBy: string | undefined;
  invalid: boolean;
}): ReactElement {
  const common = {
    id,
    name: field.name,
    required: field.required,
    'aria-invalid': invalid ? true : undefined,
    'aria-describedby': describedBy,
  };
  const maxLength = field.maxLength > 0 ? field.maxLength : undefined;
  const { t } = useT();
  switch (field.type) {
    case 'textarea':
      return <textarea {...common} rows={5} maxLength={maxLength} defaultValue={value} />;
    case 'select':
      return (
        <select {...common} defaultValue={value}>
          <option value="">{t('builderForm.choose')}</option>
          {field.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      );
    case 'checkbox':
      return <input {...common} type="checkbox" value="on" defaultChecked={value === 'on'} />;
    case 'file':
      return <input {...common} type="file" accept={field.accept} multiple={field.multiple} />;
    case 'email':
      return (
        <input {...common} type="email" autoComplete="email" maxLength={maxLength} defaultValue={value} />
      );
    case 'phone':
      return <input {...common} type="tel" autoComplete="tel" maxLength={maxLength} defaultValue={value} />;
    case 'date':
      return <input {...common} type="date" defaultValue={value} />;
    default:
      return <input {...common} type="text" maxLength={maxLength} defaultValue={value} />;
  }
}

export function BuilderForm({
  formId,
  title,
  description,
  submitLabel,
  action,
  privacyHref,
  fields,
  values,
  errors: initialErrors,
  notice: initialNotice,
}: BuilderFormProps): ReactElement {
  const [errors, setErrors] = useState<Record<string, string>>(initialErrors);
  const [notice, setNotice] = useState<FormNotice | null>(initialNotice);
  const [sending, setSending] = useState(false);
  const prefix = `form-${formId}`;
  const { t } = useT();
  const failed = t('builderForm.failed');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const body = new FormData(form);
    setSending(true);
    try {
      const response = await fetch(action, { method: 'POST', headers: { accept: 'application/json' }, body });
      const answer = await response.json<{
        message?: string;
        data?: { errors?: Record<string, string> } | null;
      }>();
      const text = answer.message ?? (response.ok ? t('builderForm.thanks') : failed);
      const found = response.ok ? {} : (answer.data?.errors ?? {});
      setErrors(found);
      if (response.ok) form.reset();
      const first = Object.keys(found)[0];
      if (first) form.querySelector<HTMLElement>(`#${prefix}-${first}`)?.focus();
      setNotice({ kind: response.ok ? 'success' : 'error', text });
      dispatchIslandEvent(TOAST_EVENT, { message: text, kind: response.ok ? 'success' : 'error' });
    } catch {
      setNotice({ kind: 'error', text: failed });
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="block block-form block-form--builder" aria-labelledby={`${prefix}-title`}>
      <h2 id={`${prefix}-title`} className="block-form__title">
        {title}
      </h2>
      {description ? <p className="block-form__hint">{description}</p> : null}
      <form
        className="block-form__form"
        method="post"
        action={action}
        encType="multipart/form-data"
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        {notice ? (
          <p
            className={`block-form__notice block-form__notice--${notice.kind}`}
            role={notice.kind === 'error' ? 'alert' : 'status'}
          >
            {notice.text}
          </p>
        ) : null}
        <p className="block-form__hint">{t('builderForm.required')}</p>
        {fields.map((field) => {
          const id = `${prefix}-${field.name}`;
          const error = errors[field.name];
          const help = field.help;
          const describedBy = [help ? `${id}-help` : '', error ? `${id}-error` : '']
            .filter(Boolean)
            .join(' ');
          const label = `${field.label}${field.required ? ' *' : ''}`;
          return (
            <div
              key={field.name}
              className={`block-form__field block-form__field--${field.type}${error ? ' block-form__field--error' : ''}`}
            >
              {field.type === 'checkbox' ? null : <label htmlFor={id}>{label}</label>}
              <FieldInput
                field={field}
                id={id}
                value={values[field.name] ?? ''}
                describedBy={describedBy || undefined}
                invalid={Boolean(error)}
              />
              {field.type === 'checkbox' ? <label htmlFor={id}>{label}</label> : null}
              {help ? (
                <p className="block-form__help" id={`${id}-help`}>
                  {help}
                </p>
              ) : null}
              {error ? (
                <p className="block-form__error" id={`${id}-error`}>
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
        <div className="block-form__trap" aria-hidden="true">
          <label htmlFor={`${prefix}-${FORM_HONEYPOT}`}>{t('form.honeypot')}</label>
          <input
            id={`${prefix}-${FORM_HONEYPOT}`}
            name={FORM_HONEYPOT}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        <p className="block-form__privacy">
          {t('builderForm.privacy')} <a href={privacyHref}>{t('form.privacyLink')}</a>.
        </p>
        <button type="submit" className="block-form__submit" disabled={sending}>
          {sending ? t('form.sending') : submitLabel}
        </button>
      </form>
    </section>
  );
}
