import { describe, expect, it } from 'vitest';
import {
  CART_COUNTER_WRAP,
  addLine,
  cartItemCount,
  counterAfter,
  deliveryTypeChange,
  emptyCartState,
  normaliseQuantity,
  quantityStep,
  removeLine,
  setLineQuantity,
  stepLineQuantity,
  wrapCounter,
} from '../../../src/domain/catalogue/cart.ts';
import { declination, line, wine } from '../support/shop-factories.ts';

const empty = { lines: [], counter: 0 };
const vintage = wine({ id: 5, isVintage: true, declination: [declination({ id: 51, sellByMultipleOf: 6 })] });

describe('quantity step', () => {
  it("is the declination's sellByMultipleOf for a vintage product", () => {
    expect(quantityStep(vintage, 51)).toBe(6);
  });

  it('is 1 for other products, or when the declination has no multiple', () => {
    expect(quantityStep(wine({ isVintage: false }), 11)).toBe(1);
    expect(
      quantityStep(wine({ isVintage: true, declination: [declination({ sellByMultipleOf: null })] }), 11),
    ).toBe(1);
    expect(quantityStep(vintage, 999)).toBe(1);
  });
});

describe('quantity', () => {
  it('turns a negative quantity into 1', () => {
    expect(normaliseQuantity(-3)).toBe(1);
    expect(normaliseQuantity(Number.NaN)).toBe(1);
    expect(normaliseQuantity(2.7)).toBe(2);
    expect(normaliseQuantity(0)).toBe(0);
  });

  it('sets a negative quantity on a line to 1, and 0 removes the line', () => {
    const lines = [line({ id: 0, quantity: 4 }), line({ id: 1, product: vintage, declinationId: 51 })];
    expect(setLineQuantity(lines, 0, -2)[0]?.quantity).toBe(1);
    expect(setLineQuantity(lines, 0, 0).map((remaining) => remaining.id)).toEqual([1]);
  });

  it('steps by the quantity step and does not step below one step', () => {
    const lines = [line({ id: 3, product: vintage, declinationId: 51, quantity: 6 })];
    expect(stepLineQuantity(lines, 3, 1)[0]?.quantity).toBe(12);
    expect(stepLineQuantity(lines, 3, -1)[0]?.quantity).toBe(6);
    expect(stepLineQuantity([line({ id: 3, quantity: 2 })], 3, -1)[0]?.quantity).toBe(1);
  });
});

describe('adding to the cart', () => {
  it('gives each new line the counter as id', () => {
    const once = addLine(empty, wine({ id: 1 }), 11, 1);
    const twice = addLine(once, wine({ id: 2 }), 11, 1);
    expect(twice.lines.map((added) => added.id)).toEqual([0, 1]);
    expect(twice.counter).toBe(2);
  });

  it('adds the same product and declination to the existing line', () => {
    const once = addLine(empty, wine(), 11, 2);
    const again = addLine(once, wine(), 11, 3);
    expect(again.lines).toHaveLength(1);
    expect(again.lines[0]?.quantity).toBe(5);
    expect(again.counter).toBe(1);
  });

  it('makes a new line for another declination of the same product', () => {
    const product = wine({ declination: [declination({ id: 11 }), declination({ id: 12 })] });
    const cart = addLine(addLine(empty, product, 11, 1), product, 12, 1);
    expect(cart.lines).toHaveLength(2);
  });

  it('adds one quantity step by default', () => {
    expect(addLine(empty, vintage, 51).lines[0]?.quantity).toBe(6);
    expect(addLine(empty, wine(), 11).lines[0]?.quantity).toBe(1);
  });

  it('adds 1 for a negative quantity', () => {
    expect(addLine(empty, wine(), 11, -4).lines[0]?.quantity).toBe(1);
  });
});

describe('line counter', () => {
  it('wraps to 0 at 100000', () => {
    expect(CART_COUNTER_WRAP).toBe(100_000);
    expect(wrapCounter(99_999)).toBe(99_999);
    expect(wrapCounter(100_000)).toBe(0);
    const cart = addLine({ lines: [], counter: 99_999 }, wine(), 11, 1);
    expect(cart.lines[0]?.id).toBe(99_999);
    expect(cart.counter).toBe(0);
  });

  it('skips ids still in use after wrapping', () => {
    const cart = addLine(
      { lines: [line({ id: 0 }), line({ id: 1, product: wine({ id: 9 }) })], counter: 0 },
      wine({ id: 3 }),
      11,
      1,
    );
    expect(cart.lines.at(-1)?.id).toBe(2);
    expect(cart.counter).toBe(3);
  });

  it('restarts above the highest stored id', () => {
    expect(counterAfter([])).toBe(0);
    expect(counterAfter([line({ id: 4 }), line({ id: 17 }), line({ id: 9 })])).toBe(18);
    expect(counterAfter([line({ id: 99_999 })])).toBe(0);
  });
});

describe('removing and counting', () => {
  it('removes a line by id', () => {
    expect(removeLine([line({ id: 1 }), line({ id: 2 })], 1).map((kept) => kept.id)).toEqual([2]);
  });

  it('counts every unit of every line for the badge', () => {
    expect(cartItemCount([line({ quantity: 6 }), line({ quantity: 2 })])).toBe(8);
    expect(cartItemCount([])).toBe(0);
  });
});

describe('delivery type', () => {
  it('clears carrier, city, shipping prices and access point when choosing click and collect', () => {
    expect(deliveryTypeChange('clickAndCollect')).toEqual({
      deliveryType: 'clickAndCollect',
      carrier: null,
      city: null,
      shippingPrices: [],
      accessPointAddress: null,
    });
  });

  it('only sets the type for delivery and no_delivery', () => {
    expect(deliveryTypeChange('delivery')).toEqual({ deliveryType: 'delivery' });
    expect(deliveryTypeChange('no_delivery')).toEqual({ deliveryType: 'no_delivery' });
  });

  it('starts as delivery with nothing chosen', () => {
    const state = emptyCartState();
    expect(state.deliveryType).toBe('delivery');
    expect(state.carrier).toBeNull();
    expect(emptyCartState().address).not.toBe(state.address); // fresh objects each time
  });
});
