import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { communeRows, countryRows, MIGRATION, referenceDataSql } from '../../../scripts/reference-data.mjs';
import { CITY_SEARCH_SQL, citySearchParams } from '../../../worker/provider/site/settings/country.repository';
import { migratedDb } from '../support/migrated-db';

// The platform's countries and French communes come from pinned data packages through
// scripts/reference-data.mjs into migration 0048; the Worker never bundles the packages.

describe('the reference data migration is what the pinned packages give', () => {
  const written = readFileSync(MIGRATION, 'utf8');

  it('matches the script’s output (run node scripts/reference-data.mjs after raising a version)', () => {
    expect(written === referenceDataSql()).toBe(true);
  });

  it('keeps every statement under D1’s 100 KB statement limit', () => {
    const statements = written.split(/;\n/);
    const largest = Math.max(...statements.map((statement) => new TextEncoder().encode(statement).length));
    expect(largest).toBeLessThan(100_000);
  });

  it('lists every ISO 3166-1 country with its French and English name', () => {
    const countries = countryRows();
    expect(countries.length).toBe(249);
    expect(countries.find(([id]) => id === 250)).toEqual([250, 'FR', 'FRA', 'France', 'France']);
    expect(countries.find(([, alphaTwo]) => alphaTwo === 'DE')?.slice(3)).toEqual(['Allemagne', 'Germany']);
    expect(countries.some(([, alphaTwo]) => alphaTwo === 'XK')).toBe(false);
  });

  it('lists the communes under each of their postal codes, overseas and Corsica included', () => {
    const rows = communeRows();
    const named = (postalCode: string) =>
      rows.filter(([code]) => code === postalCode).map(([, name]) => name);
    expect(rows.length).toBeGreaterThan(35_000);
    expect(named('75011')).toEqual(['Paris']);
    expect(named('69003')).toEqual(['Lyon']);
    expect(named('97400')).toEqual(['Saint-Denis']);
    expect(named('20000')).toEqual(['Ajaccio']);
    expect(named('49400').length).toBeGreaterThan(3);
    // A former commune merged into a new one (Arboys en Bugey), still named on addresses.
    expect(named('01300')).toEqual(expect.arrayContaining(['Arbignieu', 'Arboys en Bugey']));
  });
});

describe('the city search reads indexes only', () => {
  const db = migratedDb();
  const plan = (search: string) =>
    (
      db.prepare(`EXPLAIN QUERY PLAN ${CITY_SEARCH_SQL}`).all(...citySearchParams(1, 250, search)) as {
        detail: string;
      }[]
    ).map((row) => row.detail);

  it.each(['75011', 'lyon'])('searches « %s » without scanning a table', (search) => {
    const details = plan(search);
    expect(details.some((detail) => /USING INDEX reference_cities_(search|postal)/.test(detail))).toBe(true);
    expect(details.filter((detail) => /^SCAN /.test(detail))).toEqual([]);
  });

  it('answers the platform’s communes for a postal code', () => {
    const rows = db.prepare(CITY_SEARCH_SQL).all(...citySearchParams(1, 250, '75011'));
    // No site in a bare migrated database: no country is a site's, so nothing answers.
    expect(rows).toEqual([]);
  });
});
