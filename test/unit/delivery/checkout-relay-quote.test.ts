import { describe, expect, it } from 'vitest';
import { quotePostalCode } from '../../../src/domain/orders/checkout.ts';
import type { Carrier } from '../../../src/schema/catalogue/cart.ts';

// The order prices a relay delivery from the relay point's own address, so the
// checkout quotes the chosen point's postal code and its summary shows the order's price.

const home: Carrier = { id: 1, name: 'Colissimo', serviceCode: 'DOM', price: 12.9, deliveryType: 'DELIVERY' };
const relay: Carrier = { id: 2, name: 'Point relais', serviceCode: 'PR', price: 7.9, deliveryType: 'PICKUP' };
const point = {
  id: 'RP-49400-01',
  name: 'Maison de la Presse du Dôme',
  addLine1: '12 rue Franklin Roosevelt',
  zipCode: '49400',
  city: 'Saumur',
  country: 'FR',
};

describe('the postal code a shipping quote is for', () => {
  it('is the relay point’s once a relay carrier and a point are chosen', () => {
    expect(quotePostalCode({ carrier: relay, accessPointAddress: point }, '20000')).toBe('49400');
  });

  it('is the delivery postal code otherwise', () => {
    expect(quotePostalCode({ carrier: relay, accessPointAddress: null }, '20000')).toBe('20000');
    expect(quotePostalCode({ carrier: home, accessPointAddress: point }, '20000')).toBe('20000');
    expect(quotePostalCode({ carrier: null, accessPointAddress: null }, '20000')).toBe('20000');
  });
});
