import { describe, expect, it } from 'vitest';
import { deliveryText } from '../../../src/domain/delivery/order-delivery.ts';
import { translatorFor } from '../../../src/i18n/compiled-catalogue.ts';

// « Livraison en point relais (Point relais) » — a carrier named like the way of
// delivery is said once; a carrier with its own name is still given.

const fr = translatorFor('fr_FR');
const point = { name: 'Tabac de la Loire', addLine1: '2 rue du Port', zipCode: '49400', city: 'Saumur' };

describe('deliveryText names the carrier once', () => {
  it('drops a carrier named like the relay delivery', () => {
    expect(
      deliveryText(
        { deliveryType: 'PICKUP', carrier: { name: 'Point relais' }, accessPoint: point, collect: null },
        fr,
      ),
    ).toBe('Livraison en point relais : Tabac de la Loire, 2 rue du Port, 49400 Saumur.');
  });

  it('keeps a carrier with a name of its own', () => {
    expect(
      deliveryText(
        { deliveryType: 'PICKUP', carrier: { name: 'Mondial Relay' }, accessPoint: null, collect: null },
        fr,
      ),
    ).toBe('Livraison en point relais (Mondial Relay).');
    expect(
      deliveryText(
        { deliveryType: 'DELIVERY', carrier: { name: 'Colissimo' }, accessPoint: null, collect: null },
        fr,
      ),
    ).toBe('Livraison à domicile (Colissimo).');
  });
});
