import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineBottleCount } from '../../../src/domain/catalogue/bottles.ts';
import {
  cartBottles,
  cartProblemMessage,
  cartStateFulfilment,
  orderFulfilment,
  cartProblems,
  cartRuleSettings,
  DEFAULT_CART_RULE_SETTINGS,
  firstCartProblem,
  lineBottles,
  lineStep,
  ruleLine,
  storedLineDeclinationId,
  storedLineUnit,
  type CartProblem,
  type CartRuleSettings,
  type RuleLine,
  type RuleUnit,
} from '../../../src/domain/catalogue/cart-rules.ts';
import { quantityStep } from '../../../src/domain/catalogue/cart.ts';
import { translatorFor } from '../../../src/i18n/compiled-catalogue.ts';
import { box, declination, line, wine } from '../support/shop-factories.ts';

// A problem as the shopper reads it (French unless told): its code, line and worded message.
function said(problem: CartProblem | null | undefined, locale = 'fr_FR') {
  if (!problem) return problem;
  const { code, declinationId } = problem;
  const message = cartProblemMessage(translatorFor(locale), problem);
  return declinationId === undefined ? { code, message } : { code, declinationId, message };
}

const bottle75: RuleUnit = {
  type: 'WINE',
  capacity: 75,
  capacityUnit: 'cl',
  sellByMultipleOf: 6,
  isVintage: false,
};
const vintage75: RuleUnit = { ...bottle75, isVintage: true };
const half375: RuleUnit = { ...bottle75, capacity: 37.5 };
const box6: RuleUnit = {
  type: 'BOX',
  capacity: null,
  capacityUnit: null,
  sellByMultipleOf: 6,
  isVintage: false,
};

const settings = (overrides: Partial<CartRuleSettings> = {}): CartRuleSettings => ({
  bottleMultiple: 6,
  minBottles: 6,
  maxBottles: 120,
  handleStock: true,
  ...overrides,
});

let nextId = 100;
const rule = (
  unit: RuleUnit,
  quantity: number,
  stock: number | null = null,
  label = 'Saumur rouge 2022 – 75 cl',
) => ruleLine(unit, { declinationId: nextId++, label, quantity, stock });

describe('settings from the site parameters', () => {
  it('reads the shop parameters', () => {
    expect(
      cartRuleSettings({
        BOTTLE_MULTIPLE: '6',
        MIN_BOTTLES_PER_EXPEDITION: '6',
        MAX_BOTTLES_PER_EXPEDITION: '120',
        HANDLE_STOCK: 'true',
      }),
    ).toEqual({ bottleMultiple: 6, minBottles: 6, maxBottles: 120, handleStock: true });
  });

  it('falls back to the defaults on missing or bad values', () => {
    expect(cartRuleSettings({})).toEqual({ ...DEFAULT_CART_RULE_SETTINGS });
    expect(
      cartRuleSettings({ BOTTLE_MULTIPLE: 'six', MIN_BOTTLES_PER_EXPEDITION: '', HANDLE_STOCK: 'oui' }),
    ).toEqual(DEFAULT_CART_RULE_SETTINGS);
    expect(cartRuleSettings({ BOTTLE_MULTIPLE: '0' }).bottleMultiple).toBe(1);
  });

  it('treats a maximum of 0 or under the minimum as no maximum', () => {
    expect(cartRuleSettings({ MAX_BOTTLES_PER_EXPEDITION: '0' }).maxBottles).toBe(Number.POSITIVE_INFINITY);
    expect(
      cartRuleSettings({ MIN_BOTTLES_PER_EXPEDITION: '12', MAX_BOTTLES_PER_EXPEDITION: '6' }).maxBottles,
    ).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('bottle counting', () => {
  it('counts a 75 cl bottle whole, a half bottle half and a box by the bottles it holds', () => {
    expect(lineBottles(bottle75, 3)).toBe(3);
    expect(lineBottles(half375, 3)).toBe(1.5);
    expect(lineBottles({ ...bottle75, capacity: 50 }, 2)).toBe(1);
    expect(lineBottles({ ...bottle75, capacity: 1.5, capacityUnit: 'L' }, 2)).toBe(2);
    expect(lineBottles(box6, 2)).toBe(12);
    expect(lineBottles({ ...box6, sellByMultipleOf: 2.5 }, 3)).toBe(7); // rounded down
  });

  it('agrees with the free-shipping count of the stored cart lines', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(37.5, 50, 75, 150),
        fc.integer({ min: 1, max: 500 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 12 }),
        (capacity, quantity, isBox, bottlesInBox) => {
          const product = isBox
            ? box({ box: { idProduct: 2, price: 60, sellByMultipleOf: bottlesInBox } })
            : wine({ declination: [declination({ capacity })] });
          const stored = line({ product, declinationId: isBox ? null : 11, quantity });
          expect(lineBottles(storedLineUnit(stored), quantity)).toBe(lineBottleCount(stored));
        },
      ),
    );
  });
});

describe('quantity steps', () => {
  it('is the declination multiple for vintage wines, else 1', () => {
    expect(lineStep(vintage75)).toBe(6);
    expect(lineStep(bottle75)).toBe(1);
    expect(lineStep(box6)).toBe(1);
    expect(lineStep({ ...vintage75, sellByMultipleOf: null })).toBe(1);
  });

  it('matches the cart store step for stored lines', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: 1, max: 24 }), (isVintage, multiple) => {
        const product = wine({ isVintage, declination: [declination({ sellByMultipleOf: multiple })] });
        expect(lineStep(storedLineUnit({ product, declinationId: 11 }))).toBe(quantityStep(product, 11));
      }),
    );
  });
});

