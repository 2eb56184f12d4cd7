import { orderFulfilment } from '../../../src/domain/catalogue/cart-rules';
import { orderAmounts } from '../../../src/domain/orders/order-amounts';
import type { OrderAddress, OrderAddressSnapshot, OrderInput } from '../../../src/schema/orders/order';
import { validateCart, type CartFailure, type ValidatedCart } from '../catalogue/cart-validation';
import { checkCollectSlot, type CollectSlotFailure } from '../delivery/collect-slot';
import { failure, success, type Result } from '../shared/result';
import { checkDiscount, type AppliedDiscount, type DiscountFailure } from './discount-check';
import {
  DEFAULT_MAX_UNPAID_ORDERS_PER_MEMBER,
  DEFAULT_UNPAID_ORDER_DELAY_HOURS,
  type OrderSettings,
} from './order-settings';
import { DEFAULT_COLLECT_SLOT_CAPACITY } from '../delivery/shipping-parameters';
import type { OrderDraft } from './order.repository';
import { quoteShipping, type ShippingQuoteFailure } from '../delivery/shipping-quote';
import { storedRelayAdapter } from '../delivery/relay-adapter';
import type { RelayPointFinder } from '../delivery/relay-config';
import { destinationOf, type DestinationFailure } from './order-destination';

// POST /order as named steps (CONVENTIONS: validate cart, price delivery, apply discount,
// build the order): every figure comes from D1 through the cart, delivery and discount
// helpers; the client's prices (servicePrice, line prices) are never read.

export interface Buyer {
  id: number;
  email: string;
}

export interface PricedOrder {
  draft: OrderDraft;
  discount: AppliedDiscount | null;
}

const NO_CARRIER = "Ce mode de livraison n'est pas disponible pour cette adresse : choisissez-en un autre.";

/** Why an order cannot be priced: each step's own failures, and the delivery choice's. */
export type CheckoutFailure =
  | CartFailure
  | CollectSlotFailure
  | ShippingQuoteFailure
  | DiscountFailure
  | DestinationFailure
  | 'DELIVERY_CHOICE_INCOMPLETE'
  | 'CARRIER_NOT_OFFERED'
  | 'ORDER_AMOUNT_NOT_POSITIVE';

type DeliveryFailure = Exclude<CheckoutFailure, CartFailure | DiscountFailure | 'ORDER_AMOUNT_NOT_POSITIVE'>;

const incomplete = (message: string) => failure('DELIVERY_CHOICE_INCOMPLETE', message);

const collectSlotCapacity = (settings: OrderSettings) =>
  settings.number('CLICK_AND_COLLECT_SLOT_CAPACITY', DEFAULT_COLLECT_SLOT_CAPACITY);

function snapshot(address: OrderAddress): OrderAddressSnapshot {
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    address: address.address,
    addressPart2: address.addressPart2,
    postalCode: address.postalCode,
    city: address.city,
    countryId: address.country?.id ?? null,
  };
}

interface DeliveryChoice {
  shippingCents: number;
  carrier: OrderDraft['carrier'];
  accessPoint: OrderDraft['accessPoint'];
  collect: OrderDraft['collect'];
  deliveryAddress: OrderAddressSnapshot | null;
  deliveryPostalCode: string | null;
  deliveryCountryId: number | null;
}

async function priceDelivery(
  db: D1Database,
  siteId: number,
  input: OrderInput,
  cart: ValidatedCart,
  settings: OrderSettings,
  now: Date,
  relays: RelayPointFinder,
): Promise<Result<DeliveryChoice, DeliveryFailure>> {
  const { delivery } = input;
  const none: DeliveryChoice = {
    shippingCents: 0,
    carrier: null,
    accessPoint: null,
    collect: null,
    deliveryAddress: null,
    deliveryPostalCode: null,
    deliveryCountryId: null,
  };
  if (delivery.type === 'NO_DELIVERY') {
    if (cart.lines.some((line) => line.sellable.hasShippingFees)) {
      return incomplete('Votre commande doit être livrée ou retirée : choisissez un mode de livraison.');
    }
    return success(none);
  }
  if (delivery.type === 'CLICK_AND_COLLECT') {
    if (!input.idAddress || !input.dateSchedule || !input.idSchedule) {
      return incomplete('Choisissez le lieu, la date et le créneau de retrait.');
    }
    const slot = await checkCollectSlot(db, siteId, {
      idAddress: input.idAddress,
      idSchedule: input.idSchedule,
      dateSchedule: input.dateSchedule,
      now,
      leadHours: settings.number('CLICK_AND_COLLECT_LEAD_HOURS', 24),
      capacity: collectSlotCapacity(settings),
    });
    // An unknown place in an order is a bad choice in the request (400), as a refused slot is.
    if (!slot.ok && slot.failure === 'UNKNOWN_COLLECT_POINT') {
      return failure('COLLECT_SLOT_REFUSED', slot.message, slot.fields);
    }
    if (!slot.ok) return slot;
    // The place and slot as chosen are copied onto the order (migration 0024): a place renamed
    // or a weekly slot edited later does not change what the buyer was told.
    const chosen = slot.value;
    return success({
      ...none,
      collect: {
        idAddress: chosen.idAddress,
        idSchedule: chosen.idSchedule,
        date: chosen.dateSchedule,
        placeName: chosen.addressName,
        placeAddress: chosen.placeAddress,
        opens: chosen.slot.opens,
        closes: chosen.slot.closes,
      },
    });
  }
  // DELIVERY (home) or PICKUP (a carrier's relay point): the carrier's price is quoted again,
  // for the place the parcel goes to and nothing else: the delivery address, or the
  // relay point as the server knows it. deliveryPostalCode / deliveryIdCountry are never read.
  const address = input.address.delivery;
  if (delivery.type === 'DELIVERY' && !address) return incomplete("L'adresse de livraison est obligatoire.");
  if (delivery.type === 'PICKUP' && !delivery.accessPoint) return incomplete('Choisissez un point relais.');
  const destination = await destinationOf(db, siteId, input, relays);
  if (!destination.ok) return destination;
  const { postalCode, country, accessPoint } = destination.value;
  if (!delivery.idCarrier) return incomplete('Choisissez un transporteur.');
  // quoteShipping applies the country rules (a country of the site, SELLS_WORLDWIDE /
  // ONLY_SELL_IN_FRANCE) and prices every carrier serving the address from D1.
  const quoted = await quoteShipping(db, siteId, {
    lines: cart.lines,
    postalCode,
    countryId: country.id,
    subtotalCents: cart.subtotalCents,
  });
  if (!quoted.ok) return quoted;
  const options = quoted.value;
  const wantedType = delivery.type === 'PICKUP' ? 'PICKUP' : 'DELIVERY';
  const option = options.find(
    (candidate) =>
      candidate.idCarrier === delivery.idCarrier &&
      candidate.deliveryType === wantedType &&
      (!delivery.serviceCode || candidate.serviceCode === delivery.serviceCode),
  );
  if (!option) return failure('CARRIER_NOT_OFFERED', NO_CARRIER);
  return success({
    shippingCents: option.free ? 0 : option.priceCents,
    carrier: { id: option.idCarrier, name: option.name, serviceCode: option.serviceCode || null },
    accessPoint,
    collect: null,
    deliveryAddress: address ? snapshot(address) : null,
    deliveryPostalCode: postalCode,
    deliveryCountryId: country.id,
  });
}

