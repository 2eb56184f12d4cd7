import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  declinationInputSchema,
  productInputSchema,
  stockAdjustmentInputSchema,
} from '../../../src/schema/catalogue/product-admin.ts';

// The rules of the catalogue's admin bodies, shared by the provider and any admin client.

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('declination input', () => {
  it('accepts every price in euros with at most two decimals, so cents are exact', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        const parsed = declinationInputSchema.safeParse({ price: cents / 100 });
        expect(parsed.success).toBe(true);
        expect(Math.round((parsed.data?.price ?? -1) * 100)).toBe(cents);
      }),
    );
  });

  it('refuses a third decimal, a negative price, a discount above the price or above 100 %', () => {
    expect(firstMessage(declinationInputSchema.safeParse({ price: 9.999 }))).toBe(
      'Le prix a deux décimales au plus.',
    );
    expect(firstMessage(declinationInputSchema.safeParse({ price: -2 }))).toBe(
      'Le prix ne peut pas être négatif.',
    );
    expect(
      firstMessage(declinationInputSchema.safeParse({ price: 5, discount: { type: 'EURO', amount: 6 } })),
    ).toBe('Une remise en euros ne dépasse pas le prix.');
    expect(
      firstMessage(
        declinationInputSchema.safeParse({ price: 5, discount: { type: 'PERCENT', amount: 101 } }),
      ),
    ).toBe('Une remise en pourcentage ne dépasse pas 100 %.');
  });

  it('wants a capacity and its unit together', () => {
    expect(declinationInputSchema.safeParse({ price: 5, capacity: 75, capacityUnit: 'cl' }).success).toBe(
      true,
    );
    expect(firstMessage(declinationInputSchema.safeParse({ price: 5, capacityUnit: 'cl' }))).toBe(
      'La contenance et son unité vont ensemble : donnez les deux, ou aucune.',
    );
  });
});

describe('product input', () => {
  const wine = { type: 'WINE', name: 'Saumur', declinations: [{ price: 10 }] };

  it('lower-cases tags and trims names', () => {
    const parsed = productInputSchema.parse({ ...wine, name: '  Saumur  ', tags: [' Bio '] });
    expect(parsed.name).toBe('Saumur');
    expect(parsed.tags).toEqual(['bio']);
  });

  it('wants a box to hold wines and have exactly one declination without vintage', () => {
    const box = { type: 'BOX', name: 'Coffret', declinations: [{ price: 30 }] };
    expect(firstMessage(productInputSchema.safeParse(box))).toBe(
      'Un coffret a une référence et un contenu (box).',
    );
    const items = { items: [{ declinationId: 1, quantity: 2 }] };
    expect(productInputSchema.safeParse({ ...box, box: items }).success).toBe(true);
    expect(
      firstMessage(
        productInputSchema.safeParse({ ...box, box: items, declinations: [{ price: 1, year: 2020 }] }),
      ),
    ).toBe("La déclinaison d'un coffret n'a ni millésime ni contenance.");
    expect(firstMessage(productInputSchema.safeParse({ ...wine, box: items }))).toBe(
      'Seul un coffret a un contenu (box) : retirez-le pour un vin.',
    );
  });
});

describe('stock adjustment input', () => {
  it('wants a whole, non-zero change and a reason', () => {
    expect(stockAdjustmentInputSchema.safeParse({ delta: -3, reason: 'Casse' }).success).toBe(true);
    expect(firstMessage(stockAdjustmentInputSchema.safeParse({ delta: 0, reason: 'Casse' }))).toBe(
      'La variation de stock ne peut pas être nulle.',
    );
    expect(firstMessage(stockAdjustmentInputSchema.safeParse({ delta: 2, reason: '' }))).toBe(
      'Donnez la raison de cet ajustement (3 caractères au moins).',
    );
  });
});
