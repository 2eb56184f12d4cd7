import { describe, expect, it } from 'vitest';
import { sniffFileType } from '../../../src/domain/site/file-signature';
import {
  acceptAttribute,
  checkAnswers,
  checkFiles,
  isIsoDate,
  type FormField,
} from '../../../src/domain/content/form-rules';

// The rules the provider and the island both apply to a builder-form submission.

const field = (overrides: Partial<FormField>): FormField => ({
  name: 'champ',
  type: 'text',
  label: 'Champ',
  required: true,
  ...overrides,
});

const fileField = field({
  name: 'piece',
  type: 'file',
  required: false,
  accept: ['application/pdf', 'image/png'],
  maxSizeKb: 100,
  maxFiles: 2,
});

describe('checkAnswers', () => {
  it('asks for required values, ticked boxes and files', () => {
    const fields = [
      field({ name: 'nom' }),
      field({ name: 'ok', type: 'checkbox' }),
      { ...fileField, required: true },
      field({ name: 'libre', required: false }),
    ];
    expect(checkAnswers(fields, { nom: '   ' }, {})).toEqual({
      nom: 'Ce champ est obligatoire.',
      ok: 'Cochez cette case pour continuer.',
      piece: 'Joignez un fichier.',
    });
    expect(
      checkAnswers(fields, { nom: 'Camille', ok: 'on' }, { piece: [{ name: 'a.pdf', size: 10 }] }),
    ).toEqual({});
  });

  it('checks e-mails, phones, dates, list choices and lengths', () => {
    const fields = [
      field({ name: 'email', type: 'email' }),
      field({ name: 'tel', type: 'phone' }),
      field({ name: 'date', type: 'date' }),
      field({ name: 'soin', type: 'select', options: ['Relaxant'] }),
      field({ name: 'texte' }),
    ];
    const errors = checkAnswers(
      fields,
      { email: 'camille@', tel: 'abc', date: '2027-02-30', soin: 'Autre', texte: 'x'.repeat(201) },
      {},
    );
    expect(errors).toEqual({
      email: "L'adresse e-mail n'est pas valide.",
      tel: "Le numéro de téléphone n'est pas valide.",
      date: "La date n'est pas valide (format attendu : jj/mm/aaaa).",
      soin: 'Choisissez une des propositions de la liste.',
      texte: 'Ce champ ne doit pas dépasser 200 caractères.',
    });
    expect(
      checkAnswers(
        fields,
        { email: 'c@d.fr', tel: '06 12 34 56 78', date: '2028-02-29', soin: 'Relaxant', texte: 'ok' },
        {},
      ),
    ).toEqual({});
  });
});

describe('checkFiles', () => {
  it('refuses too many files, too big, empty or of a type not accepted by name', () => {
    const pdf = { name: 'a.pdf', size: 1024 };
    expect(checkFiles(fileField, [pdf, pdf, pdf])).toBe('Vous pouvez joindre au plus 2 fichiers.');
    expect(checkFiles({ ...fileField, maxFiles: 1 }, [pdf, pdf])).toBe(
      'Vous pouvez joindre un seul fichier.',
    );
    expect(checkFiles(fileField, [{ name: 'gros.pdf', size: 100 * 1024 + 1 }])).toBe(
      'Le fichier « gros.pdf » dépasse la taille maximale de 100 Ko.',
    );
    expect(checkFiles(fileField, [{ name: 'vide.pdf', size: 0 }])).toBe('Le fichier « vide.pdf » est vide.');
    expect(checkFiles(fileField, [{ name: 'photo.jpg', size: 10 }])).toBe(
      "Le fichier « photo.jpg » n'est pas d'un type accepté (PDF, PNG).",
    );
    expect(checkFiles(fileField, [pdf, { name: 'SCAN.PNG', size: 100 * 1024 }])).toBeUndefined();
  });

  it('names the accepted types in the input’s accept attribute', () => {
    expect(acceptAttribute(['application/pdf', 'image/jpeg'])).toBe(
      'application/pdf,.pdf,image/jpeg,.jpg,.jpeg',
    );
  });
});

describe('sniffFileType', () => {
  const bytes = (...values: number[]) => new Uint8Array(values);
  const text = (value: string) => new TextEncoder().encode(value);

  it('reads the type from the first bytes', () => {
    expect(sniffFileType(text('%PDF-1.7 ...'))).toBe('application/pdf');
    expect(sniffFileType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffFileType(text('GIF89a'))).toBe('image/gif');
    expect(sniffFileType(text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
  });

  it('knows nothing else: executables, HTML, SVG, truncated signatures', () => {
    expect(sniffFileType(bytes(0x4d, 0x5a, 0x90, 0x00))).toBeNull();
    expect(sniffFileType(text('<html><script>'))).toBeNull();
    expect(sniffFileType(text('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffFileType(text('%PD'))).toBeNull();
    expect(sniffFileType(text('RIFF\u0000\u0000\u0000\u0000WAVE'))).toBeNull();
  });
});

describe('isIsoDate', () => {
  it('accepts real calendar days only', () => {
    expect(isIsoDate('2027-12-31')).toBe(true);
    expect(isIsoDate('2027-13-01')).toBe(false);
    expect(isIsoDate('31/12/2027')).toBe(false);
  });
});

describe('a date field’s days', () => {
  const visit: FormField = {
    name: 'date_souhaitee',
    type: 'date',
    label: 'Date souhaitée',
    required: true,
    weekdays: [1, 2, 3, 4, 5],
    futureOnly: true,
  };
  // Wednesday 2 December 2026, in Paris.
  const now = new Date('2026-12-02T10:00:00Z');

  it('refuses a past day and a day of the week its hint excludes', () => {
    expect(checkAnswers([visit], { date_souhaitee: '2026-11-29' }, {}, now)).toEqual({
      date_souhaitee: 'Choisissez une date à venir.',
    });
    expect(checkAnswers([visit], { date_souhaitee: '2026-12-06' }, {}, now)).toEqual({
      date_souhaitee: 'Choisissez un jour proposé : du lundi au vendredi.',
    });
  });

  it('accepts today and a weekday to come', () => {
    expect(checkAnswers([visit], { date_souhaitee: '2026-12-02' }, {}, now)).toEqual({});
    expect(checkAnswers([visit], { date_souhaitee: '2026-12-07' }, {}, now)).toEqual({});
  });
});
