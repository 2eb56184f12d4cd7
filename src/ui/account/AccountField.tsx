import type { ReactElement } from 'react';

// One labelled field of the personal space's forms, with its French error under it. The
// same markup server-rendered (no JavaScript) and hydrated.

export interface AccountFieldProps {
  form: string; // the form's id prefix: profil, mot-de-passe, suppression
  name: string;
  label: string;
  value?: string;
  error?: string | undefined;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  help?: string;
  minLength?: number;
  maxLength?: number;
}

export function AccountField({
  form,
  name,
  label,
  value,
  error,
  type = 'text',
  autoComplete,
  required = false,
  help,
  minLength,
  maxLength,
}: AccountFieldProps): ReactElement {
  const id = `${form}-${name}`;
  const described = [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={`block-form__field${error ? ' block-form__field--error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={value}
        autoComplete={autoComplete}
        required={required}
        minLength={minLength}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
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
}

export interface FormNotice {
  kind: 'success' | 'error';
  text: string;
}

/** A form's notice; a refusal already shown beside its field is not said a second time. */
export function Notice({
  notice,
  errors,
}: {
  notice: FormNotice | null | undefined;
  errors?: Readonly<Record<string, string>>;
}): ReactElement | null {
  if (!notice) return null;
  if (notice.kind === 'error' && errors && Object.values(errors).includes(notice.text)) return null;
  return (
    <p
      className={`block-form__notice block-form__notice--${notice.kind}`}
      role={notice.kind === 'error' ? 'alert' : 'status'}
    >
      {notice.text}
    </p>
  );
}
