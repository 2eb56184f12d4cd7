import { sanitizeRichText } from '../../../src/domain/shared/rich-text';
import { foldForSearch } from '../../../src/domain/site/search-text';
import { slugify } from '../../../src/domain/shared/slug-path';
import { productTypeSchema, type ShopProduct } from '../../../src/schema/catalogue/product';
import type {
  BoxInput,
  DeclinationInput,
  DeclinationUpdate,
  ProductInput,
  ProductUpdate,
} from '../../../src/schema/catalogue/product-admin';
import type { FieldErrors } from '../../errors';
import { failure, success, type Result } from '../shared/result';
import {
  all,
  bumpContentVersionStatement,
  first,
  firstOf,
  mapRows,
  rowReader,
  versionOf,
  readId,
} from '../shared/d1';
import { stockChangeStatements } from './stock.repository';

// Writing the catalogue. Each write is one db.batch (one transaction) that also bumps the
// site's content version. References to other rows (meal icons, recommended products,
// variations, the wines a box holds) are checked against this site first, with French
// messages; the composite foreign keys of 0015 refuse anything that slips past. Refusals are
// failures (ProductWriteFailure) the admin routes answer with their status.

const SLUG_TAKEN = 'Ce lien est déjà utilisé par un autre produit du site.';
const CHANGED_MEANWHILE = 'Le catalogue a changé pendant l’enregistrement : rechargez et réessayez.';

/** Why a catalogue write is refused (each with its French sentence). */
type ProductWriteFailure =
  | 'SLUG_TAKEN'
  | 'CATALOGUE_CHANGED'
  | 'UNKNOWN_VARIATION'
  | 'UNKNOWN_REFERENCE'
  | 'PRODUCT_TYPE_FIXED'
  | 'BOX_DECLINATION_RULE'
  | 'IN_A_BOX'
  | 'LAST_DECLINATION';

type WriteResult<T> = Result<T, ProductWriteFailure>;

/** The id a `SELECT (subquery) AS id` found, null when the subquery found none. */
const readFoundId = rowReader({ id: 'number?' });

/** Runs a write batch; a constraint another request broke meanwhile is a failure, not a 500. */
async function catalogueBatch(
  db: D1Database,
  statements: D1PreparedStatement[],
): Promise<Result<D1Result[], 'SLUG_TAKEN' | 'CATALOGUE_CHANGED'>> {
  try {
    return success(await db.batch(statements));
  } catch (error) {
    const message = String(error);
    if (message.includes('UNIQUE constraint failed: products.site_id, products.slug')) {
      return failure('SLUG_TAKEN', SLUG_TAKEN);
    }
    if (message.includes('constraint failed')) return failure('CATALOGUE_CHANGED', CHANGED_MEANWHILE);
    throw error;
  }
}

/** Ids of `table` (meal_icons, products…) among `ids` that belong to the site. */
async function idsOfSite(
  db: D1Database,
  table: 'meal_icons' | 'products',
  siteId: number,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await all(
    db
      .prepare(`SELECT id FROM ${table} WHERE site_id = ? AND id IN (SELECT value FROM json_each(?))`)
      .bind(siteId, JSON.stringify(ids)),
    readId,
  );
  return new Set(rows.map((row) => row.id));
}

/** Variation labels of the declinations must be variations of the site (GET /variation). */
async function checkVariationLabels(
  db: D1Database,
  siteId: number,
  labels: string[],
): Promise<Result<void, 'UNKNOWN_VARIATION'>> {
  if (labels.length === 0) return success(undefined);
  const rows = await all(
    db.prepare('SELECT label FROM variations WHERE site_id = ?').bind(siteId),
    rowReader({ label: 'string' }),
  );
  const known = new Set(rows.map((row) => row.label));
  const unknown = labels.find((label) => !known.has(label));
  if (unknown !== undefined) {
    return failure('UNKNOWN_VARIATION', `La variation « ${unknown} » n'existe pas : créez-la d'abord.`, {
      variations: unknown,
    });
  }
  return success(undefined);
}

