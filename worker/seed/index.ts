// Sample data for a fresh local database: the massage practice (localhost) and the wine estate
// (vins.localhost), with their reference data, as SQL statements ready to apply after migrations.
import { formStatements } from './forms.ts';
import { massageSite } from './massage-site.ts';
import { referenceData } from './reference-data.ts';
import { seedStatements } from './sql.ts';
import { sampleUsers } from './users.ts';
import { wineSite } from './wine-site.ts';

export const sampleSites = [massageSite, wineSite];

export { referenceData, sampleUsers };

export function sampleStatements(): string[] {
  return [
    ...seedStatements(sampleSites, referenceData, sampleUsers),
    ...formStatements(), // forms
  ];
}
