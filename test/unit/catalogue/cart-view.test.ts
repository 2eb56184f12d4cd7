import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  applyServerQuantities,
  cartView,
  freeShippingMessage,
  freeShippingView,
} from '../../../src/ui/cart/cart-view.ts';
import { CartPage } from '../../../src/ui/islands/CartPage.tsx';
import { MINI_CART_MESSAGES, MiniCart } from '../../../src/ui/islands/MiniCart.tsx';
import { translatorFrom } from '../../../src/i18n/translator.ts';
import { translatorFor } from '../../../src/i18n/compiled-catalogue.ts';
import { TranslatorContext } from '../../../src/i18n/react.tsx';
import { cartPageProps } from '../support/island-fixtures.ts';
import { box, declination, line, wine } from '../support/shop-factories.ts';

// The cart page's pure view: labels, display prices, rules and free-shipping progress from
// the stored lines, and the stock corrections from PUT /product/quantities.

const chinon = wine({
  id: 3,
  name: 'Chinon',
  slug: 'chinon-les-graves',
  isVintage: true,
  declination: [
    declination({ id: 31, year: 2022, price: 12.5, quantity: 40, sellByMultipleOf: 6 }),
    declination({ id: 32, year: 2020, price: 20, quantity: 10, discount: { type: 'PERCENT', amount: 10 } }),
  ],
});
const halfBottles = wine({
  id: 4,
  name: 'Vouvray',
  declination: [declination({ id: 41, price: 8, capacity: 37.5, quantity: 100, sellByMultipleOf: 1 })],
});
const giftBox = box({
  declination: [declination({ id: 77, price: 60, capacity: null, capacityUnit: null, quantity: 5 })],
  box: { idProduct: 2, price: 60, sellByMultipleOf: 6 },
});

describe('cart view', () => {
  it('labels each line, prices it with its discount and totals the cart', () => {
    const view = cartView(
      [
        line({ id: 0, product: chinon, declinationId: 31, quantity: 6 }),
        line({ id: 1, product: chinon, declinationId: 32, quantity: 6 }),
      ],
      cartPageProps,
    );
    expect(view.lines.map((entry) => [entry.detail, entry.step, entry.price?.final, entry.total])).toEqual([
      ['2022 – 75 cl', 6, 12.5, 75],
      ['2020 – 75 cl', 6, 18, 108],
    ]);
    expect(view.subtotal).toBe(183);
    expect(view.bottles).toBe(12);
    expect(view.problem).toBeNull();
  });

  it('counts half bottles and boxes, and checks the expedition rules', () => {
    const view = cartView(
      [
        line({ id: 0, product: halfBottles, declinationId: 41, quantity: 3 }),
        line({ id: 1, product: giftBox, declinationId: null, quantity: 1 }),
      ],
      cartPageProps,
    );
    expect(view.bottles).toBe(7.5);
    expect(view.lines[1]?.declinationId).toBe(77); // a box stored without its declination
    expect(view.problem?.code).toBe('WRONG_MULTIPLE');
  });

  it("labels the lines with the page's decimals (37.5 cl under en-GB), in the problems too", () => {
    const lines = [line({ id: 0, product: halfBottles, declinationId: 41, quantity: 0 })];
    const english = cartView(lines, cartPageProps, 'SHIPMENT', 'en-GB');
    expect(english.lines[0]?.detail).toBe('37.5 cl');
    expect(english.problem?.values?.label).toMatch(/ 37\.5 cl$/);
    expect(cartView(lines, cartPageProps).lines[0]?.detail).toBe('37,5 cl');
  });

  it('checks the stock the page last heard of', () => {
    const view = cartView([line({ id: 0, product: chinon, declinationId: 32, quantity: 12 })], cartPageProps);
    expect(view.problem?.code).toBe('OVER_STOCK');
  });

  it('hides every figure when the site hides prices', () => {
    const view = cartView([line({ id: 0, product: chinon, declinationId: 31, quantity: 6 })], {
      ...cartPageProps,
      prices: { hidePrices: true, hidePercentageDiscount: false },
    });
    expect(view.subtotal).toBeNull();
    expect(view.lines[0]?.total).toBeNull();
  });
});