/** The full description of a product to write: the input over the current product (update). */
interface ResolvedProduct {
  type: 'WINE' | 'BOX';
  name: string;
  slug: string;
  description: string;
  tastingNotes: string;
  kind: string | null;
  appellation: string;
  region: string;
  alcohol: number | null;
  servingTemperature: string;
  ageingPotential: string;
  isVintage: boolean;
  hasShippingFees: boolean;
  isPublished: boolean;
  order: number | null;
  grapes: { name: string; percent: number | null }[];
  tags: string[];
  images: { src: string; alt: string; width: number; height: number }[];
  mealIconIds: number[];
  recommendedProductIds: number[];
  box: { reference: string; items: BoxInput['items'] } | null;
}

async function checkReferences(
  db: D1Database,
  siteId: number,
  product: ResolvedProduct,
  productId: number | null,
): Promise<Result<void, 'UNKNOWN_REFERENCE'>> {
  const fields: FieldErrors = {};
  const icons = await idsOfSite(db, 'meal_icons', siteId, product.mealIconIds);
  const missingIcon = product.mealIconIds.find((id) => !icons.has(id));
  if (missingIcon !== undefined) fields.mealIconIds = `L'icône de mets ${missingIcon} n'existe pas.`;
  if (productId !== null && product.recommendedProductIds.includes(productId)) {
    fields.recommendedProductIds = 'Un produit ne peut pas se recommander lui-même.';
  } else {
    const products = await idsOfSite(db, 'products', siteId, product.recommendedProductIds);
    const missing = product.recommendedProductIds.find((id) => !products.has(id));
    if (missing !== undefined)
      fields.recommendedProductIds = `Le produit recommandé ${missing} n'existe pas.`;
  }
  if (product.box) {
    const ids = product.box.items.map((item) => item.declinationId);
    const rows = await all(
      db
        .prepare(
          `SELECT d.id FROM product_declinations d JOIN products p ON p.site_id = d.site_id AND p.id = d.product_id
            WHERE d.site_id = ? AND p.type = 'WINE' AND d.id IN (SELECT value FROM json_each(?))`,
        )
        .bind(siteId, JSON.stringify(ids)),
      readId,
    );
    const wines = new Set(rows.map((row) => row.id));
    const missing = ids.find((id) => !wines.has(id));
    if (missing !== undefined) fields['box.items'] = `La déclinaison ${missing} n'est pas un vin de ce site.`;
    else if (new Set(ids).size !== ids.length)
      fields['box.items'] = 'Chaque vin apparaît une seule fois dans le coffret.';
  }
  const first = Object.values(fields)[0];
  if (first !== undefined) return failure('UNKNOWN_REFERENCE', first, fields);
  return success(undefined);
}

async function slugTaken(
  db: D1Database,
  siteId: number,
  slug: string,
  exceptId: number | null,
): Promise<boolean> {
  const row = await db
    .prepare('SELECT id FROM products WHERE site_id = ? AND slug = ? AND id IS NOT ?')
    .bind(siteId, slug, exceptId)
    .first();
  return row !== null;
}

/** The slug asked for (a failure when taken), or one made from the name, numbered until it is free. */
async function freeSlug(
  db: D1Database,
  siteId: number,
  asked: string | undefined,
  name: string,
  exceptId: number | null,
): Promise<Result<string, 'SLUG_TAKEN'>> {
  if (asked !== undefined && asked !== '') {
    if (await slugTaken(db, siteId, asked, exceptId)) return failure('SLUG_TAKEN', SLUG_TAKEN);
    return success(asked);
  }
  const base = slugify(name, 'produit');
  for (let n = 1; n < 50; n++) {
    const candidate = n === 1 ? base : `${base.slice(0, 75)}-${n}`;
    if (!(await slugTaken(db, siteId, candidate, exceptId))) return success(candidate);
  }
  return failure('SLUG_TAKEN', SLUG_TAKEN);
}

