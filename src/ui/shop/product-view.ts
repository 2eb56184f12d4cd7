import { priceWithDiscount } from '../../domain/catalogue/pricing';
import { schemaAvailability, stockLabel, type StockSettings } from '../../domain/catalogue/stock-label';
import type { Translator } from '../../i18n/translator';
import { parameterNumber, type ParameterMap } from '../../schema/site/parameter';
import type { ShopProduct } from '../../schema/catalogue/product';
import type { PurchaseProduct } from '../islands/ProductPurchase';
import { declinationHref } from './declination-view';
import type { PriceSettings } from './price-view';
import { kindLabel } from './shop-words';

// What the product page derives from the catalogue's product: the trimmed product the purchase
// island and the cart keep (no long texts in the island's props or in localStorage) and the
// schema.org Product for search engines, in the page's language.

export function purchaseProduct(product: ShopProduct): PurchaseProduct {
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    type: { type: product.type.type },
    isVintage: product.isVintage,
    hasShippingFees: product.hasShippingFees,
    declination: product.declination.map((declination) => ({
      id: declination.id,
      year: declination.year,
      price: declination.price,
      discount: declination.discount,
      quantity: declination.quantity,
      setQuantity: declination.setQuantity,
      sellByMultipleOf: declination.sellByMultipleOf,
      capacity: declination.capacity,
      capacityUnit: declination.capacityUnit,
    })),
    box: product.box
      ? {
          idProduct: product.box.idProduct,
          price: product.box.price,
          discount: product.box.discount,
          quantity: product.box.quantity,
          reference: product.box.reference,
          sellByMultipleOf: product.box.sellByMultipleOf,
        }
      : null,
    image: product.images[0]?.src ?? null,
  };
}

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/** The product's description as plain text, for the meta description and JSON-LD. */
export function productSummary(product: ShopProduct, t: Translator, length = 160): string {
  const text = plainText(product.description) || plainText(product.tastingNotes);
  const fallback = [product.name, product.appellation, product.kind ? kindLabel(t, product.kind) : '']
    .filter(Boolean)
    .join(', ');
  const summary = text || fallback;
  return summary.length <= length ? summary : `${summary.slice(0, length - 1).trimEnd()}…`;
}

/**
 * What Google's merchant listings want on an offer: where it ships and at what price
 * (the shop's cheapest carrier for one unit to France, free shipping thresholds included), and
 * the return policy. The shop sells online to consumers in France, where the law gives 14 days
 * to withdraw, the return postage paid by the customer unless the shop says otherwise (code de la
 * consommation, L221-18 and L221-23): that is the policy stated.
 */
/** Working days to hand an order to the carrier, then days the carrier takes, each a range. */
export interface DeliveryDays {
  handling: { min: number; max: number };
  transit: { min: number; max: number };
}

// The shop's own times (shop settings), else two working days to hand an order over and two
// to five for the carrier (Colissimo's and the relay networks' usual times to mainland France).
const DEFAULT_DELIVERY_DAYS: DeliveryDays = { handling: { min: 0, max: 2 }, transit: { min: 2, max: 5 } };

function dayRange(parameters: ParameterMap, prefix: string, fallback: { min: number; max: number }) {
  const whole = (type: string, value: number) => {
    const stored = parameterNumber(parameters, `${prefix}_${type}`);
    return stored !== null && Number.isInteger(stored) && stored >= 0 ? stored : value;
  };
  const min = whole('MIN', fallback.min);
  return { min, max: Math.max(min, whole('MAX', fallback.max)) };
}

/** SHIPPING_HANDLING_DAYS_MIN/MAX and SHIPPING_TRANSIT_DAYS_MIN/MAX (a maximum below its minimum is the minimum). */
export function deliveryDays(parameters: ParameterMap): DeliveryDays {
  return {
    handling: dayRange(parameters, 'SHIPPING_HANDLING_DAYS', DEFAULT_DELIVERY_DAYS.handling),
    transit: dayRange(parameters, 'SHIPPING_TRANSIT_DAYS', DEFAULT_DELIVERY_DAYS.transit),
  };
}

const days = ({ min, max }: { min: number; max: number }) => ({
  '@type': 'QuantitativeValue',
  minValue: min,
  maxValue: max,
  unitCode: 'DAY',
});

function offerDelivery(shippingRate: number | null, times: DeliveryDays): Record<string, unknown> {
  return {
    ...(shippingRate === null
      ? {}
      : {
          shippingDetails: {
            '@type': 'OfferShippingDetails',
            shippingRate: { '@type': 'MonetaryAmount', value: shippingRate.toFixed(2), currency: 'EUR' },
            shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'FR' },
            deliveryTime: {
              '@type': 'ShippingDeliveryTime',
              handlingTime: days(times.handling),
              transitTime: days(times.transit),
            },
          },
        }),
    hasMerchantReturnPolicy: {
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'FR',
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: 14,
      returnMethod: 'https://schema.org/ReturnByMail',
      returnFees: 'https://schema.org/ReturnFeesCustomerResponsibility',
    },
  };
}

/**
 * schema.org Product with one Offer per declination (price after discount, EUR, availability
 * by the stock label rule, the URL that shows that declination). No offers when the site hides
 * its prices: an offer without a price is not one.
 */
export function productJsonLd(
  product: ShopProduct,
  options: {
    origin: string;
    path: string;
    brand: string;
    stock: StockSettings;
    prices: PriceSettings;
    /** The cheapest home delivery of one unit to France, in euros (null: no carrier quotes it). */
    shippingRate?: number | null;
    /** The shop's handling and transit times (deliveryDays of its parameters). */
    deliveryDays?: DeliveryDays;
  },
  t: Translator,
): Record<string, unknown> {
  const url = `${options.origin}${options.path}`;
  const delivery = offerDelivery(options.shippingRate ?? null, options.deliveryDays ?? DEFAULT_DELIVERY_DAYS);
  const offers = options.prices.hidePrices
    ? undefined
    : product.declination.map((declination) => ({
        '@type': 'Offer',
        sku: String(declination.id),
        name: declination.label,
        url: `${options.origin}${declinationHref(options.path, declination.id)}`,
        price: priceWithDiscount(declination.price, declination.discount).toFixed(2),
        priceCurrency: 'EUR',
        availability: schemaAvailability(stockLabel(options.stock, declination.quantity)),
        itemCondition: 'https://schema.org/NewCondition',
        ...delivery,
      }));
  return {
    '@type': 'Product',
    name: product.name,
    url,
    description: productSummary(product, t, 500),
    ...(product.images.length > 0
      ? { image: product.images.map((image) => new URL(image.src, options.origin).href) }
      : {}),
    brand: { '@type': 'Brand', name: options.brand },
    ...(product.kind ? { category: t.t(`shop.kindWine.${product.kind}`) } : {}),
    // The box's reference, else the product's own number on this shop (what the offers' SKUs,
    // the declinations' numbers, belong to).
    sku: product.box?.reference || `P${product.id}`,
    ...(offers ? { offers } : {}),
  };
}