describe('free-shipping progress', () => {
  it('says what is missing by bottles or by amount, whichever is closer', () => {
    const fr = translatorFor('fr_FR');
    const said = (view: ReturnType<typeof freeShippingView>) => (view ? freeShippingMessage(fr, view) : null);
    const both = freeShippingView({ bottles: 24, price: 250 }, 6, 100);
    expect(both).toMatchObject({ reached: false, progress: 0.4 });
    expect(said(both)).toBe(
      "Plus que 18 bouteilles ou 150,00\u00a0€ d'achats pour profiter de la livraison offerte.",
    );
    expect(said(freeShippingView({ bottles: 24, price: 0 }, 23.5, 100))).toBe(
      'Plus que 0,5 bouteille pour profiter de la livraison offerte.',
    );
    const reached = freeShippingView({ bottles: 24, price: 250 }, 24, 100);
    expect(reached).toMatchObject({ reached: true, progress: 1 });
    expect(said(reached)).toBe('La livraison vous est offerte.');
  });

  it('says it in English under /en', () => {
    const en = translatorFor('en_GB');
    const said = (view: ReturnType<typeof freeShippingView>) => (view ? freeShippingMessage(en, view) : null);
    expect(said(freeShippingView({ bottles: 24, price: 250 }, 6, 100))).toBe(
      'Only 18 bottles or €150.00 of purchases more for free delivery.',
    );
    expect(said(freeShippingView({ bottles: 24, price: 0 }, 23, 100))).toBe(
      'Only 1 bottle more for free delivery.',
    );
    expect(said(freeShippingView({ bottles: 0, price: 250 }, 6, 100))).toBe(
      'Only €150.00 of purchases more for free delivery.',
    );
    expect(said(freeShippingView({ bottles: 24, price: 250 }, 24, 100))).toBe('Delivery is free.');
  });

  it('is absent when the site never offers shipping', () => {
    expect(freeShippingView({ bottles: 0, price: 0 }, 60, 1000)).toBeNull();
  });
});

describe('stock corrections from the server', () => {
  const lines = [
    line({ id: 0, product: chinon, declinationId: 31, quantity: 18 }),
    line({ id: 1, product: chinon, declinationId: 32, quantity: 4 }),
    line({ id: 2, product: halfBottles, declinationId: 41, quantity: 2 }),
  ];

  it('lowers a line to the largest multiple in stock, removes what is gone, keeps the rest', () => {
    const { lines: next, notices } = applyServerQuantities(
      lines,
      [
        { id: 31, quantity: 10 },
        { id: 32, quantity: 0 },
      ],
      true,
    );
    expect(next.map((entry) => [entry.declinationId, entry.quantity])).toEqual([[31, 6]]);
    expect(next[0]?.product.declination.find((entry) => entry.id === 31)?.quantity).toBe(10);
    expect(notices).toEqual([
      'Il ne reste que 10 « Chinon 2022 – 75 cl » : la quantité a été ramenée à 6.',
      '« Chinon 2020 – 75 cl » est épuisé : il a été retiré de votre panier.',
      "« Vouvray 75 cl » n'est plus disponible : il a été retiré de votre panier.".replace(
        '75 cl',
        '37,5 cl',
      ),
    ]);
  });

  it('only updates the stock when the site does not handle stock', () => {
    const { lines: next, notices } = applyServerQuantities(
      lines,
      [
        { id: 31, quantity: 1 },
        { id: 32, quantity: 0 },
        { id: 41, quantity: 0 },
      ],
      false,
    );
    expect(next.map((entry) => entry.quantity)).toEqual([18, 4, 2]);
    expect(notices).toEqual([]);
  });
});