describe('stored lines', () => {
  it('orders the line declination, or the only declination of a box stored without one', () => {
    expect(storedLineDeclinationId(line({ declinationId: 11 }))).toBe(11);
    const giftBox = box({ declination: [declination({ id: 77, capacity: null, capacityUnit: null })] });
    expect(storedLineDeclinationId(line({ product: giftBox, declinationId: null }))).toBe(77);
    expect(storedLineDeclinationId(line({ product: box(), declinationId: null }))).toBeNull();
  });
});

describe('expedition rules', () => {
  it('accepts a cart within the limits and on the multiple', () => {
    expect(cartProblems([rule(bottle75, 6), rule(half375, 12)], settings())).toEqual([]);
  });

  it('refuses an empty cart', () => {
    expect(said(firstCartProblem([], settings()))).toEqual({
      code: 'EMPTY',
      message: 'Votre panier est vide.',
    });
  });

  it('refuses too few bottles, saying how many to add', () => {
    expect(said(firstCartProblem([rule(half375, 9)], settings()))).toEqual({
      code: 'TOO_FEW',
      message: 'Une expédition compte au moins 6 bouteilles : votre panier en compte 4,5, ajoutez-en 1,5.',
    });
  });

  it('refuses too many bottles, saying how many to remove', () => {
    expect(said(firstCartProblem([rule(box6, 21)], settings()))?.message).toBe(
      'Une expédition compte au plus 120 bouteilles : votre panier en compte 126, retirez-en 6.',
    );
  });

  it('refuses a bottle count off the multiple, offering both ways out', () => {
    expect(said(firstCartProblem([rule(bottle75, 8)], settings()))).toEqual({
      code: 'WRONG_MULTIPLE',
      message: "Les bouteilles s'expédient par 6 : votre panier en compte 8, ajoutez-en 4 ou retirez-en 2.",
    });
    // Removing would fall under the minimum: only adding is offered.
    expect(said(firstCartProblem([rule(bottle75, 9)], settings({ minBottles: 7 })))?.message).toBe(
      "Les bouteilles s'expédient par 6 : votre panier en compte 9, ajoutez-en 3.",
    );
  });

  it('refuses a vintage line off its own multiple, naming the product', () => {
    const problems = cartProblems(
      [rule(vintage75, 4, null, 'Chinon 2020 – 75 cl'), rule(bottle75, 2)],
      settings(),
    );
    expect(said(problems[0])).toMatchObject({
      code: 'LINE_MULTIPLE',
      message: '« Chinon 2020 – 75 cl » se vend par 6 : choisissez 6, 12, 18… (vous en avez 4).',
    });
  });

  it('refuses zero, negative and fractional quantities', () => {
    for (const quantity of [0, -1, 1.5]) {
      expect(firstCartProblem([rule(bottle75, quantity)], settings())?.code).toBe('INVALID_QUANTITY');
    }
  });
});

describe('stock', () => {
  it('refuses more than the stock, naming the product and what is left', () => {
    expect(
      said(firstCartProblem([rule(bottle75, 12, 5, 'Vouvray sec 2021 – 75 cl')], settings())),
    ).toMatchObject({
      code: 'OVER_STOCK',
      message:
        'Il ne reste que 5 « Vouvray sec 2021 – 75 cl » : réduisez la quantité à 5 au plus (vous en demandez 12).',
    });
  });

  it('says a product is sold out', () => {
    expect(
      said(firstCartProblem([rule(bottle75, 6, 0, 'Crémant de Loire – 75 cl')], settings()))?.message,
    ).toBe('« Crémant de Loire – 75 cl » est épuisé : retirez-le de votre panier.');
  });

  it('adds up the lines of one declination against its stock', () => {
    const first = rule(bottle75, 6, 10);
    const second: RuleLine = { ...first, quantity: 6, bottles: 6 };
    const problems = cartProblems([first, second], settings());
    expect(problems.filter((problem) => problem.code === 'OVER_STOCK')).toHaveLength(1);
  });

  it('ignores the stock when the site does not handle stock', () => {
    expect(cartProblems([rule(bottle75, 12, 0)], settings({ handleStock: false }))).toEqual([]);
  });
});

