import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deliveryTypeChange, emptyCartState } from '../../../src/domain/catalogue/cart.ts';
import {
  canOpenStep,
  checkoutProblems,
  checkoutSteps,
  deliveryCountries,
  idempotencyKeyFor,
  latestOnly,
  nextStep,
  noDeliveryAllowed,
  orderPayload,
  phoneProblem,
  previousStep,
  shippingFeesRequest,
  stepProblems,
  summaryAmounts,
  withServerStock,
  slotLabel,
  type CheckoutInput,
  type CheckoutProblem,
} from '../../../src/domain/orders/checkout.ts';
import { translatorFor } from '../../../src/i18n/compiled-catalogue.ts';
import { orderInputSchema } from '../../../src/schema/orders/order.ts';
import type { Carrier, CartState, PostalAddress } from '../../../src/schema/catalogue/cart.ts';
import { box, declination, line, wine } from '../support/shop-factories.ts';

// The problems are message keys: the island shows them in the page's language.
const inFrench = translatorFor('fr_FR');
const inEnglish = translatorFor('en_GB');
const french = (problems: readonly CheckoutProblem[]): string[] =>
  problems.map((problem) => inFrench.t(problem.key, problem.values));
const frenchOne = (problem: CheckoutProblem | null): string | null =>
  problem ? inFrench.t(problem.key, problem.values) : null;

const france = { id: 1, alphaTwo: 'FR', alphaThree: 'FRA' };
const homeCarrier: Carrier = {
  id: 3,
  name: 'Colissimo',
  serviceCode: 'DOM',
  price: 9.9,
  deliveryType: 'DELIVERY',
};
const relayCarrier: Carrier = {
  id: 4,
  name: 'Mondial Relay',
  serviceCode: '24R',
  price: 5.5,
  deliveryType: 'PICKUP',
};
const relayPoint = {
  id: 'MR-044001',
  name: 'Tabac de la Place',
  addLine1: '2 place du Commerce',
  zipCode: '44000',
  city: 'Nantes',
  country: 'FR',
};

const address = (overrides: Partial<PostalAddress> = {}): PostalAddress => ({
  firstname: 'Claire',
  lastname: 'Moreau',
  address: '12 rue des Vignes',
  addressPart2: '',
  postalCode: '49400',
  city: 'Saumur',
  country: france,
  ...overrides,
});

/** A complete home-delivery checkout, overridden per test. */
function input(overrides: Partial<CheckoutInput> = {}): CheckoutInput {
  const state = emptyCartState();
  return {
    ...state,
    lines: [line({ quantity: 6 })],
    country: france,
    city: { postalCode: '49400', name: 'Saumur' },
    carrier: homeCarrier,
    address: { shipping: address(), billing: address({ firstname: '', lastname: '', address: '' }) },
    phone: '06 12 34 56 78',
    billingSameAsShipping: true,
    acceptedTerms: true,
    ...overrides,
  };
}

describe('checkout steps', () => {
  it('go delivery type, delivery, contact details, summary for home delivery and click and collect', () => {
    expect(checkoutSteps('delivery')).toEqual(['mode', 'delivery', 'contact', 'review']);
    expect(checkoutSteps('clickAndCollect')).toEqual(['mode', 'delivery', 'contact', 'review']);
  });

  it('skip the delivery step without delivery', () => {
    expect(checkoutSteps('no_delivery')).toEqual(['mode', 'contact', 'review']);
    expect(nextStep('mode', 'no_delivery')).toBe('contact');
    expect(previousStep('contact', 'no_delivery')).toBe('mode');
  });

  it('move forward and back in order and stop at both ends', () => {
    expect(nextStep('mode', 'delivery')).toBe('delivery');
    expect(nextStep('contact', 'delivery')).toBe('review');
    expect(nextStep('review', 'delivery')).toBe('review');
    expect(previousStep('mode', 'delivery')).toBe('mode');
  });

  it('open a step only when every step before it is complete', () => {
    const missingCarrier = input({ carrier: null });
    expect(canOpenStep('delivery', missingCarrier)).toBe(true);
    expect(canOpenStep('contact', missingCarrier)).toBe(false);
    expect(canOpenStep('review', missingCarrier)).toBe(false);
    // The first incomplete step is the delivery one: the island stops there (stepProblems) and
    // placing the order says what is missing (checkoutProblems).
    expect(french(stepProblems('mode', missingCarrier))).toEqual([]);
    expect(french(stepProblems('delivery', missingCarrier))).toEqual(['Choisissez un transporteur.']);
    expect(french(checkoutProblems(missingCarrier))).toEqual(['Choisissez un transporteur.']);
    expect(canOpenStep('review', input())).toBe(true);
  });

  it('refuse an empty cart at the first step', () => {
    expect(french(stepProblems('mode', input({ lines: [] })))).toEqual(['Votre panier est vide.']);
    // The first step is the incomplete one: no later step opens.
    expect(canOpenStep('delivery', input({ lines: [] }))).toBe(false);
  });
});

