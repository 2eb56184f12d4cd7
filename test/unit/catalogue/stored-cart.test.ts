import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isStoredCart, parseStoredCart } from '../../../src/domain/catalogue/stored-cart.ts';
import { storedCartSchema } from '../../../src/schema/catalogue/cart.ts';
import type { StoredCart } from '../../../src/schema/catalogue/cart.ts';
import { box, declination, line, storedCart, wine } from '../support/shop-factories.ts';

// A cart with every optional field filled, so that mutating any path exercises every rule.
const fullCart: StoredCart = storedCart({
  lines: [
    line({
      id: 7,
      quantity: 6,
      product: wine({
        isVintage: true,
        hasShippingFees: true,
        variations: [{ label: 'Millésime', displayLabel: null }],
        declination: [
          declination({
            year: 2022,
            discount: { id: 1, type: 'EURO', amount: 2, detailType: null, code: 'NOEL' },
            quantity: 40,
            setQuantity: 0,
            variations: ['2022'],
          }),
        ],
      }),
    }),
    line({
      id: 8,
      product: box({
        box: { idProduct: 2, price: 60, products: [{ id: 1 }], reference: 'B6', sellByMultipleOf: 6 },
      }),
      declinationId: null,
    }),
  ],
  deliveryType: 'delivery',
  clickAndCollect: { date: '2025-06-01', idAddress: 3, idSchedule: 4 },
  accessPointAddress: {
    id: 'R42',
    name: 'Relais',
    addLine1: '1 rue',
    zipCode: '44000',
    city: 'Nantes',
    country: 'FR',
    icon: null,
  },
  city: { postalCode: '44000', name: 'Nantes' },
  country: { id: 1, alphaTwo: 'FR', alphaThree: 'FRA' },
  carrier: {
    id: 1,
    name: 'Colissimo',
    serviceCode: 'COL',
    price: 9.9,
    fdp: 9.9,
    deliveryType: 'DELIVERY',
    siteType: null,
  },
  shippingPrices: [{ id: 2, name: 'Relais', price: 5, deliveryType: 'PICKUP' }],
  phone: '0600000000',
  message: 'Merci',
  discount: { value: 'NOEL', total: 50, subtotal: 52, shippingFees: 0 },
  errorCartMessage: '',
});

type Path = (string | number)[];

function paths(value: unknown, prefix: Path = []): Path[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  const children = Object.entries(value).flatMap(([key, child]) =>
    paths(child, [...prefix, Array.isArray(value) ? Number(key) : key]),
  );
  return [prefix, ...children];
}

/** A copy with the value at `path` replaced (undefined deletes the key). */
function mutate(value: unknown, path: Path, replacement: unknown): unknown {
  const copy: unknown = structuredClone(value);
  if (path.length === 0) return replacement;
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path.at(-1) ?? '';
  if (replacement === undefined) delete parent[last];
  else parent[last] = replacement;
  return copy;
}

describe('stored cart', () => {
  it('reads back a cart it stored, keeping fields it does not check', () => {
    const stored = { ...fullCart, lines: [{ ...line(), product: { ...wine(), image: '/a.jpg' } }] };
    expect(parseStoredCart(JSON.stringify(stored))).toEqual(stored);
  });

  it('discards missing, corrupt or foreign data instead of throwing', () => {
    expect(parseStoredCart(null)).toBeNull();
    expect(parseStoredCart('{"lines": [')).toBeNull();
    expect(parseStoredCart('[]')).toBeNull();
    expect(parseStoredCart('"cart"')).toBeNull();
    expect(parseStoredCart(JSON.stringify({ items: [{ sku: 'X', qty: 1 }] }))).toBeNull();
  });

  it('discards a cart with an impossible line', () => {
    const bad = (changes: object) => JSON.stringify({ ...fullCart, lines: [{ ...line(), ...changes }] });
    expect(parseStoredCart(bad({ quantity: 0 }))).toBeNull();
    expect(parseStoredCart(bad({ quantity: 1.5 }))).toBeNull();
    expect(parseStoredCart(bad({ id: 100_000 }))).toBeNull();
    expect(parseStoredCart(bad({ product: { ...wine(), type: { type: 'TICKET' } } }))).toBeNull();
  });

  it('agrees with storedCartSchema on the reference cart and any change to it', () => {
    expect(storedCartSchema.safeParse(fullCart).success).toBe(true);
    expect(isStoredCart(fullCart)).toBe(true);
    const allPaths = paths(fullCart);
    const replacement = fc.oneof(
      fc.constant(undefined),
      fc.constant(null),
      fc.integer({ min: -2, max: 100_001 }),
      fc.double(),
      fc.string({ maxLength: 3 }),
      fc.constantFrom('WINE', 'BOX', 'EURO', 'PICKUP', 'clickAndCollect', 'no_delivery', 'cl'),
      fc.boolean(),
      fc.jsonValue({ maxDepth: 2 }),
    );
    fc.assert(
      fc.property(fc.nat(allPaths.length - 1), replacement, (index, value) => {
        const changed = mutate(fullCart, allPaths[index] ?? [], value);
        // The path in the comparison names the field when the two disagree.
        const path = allPaths[index];
        expect([path, isStoredCart(changed)]).toEqual([path, storedCartSchema.safeParse(changed).success]);
      }),
      { numRuns: 2000 },
    );
  });
});
