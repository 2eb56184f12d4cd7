import { z } from 'zod';
import { euros } from '../../../src/schema/catalogue/product-admin';
import { cleanText } from '../../../src/schema/shared/safe-text';
import { fieldsAdapter } from './fields-adapter';
import { readLiveProduct, showLiveProduct, writeLiveProduct } from './product-live.repository';

// Shop products: the name, the texts of the product page (description, tasting notes, serving
// temperature, ageing potential) and the declinations' prices, with the limits of the product
// form.

const text = (label: string, max: number) =>
  cleanText()
    .trim()
    .max(max, { message: `${label} est trop long (${max} caractères au plus).` })
    .default('');

export const productAdapter = fieldsAdapter({
  type: 'product',
  missing: "Ce produit n'existe pas.",
  liveRow: { table: 'products', flag: 'is_published' },
  schema: z.object({
    name: cleanText()
      .trim()
      .min(1, { message: 'Le nom du produit est obligatoire.' })
      .max(200, { message: 'Le nom du produit est trop long (200 caractères au plus).' }),
    description: text('La description', 20_000),
    tastingNotes: text('Les notes de dégustation', 5_000),
    servingTemperature: text('La température de service', 100),
    ageingPotential: text('Le potentiel de garde', 100),
    prices: z
      .array(
        z.object({
          declinationId: z.number({ message: 'La déclinaison est obligatoire.' }).int().positive(),
          price: euros('Le prix'),
        }),
      )
      .max(200, { message: '200 prix au plus.' })
      .default([]),
  }),
  richText: ['description'],
  words: {
    name: 'nom',
    description: 'description',
    tastingNotes: 'notes de dégustation',
    servingTemperature: 'température de service',
    ageingPotential: 'potentiel de garde',
    prices: 'prix',
  },
  read: readLiveProduct,
  write: writeLiveProduct,
  show: showLiveProduct,
  preview: async (ctx, itemId, fields) => {
    // Loaded on a preview only: the catalogue's services bring the routes' OpenAPI shapes, which
    // the Worker leaves out of its startup (schedules are applied on every page's way in).
    const { productPreview } = await import('../catalogue/public');
    const found = await productPreview(ctx, itemId, fields);
    return found ? { type: 'product', ...found } : null;
  },
});
