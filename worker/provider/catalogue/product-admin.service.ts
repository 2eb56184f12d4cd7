import type { ProductList, ShopProduct } from '../../../src/schema/catalogue/product';
import type {
  DeclinationInput,
  DeclinationUpdate,
  ProductInput,
  ProductUpdate,
} from '../../../src/schema/catalogue/product-admin';
import { publishContentVersion } from '../../cache/content-version';
import { notFound } from '../../errors';
import { parseId } from '../../http/ids';
import { orFail } from '../shared/failure-status';
import type { ServiceContext } from '../shared/service-context';
import { PRODUCT_NOT_FOUND, productListQuery } from './product-query';
import { findProduct, listProducts } from './product.repository';
import {
  createDeclination,
  createProduct,
  deleteDeclination,
  deleteProduct,
  findDeclinationOwner,
  recommendedIdsOf,
  updateDeclination,
  updateProduct,
  type CurrentProduct,
  type DeclinationOwner,
} from './product-write.repository';

// The owner's catalogue: products (wines and boxes) and their declinations, drafts included.
// Every write bumps the content version in the same transaction, then publishes it so the next
// page view shows the change; the answer is the product as stored. The writer is the member
// who acts (null: an operator), recorded with the starting stock.

const DECLINATION_NOT_FOUND = "Cette déclinaison n'existe pas.";

type Declination = ShopProduct['declination'][number];

const publish = (ctx: ServiceContext, version: number) =>
  publishContentVersion(ctx.env, ctx.site.id, version, ctx.requestId);

/** A page of the site's products, drafts included, by the list-query language of GET /product. */
export function adminProducts(ctx: ServiceContext, query: URLSearchParams): Promise<ProductList> {
  const { list, tags } = productListQuery(query);
  return listProducts(ctx.db, ctx.site.id, list, { tags, publishedOnly: false });
}

/** The product of this id (as sent), draft included, on this site only; null when there is none. */
export async function storedProduct(ctx: ServiceContext, raw: string): Promise<ShopProduct | null> {
  const id = parseId(raw);
  return id === null ? null : findProduct(ctx.db, ctx.site.id, id, false);
}

/** One product, draft included, or 404. */
export async function adminProduct(ctx: ServiceContext, raw: string): Promise<ShopProduct> {
  const product = await storedProduct(ctx, raw);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return product;
}

/** The declination of this id (as sent), as its product holds it; null when there is none. */
export async function storedDeclination(ctx: ServiceContext, raw: string): Promise<Declination | null> {
  const id = parseId(raw);
  const owner = id === null ? null : await findDeclinationOwner(ctx.db, ctx.site.id, id);
  const product = owner ? await findProduct(ctx.db, ctx.site.id, owner.productId, false) : null;
  return product?.declination.find((declination) => declination.id === id) ?? null;
}

async function currentProduct(ctx: ServiceContext, raw: string): Promise<CurrentProduct> {
  const product = await adminProduct(ctx, raw);
  return { ...product, recommendedProductIds: await recommendedIdsOf(ctx.db, ctx.site.id, product.id) };
}

async function existingDeclination(ctx: ServiceContext, raw: string): Promise<DeclinationOwner> {
  const id = parseId(raw);
  const owner = id === null ? null : await findDeclinationOwner(ctx.db, ctx.site.id, id);
  if (!owner) throw notFound(DECLINATION_NOT_FOUND);
  return owner;
}

async function productAfterWrite(ctx: ServiceContext, id: number): Promise<ShopProduct> {
  const product = await findProduct(ctx.db, ctx.site.id, id, false);
  if (!product) throw notFound(PRODUCT_NOT_FOUND); // deleted meanwhile by another request
  return product;
}

/** Creates a product with its declinations and their starting stock. */
export async function createAdminProduct(
  ctx: ServiceContext,
  input: ProductInput,
  userId: number | null,
): Promise<ShopProduct> {
  const { id, version } = orFail(await createProduct(ctx.db, ctx.site.id, input, userId));
  await publish(ctx, version);
  return productAfterWrite(ctx, id);
}

/** Rewrites a product (not its declinations), or 404. */
export async function updateAdminProduct(
  ctx: ServiceContext,
  raw: string,
  input: ProductUpdate,
): Promise<ShopProduct> {
  const current = await currentProduct(ctx, raw);
  await publish(ctx, orFail(await updateProduct(ctx.db, ctx.site.id, current, input)));
  return productAfterWrite(ctx, current.id);
}

/** Deletes a product, or 404; refused while a box holds it. */
export async function deleteAdminProduct(ctx: ServiceContext, raw: string): Promise<void> {
  const current = await currentProduct(ctx, raw);
  await publish(ctx, orFail(await deleteProduct(ctx.db, ctx.site.id, current.id)));
}

/** Adds a declination to a wine (a box keeps its one), or 404. */
export async function createAdminDeclination(
  ctx: ServiceContext,
  raw: string,
  input: DeclinationInput,
  userId: number | null,
): Promise<ShopProduct> {
  const product = await currentProduct(ctx, raw);
  const owner = { id: product.id, type: product.type.type };
  const { version } = orFail(await createDeclination(ctx.db, ctx.site.id, owner, input, userId));
  await publish(ctx, version);
  return productAfterWrite(ctx, product.id);
}

/** Rewrites a declination (not its stock), or 404; the answer is its product. */
export async function updateAdminDeclination(
  ctx: ServiceContext,
  raw: string,
  input: DeclinationUpdate,
): Promise<ShopProduct> {
  const owner = await existingDeclination(ctx, raw);
  await publish(ctx, orFail(await updateDeclination(ctx.db, ctx.site.id, owner, input)));
  return productAfterWrite(ctx, owner.productId);
}

/** Deletes a declination, or 404; a product keeps at least one. The answer is its product. */
export async function deleteAdminDeclination(ctx: ServiceContext, raw: string): Promise<ShopProduct> {
  const owner = await existingDeclination(ctx, raw);
  await publish(ctx, orFail(await deleteDeclination(ctx.db, ctx.site.id, owner)));
  return productAfterWrite(ctx, owner.productId);
}