describe('rule properties', () => {
  const units = fc.constantFrom(bottle75, half375, box6, vintage75);
  const lines = fc.array(
    fc.record({ unit: units, quantity: fc.integer({ min: 1, max: 60 }), stock: fc.option(fc.nat(80)) }),
    { minLength: 1, maxLength: 6 },
  );
  const anySettings = fc.record({
    bottleMultiple: fc.integer({ min: 1, max: 12 }),
    minBottles: fc.integer({ min: 0, max: 24 }),
    maxBottles: fc.integer({ min: 24, max: 300 }),
    handleStock: fc.boolean(),
  });

  it('accepts a cart exactly when no rule is broken', () => {
    fc.assert(
      fc.property(lines, anySettings, (drawn, rules) => {
        const cart = drawn.map(({ unit, quantity, stock }) => rule(unit, quantity, stock));
        const bottles = cartBottles(cart);
        const broken =
          bottles < rules.minBottles ||
          bottles > rules.maxBottles ||
          bottles % rules.bottleMultiple !== 0 ||
          cart.some((candidate) => candidate.quantity % candidate.step !== 0) ||
          (rules.handleStock &&
            cart.some((candidate) => candidate.stock !== null && candidate.quantity > candidate.stock));
        expect(firstCartProblem(cart, rules) === null).toBe(!broken);
      }),
    );
  });

  it('always answers a French sentence', () => {
    fc.assert(
      fc.property(lines, anySettings, (drawn, rules) => {
        const cart = drawn.map(({ unit, quantity, stock }) => rule(unit, quantity, stock));
        for (const problem of cartProblems(cart, rules))
          expect(said(problem)?.message).toMatch(/^[«A-ZÀ-Ý].*\.$/u);
      }),
    );
  });
});

describe('a pick-up is not a shipment', () => {
  it('applies no bottles-per-expedition rule to a pick-up or an order without delivery', () => {
    const three = [rule(bottle75, 3)];
    expect(firstCartProblem(three, settings())?.code).toBe('TOO_FEW');
    expect(firstCartProblem(three, settings(), 'NO_SHIPMENT')).toBeNull();
    expect(firstCartProblem([rule(box6, 21)], settings(), 'NO_SHIPMENT')).toBeNull(); // over the maximum
    expect(firstCartProblem([rule(bottle75, 7)], settings(), 'NO_SHIPMENT')).toBeNull(); // off the multiple
  });

  it('keeps the line rules for a pick-up: quantity, sale multiple, stock', () => {
    expect(firstCartProblem([rule(vintage75, 4)], settings(), 'NO_SHIPMENT')?.code).toBe('LINE_MULTIPLE');
    expect(firstCartProblem([rule(bottle75, 3, 2)], settings(), 'NO_SHIPMENT')?.code).toBe('OVER_STOCK');
    expect(firstCartProblem([], settings(), 'NO_SHIPMENT')?.code).toBe('EMPTY');
  });

  it('tells a shipment from the order’s and the browser cart’s delivery types', () => {
    expect(
      ['DELIVERY', 'PICKUP', 'CLICK_AND_COLLECT', 'NO_DELIVERY', undefined].map(orderFulfilment),
    ).toEqual(['SHIPMENT', 'SHIPMENT', 'NO_SHIPMENT', 'NO_SHIPMENT', 'SHIPMENT']);
    expect(['delivery', 'clickAndCollect', 'no_delivery'].map(cartStateFulfilment)).toEqual([
      'SHIPMENT',
      'NO_SHIPMENT',
      'NO_SHIPMENT',
    ]);
  });
});

describe('problems in English', () => {
  it('words each rule in the shopper language, with English numbers and plurals', () => {
    const en = (problem: CartProblem | null | undefined) => said(problem, 'en_GB')?.message;
    expect(en(firstCartProblem([], settings()))).toBe('Your basket is empty.');
    expect(en(firstCartProblem([rule(half375, 9)], settings()))).toBe(
      'A shipment holds at least 6 bottles: your basket holds 4.5, add 1.5.',
    );
    expect(en(firstCartProblem([rule(half375, 1)], settings({ minBottles: 1, bottleMultiple: 1 })))).toBe(
      'A shipment holds at least 1 bottle: your basket holds 0.5, add 0.5.',
    );
    expect(en(firstCartProblem([rule(box6, 21)], settings()))).toBe(
      'A shipment holds at most 120 bottles: your basket holds 126, remove 6.',
    );
    expect(en(firstCartProblem([rule(bottle75, 8)], settings()))).toBe(
      'Bottles are shipped by 6: your basket holds 8, add 4 or remove 2.',
    );
    expect(en(firstCartProblem([rule(vintage75, 4, null, 'Chinon 2020 – 75 cl')], settings()))).toBe(
      '“Chinon 2020 – 75 cl” is sold by 6: choose 6, 12, 18… (you have 4).',
    );
    expect(en(firstCartProblem([rule(bottle75, 12, 5, 'Vouvray 2021')], settings()))).toBe(
      'Only 5 “Vouvray 2021” left: reduce the quantity to 5 at most (you ask for 12).',
    );
    expect(en(firstCartProblem([rule(bottle75, 6, 0, 'Crémant')], settings()))).toBe(
      '“Crémant” is sold out: please remove it from your basket.',
    );
    expect(en(firstCartProblem([rule(bottle75, 0)], settings()))).toBe(
      'The quantity of “Saumur rouge 2022 – 75 cl” must be a whole number of at least 1.',
    );
  });
});
