import '../../../src/schema/shared/zod-locale';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageInputSchema } from '../../../src/schema/content/page-admin';

function messages(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('French validation messages name the field', () => {
  it('says which field is missing, by its French label', () => {
    expect(messages(pageInputSchema, { isFixedOnRight: true })).toEqual({
      title: 'Le titre est obligatoire.',
    });
  });

  it('says which type a field expects', () => {
    expect(messages(pageInputSchema, { title: 'Accueil', showInMenu: 'oui' })).toEqual({
      showInMenu: "L'affichage dans le menu doit être vrai ou faux.",
    });
    expect(messages(pageInputSchema, { title: 42 })).toEqual({ title: 'Le titre doit être un texte.' });
  });

  it('lists the values an enum accepts', () => {
    expect(messages(pageInputSchema, { title: 'Accueil', layout: 'GRAND' })).toEqual({
      layout: 'La mise en page doit valoir STANDARD, WIDE.',
    });
  });

  it('names a field without label by its key, and keeps the schema’s own messages', () => {
    expect(messages(z.object({ slugUrl: z.string() }), {})).toEqual({
      slugUrl: 'Le champ « slugUrl » est obligatoire.',
    });
    expect(messages(pageInputSchema, { title: '' })).toEqual({ title: 'Le titre est obligatoire.' });
  });

  it('never leaves zod’s generic « Entrée invalide » on a named field', () => {
    const text = JSON.stringify(messages(pageInputSchema, { title: null, menuTitle: 3, idParent: 'x' }));
    expect(text).not.toContain('Entrée invalide');
  });
});