function searchText(product: ResolvedProduct): string {
  return foldForSearch(
    [
      product.name,
      product.appellation,
      product.region,
      ...product.grapes.map((g) => g.name),
      ...product.tags,
    ].join(' '),
  );
}

/** SQL for the product's id inside the batch: known (update) or found by its new slug (create). */
interface ProductRef {
  sql: string;
  params: (string | number)[];
}

function productRowStatement(db: D1Database, siteId: number, product: ResolvedProduct, id: number | null) {
  const values = [
    product.name,
    product.slug,
    foldForSearch(product.name),
    searchText(product),
    sanitizeRichText(product.description),
    product.tastingNotes,
    product.kind,
    product.appellation,
    product.region,
    product.alcohol,
    product.servingTemperature,
    product.ageingPotential,
    product.isVintage ? 1 : 0,
    product.hasShippingFees ? 1 : 0,
    product.isPublished ? 1 : 0,
  ];
  if (id === null) {
    return db
      .prepare(
        `INSERT INTO products (site_id, type, name, slug, sort_name, search_text, description, tasting_notes, kind,
           appellation, region, alcohol_percent, serving_temperature, ageing_potential, is_vintage,
           has_shipping_fees, is_published, position)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,
           COALESCE(?, (SELECT COALESCE(MAX(position), -1) + 1 FROM products WHERE site_id = ?)))`,
      )
      .bind(siteId, product.type, ...values, product.order, siteId);
  }
  return db
    .prepare(
      `UPDATE products SET name = ?, slug = ?, sort_name = ?, search_text = ?, description = ?, tasting_notes = ?,
         kind = ?, appellation = ?, region = ?, alcohol_percent = ?, serving_temperature = ?, ageing_potential = ?,
         is_vintage = ?, has_shipping_fees = ?, is_published = ?, position = COALESCE(?, position),
         updated_at = datetime('now')
       WHERE site_id = ? AND id = ?`,
    )
    .bind(...values, product.order, siteId, id);
}

/** The product's grapes, tags, images, meal icons, recommendations and box, replaced. */
function childStatements(db: D1Database, siteId: number, product: ResolvedProduct, ref: ProductRef) {
  const statements: D1PreparedStatement[] = [];
  const clear = (table: string, column = 'product_id') =>
    db
      .prepare(`DELETE FROM ${table} WHERE site_id = ? AND ${column} = ${ref.sql}`)
      .bind(siteId, ...ref.params);
  statements.push(
    clear('product_grape_varieties'),
    clear('product_tags'),
    clear('product_images'),
    clear('product_meal_icons'),
    clear('product_recommendations'),
    clear('product_box_items', 'box_product_id'),
    clear('product_boxes'),
  );
  product.grapes.forEach((grape, position) =>
    statements.push(
      db
        .prepare(
          `INSERT INTO product_grape_varieties (site_id, product_id, name, percent, position) VALUES (?, ${ref.sql}, ?, ?, ?)`,
        )
        .bind(siteId, ...ref.params, grape.name, grape.percent, position),
    ),
  );
  for (const tag of new Set(product.tags)) {
    statements.push(
      db
        .prepare(`INSERT INTO product_tags (site_id, product_id, tag) VALUES (?, ${ref.sql}, ?)`)
        .bind(siteId, ...ref.params, tag),
    );
  }
  product.images.forEach((image, position) =>
    statements.push(
      db
        .prepare(
          `INSERT INTO product_images (site_id, product_id, url, alt, width, height, position) VALUES (?, ${ref.sql}, ?, ?, ?, ?, ?)`,
        )
        .bind(siteId, ...ref.params, image.src, image.alt, image.width, image.height, position),
    ),
  );
  [...new Set(product.mealIconIds)].forEach((iconId, position) =>
    statements.push(
      db
        .prepare(
          `INSERT INTO product_meal_icons (site_id, product_id, meal_icon_id, position) VALUES (?, ${ref.sql}, ?, ?)`,
        )
        .bind(siteId, ...ref.params, iconId, position),
    ),
  );
  [...new Set(product.recommendedProductIds)].forEach((recommendedId, position) =>
    statements.push(
      db
        .prepare(
          `INSERT INTO product_recommendations (site_id, product_id, recommended_product_id, position) VALUES (?, ${ref.sql}, ?, ?)`,
        )
        .bind(siteId, ...ref.params, recommendedId, position),
    ),
  );
  if (product.box) {
    statements.push(
      db
        .prepare(`INSERT INTO product_boxes (site_id, product_id, reference) VALUES (?, ${ref.sql}, ?)`)
        .bind(siteId, ...ref.params, product.box.reference),
    );
    product.box.items.forEach((item, position) =>
      statements.push(
        db
          .prepare(
            `INSERT INTO product_box_items (site_id, box_product_id, declination_id, quantity, position) VALUES (?, ${ref.sql}, ?, ?, ?)`,
          )
          .bind(siteId, ...ref.params, item.declinationId, item.quantity, position),
      ),
    );
  }
  return statements;
}

