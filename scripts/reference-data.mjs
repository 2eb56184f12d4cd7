// Writes the platform's reference data migration from two pinned data packages, so the Worker
// never bundles them: every ISO 3166-1 country with its French and English name
// (i18n-iso-countries) and every French commune with each of its postal codes
// (@etalab/decoupage-administratif, the INSEE geography with La Poste's codes).
//
//   node scripts/reference-data.mjs           writes worker/migrations/0048_reference_communes.sql
//   node scripts/reference-data.mjs --check   fails when the file differs from what the packages give
//
// A package update is a new migration written by this script under a new number (migrations
// are never edited), after the packages' pinned versions are raised in package.json.
import { Buffer } from 'node:buffer';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { foldForSearch } from '../src/domain/site/search-text.ts';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const MIGRATION = path.join(ROOT, 'worker/migrations/0048_reference_communes.sql');

const FRANCE = 250;
/**
 * Platform communes are numbered from here: far above any site's own city ids (cities.id), so a
 * city id the search answers names one row whichever table it came from.
 */
export const REFERENCE_CITY_FIRST_ID = 1_000_000_000;
/** D1 refuses a statement over 100 KB: rows are grouped into INSERTs of at most this many bytes. */
const MAX_STATEMENT_BYTES = 90_000;

const literal = (value) => (typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`);
const tuple = (values) => `(${values.map(literal).join(', ')})`;

/** `INSERT … VALUES` statements of at most MAX_STATEMENT_BYTES each, in the rows' order. */
function inserts(head, rows, tail = '') {
  const statements = [];
  let current = [];
  let size = head.length + tail.length;
  for (const row of rows) {
    const text = tuple(row);
    const bytes = Buffer.byteLength(text) + 4;
    if (current.length > 0 && size + bytes > MAX_STATEMENT_BYTES) {
      statements.push(`${head}\n  ${current.join(',\n  ')}${tail};`);
      current = [];
      size = head.length + tail.length;
    }
    current.push(text);
    size += bytes;
  }
  if (current.length > 0) statements.push(`${head}\n  ${current.join(',\n  ')}${tail};`);
  return statements;
}

/** Every ISO 3166-1 country (those with a numeric code): [numeric, alpha-2, alpha-3, French, English]. */
export function countryRows() {
  const countries = require('i18n-iso-countries');
  countries.registerLocale(require('i18n-iso-countries/langs/fr.json'));
  countries.registerLocale(require('i18n-iso-countries/langs/en.json'));
  const rows = [];
  for (const alphaTwo of Object.keys(countries.getAlpha2Codes())) {
    const numeric = Number(countries.alpha2ToNumeric(alphaTwo));
    // Kosovo (XK) is a code the package adds; ISO 3166-1 has not assigned it.
    if (!Number.isInteger(numeric) || numeric <= 0 || alphaTwo === 'XK') continue;
    rows.push([
      numeric,
      alphaTwo,
      countries.alpha2ToAlpha3(alphaTwo),
      countries.getName(alphaTwo, 'fr'),
      countries.getName(alphaTwo, 'en'),
    ]);
  }
  return rows.sort((a, b) => a[0] - b[0]);
}

/**
 * Every (postal code, commune) pair: each current commune under each of its postal codes, then
 * each former commune (merged into a new one: « commune déléguée » or « associée ») under its
 * new commune's postal code when that commune has only one, since addresses still name them.
 * Municipal districts (« Paris 11e Arrondissement ») are not towns of an address: the buyer may
 * type that name over the commune's. Sorted by postal code, then name.
 */
export function communeRows() {
  const communes = require('@etalab/decoupage-administratif/data/communes.json');
  const current = new Map(
    communes
      .filter((commune) => commune.type === 'commune-actuelle')
      .map((commune) => [commune.code, commune]),
  );
  const pairs = new Map();
  const add = (postalCode, name) => pairs.set(`${postalCode}|${name}`, [postalCode, name]);
  for (const commune of current.values()) {
    for (const postalCode of commune.codesPostaux ?? []) add(postalCode, commune.nom);
  }
  for (const commune of communes) {
    if (commune.type !== 'commune-deleguee' && commune.type !== 'commune-associee') continue;
    const codes = current.get(commune.chefLieu ?? commune.commune)?.codesPostaux ?? [];
    if (codes.length === 1) add(codes[0], commune.nom);
  }
  return [...pairs.values()].sort((a, b) => a[0].localeCompare(b[0]) || a[1].localeCompare(b[1], 'fr'));
}

function packageVersion(name) {
  return JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version;
}

/** The migration's whole text. */
export function referenceDataSql() {
  const countries = countryRows();
  const cities = communeRows().map(([postalCode, name], index) => [
    REFERENCE_CITY_FIRST_ID + index,
    FRANCE,
    postalCode,
    name,
    foldForSearch(name),
  ]);
  return [
    '-- Written by scripts/reference-data.mjs: do not edit (a new package version is a new migration).',
    `-- i18n-iso-countries ${packageVersion('i18n-iso-countries')}: ${countries.length} countries;`,
    `-- @etalab/decoupage-administratif ${packageVersion('@etalab/decoupage-administratif')}: ${cities.length} (postal code, commune) pairs.`,
    '--',
    '-- The platform reference lists every ISO 3166-1 country, in French and in English. A new site',
    '-- copies the countries (worker/provider/site/platform.repository.ts); a site already there keeps',
    '-- the countries it chose. The French communes are not copied into each site (35,000 rows per',
    '-- site would fill a shard): the city search reads the site’s own cities and these together',
    '-- (worker/provider/site/country.repository.ts), so every site, old or new, finds every commune.',
    "ALTER TABLE reference_countries ADD COLUMN name_en TEXT NOT NULL DEFAULT '';",
    ...inserts(
      'INSERT INTO reference_countries (id, alpha_two, alpha_three, num_code, name, name_en) VALUES',
      countries.map(([id, alphaTwo, alphaThree, name, nameEn]) => [
        id,
        alphaTwo,
        alphaThree,
        id,
        name,
        nameEn,
      ]),
      '\nON CONFLICT (id) DO UPDATE SET alpha_two = excluded.alpha_two, alpha_three = excluded.alpha_three,' +
        ' num_code = excluded.num_code, name = excluded.name, name_en = excluded.name_en',
    ),
    'DELETE FROM reference_cities;',
    ...inserts(
      'INSERT INTO reference_cities (id, country_id, postal_code, name, search_name) VALUES',
      cities,
    ),
    // After the rows: one index build is faster than keeping it up to date row by row.
    'CREATE INDEX reference_cities_search ON reference_cities(country_id, search_name);',
    'CREATE INDEX reference_cities_postal ON reference_cities(country_id, postal_code);',
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sql = referenceDataSql();
  if (process.argv.includes('--check')) {
    let written = '';
    try {
      written = readFileSync(MIGRATION, 'utf8');
    } catch {
      // Missing: reported below as out of date.
    }
    if (written !== sql) {
      console.error(
        `${path.relative(ROOT, MIGRATION)} is not what the data packages give: run npm run reference-data.`,
      );
      process.exit(1);
    }
    console.log(`${path.relative(ROOT, MIGRATION)} matches the data packages.`);
  } else {
    writeFileSync(MIGRATION, sql);
    console.log(`${path.relative(ROOT, MIGRATION)} written (${Math.round(sql.length / 1024)} KB).`);
  }
}
