import { Hono, type Context } from 'hono';
import { deliveryCountries } from '../../../src/domain/orders/checkout';
import { translatorFor } from '../../../src/i18n/compiled-catalogue';
import { parameterFlag } from '../../../src/schema/site/parameter';
import type { CompanyAddress } from '../../../src/schema/site/address';
import { CheckoutPage } from '../../../src/ui/checkout/CheckoutPage';
import {
  CART_PATH,
  CHECKOUT_PATH,
  CONFIRMATION_PATH_PREFIX,
  confirmationPath,
  ORDER_HISTORY_PATH,
  PAYMENT_PATH_PREFIX,
  paymentPath,
  SALE_TERMS_PATH,
} from '../../../src/ui/checkout/checkout-paths';
import type { PickupAddress } from '../../../src/ui/checkout/checkout-types';
import { ConfirmationPage } from '../../../src/ui/checkout/ConfirmationPage';
import { PaymentPage } from '../../../src/ui/checkout/PaymentPage';
import type { AppEnv } from '../../http/app-env';
import { withStripeSources } from './checkout-csp';
import {
  memberOrder,
  orderIdParam,
  personal,
  resolveShopMember,
  type ShopMemberRequest,
} from './checkout-member';
import { renderPage } from '../site/renderer';

// The checkout pages: /commande (the checkout island), /commande/paiement/{id}
// (the payment step, the only page whose policy allows Stripe.js) and
// /commande/confirmation/{id}. A signed-in member of an e-commerce site only.

const CLICK_AND_COLLECT = 'CLICK_AND_COLLECT';

function pickupAddress(address: CompanyAddress): PickupAddress {
  return {
    id: address.id,
    name: address.name,
    line1: address.line1,
    line2: address.line2,
    postalCode: address.postalCode,
    city: address.city,
    openingHours: address.openingHours.map(({ weekday, opens, closes }) => ({ weekday, opens, closes })),
  };
}

function render(
  c: Context<AppEnv>,
  request: ShopMemberRequest,
  page: { title: string; description: string; route: string; canonical: string },
  content: Parameters<typeof renderPage>[2],
): Promise<Response> {
  return renderPage(
    c,
    {
      data: request.data,
      locale: request.locale,
      path: request.path,
      layout: 'STANDARD',
      route: page.route,
      meta: {
        title: page.title,
        description: page.description,
        canonicalPath: request.link(page.canonical),
        noindex: true,
      },
    },
    content,
  );
}

async function checkoutPage(c: Context<AppEnv>): Promise<Response> {
  const request = await resolveShopMember(c);
  if (request instanceof Response) return request;
  const { shared, cache } = request.source;
  const parameters = request.data.parameters;
  // Shared data (no token): the same for every member, so the page-data cache may keep it.
  const [countries, addresses] = await Promise.all([
    cache.get('checkout-countries', () => shared.countries({ nbItem: 300 })),
    cache.get('company-addresses', () => shared.companyAddresses()),
  ]);
  const props = {
    countries: deliveryCountries(countries.countries, {
      sellsWorldwide: parameterFlag(parameters, 'SELLS_WORLDWIDE'),
      onlyFrance: parameterFlag(parameters, 'ONLY_SELL_IN_FRANCE'),
    }).map(({ id, alphaTwo, alphaThree, name }) => ({ id, alphaTwo, alphaThree, name })),
    pickupAddresses: addresses.addresses
      .filter((address) => address.type.some((type) => type.value === CLICK_AND_COLLECT))
      .map(pickupAddress),
    saleTermsHref: request.link(SALE_TERMS_PATH),
    healthMention: !parameterFlag(parameters, 'ALCOHOL_WARNING_BANNER'),
    giftCards: parameterFlag(parameters, 'GIFT_CARDS_ENABLED'),
    cartHref: request.link(CART_PATH),
    paymentHref: request.link(PAYMENT_PATH_PREFIX),
  };
  const t = translatorFor(request.locale);
  const response = await render(
    c,
    request,
    {
      title: t.t('checkout.title'),
      description: t.t('checkout.description'),
      route: 'checkout',
      canonical: CHECKOUT_PATH,
    },
    <CheckoutPage {...props} />,
  );
  return personal(response);
}

async function paymentPage(c: Context<AppEnv>): Promise<Response> {
  const id = orderIdParam(c.req.param('id'));
  const request = await resolveShopMember(c);
  if (request instanceof Response) return request;
  const order = await memberOrder(request, id);
  if (order.status !== 'AWAITING_PAYMENT') return c.redirect(request.link(confirmationPath(id)), 303);
  const offered = await request.source.provider.paymentMethods();
  const t = translatorFor(request.locale);
  // Payment at pick-up only for an order picked up at the estate (the server checks it again);
  // each method named in the page's language.
  const methods = offered
    .filter(({ method }) => method !== 'PAY_AT_PICKUP' || order.deliveryType === 'CLICK_AND_COLLECT')
    .map(({ method }) => ({ method, label: t.t(`payment.method.${method}`) }));
  const response = await render(
    c,
    request,
    {
      title: t.t('payment.title', { reference: order.reference }),
      description: t.t('payment.description'),
      route: 'checkout-payment',
      canonical: paymentPath(id),
    },
    <PaymentPage order={order} methods={methods} confirmationHref={request.link(confirmationPath(id))} />,
  );
  const policy = response.headers.get('Content-Security-Policy');
  if (policy && methods.some(({ method }) => method === 'STRIPE')) {
    response.headers.set('Content-Security-Policy', withStripeSources(policy));
  }
  return personal(response);
}

async function confirmationPage(c: Context<AppEnv>): Promise<Response> {
  const id = orderIdParam(c.req.param('id'));
  const request = await resolveShopMember(c);
  if (request instanceof Response) return request;
  const order = await memberOrder(request, id);
  const t = translatorFor(request.locale);
  const response = await render(
    c,
    request,
    {
      title: t.t('confirmation.title', { reference: order.reference }),
      description: t.t('confirmation.description'),
      route: 'checkout-confirmation',
      canonical: confirmationPath(id),
    },
    <ConfirmationPage
      order={order}
      paymentHref={request.link(paymentPath(id))}
      historyHref={request.link(ORDER_HISTORY_PATH)}
    />,
  );
  return personal(response);
}

export const checkoutPageRoutes = new Hono<AppEnv>()
  .get(CHECKOUT_PATH, checkoutPage)
  .get(`${PAYMENT_PATH_PREFIX}:id`, paymentPage)
  .get(`${CONFIRMATION_PATH_PREFIX}:id`, confirmationPage);
