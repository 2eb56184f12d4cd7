import { useState } from 'react';
import type { FormEvent, ReactElement } from 'react';
import {
  checkMessage,
  MESSAGE_LIMITS,
  emptyMessageValues,
  type MessageErrors,
  type MessageField,
  type MessageValues,
} from '../../domain/content/message-rules.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { useT } from '../../i18n/react.tsx';
import { dispatchIslandEvent, TOAST_EVENT, type ToastDetail } from './island-events.ts';

// The message form (the page's « contact » form). It posts to the page that carries it (`action`, in its locale):
// server-rendered, as a plain HTML form, and the worker answers with the page, errors or
// thanks included. Hydrated, it checks the fields as the server would, posts the same form
// asking for JSON and shows the result without leaving the page. Either way the worker hands
// the message to the provider through its client, in-process or remote.
// Fixed ids: there is one message form per page, and useId differs between React and Preact.

export const HONEYPOT_FIELD = 'website';

export type MessageNotice = {
  kind: 'success' | 'error';
  text: string;
};

export type MessageFormProps = {
  title: string;
  action: string; // the page's own path in its locale, e.g. /en/contact
  privacyHref: string; // the privacy policy in the page's locale
  values: MessageValues;
  errors: MessageErrors;
  notice: MessageNotice | null;
};

interface FieldProps {
  name: MessageField;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (name: MessageField, value: string) => void;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  multiline?: boolean;
}

function Field({
  name,
  label,
  value,
  error,
  onChange,
  type = 'text',
  autoComplete,
  required = true,
  multiline,
}: FieldProps) {
  const id = `message-${name}`;
  const common = {
    id,
    name,
    value,
    required,
    maxLength: MESSAGE_LIMITS[name].max,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    onChange: (event: { currentTarget: { value: string } }) => onChange(name, event.currentTarget.value),
  };
  return (
    <div className={`block-form__field${error ? ' block-form__field--error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea {...common} rows={6} /> : <input {...common} type={type} />}
      {error ? (
        <p className="block-form__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

const ERROR_KEYS = [
  'messageForm.error.firstnameRequired',
  'messageForm.error.firstnameTooLong',
  'messageForm.error.lastnameRequired',
  'messageForm.error.lastnameTooLong',
  'messageForm.error.emailRequired',
  'messageForm.error.emailInvalid',
  'messageForm.error.phoneInvalid',
  'messageForm.error.subjectRequired',
  'messageForm.error.subjectTooLong',
  'messageForm.error.bodyTooShort',
  'messageForm.error.bodyTooLong',
] as const satisfies readonly MessageKey[];

export const MESSAGE_FORM_MESSAGES = [
  'messageForm.required',
  'messageForm.firstname',
  'messageForm.lastname',
  'messageForm.email',
  'messageForm.phone',
  'messageForm.subject',
  'messageForm.body',
  'messageForm.privacy',
  'messageForm.submit',
  'messageForm.sent',
  'messageForm.failed',
  'form.honeypot',
  'form.privacyLink',
  'form.sending',
  ...ERROR_KEYS,
] as const satisfies readonly MessageKey[];

export function MessageForm({
  title,
  action,
  privacyHref,
  values: initialValues,
  errors: initialErrors,
  notice: initialNotice,
}: MessageFormProps): ReactElement {
  const [values, setValues] = useState<MessageValues>(initialValues);
  const [errors, setErrors] = useState<MessageErrors>(initialErrors);
  const [notice, setNotice] = useState<MessageNotice | null>(initialNotice);
  const [sending, setSending] = useState(false);
  const { t } = useT();
  const failed = t('messageForm.failed');

  const change = (name: MessageField, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const toast = (detail: ToastDetail) => dispatchIslandEvent(TOAST_EVENT, detail);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found: MessageErrors = {};
    for (const [name, code] of Object.entries(checkMessage(values))) {
      found[name as MessageField] = t(`messageForm.error.${code}`);
    }
    setErrors(found);
    const firstInvalid = Object.keys(found)[0];
    if (firstInvalid) {
      form.querySelector<HTMLElement>(`#message-${firstInvalid}`)?.focus();
      return;
    }
    const trap = form.querySelector<HTMLInputElement>(`[name="${HONEYPOT_FIELD}"]`)?.value ?? '';
    setSending(true);
    try {
      const response = await fetch(action || window.location.href, {
        method: 'POST',
        headers: { accept: 'application/json' },
        body: new URLSearchParams({ ...values, [HONEYPOT_FIELD]: trap }),
      });
      const body = await response.json<{ message?: string; data?: { errors?: MessageErrors } | null }>();
      if (response.ok) {
        setValues(emptyMessageValues());
        setNotice({ kind: 'success', text: body.message ?? t('messageForm.sent') });
        toast({ message: body.message ?? t('messageForm.sent'), kind: 'success' });
      } else {
        setErrors(body.data?.errors ?? {});
        setNotice({ kind: 'error', text: body.message ?? failed });
        toast({ message: body.message ?? failed, kind: 'error' });
      }
    } catch {
      setNotice({ kind: 'error', text: failed });
      toast({ message: failed, kind: 'error' });
    } finally {
      setSending(false);
    }
  };

  const field = (name: MessageField, label: string, extra: Partial<FieldProps> = {}) => (
    <Field name={name} label={label} value={values[name]} error={errors[name]} onChange={change} {...extra} />
  );

  return (
    <section className="block block-form" aria-labelledby="message-title">
      <h2 id="message-title" className="block-form__title">
        {title}
      </h2>
      <form
        className="block-form__form"
        method="post"
        action={action || undefined}
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
        <p className="block-form__hint">{t('messageForm.required')}</p>
        <div className="block-form__row">
          {field('firstname', t('messageForm.firstname'), { autoComplete: 'given-name' })}
          {field('lastname', t('messageForm.lastname'), { autoComplete: 'family-name' })}
        </div>
        <div className="block-form__row">
          {field('email', t('messageForm.email'), { type: 'email', autoComplete: 'email' })}
          {field('phone', t('messageForm.phone'), { type: 'tel', autoComplete: 'tel', required: false })}
        </div>
        {field('subject', t('messageForm.subject'))}
        {field('body', t('messageForm.body'), { multiline: true })}
        {/* Honeypot: off screen, out of the tab order and hidden from assistive technologies. */}
        <div className="block-form__trap" aria-hidden="true">
          <label htmlFor="message-website">{t('form.honeypot')}</label>
          <input
            id="message-website"
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        <p className="block-form__privacy">
          {t('messageForm.privacy')} <a href={privacyHref}>{t('form.privacyLink')}</a>.
        </p>
        <button type="submit" className="block-form__submit" disabled={sending}>
          {sending ? t('form.sending') : t('messageForm.submit')}
        </button>
      </form>
    </section>
  );
}
