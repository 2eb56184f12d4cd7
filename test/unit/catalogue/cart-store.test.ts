import { describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY, createCartStore } from '../../../client/cart-store.ts';
import type { StoredCart } from '../../../src/schema/catalogue/cart.ts';
import { MemoryStorage, settle } from '../support/memory-storage.ts';
import { declination, line, storedCart, wine } from '../support/shop-factories.ts';

function started(stored?: unknown) {
  const storage = new MemoryStorage();
  if (stored !== undefined) {
    storage.setItem(CART_STORAGE_KEY, typeof stored === 'string' ? stored : JSON.stringify(stored));
  }
  const store = createCartStore(storage);
  const stop = store.start();
  return { storage, store, stop };
}

const readStored = (storage: MemoryStorage): StoredCart | null => {
  const raw = storage.getItem(CART_STORAGE_KEY);
  return raw === null ? null : (JSON.parse(raw) as StoredCart);
};

describe('cart store: restore at start', () => {
  it('restores the stored lines and state', () => {
    const { store } = started(storedCart({ lines: [line({ id: 4, quantity: 3 })], phone: '0601020304' }));
    expect(store.state.lines.map((restored) => [restored.id, restored.quantity])).toEqual([[4, 3]]);
    expect(store.state.phone).toBe('0601020304');
  });

  it('sets the counter above the highest stored id', () => {
    const { store } = started(
      storedCart({ lines: [line({ id: 12 }), line({ id: 40, product: wine({ id: 2 }) })] }),
    );
    expect(store.state.counter).toBe(41);
    store.add(wine({ id: 3 }), 11, 1);
    expect(store.state.lines.at(-1)?.id).toBe(41);
  });

  it.each([
    ['corrupt JSON', '{"lines": [{'],
    ['another application', { items: [{ sku: 'A1', qty: 2 }] }],
    ['an impossible line', { ...storedCart(), lines: [{ ...line(), quantity: -1 }] }],
  ])('discards %s instead of crashing, and forgets it', (_name, stored) => {
    const { store, storage } = started(stored);
    expect(store.state.lines).toEqual([]);
    expect(storage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('works without storage', () => {
    const store = createCartStore(null);
    store.start();
    store.add(wine(), 11, 2);
    expect(store.state.lines).toHaveLength(1);
  });
});

describe('cart store: persistence', () => {
  it('stores the cart after each change, without the counter', async () => {
    const { store, storage } = started();
    store.add(wine(), 11, 2);
    await settle();
    expect(readStored(storage)?.lines.map((stored) => stored.quantity)).toEqual([2]);
    expect(readStored(storage)).not.toHaveProperty('counter');
    store.state.message = 'Livrer après 18 h';
    await settle();
    expect(readStored(storage)?.message).toBe('Livrer après 18 h');
  });

  it('survives a reload: a new store on the same storage has the same cart', async () => {
    const { store, storage } = started();
    store.add(wine(), 11, 2);
    store.setDeliveryType('clickAndCollect');
    await settle();
    const reloaded = createCartStore(storage);
    reloaded.start();
    expect(reloaded.state.lines).toEqual(store.state.lines);
    expect(reloaded.state.deliveryType).toBe('clickAndCollect');
    expect(reloaded.state.counter).toBe(1);
  });

  it('keeps working in memory when the storage refuses writes', async () => {
    const { store, storage } = started();
    storage.failWrites = true;
    store.add(wine(), 11, 1);
    await settle();
    expect(store.state.lines).toHaveLength(1);
  });

  it('stops persisting when stopped', async () => {
    const { store, storage, stop } = started();
    stop();
    store.add(wine(), 11, 1);
    await settle();
    expect(storage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('follows a change made in another tab', () => {
    const storage = new MemoryStorage();
    const events = new EventTarget();
    const store = createCartStore(storage);
    store.start(events);
    storage.setItem(CART_STORAGE_KEY, JSON.stringify(storedCart({ lines: [line({ id: 2, quantity: 5 })] })));
    events.dispatchEvent(Object.assign(new Event('storage'), { key: CART_STORAGE_KEY }));
    expect(store.state.lines.map((synced) => synced.quantity)).toEqual([5]);
  });
});

describe('cart store: clear', () => {
  it('resets everything and removes the stored data', async () => {
    const { store, storage } = started(storedCart({ phone: '0601020304' }));
    store.add(wine({ id: 9 }), 11, 1);
    await settle();
    store.clear();
    expect(storage.getItem(CART_STORAGE_KEY)).toBeNull();
    await settle();
    expect(storage.getItem(CART_STORAGE_KEY)).toBeNull();
    expect(store.state.lines).toEqual([]);
    expect(store.state.phone).toBe('');
    expect(store.state.counter).toBe(0);
  });
});

describe('cart store: lines and quantities', () => {
  const vintage = wine({
    id: 5,
    isVintage: true,
    declination: [declination({ id: 51, sellByMultipleOf: 6 })],
  });

  it('adds the same product and declination to the existing line', () => {
    const { store } = started();
    store.add(vintage, 51);
    store.add(vintage, 51);
    expect(store.state.lines.map((added) => added.quantity)).toEqual([12]);
  });

  it("steps a vintage line by the declination's multiple", () => {
    const { store } = started();
    store.add(vintage, 51);
    const id = store.state.lines[0]?.id ?? -1;
    store.step(id, 1);
    expect(store.state.lines[0]?.quantity).toBe(12);
    store.step(id, -1);
    expect(store.state.lines[0]?.quantity).toBe(6);
  });

  it('turns a negative quantity into 1 and removes a line set to 0', () => {
    const { store } = started();
    store.add(wine(), 11, 3);
    const id = store.state.lines[0]?.id ?? -1;
    store.setQuantity(id, -5);
    expect(store.state.lines[0]?.quantity).toBe(1);
    store.setQuantity(id, 0);
    expect(store.state.lines).toEqual([]);
  });

  it('removes a line', () => {
    const { store } = started();
    store.add(wine(), 11, 1);
    store.remove(store.state.lines[0]?.id ?? -1);
    expect(store.state.lines).toEqual([]);
  });
});

describe('cart store: delivery', () => {
  function withShipping() {
    const { store } = started();
    store.state.city = { postalCode: '44000', name: 'Nantes' };
    store.state.carrier = { id: 1, name: 'Colissimo', price: 9.9, deliveryType: 'DELIVERY' };
    store.state.shippingPrices = [{ id: 1, name: 'Colissimo', price: 9.9, deliveryType: 'DELIVERY' }];
    store.state.accessPointAddress = {
      id: 'R1',
      name: 'Relais',
      addLine1: '1 rue',
      zipCode: '44000',
      city: 'Nantes',
      country: 'FR',
    };
    return store;
  }

  it('clears carrier, city, shipping prices and access point when choosing click and collect', () => {
    const store = withShipping();
    store.setDeliveryType('clickAndCollect');
    expect(store.state.deliveryType).toBe('clickAndCollect');
    expect([store.state.carrier, store.state.city, store.state.accessPointAddress]).toEqual([
      null,
      null,
      null,
    ]);
    expect(store.state.shippingPrices).toEqual([]);
  });

  it('keeps the shipping choice when choosing delivery or no delivery', () => {
    const store = withShipping();
    store.setDeliveryType('no_delivery');
    expect(store.state.deliveryType).toBe('no_delivery');
    expect(store.state.carrier?.name).toBe('Colissimo');
  });

  it('empties carrier and shipping prices after a failed fee calculation', () => {
    const store = withShipping();
    store.clearShipping();
    expect(store.state.carrier).toBeNull();
    expect(store.state.shippingPrices).toEqual([]);
    expect(store.state.city?.name).toBe('Nantes');
  });
});
