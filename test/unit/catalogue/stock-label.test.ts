import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  productStock,
  remainingText,
  schemaAvailability,
  stockLabel,
  stockSettings,
  type StockSettings,
} from '../../../src/domain/catalogue/stock-label.ts';
import type { ParameterMap } from '../../../src/schema/site/parameter.ts';

const managed: StockSettings = {
  handleStock: true,
  useProductStock: true,
  threshold: 5,
  inStockLabel: 'Disponible',
  outOfStockLabel: 'Victime de son succès',
};

function parameters(values: Record<string, string | null>): ParameterMap {
  return Object.fromEntries(
    Object.entries(values).map(([type, value], id) => [
      type,
      { id, type, kind: 'STRING', label: type, value },
    ]),
  );
}

describe('stock label', () => {
  it('shows nothing and lets everything be ordered when the shop does not handle stock', () => {
    for (const stock of [0, -3, 2, 100, null]) {
      expect(stockLabel({ ...managed, handleStock: false }, stock)).toEqual({
        state: 'UNTRACKED',
        text: null,
        available: true,
      });
    }
  });

  it('treats a stock the provider does not give as not managed', () => {
    expect(stockLabel(managed, null).state).toBe('UNTRACKED');
    expect(stockLabel(managed, undefined).state).toBe('UNTRACKED');
  });

  it('shows the out-of-stock label at 0 or below, not orderable', () => {
    expect(stockLabel(managed, 0)).toEqual({
      state: 'OUT_OF_STOCK',
      text: 'Victime de son succès',
      available: false,
    });
    expect(stockLabel(managed, -2).available).toBe(false);
  });

  it('shows the count left under the threshold with USE_PRODUCT_STOCK', () => {
    expect(stockLabel(managed, 4)).toEqual({
      state: 'LOW_STOCK',
      text: 'Plus que 4 en stock',
      available: true,
    });
    expect(stockLabel(managed, 1).text).toBe("Plus qu'un seul en stock");
    expect(stockLabel(managed, 5)).toEqual({ state: 'IN_STOCK', text: 'Disponible', available: true });
  });

  it('never shows a count without USE_PRODUCT_STOCK, nor with a threshold of 0', () => {
    expect(stockLabel({ ...managed, useProductStock: false }, 2)).toEqual({
      state: 'IN_STOCK',
      text: 'Disponible',
      available: true,
    });
    expect(stockLabel({ ...managed, threshold: 0 }, 1).state).toBe('IN_STOCK');
  });

  it('is orderable exactly when some stock is left (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -50, max: 500 }),
        fc.integer({ min: 0, max: 100 }),
        (stock, threshold) => {
          const label = stockLabel({ ...managed, threshold }, stock);
          expect(label.available).toBe(stock > 0);
          expect(label.state === 'LOW_STOCK').toBe(stock > 0 && stock < threshold);
        },
      ),
    );
  });

  it('maps to schema.org availability', () => {
    expect(schemaAvailability(stockLabel(managed, 0))).toBe('https://schema.org/OutOfStock');
    expect(schemaAvailability(stockLabel(managed, 2))).toBe('https://schema.org/LimitedAvailability');
    expect(schemaAvailability(stockLabel(managed, 50))).toBe('https://schema.org/InStock');
    expect(schemaAvailability(stockLabel({ ...managed, handleStock: false }, 0))).toBe(
      'https://schema.org/InStock',
    );
  });

  it('says one in the singular', () => {
    expect(remainingText(1)).toBe("Plus qu'un seul en stock");
    expect(remainingText(3)).toBe('Plus que 3 en stock');
  });
});

describe('stock settings from the parameters', () => {
  it('reads the five parameters', () => {
    expect(
      stockSettings(
        parameters({
          HANDLE_STOCK: 'true',
          USE_PRODUCT_STOCK: 'true',
          STOCK_DISPLAY_THRESHOLD: '6',
          IN_STOCK_LABEL: 'Disponible',
          OUT_OF_STOCK_LABEL: 'Plus de bouteilles',
        }),
      ),
    ).toEqual({
      handleStock: true,
      useProductStock: true,
      threshold: 6,
      inStockLabel: 'Disponible',
      outOfStockLabel: 'Plus de bouteilles',
    });
  });

  it('falls back to the defaults for missing, empty or bad values', () => {
    expect(
      stockSettings(
        parameters({ STOCK_DISPLAY_THRESHOLD: 'beaucoup', IN_STOCK_LABEL: '  ', OUT_OF_STOCK_LABEL: null }),
      ),
    ).toEqual({
      handleStock: false,
      useProductStock: false,
      threshold: 0,
      inStockLabel: 'En stock',
      outOfStockLabel: 'Épuisé',
    });
    expect(stockSettings(parameters({ STOCK_DISPLAY_THRESHOLD: '-4' })).threshold).toBe(0);
  });
});

describe('a product’s stock on the list', () => {
  it('adds up what its declinations hold, ignoring negative counts', () => {
    expect(productStock([{ quantity: 3 }, { quantity: 0 }, { quantity: -2 }, { quantity: 10 }])).toBe(13);
    expect(productStock([{ quantity: 0 }, { quantity: 0 }])).toBe(0);
    expect(productStock([{ quantity: null }, {}])).toBeNull();
  });
});
