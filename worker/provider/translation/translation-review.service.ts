import type { TranslationReview } from '../../../src/schema/translation/translation';
import { notFound } from '../../errors';
import { parseId } from '../../http/ids';
import type { ServiceContext } from '../shared/service-context';
import type { RowEntity } from './entities';
import { findTranslationReview, markTranslationReviewed } from './translation-review.repository';

// Whether a row-per-locale translation is older than its original (the original changed after
// the translation was last written: « à revoir »), and the owner's « relue, à jour » that dates
// it now when it needed no change.

const NO_TRANSLATION = "Cette traduction n'existe pas sur ce site.";

export async function translationReview(
  ctx: ServiceContext,
  entity: RowEntity,
  raw: string,
): Promise<TranslationReview> {
  const id = parseId(raw);
  const review = id === null ? null : await findTranslationReview(ctx.db, ctx.site.id, entity, id);
  if (!review) throw notFound(NO_TRANSLATION);
  return review;
}

export async function markReviewed(
  ctx: ServiceContext,
  entity: RowEntity,
  raw: string,
): Promise<TranslationReview> {
  const id = parseId(raw);
  if (id === null || !(await markTranslationReviewed(ctx.db, ctx.site.id, entity, id))) {
    throw notFound(NO_TRANSLATION);
  }
  return translationReview(ctx, entity, raw);
}
