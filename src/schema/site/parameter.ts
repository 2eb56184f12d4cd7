import { z } from 'zod';
import { cleanText, safeLinkOrEmpty } from '../shared/safe-text';

export const parameterKindSchema = z.enum(['STRING', 'BOOLEAN', 'NUMBER', 'TEXT', 'LINK']);
export type ParameterKind = z.infer<typeof parameterKindSchema>;

export const parameterSchema = z.object({
  id: z.number().int(),
  type: z.string().regex(/^[A-Z0-9_]+$/),
  kind: parameterKindSchema,
  label: z.string(),
  value: z.string().nullable(),
});
export type Parameter = z.infer<typeof parameterSchema>;

/** Settings by type, for lookup by name. */
export type ParameterMap = Record<string, Parameter>;

export function parameterMap(parameters: Parameter[]): ParameterMap {
  return Object.fromEntries(parameters.map((parameter) => [parameter.type, parameter]));
}

export function parameterValue(parameters: ParameterMap, type: string): string | null {
  return parameters[type]?.value ?? null;
}

export function parameterFlag(parameters: ParameterMap, type: string): boolean {
  return parameterValue(parameters, type) === 'true';
}

export function parameterNumber(parameters: ParameterMap, type: string): number | null {
  const value = parameterValue(parameters, type);
  if (value === null || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

/** The value an owner may write, checked against the parameter's kind. */
export function parameterValueSchema(kind: ParameterKind) {
  switch (kind) {
    case 'BOOLEAN':
      return z.enum(['true', 'false'], { message: 'La valeur doit être « true » ou « false ».' });
    case 'NUMBER':
      return z.string().regex(/^-?\d+(\.\d+)?$/, { message: 'La valeur doit être un nombre.' });
    case 'LINK':
      return safeLinkOrEmpty().pipe(
        z.string().max(2000, { message: 'Le lien ne doit pas dépasser 2000 caractères.' }),
      );
    case 'STRING':
      return cleanText().pipe(
        z.string().max(500, { message: 'La valeur ne doit pas dépasser 500 caractères.' }),
      );
    case 'TEXT':
      return cleanText().pipe(z.string().max(100_000, { message: 'Le texte est trop long.' }));
  }
}
