import { z } from 'zod';
import type { $ZodRawIssue } from 'zod/v4/core';
import { fieldLabel } from './field-labels';

// zod's own messages (a body that is not an object, a wrong type) in French, for the
// cases where a schema gives no message of its own. Imported once by each entry point.
z.config(z.locales.fr());

const EXPECTED: Readonly<Record<string, string>> = {
  string: 'un texte',
  number: 'un nombre',
  int: 'un nombre entier',
  boolean: 'vrai ou faux',
  array: 'une liste',
  object: 'un objet',
  date: 'une date',
};

/**
 * A missing or mistyped field named by its French label: « Le titre est obligatoire. » rather
 * than zod's « Entrée invalide : chaîne de caractères attendu, indéfini reçu ». Anything else
 * (no field, another kind of issue) falls through to zod's French locale.
 */
function frenchFieldError(issue: $ZodRawIssue): string | undefined {
  const label = fieldLabel(issue.path ?? []);
  if (label === null) return undefined;
  if (issue.code === 'invalid_type') {
    if (issue.input === undefined || issue.input === null) return `${label} est obligatoire.`;
    const expected = EXPECTED[issue.expected];
    return expected ? `${label} doit être ${expected}.` : `${label} n'a pas le bon format.`;
  }
  if (issue.code === 'invalid_value' && issue.values.length <= 10) {
    return `${label} doit valoir ${issue.values.map((value) => String(value)).join(', ')}.`;
  }
  return undefined;
}

z.config({ customError: frenchFieldError });
