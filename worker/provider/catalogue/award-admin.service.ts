import type { AwardInput } from '../../../src/schema/catalogue/product-admin';
import { publishContentVersion } from '../../cache/content-version';
import { badRequest, notFound } from '../../errors';
import { orFail } from '../shared/failure-status';
import type { ServiceContext } from '../shared/service-context';
import {
  deleteAwardStatement,
  findAward,
  insertAwardStatement,
  listAwards,
  updateAwardStatement,
} from './award.repository';
import { PRODUCT_NOT_FOUND } from './product-query';
import { productExists } from './product.repository';
import { catalogueWrite, returnedId } from './product-write.repository';

// A product's awards for the owner: list (all, or one product's), create, update, delete. An
// award names one of the site's products; every write goes through the catalogue's write batch
// and publishes the site's new content version.

const NOT_FOUND = "Cette récompense n'existe pas.";

/** The site's awards, or one product's (404 for a product not of the site). */
export async function adminAwards(ctx: ServiceContext, productId: number | null, productAsked: boolean) {
  if (productAsked && (productId === null || !(await productExists(ctx.db, ctx.site.id, productId)))) {
    throw notFound(PRODUCT_NOT_FOUND);
  }
  return listAwards(ctx.db, ctx.site.id, productId, false);
}

/** One of the site's awards, or null. */
export const findAdminAward = (ctx: ServiceContext, id: number | null) =>
  id === null ? Promise.resolve(null) : findAward(ctx.db, ctx.site.id, id);

async function awardOr404(ctx: ServiceContext, id: number | null) {
  const award = await findAdminAward(ctx, id);
  if (!award) throw notFound(NOT_FOUND);
  return award;
}

async function checkProduct(ctx: ServiceContext, input: AwardInput): Promise<void> {
  if (!(await productExists(ctx.db, ctx.site.id, input.productId))) {
    throw badRequest(`Le produit ${input.productId} n'existe pas.`, { productId: PRODUCT_NOT_FOUND });
  }
}

export async function createAward(ctx: ServiceContext, input: AwardInput) {
  const siteId = ctx.site.id;
  await checkProduct(ctx, input);
  const { results, version } = orFail(
    await catalogueWrite(ctx.db, siteId, [insertAwardStatement(ctx.db, siteId, input)]),
  );
  await publishContentVersion(ctx.env, siteId, version, ctx.requestId);
  return awardOr404(ctx, returnedId(results[0]));
}

export async function updateAward(ctx: ServiceContext, id: number | null, input: AwardInput) {
  const siteId = ctx.site.id;
  const current = await awardOr404(ctx, id);
  await checkProduct(ctx, input);
  const { version } = orFail(
    await catalogueWrite(ctx.db, siteId, [updateAwardStatement(ctx.db, siteId, current.id, input)]),
  );
  await publishContentVersion(ctx.env, siteId, version, ctx.requestId);
  return awardOr404(ctx, current.id);
}

export async function deleteAward(ctx: ServiceContext, id: number | null): Promise<void> {
  const siteId = ctx.site.id;
  const current = await awardOr404(ctx, id);
  const { version } = orFail(
    await catalogueWrite(ctx.db, siteId, [deleteAwardStatement(ctx.db, siteId, current.id)]),
  );
  await publishContentVersion(ctx.env, siteId, version, ctx.requestId);
}