function declinationValues(declination: DeclinationUpdate) {
  const [variation1, variation2, variation3] = declination.variations ?? [];
  return [
    declination.year ?? null,
    declination.capacity ?? null,
    declination.capacityUnit ?? null,
    Math.round(declination.price * 100),
    declination.discount?.type ?? null,
    declination.discount?.amount ?? null,
    declination.setQuantity ?? null,
    declination.sellByMultipleOf ?? 1,
    variation1 ?? null,
    variation2 ?? null,
    variation3 ?? null,
  ];
}

/** Inserts a declination with its opening stock, recorded as the first stock adjustment. */
function insertDeclinationStatements(
  db: D1Database,
  siteId: number,
  ref: ProductRef,
  declination: DeclinationInput,
  userId: number | null,
): D1PreparedStatement[] {
  const quantity = declination.quantity ?? 0;
  const statements = [
    db
      .prepare(
        `INSERT INTO product_declinations (site_id, product_id, year, capacity, capacity_unit, price_cents,
           discount_type, discount_amount, set_quantity, sell_by_multiple_of, variation1, variation2, variation3,
           quantity, position)
         VALUES (?, ${ref.sql}, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0,
           COALESCE(?, (SELECT COALESCE(MAX(position), -1) + 1 FROM product_declinations WHERE site_id = ? AND product_id = ${ref.sql})))`,
      )
      .bind(
        siteId,
        ...ref.params,
        ...declinationValues(declination),
        declination.order ?? null,
        siteId,
        ...ref.params,
      ),
  ];
  if (quantity > 0) {
    // The declination just inserted is the site's newest (ids only grow; the batch is one transaction).
    const newest = { sql: '(SELECT MAX(id) FROM product_declinations WHERE site_id = ?)', params: [siteId] };
    statements.push(
      ...stockChangeStatements(db, siteId, {
        kind: 'ADJUSTMENT',
        declination: newest,
        delta: quantity,
        reason: 'Stock initial',
        userId,
      }),
    );
  }
  return statements;
}

