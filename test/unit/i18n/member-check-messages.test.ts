import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../../src/i18n/compiled-catalogue';
import { fieldProblem } from '../../../src/ui/islands/AuthForms';
import { accountFieldProblem } from '../../../src/ui/islands/AccountForms';
import { AUTH_FORMS_MESSAGES, checkMessage } from '../../../src/ui/islands/member-check-messages';

// The member islands judge fields with the server's French rules and show each answer in the
// page's language: the French stays word for word, an English page reads English.

const field = {
  type: 'text',
  name: 'firstname',
  value: '',
  checked: false,
  required: true,
  autocomplete: '',
};

describe('member islands’ messages', () => {
  const fr = translatorFor('fr_FR');
  const en = translatorFor('en_GB');

  it('keeps every French answer word for word', () => {
    const answers = [
      fieldProblem(field),
      fieldProblem({ ...field, type: 'email', value: 'camille@' }),
      fieldProblem({ ...field, type: 'password', value: 'court', autocomplete: 'new-password' }),
      fieldProblem({ ...field, type: 'checkbox' }),
      accountFieldProblem('profile', 'firstname', '', false),
      accountFieldProblem('profile', 'lastname', 'x'.repeat(101), false),
      accountFieldProblem('profile', 'birthdate', '2026-02-30', false),
      accountFieldProblem('password', 'currentPassword', '', false),
    ];
    for (const answer of answers) expect(checkMessage(answer, fr)).toBe(answer);
  });

  it('says them in English on an English page', () => {
    expect(checkMessage(fieldProblem(field), en)).toBe('This field is required.');
    expect(
      checkMessage(
        fieldProblem({ ...field, type: 'password', value: 'court', autocomplete: 'new-password' }),
        en,
      ),
    ).toBe('The password must be at least 12 characters long.');
    expect(checkMessage(fieldProblem({ ...field, type: 'checkbox' }), en)).toBe(
      'Tick “I have read and understood the terms of use and I accept them” to create your account.',
    );
    expect(checkMessage(accountFieldProblem('profile', 'lastname', 'x'.repeat(101), false), en)).toBe(
      'The last name cannot be longer than 100 characters.',
    );
    expect(checkMessage(null, en)).toBeNull();
  });

  it('embeds every message it may show in the islands’ wrappers', () => {
    expect(AUTH_FORMS_MESSAGES).toContain('check.termsRequired');
    expect(AUTH_FORMS_MESSAGES).toContain('auth.termsLabel');
    for (const key of AUTH_FORMS_MESSAGES) expect(en.t(key)).not.toBe(key);
  });
});
