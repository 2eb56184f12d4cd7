import { sanitizeRichText } from '../../../src/domain/shared/rich-text';
import type { ShopProduct } from '../../../src/schema/catalogue/product';
import type { TranslationLink } from '../../../src/schema/translation/translation';
import { listVariations } from './variation.repository';
import { overlayLocale, overlayTranslations, overlayValues, type LocaleScope } from '../translation/public';

// Products in a non-default locale: each translated field replaces the French one
// (the name stays: a wine keeps its name); meal icon labels come from their own overlay.

export async function translateProducts(
  db: D1Database,
  siteId: number,
  products: ShopProduct[],
  scope: LocaleScope | undefined,
): Promise<ShopProduct[]> {
  if (overlayLocale(scope) === null || products.length === 0) return products;
  const iconIds = products.flatMap((product) => product.mealIcons.map((icon) => icon.id));
  const [own, icons, variations] = await Promise.all([
    overlayValues(
      db,
      siteId,
      'product',
      scope,
      products.map((product) => product.id),
    ),
    overlayValues(db, siteId, 'mealIcon', scope, iconIds),
    listVariations(db, siteId, scope),
  ]);
  const displayLabels = new Map(variations.map((variation) => [variation.label, variation.displayLabel]));
  return products.map((product) => {
    const values = own.get(product.id) ?? {};
    return {
      ...product,
      slug: values.slug || product.slug,
      // Sanitised on write; again here, like the French column on read.
      description:
        values.description === undefined ? product.description : sanitizeRichText(values.description),
      tastingNotes: values.tastingNotes ?? product.tastingNotes,
      appellation: values.appellation ?? product.appellation,
      region: values.region ?? product.region,
      servingTemperature: values.servingTemperature ?? product.servingTemperature,
      ageingPotential: values.ageingPotential ?? product.ageingPotential,
      mealIcons: product.mealIcons.map((icon) => ({
        ...icon,
        label: icons.get(icon.id)?.label ?? icon.label,
      })),
      variations: product.variations.map((variation) => ({
        ...variation,
        displayLabel: displayLabels.get(variation.label) ?? variation.displayLabel,
      })),
    };
  });
}

/** The product's other-locale versions, for its detail's `translations`. */
export function productTranslations(
  db: D1Database,
  siteId: number,
  product: ShopProduct,
  scope: LocaleScope,
): Promise<TranslationLink[]> {
  return overlayTranslations(db, siteId, 'product', product.id, scope);
}
