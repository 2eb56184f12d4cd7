import type { DiscountDetail as Discount, DiscountWrite } from '../../../src/schema/orders/discount';
import { publishContentVersion } from '../../cache/content-version';
import { AppError, notFound } from '../../errors';
import type { ServiceContext } from '../shared/service-context';
import {
  deleteUnusedDiscount,
  discountCodeTaken,
  insertDiscount,
  listDiscounts,
  updateDiscount,
  type DiscountValues,
  type DiscountWithUses,
} from './discount.repository';

// Discount codes for the site's admins: list with their use counts, create, update, delete. A
// code is unique on its site; a used code cannot be deleted (orders keep pointing at it: it is
// deactivated instead). Every write publishes the site's new content version.

const UNKNOWN = "Ce code de réduction n'existe pas.";
const CODE_TAKEN = 'Ce code de réduction existe déjà.';
const USED = 'Ce code a déjà servi à des commandes : désactivez-le plutôt que de le supprimer.';

const toApi = (discount: DiscountWithUses): Discount => ({
  id: discount.id,
  code: discount.code,
  label: discount.label,
  type: discount.type,
  amount: discount.amount,
  detailType: discount.detailType,
  startsAt: discount.startsAt,
  endsAt: discount.endsAt,
  minSubtotal: discount.minSubtotalCents / 100,
  maxUses: discount.maxUses,
  maxUsesPerMember: discount.maxUsesPerMember,
  isActive: discount.isActive,
  uses: discount.uses,
});

const toValues = (input: DiscountWrite): DiscountValues => ({
  code: input.code,
  label: input.label,
  type: input.type,
  amountStored: input.type === 'EURO' ? Math.round(input.amount * 100) : input.amount,
  detailType: input.detailType,
  startsAt: input.startsAt,
  endsAt: input.endsAt,
  minSubtotalCents: Math.round(input.minSubtotal * 100),
  maxUses: input.maxUses,
  maxUsesPerMember: input.maxUsesPerMember,
  isActive: input.isActive,
});

/** The site's codes with their use counts. */
export async function listAdminDiscounts(ctx: ServiceContext): Promise<Discount[]> {
  return (await listDiscounts(ctx.db, ctx.site.id)).map(toApi);
}

/** One code of the site, or null (an unknown id, another site's). */
export async function findAdminDiscount(ctx: ServiceContext, id: number | null): Promise<Discount | null> {
  const discount = id === null ? undefined : (await listDiscounts(ctx.db, ctx.site.id, id))[0];
  return discount ? toApi(discount) : null;
}

async function discountOr404(ctx: ServiceContext, id: number | null): Promise<Discount> {
  const discount = await findAdminDiscount(ctx, id);
  if (!discount) throw notFound(UNKNOWN);
  return discount;
}

/** Creates a code: 409 when the site already has one with that code. */
export async function createDiscount(ctx: ServiceContext, input: DiscountWrite): Promise<Discount> {
  const siteId = ctx.site.id;
  if (await discountCodeTaken(ctx.db, siteId, input.code, null))
    throw new AppError(409, CODE_TAKEN, { code: CODE_TAKEN });
  const { id, version } = await insertDiscount(ctx.db, siteId, toValues(input));
  await publishContentVersion(ctx.env, siteId, version, ctx.requestId);
  return discountOr404(ctx, id);
}

/** Rewrites a code: 404 when unknown, 409 when another of the site's codes has its code. */
export async function updateAdminDiscount(
  ctx: ServiceContext,
  id: number | null,
  input: DiscountWrite,
): Promise<Discount> {
  const siteId = ctx.site.id;
  const existing = await discountOr404(ctx, id);
  if (await discountCodeTaken(ctx.db, siteId, input.code, existing.id)) {
    throw new AppError(409, CODE_TAKEN, { code: CODE_TAKEN });
  }
  const version = await updateDiscount(ctx.db, siteId, existing.id, toValues(input));
  if (version === null) throw notFound(UNKNOWN);
  await publishContentVersion(ctx.env, siteId, version, ctx.requestId);
  return discountOr404(ctx, existing.id);
}

/** Deletes a code never used (409 once an order used it, even in a race); answers its id. */
export async function deleteDiscount(ctx: ServiceContext, id: number | null): Promise<number> {
  const siteId = ctx.site.id;
  const existing = await discountOr404(ctx, id);
  if (existing.uses > 0) throw new AppError(409, USED);
  const version = await deleteUnusedDiscount(ctx.db, siteId, existing.id);
  if (version === null) throw new AppError(409, USED);
  await publishContentVersion(ctx.env, siteId, version, ctx.requestId);
  return existing.id;
}