describe('what each delivery type requires', () => {
  it('home delivery: country, postal code and city, a carrier', () => {
    expect(french(stepProblems('delivery', input()))).toEqual([]);
    expect(french(stepProblems('delivery', input({ country: null, city: null, carrier: null })))).toEqual([
      'Choisissez le pays de livraison.',
      'Indiquez le code postal et la ville de livraison.',
      'Choisissez un transporteur.',
    ]);
  });

  it('a relay carrier also needs a relay point', () => {
    expect(french(stepProblems('delivery', input({ carrier: relayCarrier })))).toEqual([
      'Choisissez un point relais.',
    ]);
    expect(
      stepProblems('delivery', input({ carrier: relayCarrier, accessPointAddress: relayPoint })),
    ).toEqual([]);
  });

  it('click and collect: a pick-up place and a date in an opening slot, no carrier', () => {
    const collect = input({ deliveryType: 'clickAndCollect', carrier: null, city: null });
    expect(french(stepProblems('delivery', collect))).toEqual([
      'Choisissez le lieu de retrait.',
      'Choisissez la date de retrait.',
    ]);
    const chosen = { ...collect, clickAndCollect: { idAddress: 2, date: '2026-11-28', idSchedule: 9 } };
    expect(french(stepProblems('delivery', chosen))).toEqual([]);
  });

  it('click and collect asks for the billing address, not a delivery address', () => {
    const collect = input({
      deliveryType: 'clickAndCollect',
      address: { shipping: address({ address: '' }), billing: address({ city: '' }) },
    });
    expect(french(stepProblems('contact', collect))).toEqual([
      'Adresse de facturation : la ville est obligatoire.',
    ]);
  });

  it('home delivery bills to the delivery address unless told otherwise', () => {
    expect(french(stepProblems('contact', input()))).toEqual([]);
    const separate = input({ billingSameAsShipping: false });
    expect(french(stepProblems('contact', separate))).toContain(
      "Adresse de facturation : l'adresse est obligatoire.",
    );
  });

  it('a phone number is required and must look like one', () => {
    expect(frenchOne(phoneProblem(''))).toBe('Le téléphone est obligatoire.');
    expect(frenchOne(phoneProblem('abc'))).toBe("Le numéro de téléphone n'est pas valide.");
    expect(phoneProblem('+33 6 12 34 56 78')).toBeNull();
    expect(phoneProblem('02.41.50.00.00')).toBeNull();
  });

  it('say what is missing in English under /en (same keys, English catalogue)', () => {
    const english = (problems: readonly CheckoutProblem[]) =>
      problems.map((problem) => inEnglish.t(problem.key, problem.values));
    expect(english(stepProblems('delivery', input({ country: null, city: null, carrier: null })))).toEqual([
      'Choose the delivery country.',
      'Enter the delivery postcode and town.',
      'Choose a carrier.',
    ]);
    const separate = input({ billingSameAsShipping: false, phone: 'abc' });
    expect(english(stepProblems('contact', separate))).toEqual([
      'Billing address: the first name is required.',
      'Billing address: the last name is required.',
      'Billing address: the address is required.',
      'This phone number is not valid.',
    ]);
  });

  it('a pick-up slot reads in the page language', () => {
    expect(slotLabel('2026-11-28', '10:00', '12:00')).toBe('samedi 28 novembre 2026, 10:00–12:00');
    expect(slotLabel('2026-11-28', '10:00', '12:00', 'en-GB')).toBe('Saturday 28 November 2026, 10:00–12:00');
  });

  it('the sale terms must be accepted', () => {
    expect(french(stepProblems('review', input({ acceptedTerms: false })))).toEqual([
      'Acceptez les conditions générales de vente pour commander.',
    ]);
    expect(french(checkoutProblems(input()))).toEqual([]);
  });

  it('choosing click and collect clears carrier, city, shipping prices and relay point', () => {
    const state: CartState = {
      ...emptyCartState(),
      carrier: relayCarrier,
      city: { postalCode: '44000', name: 'Nantes' },
      shippingPrices: [homeCarrier, relayCarrier],
      accessPointAddress: relayPoint,
    };
    const next = { ...state, ...deliveryTypeChange('clickAndCollect') };
    expect(next).toMatchObject({ carrier: null, city: null, shippingPrices: [], accessPointAddress: null });
  });
});