describe('cart islands markup', () => {
  // The page shell gives islands the request's translator (French here, the default).
  const html = (element: Parameters<typeof renderToString>[0], locale = 'fr_FR') =>
    renderToString(createElement(TranslatorContext.Provider, { value: translatorFor(locale) }, element));

  it('speaks the page’s language: English under /en', () => {
    const markup = html(
      createElement(CartPage, {
        ...cartPageProps,
        lines: [line({ id: 5, product: chinon, declinationId: 31, quantity: 6 })],
      }),
      'en_GB',
    );
    expect(markup).toContain('Quantity (by 6)');
    expect(markup).toContain('aria-label="Add 6: Chinon 2022 – 75 cl"');
    expect(markup).toContain('Checkout');
    expect(markup).toMatch(/€\d+\.\d{2} each/);
    expect(markup).not.toMatch(/Quantité|Passer la commande/);
  });

  it('renders the loading state on the server, then the lines with labelled steppers', () => {
    expect(html(createElement(CartPage, cartPageProps))).toContain('Chargement de votre panier');
    const markup = html(
      createElement(CartPage, {
        ...cartPageProps,
        lines: [line({ id: 5, product: chinon, declinationId: 31, quantity: 6 })],
      }),
    );
    expect(markup).toContain(
      '<label class="cart-line__label" for="cart-quantity-5">Quantité (par 6)</label>',
    );
    expect(markup).toContain('aria-label="Ajouter 6 : Chinon 2022 – 75 cl"');
    expect(markup).toContain('href="/boutique/3-');
    expect(markup).toContain('Passer la commande');
  });

  it('lets the visitor choose pick-up, which lifts the bottles-per-expedition rules', () => {
    const three = [line({ id: 5, product: halfBottles, declinationId: 41, quantity: 6 })]; // 3 bottles
    const delivered = html(createElement(CartPage, { ...cartPageProps, pickupOffered: true, lines: three }));
    expect(delivered).toContain('Comment souhaitez-vous recevoir votre commande ?');
    expect(delivered).toContain('Une expédition compte au moins');
    const collected = html(
      createElement(CartPage, {
        ...cartPageProps,
        pickupOffered: true,
        lines: three,
        deliveryType: 'clickAndCollect',
      }),
    );
    expect(collected).not.toContain('Une expédition compte au moins');
    expect(collected).toMatch(
      /<input[^>]*checked=""[^>]*value="clickAndCollect"|<input[^>]*value="clickAndCollect"[^>]*checked=""/,
    );
    // Without a pick-up place the choice is not offered.
    expect(html(createElement(CartPage, { ...cartPageProps, lines: three }))).not.toContain(
      'Comment souhaitez-vous recevoir',
    );
  });

  it('offers the shop when the cart is empty', () => {
    expect(html(createElement(CartPage, { ...cartPageProps, lines: [] }))).toContain('href="/boutique"');
  });

  it('renders the mini-cart closed, with the badge linking to the cart', () => {
    const markup = html(createElement(MiniCart, { href: '/panier', prices: cartPageProps.prices }));
    expect(markup).toContain('href="/panier"');
    expect(markup).toMatch(/<section[^>]*hidden=""/);
  });

  it('renders the mini-cart in English under /en, from its hook\u2019s messages alone', () => {
    const all = translatorFor('en_GB').compiled;
    const embedded = translatorFrom(
      'en_GB',
      Object.fromEntries(MINI_CART_MESSAGES.map((key) => [key, all[key]])) as typeof all,
    );
    const lines = [line({ id: 5, product: chinon, declinationId: 31, quantity: 2 })];
    const markup = renderToString(
      createElement(
        TranslatorContext.Provider,
        { value: embedded },
        createElement(MiniCart, {
          href: '/en/basket',
          prices: cartPageProps.prices,
          lines,
          initiallyOpen: true,
        }),
      ),
    );
    expect(markup).toContain('aria-label="Basket preview"');
    expect(markup).toContain('Subtotal');
    expect(markup).toContain('View basket');
    expect(markup).toContain('aria-label="Basket, 2 items"');
    expect(markup).not.toMatch(/Sous-total|Voir le panier|Panier,/);
  });
});
