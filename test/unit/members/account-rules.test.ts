import { describe, expect, it } from 'vitest';
import {
  BIRTHDATE_MIN,
  isCalendarDate,
  profileFieldProblem,
  sameEmail,
  utcToday,
  type ProfileField,
} from '../../../src/domain/members/member-rules';
import { passwordChangeSchema, profileUpdateSchema } from '../../../src/schema/members/account';
import { accountFieldProblem } from '../../../src/ui/islands/AccountForms';
import { fieldErrors } from '../../../worker/errors';

// « same rules on server and island »: the personal space's island (AccountForms)
// and the server's schemas (PUT /user, PUT /user/password) give the same answer, word for
// word, on a table of inputs: the schema calls member-rules' functions, the island too.

const VALID = {
  email: 'camille.durand@exemple.fr',
  phone: '',
  firstname: 'Camille',
  lastname: 'Durand',
  birthdate: '',
};

/** The server's message for one profile field, or null (the other fields valid). */
function serverProfileProblem(field: ProfileField, value: string): string | null {
  const result = profileUpdateSchema.safeParse({ ...VALID, [field]: value });
  return result.success ? null : (fieldErrors(result.error)[field] ?? null);
}

function serverPasswordProblem(field: 'currentPassword' | 'newPassword', value: string): string | null {
  const valid = { currentPassword: 'mot-de-passe-actuel', newPassword: 'Une-phrase-bien-longue-2026' };
  const result = passwordChangeSchema.safeParse({ ...valid, [field]: value });
  return result.success ? null : (fieldErrors(result.error)[field] ?? null);
}

const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

const PROFILE_TABLE: Record<ProfileField, string[]> = {
  email: [
    '',
    '   ',
    'camille@exemple.fr',
    '  Camille.Durand@Exemple.FR  ',
    'camille',
    'camille@',
    '@exemple.fr',
    'camille@exemple',
    'camille@exemple.f',
    'camille durand@exemple.fr',
    'camille..durand@exemple.fr',
    '.camille@exemple.fr',
    "o'neil+vins@exemple.fr",
    'camille@sous-domaine.exemple.fr',
    'camille@-exemple.fr',
    'camille@exemple..fr',
    'é@exemple.fr',
    `${'a'.repeat(245)}@exemple.fr`,
    `${'a'.repeat(240)}@exemple.fr`,
  ],
  phone: [
    '',
    '  ',
    '02 40 12 34 56',
    '+33 6 12 34 56 78',
    '(02) 40.12.34-56',
    '12345',
    'pas un numéro',
    '0'.repeat(21),
    '06 12 34 56 78 x',
  ],
  firstname: [
    '',
    '   ',
    'Camille',
    ' Anne-Sophie ',
    'Ž'.repeat(100),
    'Ž'.repeat(101),
    'Ca\u0000mille',
    'Ca\ud800mille',
    'Line\nbreak',
    '😀',
  ],
  lastname: ['', 'Durand', "d'Artagnan", 'x'.repeat(101), 'Le\u0007febvre'],
  birthdate: [
    '',
    '1985-06-30',
    '2024-02-29',
    '2023-02-29',
    '1985-04-31',
    '1985-13-01',
    '85-06-30',
    '1985-6-30',
    '30/06/1985',
    BIRTHDATE_MIN,
    '1899-12-31',
    utcToday(),
    tomorrow,
    'demain',
  ],
};

describe('the profile rules, server and island', () => {
  for (const [field, values] of Object.entries(PROFILE_TABLE) as [ProfileField, string[]][]) {
    it(`judge ${field} alike, with the same French words`, () => {
      for (const value of values) {
        const server = serverProfileProblem(field, value);
        expect({ value, island: accountFieldProblem('profile', field, value, false) }).toEqual({
          value,
          island: server,
        });
        expect(profileFieldProblem(field, value)).toBe(server);
      }
    });
  }

  it('refuse in French, and accept what the member may keep', () => {
    expect(profileFieldProblem('firstname', ' ')).toBe('Le prénom est obligatoire.');
    expect(profileFieldProblem('lastname', 'x'.repeat(101))).toBe(
      'Le nom ne peut pas dépasser 100 caractères.',
    );
    expect(profileFieldProblem('email', 'camille@exemple')).toBe("L'adresse e-mail n'est pas valide.");
    expect(profileFieldProblem('phone', 'pas un numéro')).toBe("Le numéro de téléphone n'est pas valide.");
    expect(profileFieldProblem('birthdate', tomorrow)).toBe("La date de naissance n'est pas valide.");
    expect(profileFieldProblem('birthdate', '1985-04-31')).toBe(
      "La date de naissance n'est pas valide (format attendu : AAAA-MM-JJ).",
    );
    for (const [field, value] of Object.entries(VALID) as [ProfileField, string][])
      expect(profileFieldProblem(field, value)).toBeNull();
  });

  it('know a real calendar day', () => {
    expect(['2024-02-29', '2000-02-29', '1985-12-31'].map(isCalendarDate)).toEqual([true, true, true]);
    expect(['1900-02-29', '2023-02-29', '2023-00-10', '2023-01-32', '2023-1-5'].map(isCalendarDate)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('the current password, server and island', () => {
  it('is asked by the profile only for a new e-mail (same address once normalised)', () => {
    expect(sameEmail(' Camille@Exemple.fr ', 'camille@exemple.fr')).toBe(true);
    expect(sameEmail('camille2@exemple.fr', 'camille@exemple.fr')).toBe(false);
    expect(accountFieldProblem('profile', 'currentPassword', '', true)).toBe(
      'Saisissez votre mot de passe actuel.',
    );
    expect(accountFieldProblem('profile', 'currentPassword', '', false)).toBeNull();
    expect(accountFieldProblem('profile', 'currentPassword', 'quelque-chose', true)).toBeNull();
  });

  it('and the password change form judge alike', () => {
    for (const value of ['', 'x', 'mot-de-passe-actuel'])
      expect(accountFieldProblem('password', 'currentPassword', value, false)).toBe(
        serverPasswordProblem('currentPassword', value),
      );
    for (const value of [
      '',
      'court',
      'Lavande-2026',
      'aaaaaaaaaaaa',
      '🌿🌿🌿🌿🌿🌿x',
      'x'.repeat(201),
      'Une-phrase-bien-longue-2026',
    ])
      expect(accountFieldProblem('password', 'newPassword', value, false)).toBe(
        serverPasswordProblem('newPassword', value),
      );
  });

  it('leaves fields the island does not know to the server', () => {
    expect(accountFieldProblem('profile', 'form', '', false)).toBeNull();
    expect(accountFieldProblem('delete', 'password', '', false)).toBeNull();
  });
});
