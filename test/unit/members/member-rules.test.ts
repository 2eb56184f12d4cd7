import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '../../../src/domain/members/common-passwords';
import { packagedCommonPasswords } from '../../../src/domain/members/common-passwords-package';
import {
  ageOn,
  isAdult,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  parisToday,
  passwordProblem,
  passwordShapeProblem,
  safeRedirectPath,
  TERMS_REQUIRED,
} from '../../../src/domain/members/member-rules';
import { memberProfileSchema, registerInputSchema } from '../../../src/schema/members/member';
import { hasMemberHint } from '../../../src/ui/islands/AccountIcon';
import { fieldProblem } from '../../../src/ui/islands/AuthForms';

describe('passwords', () => {
  const common = packagedCommonPasswords();
  it(`need at least ${PASSWORD_MIN_LENGTH} characters, counted as characters, and at most 200`, () => {
    expect(passwordProblem('Bcdefgh1234', common)).toBe(PASSWORD_TOO_SHORT); // 11
    expect(passwordProblem('Lavande-2026', common)).toBeNull(); // 12
    expect(passwordShapeProblem('🌿🌿🌿🌿🌿🌿x')).toBe(PASSWORD_TOO_SHORT); // 7 characters, 13 code units
    expect(passwordProblem('x'.repeat(150) + 'y'.repeat(51), common)).toBe(PASSWORD_TOO_LONG);
  });

  it('refuse the shipped common passwords, ignoring case and padding at the end', () => {
    for (const password of [
      '1qaz2wsx3edc',
      'PASSWORDPASSWORD',
      'password12345678',
      'Qwerty123456!!',
      'aaaaaaaaaaaaaa',
    ])
      expect(passwordProblem(password, common), password).toBe(PASSWORD_TOO_COMMON);
    for (const password of ['Lavande-et-huile-chaude', 'Massages-Local-2026', 'Domaine-Local-2026'])
      expect(passwordProblem(password, common), password).toBeNull();
  });

  it('look a list of tens of thousands of passwords up', () => {
    expect(isCommonPassword('123456', common)).toBe(true);
    expect(isCommonPassword('dragon', common)).toBe(true);
    expect(isCommonPassword('Cassis-de-Saumur-1990', common)).toBe(false);
  });
});

describe('age', () => {
  it('counts whole years on a calendar date', () => {
    expect(ageOn('2008-06-15', '2026-06-14')).toBe(17);
    expect(ageOn('2008-06-15', '2026-06-15')).toBe(18);
    expect(isAdult('2008-06-15', '2026-06-14')).toBe(false);
    expect(isAdult('2008-06-15', '2026-06-15')).toBe(true);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('takes today in Paris: 23:30 UTC on 31 December is already 1 January there', () => {
    expect(parisToday(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
  });
});

describe('redirect after login', () => {
  it('keeps same-site paths only', () => {
    expect(safeRedirectPath('/mon-compte')).toBe('/mon-compte');
    expect(safeRedirectPath('/boutique?page=2#haut')).toBe('/boutique?page=2#haut');
    for (const unsafe of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/a\nb',
      '',
      null,
      undefined,
    ])
      expect(safeRedirectPath(unsafe), String(unsafe)).toBe('/');
    expect(safeRedirectPath('//evil.example', '/auth')).toBe('/auth');
  });
});

describe('member schemas', () => {
  const valid = {
    email: '  Camille.Durand@Example.FR ',
    password: 'Lavande-et-huile-chaude',
    firstname: 'Camille',
    lastname: 'Durand',
    phone: '',
    birthdate: '',
    acceptTerms: true,
  };

  it('normalise the e-mail and turn empty optional fields into null', () => {
    const parsed = registerInputSchema.parse(valid);
    expect(parsed.email).toBe('camille.durand@example.fr');
    expect(parsed.phone).toBeNull();
    expect(parsed.birthdate).toBeNull();
  });

  it('require the terms, a real birthdate and a plausible phone', () => {
    const refused = registerInputSchema.safeParse({
      ...valid,
      acceptTerms: false,
      birthdate: '2026-02-30',
      phone: 'abc',
    });
    expect(refused.success).toBe(false);
    const messages = Object.fromEntries(
      refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [],
    );
    expect(messages.acceptTerms).toBe(TERMS_REQUIRED);
    expect(messages.birthdate).toMatch(/^La date de naissance n'est pas valide/);
    expect(messages.phone).toBe("Le numéro de téléphone n'est pas valide.");
    expect(memberProfileSchema.safeParse({ ...valid, birthdate: '2999-01-01' }).success).toBe(false);
  });
});

describe('member islands', () => {
  it('read the member hint cookie among others', () => {
    expect(hasMemberHint('lang=fr_FR; member=1; consent=x')).toBe(true);
    expect(hasMemberHint('member=1')).toBe(true);
    expect(hasMemberHint('member=10')).toBe(false);
    expect(hasMemberHint('notmember=1')).toBe(false);
    expect(hasMemberHint('')).toBe(false);
  });

  it('check fields with the server’s messages', () => {
    const field = {
      type: 'text',
      name: 'firstname',
      value: '',
      checked: false,
      required: true,
      autocomplete: '',
    };
    expect(fieldProblem(field)).toBe('Ce champ est obligatoire.');
    expect(fieldProblem({ ...field, required: false })).toBeNull();
    expect(fieldProblem({ ...field, type: 'email', value: 'camille@' })).toBe(
      "L'adresse e-mail n'est pas valide.",
    );
    expect(fieldProblem({ ...field, type: 'password', value: 'court', autocomplete: 'new-password' })).toBe(
      PASSWORD_TOO_SHORT,
    );
    expect(
      fieldProblem({ ...field, type: 'password', value: 'court', autocomplete: 'current-password' }),
    ).toBeNull();
    expect(fieldProblem({ ...field, type: 'checkbox', checked: false })).toBe(TERMS_REQUIRED);
    expect(fieldProblem({ ...field, type: 'checkbox', checked: true })).toBeNull();
  });
});
