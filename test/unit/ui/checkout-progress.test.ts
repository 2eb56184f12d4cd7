import { describe, expect, it } from 'vitest';
import { emptyCartState } from '../../../src/domain/catalogue/cart.ts';
import type { Carrier } from '../../../src/schema/catalogue/cart.ts';
import {
  CHECKOUT_PROGRESS_STORAGE,
  restoredProgress,
  storeProgress,
} from '../../../src/ui/checkout/checkout-progress.ts';
import { line } from '../support/shop-factories.ts';
import { MemoryStorage } from '../support/memory-storage.ts';

// The checkout keeps its step when the shopper leaves and comes back in the tab.

const france = { id: 1, alphaTwo: 'FR', alphaThree: 'FRA' };
const carrier: Carrier = {
  id: 3,
  name: 'Colissimo',
  serviceCode: 'DOM',
  price: 9.9,
  deliveryType: 'DELIVERY',
};
const shipping = {
  firstname: 'Claire',
  lastname: 'Moreau',
  address: '12 rue des Vignes',
  addressPart2: '',
  postalCode: '49400',
  city: 'Saumur',
  country: france,
};

/** A cart whose delivery and contact steps are complete. */
const ready = () => ({
  ...emptyCartState(),
  lines: [line({ quantity: 6 })],
  country: france,
  city: { postalCode: '49400', name: 'Saumur' },
  carrier,
  address: { shipping, billing: { ...shipping, firstname: '', lastname: '', address: '' } },
  phone: '06 12 34 56 78',
});

describe('checkout progress', () => {
  it('starts at the first step without anything stored', () => {
    expect(restoredProgress(ready(), new MemoryStorage())).toEqual({
      step: 'mode',
      billingSameAsShipping: true,
    });
  });

  it('comes back to the stored step and billing choice', () => {
    const storage = new MemoryStorage();
    storeProgress({ step: 'review', billingSameAsShipping: false }, storage);
    // Billing different from shipping needs a billing address: the contact step is not complete,
    // so the summary cannot open and the shopper comes back to the contact step.
    expect(restoredProgress(ready(), storage)).toEqual({ step: 'contact', billingSameAsShipping: false });
    storeProgress({ step: 'review', billingSameAsShipping: true }, storage);
    expect(restoredProgress(ready(), storage)).toEqual({ step: 'review', billingSameAsShipping: true });
  });

  it('falls back to the last step the cart still allows', () => {
    const storage = new MemoryStorage();
    storeProgress({ step: 'review', billingSameAsShipping: true }, storage);
    expect(restoredProgress({ ...ready(), carrier: null }, storage).step).toBe('delivery');
  });

  it('ignores garbage and forgets the progress once the order is placed', () => {
    const storage = new MemoryStorage();
    storage.setItem(CHECKOUT_PROGRESS_STORAGE, '{"step":"nowhere"');
    expect(restoredProgress(ready(), storage).step).toBe('mode');
    storeProgress({ step: 'contact', billingSameAsShipping: true }, storage);
    storeProgress(null, storage);
    expect(storage.getItem(CHECKOUT_PROGRESS_STORAGE)).toBeNull();
  });
});