function resolvedFromInput(
  input: ProductInput | ProductUpdate,
  current: CurrentProduct | null,
): ResolvedProduct {
  const type = current?.type.type ?? input.type;
  return {
    type,
    name: input.name,
    slug: input.slug ?? current?.slug ?? '',
    description: input.description ?? current?.description ?? '',
    tastingNotes: input.tastingNotes ?? current?.tastingNotes ?? '',
    kind: input.kind === undefined ? (current?.kind ?? null) : input.kind,
    appellation: input.appellation ?? current?.appellation ?? '',
    region: input.region ?? current?.region ?? '',
    alcohol: input.alcohol === undefined ? (current?.alcohol ?? null) : input.alcohol,
    servingTemperature: input.servingTemperature ?? current?.servingTemperature ?? '',
    ageingPotential: input.ageingPotential ?? current?.ageingPotential ?? '',
    isVintage: input.isVintage ?? current?.isVintage ?? type === 'WINE',
    hasShippingFees: input.hasShippingFees ?? current?.hasShippingFees ?? true,
    isPublished: input.isPublished ?? current?.isPublished ?? true,
    order: input.order ?? null,
    grapes: (input.grapeVarieties ?? current?.grapeVarieties ?? []).map((g) => ({
      name: g.name,
      percent: g.percent ?? null,
    })),
    tags: input.tags ?? current?.tags ?? [],
    images: input.images ?? current?.images ?? [],
    mealIconIds: input.mealIconIds ?? current?.mealIcons.map((icon) => icon.id) ?? [],
    recommendedProductIds: input.recommendedProductIds ?? current?.recommendedProductIds ?? [],
    box:
      type === 'WINE'
        ? null
        : input.box
          ? { reference: input.box.reference ?? '', items: input.box.items }
          : current?.box
            ? {
                reference: current.box.reference,
                items: current.box.products.map((item) => ({
                  declinationId: item.declinationId,
                  quantity: item.quantity,
                })),
              }
            : null,
  };
}

export type CurrentProduct = ShopProduct & { recommendedProductIds: number[] };

/** The recommendations the owner chose for a product, in order. */
export async function recommendedIdsOf(db: D1Database, siteId: number, productId: number): Promise<number[]> {
  const rows = await all(
    db
      .prepare(
        'SELECT recommended_product_id FROM product_recommendations WHERE site_id = ? AND product_id = ? ORDER BY position',
      )
      .bind(siteId, productId),
    rowReader({ recommended_product_id: 'number' }),
  );
  return rows.map((row) => row.recommended_product_id);
}

export async function createProduct(
  db: D1Database,
  siteId: number,
  input: ProductInput,
  userId: number | null,
): Promise<WriteResult<{ id: number; version: number }>> {
  const product = resolvedFromInput(input, null);
  const references = await checkReferences(db, siteId, product, null);
  if (!references.ok) return references;
  const variations = await checkVariationLabels(
    db,
    siteId,
    input.declinations.flatMap((d) => d.variations ?? []),
  );
  if (!variations.ok) return variations;
  const slug = await freeSlug(db, siteId, input.slug, product.name, null);
  if (!slug.ok) return slug;
  product.slug = slug.value;
  const ref: ProductRef = {
    sql: '(SELECT id FROM products WHERE site_id = ? AND slug = ?)',
    params: [siteId, product.slug],
  };
  const written = await catalogueBatch(db, [
    productRowStatement(db, siteId, product, null),
    ...childStatements(db, siteId, product, ref),
    ...input.declinations.flatMap((declination) =>
      insertDeclinationStatements(db, siteId, ref, withBoxBottles(declination, product.box), userId),
    ),
    db.prepare(`SELECT ${ref.sql} AS id`).bind(...ref.params),
    bumpContentVersionStatement(db, siteId),
  ]);
  if (!written.ok) return written;
  const results = written.value;
  const id = firstOf(results.at(-2), readFoundId)?.id ?? 0;
  return success({ id, version: versionOf(results.at(-1)) });
}

/**
 * A box counts quantity × sellByMultipleOf bottles for free shipping: unless
 * the owner says otherwise, that is the bottles it holds.
 */
function withBoxBottles(declination: DeclinationInput, box: ResolvedProduct['box']): DeclinationInput {
  if (!box || declination.sellByMultipleOf !== undefined) return declination;
  return { ...declination, sellByMultipleOf: box.items.reduce((sum, item) => sum + item.quantity, 0) };
}

