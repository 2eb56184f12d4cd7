import { csvField } from '../../../../src/domain/shared/csv';
import { asText } from '../../resource-types';
import type { Registration } from '../../../../src/schema/content/element';

// Registrations as CSV (semicolon-separated, as French spreadsheets expect): one row per
// registration, the same columns as the screen, every cell quoted so commas, semicolons,
// quotes and line breaks in a message survive.

export const REGISTRATION_COLUMNS: { key: keyof Registration; label: string }[] = [
  { key: 'createdAt', label: 'Date' },
  { key: 'firstname', label: 'Prénom' },
  { key: 'lastname', label: 'Nom' },
  { key: 'email', label: 'E-mail' },
  { key: 'phone', label: 'Téléphone' },
  { key: 'seats', label: 'Places' },
  { key: 'message', label: 'Message' },
];

// Quoted, and a leading =, +, - or @ neutralised: a spreadsheet would read it as a formula.
const cell = (value: unknown) => csvField(asText(value));

export function registrationsCsv(registrations: readonly Registration[]): string {
  const header = REGISTRATION_COLUMNS.map((column) => cell(column.label)).join(';');
  const rows = registrations.map((registration) =>
    REGISTRATION_COLUMNS.map((column) => cell(registration[column.key])).join(';'),
  );
  return [header, ...rows].join('\r\n');
}