describe('shipping-fee request', () => {
  it('waits for lines, a country and a postal code', () => {
    expect(shippingFeesRequest([], '49400', 1)).toBeNull();
    expect(shippingFeesRequest([line()], '49400', null)).toBeNull();
    expect(shippingFeesRequest([line()], ' ', 1)).toBeNull();
  });

  it('names each line by product and declination (a box by its single declination)', () => {
    const coffret = box({ id: 7, declination: [declination({ id: 70 })] });
    expect(
      shippingFeesRequest(
        [line({ quantity: 6 }), line({ id: 1, product: coffret, declinationId: null, quantity: 1 })],
        ' 49400 ',
        1,
      ),
    ).toEqual({
      products: [
        { idProduct: 1, idDeclination: 11, quantity: 6 },
        { idProduct: 7, idDeclination: 70, quantity: 1 },
      ],
      postalCode: '49400',
      country: 1,
    });
  });
});

describe('last request wins', () => {
  it('aborts the request in flight when a new one starts', () => {
    const guard = latestOnly();
    const first = guard.start();
    const second = guard.start();
    expect(first.signal.aborted).toBe(true);
    expect(second.signal.aborted).toBe(false);
    expect(guard.isLatest(first.ticket)).toBe(false);
    expect(guard.isLatest(second.ticket)).toBe(true);
  });

  it('ignores every answer after a cancel', () => {
    const guard = latestOnly();
    const request = guard.start();
    guard.cancel();
    expect(request.signal.aborted).toBe(true);
    expect(guard.isLatest(request.ticket)).toBe(false);
  });

  it('applies only the answer of the last request, whatever order answers arrive in', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 12 }), (delays) => {
        const guard = latestOnly();
        const tickets = delays.map(() => guard.start().ticket);
        const arrival = tickets
          .map((ticket, index) => ({ ticket, delay: delays[index] ?? 0 }))
          .sort((a, b) => a.delay - b.delay);
        const applied = arrival.filter(({ ticket }) => guard.isLatest(ticket)).map(({ ticket }) => ticket);
        expect(applied).toEqual([tickets[tickets.length - 1]]);
      }),
    );
  });
});

describe('order payload', () => {
  const cart = (overrides: Partial<CheckoutInput> = {}) => ({
    ...input(overrides),
    lines: [line({ quantity: 6 })],
    message: '  Livrer après 18 h  ',
    discount: { value: 'BIENVENUE10', total: 60.3, subtotal: 67.5, shippingFees: 0 },
  });

  it('home delivery: carrier, delivery postal code and country, billing = delivery address; no prices', () => {
    const payload = orderPayload(cart(), true);
    expect(payload).toMatchObject({
      products: [{ id: 11, quantity: 6 }],
      user: { phone: '06 12 34 56 78' },
      discountCode: 'BIENVENUE10',
      message: 'Livrer après 18 h',
      delivery: { type: 'DELIVERY', idCarrier: 3, serviceCode: 'DOM', accessPoint: null },
      deliveryPostalCode: '49400',
      deliveryIdCountry: 1,
      dateSchedule: null,
      idSchedule: null,
    });
    expect(payload.address.billing).toEqual(payload.address.delivery);
    expect(JSON.stringify(payload)).not.toMatch(/price/i);
  });

  it("passes the orders module's own validation (src/schema/orders/order.ts) for every delivery type", () => {
    const payloads = [
      orderPayload(cart(), true),
      orderPayload(cart({ carrier: relayCarrier, accessPointAddress: relayPoint }), true),
      orderPayload(
        cart({
          deliveryType: 'clickAndCollect',
          clickAndCollect: { idAddress: 2, date: '2026-11-28', idSchedule: 9 },
          address: { shipping: address(), billing: address() },
        }),
        false,
      ),
    ];
    for (const payload of payloads) expect(orderInputSchema.safeParse(payload).error).toBeUndefined();
  });

  it('relay delivery sends the chosen point', () => {
    const payload = orderPayload(cart({ carrier: relayCarrier, accessPointAddress: relayPoint }), true);
    expect(payload.delivery).toEqual({
      type: 'PICKUP',
      idCarrier: 4,
      serviceCode: '24R',
      accessPoint: relayPoint,
    });
  });

  it('click and collect sends the place, date and slot, no delivery address nor carrier', () => {
    const collect = cart({
      deliveryType: 'clickAndCollect',
      carrier: homeCarrier, // left over: ignored
      clickAndCollect: { idAddress: 2, date: '2026-11-28', idSchedule: 9 },
    });
    const payload = orderPayload(collect, true);
    expect(payload).toMatchObject({
      delivery: { type: 'CLICK_AND_COLLECT', idCarrier: null, accessPoint: null },
      address: { delivery: null },
      dateSchedule: '2026-11-28',
      idSchedule: 9,
      idAddress: 2,
      deliveryPostalCode: null,
    });
  });

  it('sends a discount code only once the provider accepted it', () => {
    const typedOnly = {
      ...cart(),
      discount: { value: 'FAUX', total: null, subtotal: null, shippingFees: null },
    };
    expect(orderPayload(typedOnly, true).discountCode).toBeNull();
  });

  it('uses the billing address typed when it differs', () => {
    const billing = address({ firstname: 'Paul', city: 'Angers', postalCode: '49000' });
    const payload = orderPayload({ ...cart(), address: { shipping: address(), billing } }, false);
    expect(payload.address.billing).toMatchObject({ firstname: 'Paul', city: 'Angers', country: france });
  });
});