export async function updateProduct(
  db: D1Database,
  siteId: number,
  current: CurrentProduct,
  input: ProductUpdate,
): Promise<WriteResult<number>> {
  if (input.type !== current.type.type) {
    return failure('PRODUCT_TYPE_FIXED', "Le type d'un produit ne change pas après sa création.", {
      type: current.type.type,
    });
  }
  const product = resolvedFromInput(input, current);
  const references = await checkReferences(db, siteId, product, current.id);
  if (!references.ok) return references;
  const slug = await freeSlug(db, siteId, input.slug ?? current.slug, product.name, current.id);
  if (!slug.ok) return slug;
  product.slug = slug.value;
  const ref: ProductRef = { sql: '?', params: [current.id] };
  const written = await catalogueBatch(db, [
    productRowStatement(db, siteId, product, current.id),
    ...childStatements(db, siteId, product, ref),
    bumpContentVersionStatement(db, siteId),
  ]);
  return written.ok ? success(versionOf(written.value.at(-1))) : written;
}

/** Boxes holding one of the product's declinations (or the given declination): they block a delete. */
async function boxesHolding(
  db: D1Database,
  siteId: number,
  what: { productId: number } | { declinationId: number },
): Promise<string[]> {
  const condition = 'productId' in what ? 'd.product_id = ?' : 'd.id = ?';
  const value = 'productId' in what ? what.productId : what.declinationId;
  const rows = await all(
    db
      .prepare(
        `SELECT DISTINCT b.name FROM product_box_items bi
           JOIN product_declinations d ON d.site_id = bi.site_id AND d.id = bi.declination_id
           JOIN products b ON b.site_id = bi.site_id AND b.id = bi.box_product_id
          WHERE bi.site_id = ? AND ${condition} AND bi.box_product_id <> d.product_id ORDER BY b.name`,
      )
      .bind(siteId, value),
    rowReader({ name: 'string' }),
  );
  return rows.map((row) => row.name);
}

export async function deleteProduct(
  db: D1Database,
  siteId: number,
  productId: number,
): Promise<WriteResult<number>> {
  const boxes = await boxesHolding(db, siteId, { productId });
  if (boxes.length > 0) {
    return failure(
      'IN_A_BOX',
      `Ce vin fait partie d'un coffret (${boxes.join(', ')}) : retirez-le du coffret d'abord.`,
    );
  }
  const written = await catalogueBatch(db, [
    db.prepare('DELETE FROM products WHERE site_id = ? AND id = ?').bind(siteId, productId),
    bumpContentVersionStatement(db, siteId),
  ]);
  return written.ok ? success(versionOf(written.value.at(-1))) : written;
}

// --- Declinations ---------------------------------------------------------------------------

export interface DeclinationOwner {
  id: number;
  productId: number;
  type: 'WINE' | 'BOX';
}

/** A declination (its own columns) with its product's type. */
const readDeclinationOwner = mapRows(
  rowReader({ id: 'number', product_id: 'number', type: productTypeSchema.options }),
  (row): DeclinationOwner => ({ id: row.id, productId: row.product_id, type: row.type }),
);

/** The declination of the site with its product's id and type, or null. */
export async function findDeclinationOwner(
  db: D1Database,
  siteId: number,
  declinationId: number,
): Promise<DeclinationOwner | null> {
  return first(
    db
      .prepare(
        `SELECT d.id, d.product_id, p.type FROM product_declinations d
           JOIN products p ON p.site_id = d.site_id AND p.id = d.product_id
          WHERE d.site_id = ? AND d.id = ?`,
      )
      .bind(siteId, declinationId),
    readDeclinationOwner,
  );
}

function boxDeclinationRule(
  type: 'WINE' | 'BOX',
  declination: DeclinationUpdate,
): Result<void, 'BOX_DECLINATION_RULE'> {
  if (type === 'BOX' && (declination.year != null || declination.capacity != null)) {
    return failure('BOX_DECLINATION_RULE', "La déclinaison d'un coffret n'a ni millésime ni contenance.", {
      year: 'coffret',
    });
  }
  return success(undefined);
}

