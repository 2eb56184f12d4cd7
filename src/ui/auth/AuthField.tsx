import type { ReactElement } from 'react';
import { useT } from '../../i18n/react';

// One labelled input of a member form, with its hint and its error tied to it
// (aria-describedby), so a screen reader reads the rule and the problem with the field.
// The ids are fixed (`<form>-<name>`): the error summary links to them and the island finds them.

export interface AuthFieldProps {
  form: string; // 'login', 'register', 'reset'…
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  value?: string;
  error?: string;
  hint?: string;
  required?: boolean;
  maxLength?: number;
  /** The AuthForms island fills it from the link's fragment (#code) and hides it. */
  fromFragment?: boolean;
}

export const fieldId = (form: string, name: string) => `${form}-${name}`;

export function AuthField({
  form,
  name,
  label,
  type = 'text',
  autoComplete,
  value,
  error,
  hint,
  required = true,
  maxLength,
  fromFragment = false,
}: AuthFieldProps): ReactElement {
  const t = useT();
  const id = fieldId(form, name);
  const described = [hint ? `${id}-hint` : null, `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={`auth-field${error ? ' auth-field--error' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? null : <span className="auth-field__optional">{t.t('auth.optional')}</span>}
      </label>
      {hint ? (
        <p className="auth-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={type === 'password' ? undefined : value}
        required={required}
        maxLength={maxLength}
        data-from-fragment={fromFragment ? '' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
      />
      <p className="auth-field__error" id={`${id}-error`} data-error-for={id}>
        {error ?? ''}
      </p>
    </div>
  );
}
