import type { ComponentType } from 'react';
import { CartBadge } from '../../../src/ui/islands/CartBadge.tsx';
import { Checkout } from '../../../src/ui/islands/Checkout.tsx';
import { CheckoutPayment } from '../../../src/ui/islands/CheckoutPayment.tsx';
import { CartPage } from '../../../src/ui/islands/CartPage.tsx';
import { BookingPayment } from '../../../src/ui/islands/BookingPayment.tsx';
import { BookingSlots } from '../../../src/ui/islands/BookingSlots.tsx';
import { GiftCardPayment } from '../../../src/ui/islands/GiftCardPayment.tsx';
import { MiniCart } from '../../../src/ui/islands/MiniCart.tsx';
import { ConsentBanner } from '../../../src/ui/islands/ConsentBanner.tsx';
import { MediaSlider } from '../../../src/ui/islands/MediaSlider.tsx';
import { OnlineStatus } from '../../../src/ui/islands/OnlineStatus.tsx';
import { ProductPurchase } from '../../../src/ui/islands/ProductPurchase.tsx';
import { ProgressBar } from '../../../src/ui/islands/ProgressBar.tsx';
import { Toasts } from '../../../src/ui/islands/Toasts.tsx';
import type { JsonValue } from '../../../src/ui/islands/island.tsx';
import { discoveryBox, purchaseProps, vintageWine } from './shop-fixtures.ts';

// Each island with the props the worker would give it, shared by the markup tests.

export const analytics = {
  matomoUrl: '',
  matomoSiteId: '',
  googleTagId: 'G-ABC123',
  plausibleDomain: '',
  facebookPixelId: '',
  customScriptUrl: '',
};

export const cartPageProps = {
  rules: {
    BOTTLE_MULTIPLE: '6',
    MIN_BOTTLES_PER_EXPEDITION: '6',
    MAX_BOTTLES_PER_EXPEDITION: '120',
    HANDLE_STOCK: 'true',
  },
  prices: { hidePrices: false, hidePercentageDiscount: false },
  freeShipping: { bottles: 24, price: 250 },
  checkoutHref: '/commande',
  shopHref: '/boutique',
};

export interface IslandCase {
  name: string;
  component: ComponentType<never>;
  props: Record<string, JsonValue>;
}

export const islandCases: IslandCase[] = [
  { name: 'CartBadge', component: CartBadge, props: {} },
  { name: 'CartBadge', component: CartBadge, props: { count: 7, href: '/en/cart' } },
  { name: 'ConsentBanner', component: ConsentBanner, props: { ...analytics, open: true } },
  { name: 'ConsentBanner', component: ConsentBanner, props: analytics },
  { name: 'MediaSlider', component: MediaSlider, props: {} },
  { name: 'OnlineStatus', component: OnlineStatus, props: {} },
  { name: 'ProgressBar', component: ProgressBar, props: {} },
  { name: 'Toasts', component: Toasts, props: {} },
  { name: 'ProductPurchase', component: ProductPurchase, props: purchaseProps(vintageWine, 32) },
  { name: 'ProductPurchase', component: ProductPurchase, props: purchaseProps(discoveryBox, 91) },
  {
    name: 'Checkout',
    component: Checkout,
    props: {
      countries: [{ id: 250, alphaTwo: 'FR', alphaThree: 'FRA', name: 'France' }],
      pickupAddresses: [],
      saleTermsHref: '/sale-terms',
      healthMention: false,
      cartHref: '/panier',
      paymentHref: '/commande/paiement/',
    },
  },
  {
    name: 'CheckoutPayment',
    component: CheckoutPayment,
    props: {
      orderId: 12,
      methods: [
        { method: 'BANK_TRANSFER', label: 'Virement bancaire' },
        { method: 'CHEQUE', label: 'Chèque' },
      ],
      confirmationHref: '/commande/confirmation/12',
    },
  },
  // shop: cart
  { name: 'CartPage', component: CartPage, props: cartPageProps },
  { name: 'MiniCart', component: MiniCart, props: { href: '/panier', prices: cartPageProps.prices } },
  // shop: a gift card paid by card
  {
    name: 'GiftCardPayment',
    component: GiftCardPayment,
    props: {
      clientSecret: 'pi_3Qx_secret_test',
      publishableKey: 'pk_test_site',
      returnHref: '/bons-cadeaux/paiement',
      locale: 'fr_FR',
    },
  },
  // shop: a booking paid beforehand
  {
    name: 'BookingPayment',
    component: BookingPayment,
    props: {
      clientSecret: 'pi_3Qy_secret_test',
      publishableKey: 'pk_test_site',
      returnHref: '/rendez-vous/paiement?reference=RDV-7K2M9Q&token=t0k3n',
      locale: 'fr_FR',
    },
  },
  // a booking page's free times, paged in place
  {
    name: 'BookingSlots',
    component: BookingSlots,
    props: {
      locale: 'fr_FR',
      service: 3,
      href: '/rendez-vous?service=3',
      places: true,
      today: '2026-12-01',
      from: '2026-12-08',
      days: [
        {
          date: '2026-12-08',
          slots: [{ start: '2026-12-08T09:00:00+01:00', end: '2026-12-08T10:00:00+01:00', remaining: 2 }],
        },
        { date: '2026-12-09', slots: [] },
      ],
      label: '2. Choisissez un horaire',
    },
  },
];
