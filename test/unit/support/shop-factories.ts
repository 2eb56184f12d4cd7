import type { CartLine, StoredCart } from '../../../src/schema/catalogue/cart.ts';
import type { Declination, Product } from '../../../src/schema/catalogue/product.ts';
import { emptyCartState } from '../../../src/domain/catalogue/cart.ts';

// Small factories for shop data: the smallest valid object, overridden per test.

export function declination(overrides: Partial<Declination> = {}): Declination {
  return { id: 11, price: 12.5, capacity: 75, capacityUnit: 'cl', sellByMultipleOf: 6, ...overrides };
}

export function wine(overrides: Partial<Product> = {}): Product {
  return {
    id: 1,
    name: 'Muscadet sur lie',
    type: { type: 'WINE' },
    isVintage: false,
    declination: [declination()],
    ...overrides,
  };
}

export function box(overrides: Partial<Product> = {}): Product {
  return {
    id: 2,
    name: 'Coffret découverte',
    type: { type: 'BOX' },
    declination: [],
    box: { idProduct: 2, price: 60, sellByMultipleOf: 6 },
    ...overrides,
  };
}

export function line(overrides: Partial<CartLine> = {}): CartLine {
  return { id: 0, product: wine(), declinationId: 11, quantity: 1, ...overrides };
}

export function storedCart(overrides: Partial<StoredCart> = {}): StoredCart {
  return { ...emptyCartState(), lines: [line()], ...overrides };
}
