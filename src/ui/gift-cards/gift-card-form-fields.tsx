// The gift card forms' fields, plain HTML: a labelled input with its help and its error, and a
// radio choice.

export type Values = Record<string, string>;

export function Field({
  name,
  label,
  values,
  errors,
  type = 'text',
  autoComplete,
  help,
  min,
  max,
  required = true,
}: {
  name: string;
  label: string;
  values: Values;
  errors: Record<string, string>;
  type?: string;
  autoComplete?: string;
  help?: string;
  min?: string;
  max?: string;
  required?: boolean;
}) {
  const id = `carte-${name.replace('.', '-')}`;
  const error = errors[name];
  const described = [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={`block-form__field${error ? ' block-form__field--error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={values[name] ?? ''}
        autoComplete={autoComplete}
        required={required}
        min={min}
        max={max}
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

export function Choice({
  name,
  value,
  label,
  checked,
}: {
  name: string;
  value: string;
  label: string;
  checked: boolean;
}) {
  const id = `carte-${name}-${value.replace(/[^a-z0-9]/gi, '-')}`;
  return (
    <li className="gift-card__choice">
      <input id={id} type="radio" name={name} value={value} defaultChecked={checked} required />
      <label htmlFor={id}>{label}</label>
    </li>
  );
}
