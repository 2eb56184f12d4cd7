import { Hono } from 'hono';
import { parameterValue } from '../../../src/schema/site/parameter';
import type { CartPageSettings } from '../../../src/ui/cart/cart-view';
import { translatorFor } from '../../../src/i18n/compiled-catalogue';
import { CART_PAGE_MESSAGES, CartPage } from '../../../src/ui/islands/CartPage';
import { Island } from '../../../src/ui/islands/island';
import { priceSettings } from '../../../src/ui/shop/price-view';
import { notFound, PAGE_NOT_FOUND } from '../../errors';
import type { AppEnv } from '../../http/app-env';
import { localLink } from '../../http/path-locale';
import { resolveListing, type ListingRequest } from '../site/listing-page';
import { renderPage } from '../site/renderer';
import type { SiteData } from '../site/site-data';
import { Stylesheet } from '../../../src/ui/document/Stylesheet';

// The cart page (/panier). The cart lives in the visitor's browser (localStorage), so the
// worker sends the same shell to everyone — nothing personal, safe for the HTML cache — and
// the CartPage island (shop chunk) shows the lines. Without JavaScript the page says why it
// cannot show the cart.

const CART_PATH = '/panier';
const CHECKOUT_PATH = '/commande';
const SHOP_PATH = '/boutique';

const CART_RULE_PARAMETERS = [
  'BOTTLE_MULTIPLE',
  'MIN_BOTTLES_PER_EXPEDITION',
  'MAX_BOTTLES_PER_EXPEDITION',
  'HANDLE_STOCK',
] as const;

const positiveNumber = (value: string | null | undefined): number => {
  const parsed = Number(value);
  return value && Number.isFinite(parsed) && parsed > 0 ? parsed : 0;
};

function cartPageSettings(data: SiteData): CartPageSettings {
  const { parameters } = data;
  return {
    rules: Object.fromEntries(
      CART_RULE_PARAMETERS.map((type) => [type, parameterValue(parameters, type) ?? null]),
    ),
    prices: priceSettings(parameters),
    freeShipping: {
      bottles: positiveNumber(parameterValue(parameters, 'FREE_SHIPPING_BOTTLE_COUNT')),
      price: positiveNumber(parameterValue(parameters, 'FREE_SHIPPING_PRICE')),
    },
  };
}

/** Whether the site has a pick-up place (an address typed CLICK_AND_COLLECT, as the checkout offers). */
async function offersPickup(request: ListingRequest): Promise<boolean> {
  const { shared, cache } = request.source;
  const { addresses } = await cache.get('company-addresses', () => shared.companyAddresses());
  return addresses.some((address) => address.type.some((type) => type.value === 'CLICK_AND_COLLECT'));
}

export const cartPageRoutes = new Hono<AppEnv>().get(CART_PATH, async (c) => {
  if (!c.var.site.isECommerce) throw notFound(PAGE_NOT_FOUND);
  const request = await resolveListing(c);
  const pickupOffered = await offersPickup(request);
  const link = (path: string) => localLink(c, path);
  const t = translatorFor(request.locale);
  return renderPage(
    c,
    {
      data: request.data,
      locale: request.locale,
      path: request.path,
      layout: 'STANDARD',
      route: 'cart',
      meta: {
        title: t.t('cart.title'),
        description: t.t('cart.description'),
        canonicalPath: link(CART_PATH),
        noindex: true,
      },
    },
    <section className="cart">
      <Stylesheet name="cart" />
      <h1>{t.t('cart.title')}</h1>
      <noscript>
        <p className="cart-page__nojs">{t.t('cart.noscript')}</p>
      </noscript>
      <Island
        name="CartPage"
        chunk="shop"
        component={CartPage}
        props={{
          ...cartPageSettings(request.data),
          pickupOffered,
          checkoutHref: link(CHECKOUT_PATH),
          shopHref: link(SHOP_PATH),
        }}
        messages={CART_PAGE_MESSAGES}
      />
    </section>,
  );
});
