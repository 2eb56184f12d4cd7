/** worker/migrations/0048_reference_communes.sql, which the script writes. */
export const MIGRATION: string;
/** The first id of the platform's communes (above every site's own city ids). */
export const REFERENCE_CITY_FIRST_ID: number;
/** Every ISO 3166-1 country: [numeric, alpha-2, alpha-3, French name, English name], by numeric code. */
export function countryRows(): [number, string, string, string, string][];
/** Every (postal code, commune name) pair, by postal code then name. */
export function communeRows(): [string, string][];
/** The migration's whole text, as the pinned data packages give it. */
export function referenceDataSql(): string;