/** A reference the buyer can read out on the phone: CMD- and 8 unambiguous characters. */
function newOrderReference(): string {
  const alphabet = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `CMD-${[...bytes].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/** Every check and every amount of a new order, from D1; or the first failure that stops it. */
export async function priceOrder(
  db: D1Database,
  siteId: number,
  buyer: Buyer,
  input: OrderInput,
  settings: OrderSettings,
  now: Date,
  // Where the order's relay point is looked up: the site's relay source (placeOrder passes
  // relayPointFinderFor); the stored points by default.
  relays: RelayPointFinder = (id, near) => storedRelayAdapter(db, siteId).point(id, near),
  /** The shopper's locale: a cart rule's refusal is worded in it. */
  locale = 'fr_FR',
): Promise<Result<PricedOrder, CheckoutFailure>> {
  const validated = await validateCart(
    db,
    siteId,
    input.products.map((line) => ({ id: line.id, quantity: line.quantity })),
    // A pick-up is not an expedition: the bottles-per-expedition rules apply to shipments only.
    orderFulfilment(input.delivery.type),
    locale,
  );
  if (!validated.ok) return validated;
  const cart = validated.value;
  const priced = await priceDelivery(db, siteId, input, cart, settings, now, relays);
  if (!priced.ok) return priced;
  const delivery = priced.value;
  const code = input.discountCode?.trim() ?? '';
  const checked = code
    ? await checkDiscount(db, siteId, {
        code,
        userId: buyer.id,
        subtotalCents: cart.subtotalCents,
        shippingCents: delivery.shippingCents,
        now,
        locale,
      })
    : null;
  if (checked && !checked.ok) return checked;
  const discount = checked?.value ?? null;
  const lines = cart.lines.map((line) => ({
    declinationId: line.sellable.declinationId,
    productId: line.sellable.productId,
    label: line.sellable.label,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    lineTotalCents: line.lineTotalCents,
  }));
  const amounts = orderAmounts({
    lines,
    shippingCents: delivery.shippingCents,
    reductionCents: discount?.reductionCents ?? 0,
    shippingReductionCents: discount?.shippingReductionCents ?? 0,
  });
  if (amounts.totalCents <= 0 && amounts.subtotalCents <= 0) {
    return failure('ORDER_AMOUNT_NOT_POSITIVE', 'Le montant de la commande doit être positif.');
  }
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const delayHours = settings.number('UNPAID_ORDER_DELAY_HOURS', DEFAULT_UNPAID_ORDER_DELAY_HOURS);
  return success({
    discount,
    draft: {
      uid: crypto.randomUUID(),
      reference: newOrderReference(),
      userId: buyer.id,
      email: buyer.email,
      phone: input.user.phone,
      message: input.message,
      deliveryType: input.delivery.type,
      carrier: delivery.carrier,
      accessPoint: delivery.accessPoint,
      collect: delivery.collect,
      deliveryAddress: delivery.deliveryAddress,
      billingAddress: snapshot(input.address.billing),
      deliveryPostalCode: delivery.deliveryPostalCode,
      deliveryCountryId: delivery.deliveryCountryId,
      discount: discount ? { id: discount.idDiscount, code: discount.code } : null,
      amounts,
      lines,
      handleStock: settings.flag('HANDLE_STOCK'),
      limits: {
        unpaidOrders: settings.number('MAX_UNPAID_ORDERS_PER_MEMBER', DEFAULT_MAX_UNPAID_ORDERS_PER_MEMBER),
        collectSlot: collectSlotCapacity(settings),
      },
      paymentDueAt: nowSeconds + Math.round(delayHours * 3600),
      now: nowSeconds,
    },
  });
}
