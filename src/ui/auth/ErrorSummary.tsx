import type { ReactElement } from 'react';
import { useT } from '../../i18n/react';
import { fieldId } from './AuthField';

// The list of a refused form's problems, above the form, each a link to its field (GOV.UK
// pattern): announced on arrival (role="alert"), focusable so the island can move focus to it.

export function ErrorSummary({
  form,
  message,
  errors,
  labels,
}: {
  form: string;
  message: string | null;
  errors: Record<string, string>;
  labels: Record<string, string>; // field name → label, in the form's order
}): ReactElement | null {
  const t = useT();
  const fields = Object.keys(labels).filter((name) => errors[name]);
  if (!message && fields.length === 0) return null;
  return (
    <div className="error-summary" id={`${form}-summary`} role="alert" tabIndex={-1}>
      {message ? <p className="form-error">{message}</p> : null}
      {fields.length > 0 ? (
        <ul>
          {fields.map((name) => (
            <li key={name}>
              <a href={`#${fieldId(form, name)}`}>
                {t.t('auth.summaryItem', { label: labels[name], error: errors[name] })}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