describe('idempotency key', () => {
  it('stays the same across retries of the same order and changes with the order', () => {
    let counter = 0;
    const newKey = () => `key-${(counter += 1)}`;
    const payload = orderPayload(
      { ...input(), lines: [line({ quantity: 6 })], message: '', discount: emptyCartState().discount },
      true,
    );
    const first = idempotencyKeyFor(null, payload, newKey);
    expect(idempotencyKeyFor(first, payload, newKey).key).toBe('key-1');
    const changed = { ...payload, message: 'Merci' };
    expect(idempotencyKeyFor(first, changed, newKey).key).toBe('key-2');
  });
});

describe('summary amounts', () => {
  it('add the shipping to the subtotal without a discount', () => {
    expect(summaryAmounts({ subtotal: 67.5, shipping: 9.9, discount: null })).toEqual({
      subtotal: 67.5,
      shipping: 9.9,
      reduction: null,
      total: 77.4,
    });
  });

  it("show the provider's total with a discount, the reduction being the difference", () => {
    const amounts = summaryAmounts({
      subtotal: 67.5,
      shipping: 9.9,
      discount: { subtotal: 60.75, shippingFees: 9.9, total: 70.65 },
    });
    expect(amounts).toEqual({ subtotal: 67.5, shipping: 9.9, reduction: 6.75, total: 70.65 });
  });

  it('show nothing before the cart is validated', () => {
    expect(summaryAmounts({ subtotal: null, shipping: null, discount: null }).total).toBeNull();
  });

  it('never make up a total from figures the provider did not give (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (sub, ship) => {
          const amounts = summaryAmounts({ subtotal: sub / 100, shipping: ship / 100, discount: null });
          expect(Math.round((amounts.total ?? 0) * 100)).toBe(sub + ship);
        },
      ),
    );
  });
});

describe('delivery countries', () => {
  const countries = [
    { id: 1, alphaTwo: 'FR', name: 'France' },
    { id: 2, alphaTwo: 'BE', name: 'Belgique' },
    { id: 3, alphaTwo: 'CH', name: 'Suisse' },
    { id: 4, alphaTwo: 'JP', name: 'Japon' },
  ];

  it('only France when ONLY_SELL_IN_FRANCE is on, even with SELLS_WORLDWIDE', () => {
    expect(deliveryCountries(countries, { onlyFrance: true, sellsWorldwide: true }).map((c) => c.id)).toEqual(
      [1],
    );
  });

  it('every country when selling worldwide', () => {
    expect(deliveryCountries(countries, { onlyFrance: false, sellsWorldwide: true })).toHaveLength(4);
  });

  it('the European Union otherwise', () => {
    expect(
      deliveryCountries(countries, { onlyFrance: false, sellsWorldwide: false }).map((c) => c.id),
    ).toEqual([1, 2]);
  });
});

describe('stock refreshed from the server', () => {
  it('updates the stock of the declinations the server names and keeps the quantities chosen', () => {
    const lines = [
      line({ quantity: 12 }),
      line({ id: 1, product: wine({ id: 9, declination: [declination({ id: 90 })] }) }),
    ];
    const refreshed = withServerStock(lines, [{ id: 11, quantity: 6, setQuantity: 24 }]);
    expect(refreshed[0]?.quantity).toBe(12);
    expect(refreshed[0]?.product.declination[0]).toMatchObject({ id: 11, quantity: 6, setQuantity: 24 });
    expect(refreshed[1]).toBe(lines[1]);
  });

  it('offers « sans livraison » only when no line has shipping fees', () => {
    expect(noDeliveryAllowed([line()])).toBe(false);
    expect(noDeliveryAllowed([line({ product: wine({ hasShippingFees: false }) })])).toBe(true);
    expect(noDeliveryAllowed([])).toBe(false);
  });
});
