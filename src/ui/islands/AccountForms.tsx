import { useEffect } from 'react';
import {
  CURRENT_PASSWORD_REQUIRED,
  passwordShapeProblem,
  PROFILE_FIELDS,
  profileFieldProblem,
  sameEmail,
  type ProfileField,
} from '../../domain/members/member-rules.ts';
import { useT } from '../../i18n/react.tsx';
import type { Translator } from '../../i18n/translator.ts';
import { dispatchIslandEvent, TOAST_EVENT, type ToastDetail } from './island-events.ts';
import { checkMessage } from './member-check-messages.ts';

// Enhances the personal space's profile and password forms (/mon-compte), which the worker
// renders as plain POST forms that work without JavaScript. The island judges each field with
// the server's own rule functions (src/domain/members/member-rules.ts, which the server's zod schema
// calls) when the member leaves it, again as a wrong one is corrected, and all of them on
// submit; it asks the current password only once the e-mail differs from the stored one; it
// posts with fetch to the form's own address (the route answers the envelope when asked for
// JSON) and shows the server's notice and per-field errors in place. Like AuthForms it renders
// nothing and only listens: re-rendering the forms would ship their markup in the chunk.
// A refusal it cannot show (signed out, a server error, no network) falls back to the plain
// post, which the page handles as without JavaScript.

export type AccountFormsProps = {
  /** The member's stored e-mail: changing it asks the current password. */
  email: string;
};

const ACCOUNT_FORM_ATTRIBUTE = 'data-account-form';
const PASSWORD_FIELD = 'currentPassword';

/** One field's French message, or null; `emailChanged` says whether the profile needs the password. */
export function accountFieldProblem(
  form: string,
  name: string,
  value: string,
  emailChanged: boolean,
): string | null {
  if (form === 'profile') {
    if (PROFILE_FIELDS.includes(name as ProfileField))
      return profileFieldProblem(name as ProfileField, value);
    if (name === PASSWORD_FIELD) return emailChanged && value === '' ? CURRENT_PASSWORD_REQUIRED : null;
  }
  if (form === 'password') {
    if (name === PASSWORD_FIELD) return value === '' ? CURRENT_PASSWORD_REQUIRED : null;
    if (name === 'newPassword') return passwordShapeProblem(value);
  }
  return null;
}

type Answer = { success?: unknown; message?: unknown; data?: { errors?: Record<string, string> } | null };

/** Shows (or clears) a field's message under it, as the server renders it (AccountField). */
function showError(input: HTMLInputElement, message: string | null): void {
  const id = `${input.id}-error`;
  const field = input.closest('.block-form__field');
  let slot = document.getElementById(id);
  const described = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((x) => x && x !== id);
  if (message) {
    if (!slot) {
      slot = document.createElement('p');
      slot.className = 'block-form__error';
      slot.id = id;
      field?.appendChild(slot);
    }
    slot.textContent = message;
    described.push(id);
    input.setAttribute('aria-invalid', 'true');
  } else {
    slot?.remove();
    input.removeAttribute('aria-invalid');
  }
  if (described.length > 0) input.setAttribute('aria-describedby', described.join(' '));
  else input.removeAttribute('aria-describedby');
  field?.classList.toggle('block-form__field--error', message !== null);
}

/** The form's notice (success or refusal), in the Notice component's place and markup. */
function showNotice(form: HTMLFormElement, kind: 'success' | 'error' | null, text = ''): void {
  form.querySelector('.block-form__notice')?.remove();
  if (!kind) return;
  const notice = document.createElement('p');
  notice.className = `block-form__notice block-form__notice--${kind}`;
  notice.setAttribute('role', kind === 'error' ? 'alert' : 'status');
  notice.tabIndex = -1; // a refusal without a field error takes the focus
  notice.textContent = text;
  form.querySelector('input[type="hidden"]')?.insertAdjacentElement('afterend', notice);
}

