import { useEffect } from 'react';
import { passwordShapeProblem, TERMS_REQUIRED } from '../../domain/members/member-rules.ts';
import { useT } from '../../i18n/react.tsx';
import type { Translator } from '../../i18n/translator.ts';
import { checkMessage, REQUIRED } from './member-check-messages.ts';

// Enhances the member forms (/auth, /password/reset/…) that the worker renders as plain POST
// forms: it checks the fields as the server would before sending (the same messages, under
// the same fields) and moves focus to the error summary or the first wrong field. The forms stay server-rendered and keep working without
// JavaScript; this island renders nothing and only listens, which keeps the main islands
// bundle within its budget (a form re-rendered by the island would cost its whole markup).
// The common-password list is the server's (it is large): the island checks the length only.

const EMAIL_INVALID = "L'adresse e-mail n'est pas valide.";
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The French message for one field, or null; exported for the unit test. */
export function fieldProblem(input: {
  type: string;
  name: string;
  value: string;
  checked: boolean;
  required: boolean;
  autocomplete: string;
}): string | null {
  if (input.type === 'checkbox') return input.required && !input.checked ? TERMS_REQUIRED : null;
  const value = input.type === 'password' ? input.value : input.value.trim();
  if (value === '') return input.required ? REQUIRED : null;
  if (input.type === 'email' && !EMAIL_PATTERN.test(value)) return EMAIL_INVALID;
  if (input.autocomplete === 'new-password') return passwordShapeProblem(value);
  return null;
}

function check(input: HTMLInputElement, t: Translator): boolean {
  const problem = fieldProblem({
    type: input.type,
    name: input.name,
    value: input.value,
    checked: input.checked,
    required: input.required,
    autocomplete: input.autocomplete,
  });
  const slot = document.querySelector(`[data-error-for="${input.id}"]`);
  if (slot) slot.textContent = checkMessage(problem, t) ?? '';
  if (problem) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
  return problem === null;
}

function enhance(form: HTMLFormElement, t: Translator): () => void {
  const inputs = [...form.querySelectorAll<HTMLInputElement>('input[id]')];
  const onSubmit = (event: SubmitEvent) => {
    const wrong = inputs.filter((input) => !check(input, t));
    if (wrong.length === 0) return;
    event.preventDefault();
    wrong[0]?.focus();
  };
  // Once a field was judged wrong, it is checked again as the member corrects it.
  const onInput = (event: Event) => {
    const input = event.target as HTMLInputElement;
    if (input.getAttribute('aria-invalid') === 'true') check(input, t);
  };
  form.addEventListener('submit', onSubmit);
  form.addEventListener('input', onInput);
  form.addEventListener('change', onInput);
  return () => {
    form.removeEventListener('submit', onSubmit);
    form.removeEventListener('input', onInput);
    form.removeEventListener('change', onInput);
  };
}

/**
 * A link's secret travels in the URL fragment (#code), which browsers never send, so no request
 * log holds it: copied here into the form field that asks for it, the field hidden,
 * and the fragment dropped from the address bar and the history.
 */
function fillFromFragment(): void {
  const code = decodeURIComponent(window.location.hash.slice(1));
  if (!/^[A-Za-z0-9_-]{16,200}$/.test(code)) return;
  const inputs = document.querySelectorAll<HTMLInputElement>('input[data-from-fragment]');
  for (const input of inputs) {
    if (input.value !== '') continue;
    input.value = code;
    const field = input.closest<HTMLElement>('.auth-field');
    if (field) field.hidden = true;
  }
  if (inputs.length > 0) history.replaceState(null, '', window.location.pathname + window.location.search);
}

export function AuthForms(): null {
  const t = useT();
  useEffect(() => {
    fillFromFragment();
    const undo = [...document.querySelectorAll<HTMLFormElement>('form[data-member-form]')].map((form) =>
      enhance(form, t),
    );
    // A refused POST came back with its problems listed: start there.
    document.querySelector<HTMLElement>('.error-summary')?.focus();
    return () => undo.forEach((stop) => stop());
  }, [t]);
  return null;
}
