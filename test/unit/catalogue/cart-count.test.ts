import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { CART_CHANGE_EVENT, changedCount, storedCartCount } from '../../../client/cart-count.ts';
import { CART_STORAGE_KEY, createCartStore } from '../../../client/cart-store.ts';
import { clientBuildOptions, fullClosure } from '../../../scripts/build-client.mjs';
import { MemoryStorage, settle } from '../support/memory-storage.ts';
import { line, storedCart, wine } from '../support/shop-factories.ts';

// The header's cart badge counts the stored cart itself and follows the store's change
// events, so a content page of a shop site loads neither valtio nor the cart store.

const storing = (value: unknown) => {
  const storage = new MemoryStorage();
  storage.setItem(CART_STORAGE_KEY, typeof value === 'string' ? value : JSON.stringify(value));
  return storage;
};

describe('storedCartCount', () => {
  it('adds up the quantities of the stored lines', () => {
    const storage = storing(
      storedCart({
        lines: [line({ id: 1, quantity: 3 }), line({ id: 2, quantity: 2, product: wine({ id: 2 }) })],
      }),
    );
    expect(storedCartCount(storage)).toBe(5);
  });

  it.each([
    ['nothing stored', new MemoryStorage()],
    ['corrupt JSON', storing('{"lines": [{')],
    ['another application’s data', storing({ items: [{ sku: 'A1', qty: 2 }] })],
    ['no storage', null],
  ])('counts 0 for %s, as the store would restore an empty cart', (_, storage) => {
    expect(storedCartCount(storage)).toBe(0);
  });

  it.each([
    ['corrupt JSON', '{"lines": [{'],
    ['another application’s data', { items: [{ sku: 'A1', qty: 2 }] }],
  ])('removes %s from storage, as the store’s restore does', (_, stored) => {
    const storage = storing(stored);
    storedCartCount(storage);
    expect(storage.getItem('cart')).toBeNull();
  });

  it('keeps a valid stored cart', () => {
    const storage = storing(storedCart({ lines: [line({ id: 1, quantity: 1 })] }));
    storedCartCount(storage);
    expect(storage.getItem('cart')).not.toBeNull();
  });

  it('counts 0 when reading storage throws (cookies blocked)', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(storedCartCount(blocked)).toBe(0);
  });
});

describe('the cart store announces each change with its count', () => {
  it('dispatches CART_CHANGE_EVENT on the events target after a change', async () => {
    const events = new EventTarget();
    const counts: (number | null)[] = [];
    events.addEventListener(CART_CHANGE_EVENT, (event) => counts.push(changedCount(event)));
    const store = createCartStore(new MemoryStorage());
    const stop = store.start(events);
    store.add(wine({ id: 7 }), 11, 4);
    await settle();
    store.clear();
    await settle();
    stop();
    store.add(wine({ id: 7 }), 11, 1);
    await settle();
    expect(counts).toEqual([4, 0]);
  });

  it('gives no count for a foreign event of the same name, so the badge rereads storage', () => {
    expect(changedCount(new Event(CART_CHANGE_EVENT))).toBeNull();
    expect(changedCount(new CustomEvent(CART_CHANGE_EVENT, { detail: 'x' }))).toBeNull();
  });
});

describe('the cart badge’s chunk', () => {
  it('brings neither valtio nor the cart store nor the cart rules to a page that only shows the badge', async () => {
    const { metafile } = await build({ ...clientBuildOptions, write: false });
    const outputs = metafile.outputs;
    const badge = Object.keys(outputs).find(
      (output) => outputs[output]?.entryPoint === 'client/cart-badge.ts',
    );
    expect(badge).toBeDefined();
    const inputs = fullClosure(outputs, badge ?? '').flatMap((output) =>
      Object.keys(outputs[output]?.inputs ?? {}),
    );
    expect(inputs).toContain('client/cart-count.ts');
    expect(inputs.filter((input) => /valtio|cart-store|domain\/cart\.ts/.test(input))).toEqual([]);
  });
});
