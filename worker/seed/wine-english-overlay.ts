// The wine estate's English texts as rows of the translations overlay (migration 0026; entities
// and fields of worker/provider/translation/entities.ts). Rows name their entity by a lookup
// on what the French seed wrote (an award's position, a setting's type…), because most of these
// ids are given by the database. Run after the catalogue, the element lists and the addresses.
import { sampleAwards } from './shop-catalogue.ts';
import { englishLegalTexts } from './wine-english-legal.ts';
import {
  englishAwardDistinctions,
  englishMealIcons,
  englishProducts,
  englishVariations,
} from './wine-english-catalogue.ts';
import {
  englishAddressNames,
  englishFooter,
  englishParameters,
  englishVisitList,
  englishVisits,
} from './wine-english-content.ts';

const WINE = 2;
const EN = 'en_GB';
const FRENCH_VISIT_LIST = 'ateliers-mets-et-vins';

const quote = (value: string): string => `'${value.replaceAll("'", "''")}'`;

/** One overlay row; `row` is the SQL condition that finds the entity's row in `table`. */
function overlay(entity: string, table: string, row: string, field: string, value: string): string {
  return (
    `INSERT INTO translations (site_id, entity, entity_id, locale, field, value) ` +
    `SELECT site_id, ${quote(entity)}, id, '${EN}', ${quote(field)}, ${quote(value)} ` +
    `FROM ${table} WHERE site_id = ${WINE} AND ${row};`
  );
}

/**
 * Appellations and competitions are names (Saumur-Champigny, Concours Général Agricole): the
 * English text is the French one, saved as a translation so the missing-translations list does
 * not report the products and awards.
 */
const appellationRows = (): string =>
  `INSERT INTO translations (site_id, entity, entity_id, locale, field, value) ` +
  `SELECT site_id, 'product', id, '${EN}', 'appellation', appellation FROM products ` +
  `WHERE site_id = ${WINE} AND id IN (${Object.keys(englishProducts).join(', ')}) ` +
  `AND COALESCE(appellation, '') <> '';`;
const competitionRows = (): string =>
  `INSERT INTO translations (site_id, entity, entity_id, locale, field, value) ` +
  `SELECT site_id, 'award', id, '${EN}', 'competition', competition FROM awards WHERE site_id = ${WINE} AND competition <> '';`;

function catalogueRows(): string[] {
  const rows: string[] = [];
  for (const [id, product] of Object.entries(englishProducts)) {
    const fields = {
      description: product.description,
      tastingNotes: product.tastingNotes,
      region: product.region,
      servingTemperature: product.servingTemperature,
      ageingPotential: product.ageingPotential,
    };
    for (const [field, value] of Object.entries(fields)) {
      // A box has no tasting notes: nothing to translate, the French field is empty too.
      if (value !== '') rows.push(overlay('product', 'products', `id = ${id}`, field, value));
    }
  }
  for (const [id, variation] of Object.entries(englishVariations))
    rows.push(
      overlay(
        'variation',
        'variations',
        `id = ${id}`,
        'displayLabel',
        variation.displayLabel ?? variation.label,
      ),
    );
  for (const [id, label] of Object.entries(englishMealIcons))
    rows.push(overlay('mealIcon', 'meal_icons', `id = ${id}`, 'label', label));
  if (englishAwardDistinctions.length !== sampleAwards.length)
    throw new Error('Seed: one English distinction per award');
  englishAwardDistinctions.forEach((distinction, position) =>
    rows.push(overlay('award', 'awards', `position = ${position}`, 'distinction', distinction)),
  );
  return rows;
}

function visitRows(): string[] {
  const list = `key_list = ${quote(FRENCH_VISIT_LIST)}`;
  const rows = Object.entries(englishVisitList).map(([field, value]) =>
    overlay('elementList', 'element_lists', list, field, value),
  );
  englishVisits.forEach((visit, position) => {
    const row = `position = ${position} AND list_id = (SELECT id FROM element_lists WHERE site_id = ${WINE} AND ${list})`;
    const fields = {
      title: visit.title,
      summary: visit.summary,
      body: visit.body,
      location: visit.location,
      priceLabel: visit.price,
    };
    for (const [field, value] of Object.entries(fields))
      rows.push(overlay('element', 'elements', row, field, value));
  });
  englishAddressNames.forEach((name, position) => {
    rows.push(overlay('companyAddress', 'company_addresses', `position = ${position}`, 'name', name));
    rows.push(overlay('companyAddress', 'company_addresses', `position = ${position}`, 'country', 'France'));
  });
  return rows;
}

function settingRows(): string[] {
  return Object.entries({ ...englishParameters, ...englishLegalTexts }).map(([type, value]) =>
    overlay('parameter', 'parameters', `type = ${quote(type)}`, 'value', value),
  );
}

/** The footer's column title and link labels; its links follow the pages' translations. */
function footerRows(): string[] {
  return Object.entries(englishFooter).map(([field, value]) =>
    overlay('footer', 'component_confs', "slug = 'footer'", field, value),
  );
}

export function wineEnglishOverlayStatements(): string[] {
  return [
    ...catalogueRows(),
    appellationRows(),
    competitionRows(),
    ...visitRows(),
    ...settingRows(),
    ...footerRows(),
  ];
}