export async function createDeclination(
  db: D1Database,
  siteId: number,
  product: { id: number; type: 'WINE' | 'BOX' },
  input: DeclinationInput,
  userId: number | null,
): Promise<WriteResult<{ id: number; version: number }>> {
  if (product.type === 'BOX') {
    return failure(
      'BOX_DECLINATION_RULE',
      "Un coffret a une seule déclinaison : modifiez-la plutôt que d'en ajouter une.",
    );
  }
  const variations = await checkVariationLabels(db, siteId, input.variations ?? []);
  if (!variations.ok) return variations;
  const ref: ProductRef = { sql: '?', params: [product.id] };
  const written = await catalogueBatch(db, [
    ...insertDeclinationStatements(db, siteId, ref, input, userId),
    db.prepare('SELECT MAX(id) AS id FROM product_declinations WHERE site_id = ?').bind(siteId),
    bumpContentVersionStatement(db, siteId),
  ]);
  if (!written.ok) return written;
  const id = firstOf(written.value.at(-2), readFoundId)?.id ?? 0;
  return success({ id, version: versionOf(written.value.at(-1)) });
}

export async function updateDeclination(
  db: D1Database,
  siteId: number,
  owner: DeclinationOwner,
  input: DeclinationUpdate,
): Promise<WriteResult<number>> {
  const rule = boxDeclinationRule(owner.type, input);
  if (!rule.ok) return rule;
  const variations = await checkVariationLabels(db, siteId, input.variations ?? []);
  if (!variations.ok) return variations;
  const written = await catalogueBatch(db, [
    db
      .prepare(
        `UPDATE product_declinations SET year = ?, capacity = ?, capacity_unit = ?, price_cents = ?, discount_type = ?,
           discount_amount = ?, set_quantity = ?, sell_by_multiple_of = ?, variation1 = ?, variation2 = ?,
           variation3 = ?, position = COALESCE(?, position)
         WHERE site_id = ? AND id = ?`,
      )
      .bind(...declinationValues(input), input.order ?? null, siteId, owner.id),
    bumpContentVersionStatement(db, siteId),
  ]);
  return written.ok ? success(versionOf(written.value.at(-1))) : written;
}

export async function deleteDeclination(
  db: D1Database,
  siteId: number,
  owner: DeclinationOwner,
): Promise<WriteResult<number>> {
  const boxes = await boxesHolding(db, siteId, { declinationId: owner.id });
  if (boxes.length > 0) {
    return failure(
      'IN_A_BOX',
      `Cette déclinaison fait partie d'un coffret (${boxes.join(', ')}) : retirez-la du coffret d'abord.`,
    );
  }
  const siblings = await first(
    db
      .prepare('SELECT COUNT(*) AS n FROM product_declinations WHERE site_id = ? AND product_id = ?')
      .bind(siteId, owner.productId),
    rowReader({ n: 'number' }),
  );
  if ((siblings?.n ?? 0) <= 1) {
    return failure(
      'LAST_DECLINATION',
      'Un produit garde au moins une déclinaison : supprimez le produit ou dépubliez-le.',
    );
  }
  // The guard is repeated in SQL: two deletes at once cannot leave a product without any.
  const written = await catalogueBatch(db, [
    db
      .prepare(
        `DELETE FROM product_declinations WHERE site_id = ? AND id = ?
           AND (SELECT COUNT(*) FROM product_declinations WHERE site_id = ? AND product_id = ?) > 1`,
      )
      .bind(siteId, owner.id, siteId, owner.productId),
    bumpContentVersionStatement(db, siteId),
  ]);
  return written.ok ? success(versionOf(written.value.at(-1))) : written;
}

/** A write batch followed by the content version bump, in one transaction. */
export async function catalogueWrite(
  db: D1Database,
  siteId: number,
  statements: D1PreparedStatement[],
): Promise<Result<{ results: D1Result[]; version: number }, 'SLUG_TAKEN' | 'CATALOGUE_CHANGED'>> {
  const written = await catalogueBatch(db, [...statements, bumpContentVersionStatement(db, siteId)]);
  return written.ok ? success({ results: written.value, version: versionOf(written.value.at(-1)) }) : written;
}

/** The id a `… RETURNING id` statement gave. */
export function returnedId(result: D1Result | undefined): number {
  return firstOf(result, readId)?.id ?? 0;
}