function enhance(form: HTMLFormElement, stored: { email: string }, t: Translator): () => void {
  const kind = form.getAttribute(ACCOUNT_FORM_ATTRIBUTE) ?? '';
  const inputs = [...form.querySelectorAll<HTMLInputElement>('input[id][name]')];
  const named = (name: string) => inputs.find((input) => input.name === name);
  const email = named('email');
  const password = kind === 'profile' ? named(PASSWORD_FIELD) : undefined;
  const emailChanged = () => email !== undefined && !sameEmail(email.value, stored.email);

  const check = (input: HTMLInputElement): boolean => {
    const problem = accountFieldProblem(kind, input.name, input.value, emailChanged());
    showError(input, checkMessage(problem, t));
    return problem === null;
  };
  // The current password only matters for a new e-mail: shown (and required) only then.
  const togglePassword = () => {
    if (!password) return;
    const needed = emailChanged();
    password.closest('.block-form__field')?.toggleAttribute('hidden', !needed);
    password.required = needed;
    if (!needed) showError(password, null);
  };

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const wrong = inputs.filter((input) => !check(input));
    if (wrong.length > 0) {
      wrong[0]?.focus();
      return;
    }
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (button?.disabled) return; // already sending
    if (button) button.disabled = true;
    let answer: Answer | null = null;
    let status = 0;
    try {
      const response = await fetch(form.action, {
        method: 'POST',
        body: new FormData(form),
        headers: { accept: 'application/json' },
        credentials: 'same-origin',
      });
      status = response.status;
      if ((response.headers.get('content-type') ?? '').includes('application/json'))
        answer = await response.json<Answer>();
    } catch {
      answer = null; // no network: the plain post below says so as the browser would
    } finally {
      if (button) button.disabled = false;
    }
    if (!answer || typeof answer.message !== 'string' || status === 401 || status >= 500) {
      form.submit();
      return;
    }
    const errors = answer.data?.errors ?? {};
    for (const input of inputs) showError(input, errors[input.name] ?? null);
    // A refusal already shown beside its field is not said a second time above the form.
    if (answer.success !== true && Object.values(errors).includes(answer.message)) {
      form.querySelector('.block-form__notice')?.remove();
    } else {
      showNotice(form, answer.success === true ? 'success' : 'error', answer.message);
    }
    if (answer.success !== true) {
      (
        inputs.find((input) => errors[input.name]) ?? form.querySelector<HTMLElement>('.block-form__notice')
      )?.focus();
      return;
    }
    // Saved. The notice sits at the top of the form, off screen on a phone when the member has
    // just pressed the button at its bottom: a toast says it where they are looking.
    dispatchIslandEvent<ToastDetail>(TOAST_EVENT, { message: answer.message, kind: 'success' });
    // Passwords are never kept in the page; a new e-mail becomes the stored one.
    for (const input of inputs) if (input.type === 'password') input.value = '';
    if (email) {
      stored.email = email.value.trim().toLowerCase();
      email.value = stored.email;
      const shown = document.querySelector('.account-page__welcome strong');
      if (shown) shown.textContent = stored.email;
    }
    togglePassword();
  };
  const onLeave = (event: FocusEvent) => {
    const input = event.target as HTMLInputElement;
    // Leaving for the submit button: the submit judges every field. A message shown now would
    // push the button down between mousedown and mouseup, and the click would never land.
    const to = event.relatedTarget;
    if (to instanceof HTMLButtonElement || form.querySelector('button:active')) return;
    if (inputs.includes(input)) check(input);
  };
  // Once a field was judged wrong, it is checked again as the member corrects it.
  const onInput = (event: Event) => {
    const input = event.target as HTMLInputElement;
    if (input === email) togglePassword();
    if (input.getAttribute('aria-invalid') === 'true') check(input);
  };
  const submit = (event: SubmitEvent) => void onSubmit(event);
  togglePassword();
  form.noValidate = true; // the island's messages (the page's language) replace the browser's bubbles
  form.addEventListener('submit', submit);
  form.addEventListener('focusout', onLeave);
  form.addEventListener('input', onInput);
  return () => {
    form.noValidate = false;
    form.removeEventListener('submit', submit);
    form.removeEventListener('focusout', onLeave);
    form.removeEventListener('input', onInput);
  };
}

export function AccountForms({ email }: AccountFormsProps): null {
  const t = useT();
  useEffect(() => {
    const stored = { email };
    const forms = document.querySelectorAll<HTMLFormElement>(`form[${ACCOUNT_FORM_ATTRIBUTE}]`);
    const undo = [...forms].map((form) => enhance(form, stored, t));
    return () => undo.forEach((stop) => stop());
  }, [email, t]);
  return null;
}
