import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { emptyCartState } from '../../../src/domain/catalogue/cart.ts';
import { translatorFor } from '../../../src/i18n/compiled-catalogue.ts';
import { TranslatorContext } from '../../../src/i18n/react.tsx';
import { translatorFrom } from '../../../src/i18n/translator.ts';
import { CollectStep, SlotOption } from '../../../src/ui/checkout/CollectStep.tsx';
import { readSlots } from '../../../src/ui/checkout/checkout-answers.ts';
import { ContactStep } from '../../../src/ui/checkout/ContactStep.tsx';
import { DeliveryStep } from '../../../src/ui/checkout/DeliveryStep.tsx';
import { ReviewStep } from '../../../src/ui/checkout/ReviewStep.tsx';
import type { CheckoutCart, CheckoutCartState } from '../../../src/ui/checkout/checkout-types.ts';
import { CHECKOUT_MESSAGES } from '../../../src/ui/islands/Checkout.tsx';
import { errorMessage, CheckoutApiError } from '../../../src/ui/checkout/checkout-api.ts';

// The checkout steps speak the page's language in the browser with only the
// messages the Checkout island embeds (CHECKOUT_MESSAGES): a key a step uses but the island
// forgot would show as its key under /en. French stays as it was.

/** The island's translator in the browser: only the embedded keys, as client/hydrate-islands.ts builds it. */
function embedded(locale: string) {
  const all = translatorFor(locale).compiled;
  const messages = Object.fromEntries(CHECKOUT_MESSAGES.map((key) => [key, all[key]]));
  return translatorFrom(locale, messages as typeof all);
}

const state: CheckoutCartState = {
  ...emptyCartState(),
  lines: [],
  country: { id: 1, alphaTwo: 'FR', alphaThree: 'FRA' },
  city: { postalCode: '49400', name: 'Saumur' },
  carrier: { id: 3, name: 'Colissimo', serviceCode: 'DOM', price: 0, deliveryType: 'DELIVERY' },
  shippingPrices: [{ id: 3, name: 'Colissimo', serviceCode: 'DOM', price: 0, deliveryType: 'DELIVERY' }],
  clickAndCollect: { idAddress: 2, date: null, idSchedule: null },
};
const cart: CheckoutCart = {
  read: () => state,
  update: () => undefined,
  setDeliveryType: () => undefined,
  clearShipping: () => undefined,
  setLines: () => undefined,
  clear: () => undefined,
};
const countries = [{ id: 1, alphaTwo: 'FR', alphaThree: 'FRA', name: 'France' }];
const pickup = {
  id: 2,
  name: 'Caveau',
  line1: '1 rue des Vignes',
  line2: '',
  postalCode: '49400',
  city: 'Saumur',
  openingHours: [{ weekday: 1, opens: '10:00', closes: '12:30' }],
};
const fetcher = () => new Promise<Response>(() => undefined);

function steps(): ReactElement[] {
  return [
    createElement(DeliveryStep, { state, cart, countries, fetcher }),
    createElement(CollectStep, { state, cart, addresses: [pickup], fetcher }),
    createElement(ContactStep, {
      state,
      cart,
      countries,
      billingSameAsShipping: false,
      onBillingSameChange: () => undefined,
    }),
    createElement(ReviewStep, {
      state,
      cart,
      validated: null,
      pickupAddresses: [pickup],
      saleTermsHref: '/cgv',
      healthMention: true,
      acceptedTerms: false,
      onAcceptTerms: () => undefined,
      fetcher,
    }),
  ];
}

const render = (locale: string) =>
  steps()
    .map((step) =>
      renderToString(createElement(TranslatorContext.Provider, { value: embedded(locale) }, step)),
    )
    .join('\n')
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'");

describe('checkout steps in the page language', () => {
  it('read English from the embedded messages only', () => {
    const html = render('en_GB');
    expect(html).not.toMatch(/checkout\.[a-z]/);
    expect(html).not.toMatch(/banner\.[a-z]/);
    for (const text of [
      'Delivery in France.',
      'Delivery postcode',
      'Carrier',
      'Free',
      'Collection point',
      'Monday 10:00–12:30',
      'Billing address',
      'First name',
      'Message to the estate (optional)',
      'Discount code',
      'Total incl. VAT',
      'terms and conditions of sale',
      'Please drink responsibly',
    ])
      expect(html, text).toContain(text);
    for (const french of ['Livraison en', 'Transporteur', 'Prénom', 'Lundi', 'Total TTC', 'Code promo'])
      expect(html, french).not.toContain(french);
  });

  it('keep the French words', () => {
    const html = render('fr_FR');
    for (const text of [
      'Livraison en France.',
      'Code postal de livraison *',
      'Transporteur',
      'Offert',
      'Lieu de retrait',
      'Lundi 10:00–12:30',
      'Adresse de facturation',
      'Prénom',
      "Complément d'adresse",
      'Message au domaine (facultatif)',
      'Code promo',
      'Total TTC',
      "J'ai lu et j'accepte les",
      'conditions générales de vente',
      "L'abus d'alcool est dangereux pour la santé, à consommer avec modération.",
    ])
      expect(html, text).toContain(text);
  });

  it('say a network failure in the page language; a provider message as the provider wrote it', () => {
    const english = embedded('en_GB');
    expect(errorMessage(new CheckoutApiError('', 0), english)).toBe(
      'The server is not answering. Please check your connection and try again.',
    );
    expect(errorMessage(new CheckoutApiError('', 500), english)).toBe('Something went wrong (500).');
    expect(errorMessage(new CheckoutApiError('', 0), embedded('fr_FR'))).toBe(
      'Le serveur ne répond pas. Vérifiez votre connexion et réessayez.',
    );
    expect(errorMessage(new CheckoutApiError('Code inconnu.', 400), english)).toBe('Code inconnu.');
  });
});

describe('a full pick-up slot', () => {
  const slots = readSlots({
    days: [
      {
        date: '2026-11-30',
        slots: [
          { idSchedule: 4, opens: '10:00', closes: '12:30', from: '10:00', full: true },
          { idSchedule: 5, opens: '14:00', closes: '18:00', from: '14:00', full: false },
        ],
      },
    ],
  });
  const option = (locale: string, index: number) => {
    const slot = slots[index];
    if (!slot) throw new Error('no slot');
    return renderToString(
      createElement(
        TranslatorContext.Provider,
        { value: embedded(locale) },
        createElement(SlotOption, { slot, value: `${slot.date}|${slot.idSchedule}` }),
      ),
    );
  };

  it('is listed, marked full and disabled, in the page language; an open one can be chosen', () => {
    expect(slots.map((slot) => slot.full)).toEqual([true, false]);
    expect(option('fr_FR', 0)).toMatch(/^<option[^>]* disabled=""[^>]*>.*10:00–12:30 \(complet\)<\/option>$/);
    expect(option('en_GB', 0)).toMatch(/ disabled=""[^>]*>.*\(full\)<\/option>$/);
    expect(option('fr_FR', 1)).not.toMatch(/disabled|complet/);
  });
});
