import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createCartStore } from '../../../client/cart-store.ts';
import { addToCart } from '../../../client/shop-product-purchase.ts';
import { ProductPurchase, stepQuantity } from '../../../src/ui/islands/ProductPurchase.tsx';
import type { ProductPurchaseProps } from '../../../src/ui/islands/ProductPurchase.tsx';
import { discoveryBox, purchaseProps, vintageWine } from '../support/shop-fixtures.ts';
import { inLocale } from '../support/site-view.ts';
import { translatorFor } from '../../../src/i18n/compiled-catalogue.ts';

const html = (props: ProductPurchaseProps, locale = 'fr_FR') =>
  renderToString(inLocale(createElement(ProductPurchase, props), locale)).replace(/[\u00a0\u202f]/g, ' ');

describe('the purchase island’s markup (what a visitor without JavaScript gets)', () => {
  it('offers every vintage and capacity as links to the page with that declination', () => {
    const markup = html(purchaseProps(vintageWine, 31));
    expect(markup).toContain('href="/boutique/3-saumur-champigny-les-poyeux?declinaison=33"');
    expect(markup).toContain('href="/boutique/3-saumur-champigny-les-poyeux?declinaison=32"');
    expect(markup).toMatch(/aria-current="true"[^>]*>2021</);
    expect(markup).toMatch(/aria-current="true"[^>]*>75 cl</);
  });

  it('shows the chosen declination’s price, stock and quantity step', () => {
    const markup = html(purchaseProps(vintageWine, 31));
    expect(markup).toContain('18,50 €');
    expect(markup).toContain('>En stock<');
    expect(markup).toMatch(/<input[^>]*min="6"[^>]*step="6"[^>]*value="6"/);
    expect(markup).toContain('Vendu par 6 bouteilles.');
    expect(markup).toContain('href="/api/product/generate/file/3/31"');
  });

  it('shows a discount and the count left under the threshold', () => {
    const markup = html(purchaseProps(vintageWine, 32));
    expect(markup).toContain('<del class="price__before">');
    expect(markup).toContain('39,00 €');
    expect(markup).toContain('35,10 €');
    expect(markup).toContain('-10 %');
    expect(markup).toContain('Plus que 3 en stock');
    expect(markup).toMatch(/<input[^>]*min="1"[^>]*step="1"[^>]*max="3"/);
  });

  it('speaks English under /en: choice titles, price, badge, stepper and buttons', () => {
    const markup = html(purchaseProps(vintageWine, 32), 'en_GB');
    for (const text of [
      'Vintage',
      '€39.00',
      '€35.10',
      '-10%',
      'Add to basket',
      'Download the technical sheet (PDF)',
    ])
      expect(markup, text).toContain(text);
    expect(markup).toContain('aria-label="Quantity"');
    expect(markup).toContain('Price before discount: ');
    for (const french of ['Millésime', 'Ajouter au panier', 'Prix avant remise', 'fiche technique', ' €'])
      expect(markup, french).not.toContain(french);
  });

  it('cannot add an out-of-stock declination', () => {
    const markup = html(purchaseProps(vintageWine, 33));
    expect(markup).toContain('>Épuisé<');
    expect(markup).toMatch(/<button type="button" class="button purchase__add" disabled="">/);
  });

  it('hides every figure with HIDE_PRICES', () => {
    const markup = html({
      ...purchaseProps(vintageWine, 31),
      prices: { hidePrices: true, hidePercentageDiscount: false },
    });
    expect(markup).not.toContain('€');
    expect(markup).toContain('Ajouter au panier');
  });

  it('sells a box one by one, with its own technical file and no choice', () => {
    const markup = html(purchaseProps(discoveryBox, 91));
    expect(markup).not.toContain('purchase__options');
    expect(markup).toMatch(/<input[^>]*min="1"[^>]*step="1"[^>]*value="1"/);
    expect(markup).toContain('href="/api/product/generate/file/9"');
  });
});

describe('the quantity typed in the stepper', () => {
  it('becomes a whole multiple of the step, at least one step, at most the stock', () => {
    expect(stepQuantity(7, 6, null)).toBe(6);
    expect(stepQuantity(10, 6, null)).toBe(12);
    expect(stepQuantity(0, 6, null)).toBe(6);
    expect(stepQuantity(Number.NaN, 6, null)).toBe(6);
    expect(stepQuantity(40, 6, 20)).toBe(18);
    expect(stepQuantity(5, 1, 3)).toBe(3);
  });
});

describe('adding to the cart', () => {
  it('adds a line per declination, the box with its declination id, and says what was added', () => {
    const store = createCartStore(null);
    const fr = translatorFor('fr_FR');
    expect(addToCart(store, vintageWine, 31, 6, fr)).toBe(
      'Saumur-Champigny Les Poyeux (2021 – 75 cl) × 6 ajouté au panier.',
    );
    addToCart(store, vintageWine, 32, 1, fr);
    addToCart(store, vintageWine, 31, 6, fr);
    expect(addToCart(store, discoveryBox, 91, 1, fr)).toBe('Coffret découverte × 1 ajouté au panier.');
    expect(addToCart(createCartStore(null), vintageWine, 31, 6, translatorFor('en_GB'))).toBe(
      'Saumur-Champigny Les Poyeux (2021 – 75 cl) × 6 added to your basket.',
    );
    expect(store.state.lines.map((line) => [line.declinationId, line.quantity])).toEqual([
      [31, 12],
      [32, 1],
      [91, 1],
    ]);
  });
});
