import type { MessageKey } from '../../i18n/messages.ts';
import { frenchLongDay, longDay } from '../delivery/collect-label.ts';
import type {
  AccessPoint,
  CartLine,
  CartState,
  ClickAndCollect,
  DeliveryType,
  PostalAddress,
} from '../../schema/catalogue/cart.ts';

// The checkout as pure functions: which steps a delivery type goes through, what
// each step still needs (message keys), the request the shipping-fee calculation sends and
// the guard that lets only the latest one answer, and the POST /order payload. The checkout
// island (src/ui/islands/Checkout.tsx) only renders these and calls the API; every amount it
// shows comes from the provider's answers. Type imports only: zod stays out of the browser.

export type CheckoutStep = 'mode' | 'delivery' | 'contact' | 'review';

/** Each step's title, as a message key (catalogues/shop.ts). */
export const STEP_TITLES = {
  mode: 'checkout.step.mode',
  delivery: 'checkout.step.delivery',
  contact: 'checkout.step.contact',
  review: 'checkout.step.review',
} as const satisfies Readonly<Record<CheckoutStep, MessageKey>>;

/** The steps of a delivery type, in order: without delivery there is nothing to choose there. */
export function checkoutSteps(deliveryType: DeliveryType): CheckoutStep[] {
  return deliveryType === 'no_delivery'
    ? ['mode', 'contact', 'review']
    : ['mode', 'delivery', 'contact', 'review'];
}

/** What the checkout needs besides the cart store's state. */
interface CheckoutExtras {
  billingSameAsShipping: boolean;
  acceptedTerms: boolean;
}

export type CheckoutInput = Pick<
  CartState,
  | 'deliveryType'
  | 'clickAndCollect'
  | 'accessPointAddress'
  | 'city'
  | 'country'
  | 'carrier'
  | 'address'
  | 'phone'
> &
  CheckoutExtras & { lines: readonly Pick<CartLine, 'quantity'>[] };

const PHONE = /^\+?[0-9][0-9 .-]{7,18}[0-9]$/;
const POSTAL_CODE = /^[0-9A-Za-z][0-9A-Za-z -]{1,9}$/;

/**
 * A missing or wrong field, as a message key and its values: the island shows it in the
 * page's language (catalogues/shop.ts), this module stays free of any language.
 */
export interface CheckoutProblem {
  key: MessageKey;
  values?: Record<string, string>;
}

const problem = (key: MessageKey, values?: Record<string, string>): CheckoutProblem =>
  values ? { key, values } : { key };

/** A phone number as people type it: digits with spaces, dots or dashes, an optional +. */
export function phoneProblem(phone: string): CheckoutProblem | null {
  const trimmed = phone.trim();
  if (trimmed === '') return problem('checkout.problem.phoneRequired');
  if (!PHONE.test(trimmed)) return problem('checkout.problem.phoneInvalid');
  return null;
}

/** The missing fields of a postal address, named for the form it belongs to. */
function addressProblems(address: PostalAddress, form: 'shipping' | 'billing'): CheckoutProblem[] {
  const missing: string[] = [];
  if (address.firstname.trim() === '') missing.push('firstname');
  if (address.lastname.trim() === '') missing.push('lastname');
  if (address.address.trim() === '') missing.push('address');
  if (!POSTAL_CODE.test(address.postalCode.trim())) missing.push('postalCode');
  if (address.city.trim() === '') missing.push('city');
  if (!address.country) missing.push('country');
  return missing.map((field) => problem('checkout.problem.address', { form, field }));
}

/** Click and collect needs a pick-up address, a date and the opening slot it falls in. */
function clickAndCollectProblems(choice: ClickAndCollect): CheckoutProblem[] {
  const problems: CheckoutProblem[] = [];
  if (choice.idAddress === null) problems.push(problem('checkout.problem.collectPlace'));
  if (choice.date === null || choice.idSchedule === null)
    problems.push(problem('checkout.problem.collectDate'));
  return problems;
}

/** What a step still needs before the buyer can go on; an empty list means it is complete. */
export function stepProblems(step: CheckoutStep, input: CheckoutInput): CheckoutProblem[] {
  switch (step) {
    case 'mode':
      return input.lines.length === 0 ? [problem('checkout.empty')] : [];
    case 'delivery':
      if (input.deliveryType === 'clickAndCollect') return clickAndCollectProblems(input.clickAndCollect);
      if (input.deliveryType === 'no_delivery') return [];
      return deliveryProblems(input);
    case 'contact': {
      const problems: CheckoutProblem[] = [];
      if (input.deliveryType === 'delivery') {
        problems.push(...addressProblems(input.address.shipping, 'shipping'));
      }
      if (input.deliveryType !== 'delivery' || !input.billingSameAsShipping) {
        problems.push(...addressProblems(input.address.billing, 'billing'));
      }
      const phone = phoneProblem(input.phone);
      if (phone) problems.push(phone);
      return problems;
    }
    case 'review':
      return input.acceptedTerms ? [] : [problem('checkout.problem.terms')];
  }
}

function deliveryProblems(input: CheckoutInput): CheckoutProblem[] {
  const problems: CheckoutProblem[] = [];
  if (!input.country) problems.push(problem('checkout.problem.country'));
  if (!input.city) problems.push(problem('checkout.problem.city'));
  if (!input.carrier) problems.push(problem('checkout.problem.carrier'));
  else if (input.carrier.deliveryType === 'PICKUP' && !input.accessPointAddress)
    problems.push(problem('checkout.problem.relay'));
  return problems;
}

/** A step can be opened once every step before it is complete. */
export function canOpenStep(step: CheckoutStep, input: CheckoutInput): boolean {
  const steps = checkoutSteps(input.deliveryType);
  const index = steps.indexOf(step);
  if (index < 0) return false;
  return steps.slice(0, index).every((before) => stepProblems(before, input).length === 0);
}

export function nextStep(step: CheckoutStep, deliveryType: DeliveryType): CheckoutStep {
  const steps = checkoutSteps(deliveryType);
  const index = steps.indexOf(step);
  return steps[Math.min(steps.length - 1, index + 1)] ?? 'review';
}

export function previousStep(step: CheckoutStep, deliveryType: DeliveryType): CheckoutStep {
  const steps = checkoutSteps(deliveryType);
  const index = steps.indexOf(step);
  return steps[Math.max(0, index - 1)] ?? 'mode';
}

/** Every problem of every step: the order is sent only when this is empty. */
export function checkoutProblems(input: CheckoutInput): CheckoutProblem[] {
  return checkoutSteps(input.deliveryType).flatMap((step) => stepProblems(step, input));
}

// ── Shipping-fee calculation: the last request wins ──────────────────────────────────────

/** Body of POST /calculate/shipping-fees (idDeclination: the sellable, see the cart contract). */
export interface ShippingFeesRequest {
  products: { idProduct: number; idDeclination: number | null; quantity: number }[];
  postalCode: string;
  country: number;
}

/** The lines as the provider prices them: box lines without a declination use their product's. */
export function productsPayload(
  lines: readonly Pick<CartLine, 'product' | 'declinationId' | 'quantity'>[],
): { id: number; quantity: number }[] {
  return lines.map((line) => ({ id: sellableId(line), quantity: line.quantity }));
}

/** The declination id of a line (a box has exactly one declination). */
function sellableId(line: Pick<CartLine, 'product' | 'declinationId'>): number {
  return line.declinationId ?? line.product.declination[0]?.id ?? line.product.id;
}

/** null until the country, postal code and lines are all known: nothing to calculate yet. */
export function shippingFeesRequest(
  lines: readonly Pick<CartLine, 'product' | 'declinationId' | 'quantity'>[],
  postalCode: string,
  countryId: number | null,
): ShippingFeesRequest | null {
  const code = postalCode.trim();
  if (lines.length === 0 || countryId === null || !POSTAL_CODE.test(code)) return null;
  return {
    products: lines.map((line) => ({
      idProduct: line.product.id,
      idDeclination: sellableId(line),
      quantity: line.quantity,
    })),
    postalCode: code,
    country: countryId,
  };
}

/**
 * The postal code to quote shipping for: the chosen relay point's once a relay carrier and a
 * point are chosen, since the order prices a relay delivery from the point's own address
 * and the summary must show that price; else the delivery postal code.
 */
export function quotePostalCode(
  state: Pick<CartState, 'carrier' | 'accessPointAddress'>,
  deliveryPostalCode: string,
): string {
  const point = state.carrier?.deliveryType === 'PICKUP' ? state.accessPointAddress : null;
  return point?.zipCode ?? deliveryPostalCode;
}

/**
 * Never two calculations at once, the last one wins: starting a request
 * aborts the one in flight, and an answer is applied only if its request is still the latest.
 */
export interface LatestOnly {
  /** Starts a request: aborts the previous one; `signal` goes to fetch. */
  start(): { ticket: number; signal: AbortSignal };
  /** Whether the request with this ticket is still the one whose answer counts. */
  isLatest(ticket: number): boolean;
  /** Forgets every request in flight (e.g. when the delivery type changes). */
  cancel(): void;
}

export function latestOnly(): LatestOnly {
  let latest = 0;
  let controller: AbortController | null = null;
  return {
    start() {
      controller?.abort();
      controller = new AbortController();
      latest += 1;
      return { ticket: latest, signal: controller.signal };
    },
    isLatest: (ticket) => ticket === latest,
    cancel() {
      controller?.abort();
      controller = null;
      latest += 1;
    },
  };
}

// ── The order ────────────────────────────────────────────────────────────────────────────

export type OrderDeliveryType = 'DELIVERY' | 'PICKUP' | 'CLICK_AND_COLLECT' | 'NO_DELIVERY';

type OrderAddressPayload = PostalAddress;

/** POST /order (its payload: src/schema/orders/order.ts). Prices are never sent: the server computes them. */
export interface OrderPayload {
  products: { id: number; quantity: number }[];
  user: { phone: string };
  address: { delivery: OrderAddressPayload | null; billing: OrderAddressPayload };
  discountCode: string | null;
  message: string;
  dateSchedule: string | null;
  idSchedule: number | null;
  idAddress: number | null;
  delivery: {
    type: OrderDeliveryType;
    idCarrier: number | null;
    serviceCode: string | null;
    accessPoint: AccessPoint | null;
  };
  deliveryPostalCode: string | null;
  deliveryIdCountry: number | null;
}

const addressPayload = (address: PostalAddress): OrderAddressPayload => ({
  firstname: address.firstname.trim(),
  lastname: address.lastname.trim(),
  address: address.address.trim(),
  addressPart2: address.addressPart2.trim(),
  postalCode: address.postalCode.trim(),
  city: address.city.trim(),
  country: address.country,
});

export function orderDeliveryType(input: Pick<CartState, 'deliveryType' | 'carrier'>): OrderDeliveryType {
  if (input.deliveryType === 'clickAndCollect') return 'CLICK_AND_COLLECT';
  if (input.deliveryType === 'no_delivery') return 'NO_DELIVERY';
  return input.carrier?.deliveryType === 'PICKUP' ? 'PICKUP' : 'DELIVERY';
}

export function orderPayload(
  state: Pick<
    CartState,
    | 'deliveryType'
    | 'clickAndCollect'
    | 'accessPointAddress'
    | 'city'
    | 'country'
    | 'carrier'
    | 'address'
    | 'phone'
    | 'message'
    | 'discount'
  > & { lines: readonly Pick<CartLine, 'product' | 'declinationId' | 'quantity'>[] },
  billingSameAsShipping: boolean,
): OrderPayload {
  const delivering = state.deliveryType === 'delivery';
  const collecting = state.deliveryType === 'clickAndCollect';
  const type = orderDeliveryType(state);
  const shipping = addressPayload(state.address.shipping);
  const code = state.discount.value.trim();
  return {
    products: productsPayload(state.lines),
    user: { phone: state.phone.trim() },
    address: {
      delivery: delivering ? shipping : null,
      billing: delivering && billingSameAsShipping ? shipping : addressPayload(state.address.billing),
    },
    discountCode: code === '' || state.discount.total === null ? null : code,
    message: state.message.trim(),
    dateSchedule: collecting ? state.clickAndCollect.date : null,
    idSchedule: collecting ? state.clickAndCollect.idSchedule : null,
    idAddress: collecting ? state.clickAndCollect.idAddress : null,
    delivery: {
      type,
      idCarrier: delivering ? (state.carrier?.id ?? null) : null,
      serviceCode: delivering ? (state.carrier?.serviceCode ?? null) : null,
      accessPoint: type === 'PICKUP' ? state.accessPointAddress : null,
    },
    deliveryPostalCode: delivering ? (state.city?.postalCode ?? null) : null,
    deliveryIdCountry: delivering ? (state.country?.id ?? null) : null,
  };
}

/**
 * An Idempotency-Key kept across retries of the same submission: the same order content
 * keeps its key (a retried « Commander » returns the same order), a changed order gets a new one.
 */
export function idempotencyKeyFor(
  previous: { key: string; fingerprint: string } | null,
  payload: OrderPayload,
  newKey: () => string,
): { key: string; fingerprint: string } {
  const fingerprint = JSON.stringify(payload);
  if (previous && previous.fingerprint === fingerprint) return previous;
  return { key: newKey(), fingerprint };
}

// ── The summary ──────────────────────────────────────────────────────────────────────────

export interface CheckoutFigures {
  subtotal: number | null; // from POST /order/validate
  shipping: number | null; // the chosen carrier's price from POST /calculate/shipping-fees
  discount: { subtotal: number | null; shippingFees: number | null; total: number | null } | null;
}

/** What the summary shows. With a discount the provider's figures are shown as they came. */
export function summaryAmounts(figures: CheckoutFigures): {
  subtotal: number | null;
  shipping: number | null;
  reduction: number | null;
  total: number | null;
} {
  const { subtotal, shipping, discount } = figures;
  if (discount && discount.total !== null) {
    const before = (subtotal ?? 0) + (shipping ?? 0);
    return {
      subtotal,
      shipping,
      reduction: roundCents(before - discount.total),
      total: discount.total,
    };
  }
  const total = subtotal === null ? null : roundCents(subtotal + (shipping ?? 0));
  return { subtotal, shipping, reduction: null, total };
}

const roundCents = (euros: number): number => Math.round(euros * 100) / 100;

/** « samedi 28 novembre 2026 » for 2026-11-28 (the date as written, whatever the time zone). */
export function frenchDay(date: string): string {
  // The one French long-date formatter (src/domain/delivery/collect-label.ts), with the year.
  const day = frenchLongDay(date);
  return day === date ? date : `${day} ${date.slice(0, 4)}`;
}

/**
 * A pick-up date offered, as the buyer reads it: « samedi 28 novembre 2026, 10:00–12:00 »
 * (en-GB: « Saturday 28 November 2026, 10:00–12:00 »), in the language of `tag`.
 */
export function slotLabel(date: string, opens: string, closes: string, tag = 'fr-FR'): string {
  const long = longDay(date, tag);
  const day = long === date ? date : `${long} ${date.slice(0, 4)}`;
  return opens === '' ? day : `${day}, ${opens}–${closes}`;
}

// ── After a failure: the stock as the server has it ──────────────────────────────────────

/** PUT /product/quantities answers each declination's stock (quantity) and setQuantity. */
export interface DeclinationStock {
  id: number;
  quantity: number | null;
  setQuantity: number | null;
}

/**
 * The lines with their declinations' stock refreshed from the server (after
 * ordering or validation failures). Quantities the buyer chose are kept: the cart rules and
 * the server's message say what to change.
 */
export function withServerStock<L extends Pick<CartLine, 'product'>>(
  lines: readonly L[],
  stock: readonly DeclinationStock[],
): L[] {
  const byId = new Map(stock.map((entry) => [entry.id, entry]));
  return lines.map((line) => {
    if (!line.product.declination.some((declination) => byId.has(declination.id))) return line;
    return {
      ...line,
      product: {
        ...line.product,
        declination: line.product.declination.map((declination) => {
          const fresh = byId.get(declination.id);
          return fresh
            ? { ...declination, quantity: fresh.quantity, setQuantity: fresh.setQuantity }
            : declination;
        }),
      },
    };
  });
}

/** Without delivery is offered only when no line carries shipping fees (e.g. tasting tickets). */
export function noDeliveryAllowed(lines: readonly Pick<CartLine, 'product'>[]): boolean {
  return lines.length > 0 && lines.every((line) => line.product.hasShippingFees === false);
}

// ── Where the shop delivers ──────────────────────────────────────────────────────────────

/** The European Union's members (ISO 3166 alpha-2): where a shop not selling worldwide ships. */
const EUROPEAN_UNION = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const;

/**
 * The countries offered for delivery (GET /countries restricted by the shop's parameters):
 * ONLY_SELL_IN_FRANCE, the stricter, wins; else SELLS_WORLDWIDE offers every country; else
 * the European Union.
 */
export function deliveryCountries<T extends { alphaTwo: string }>(
  countries: readonly T[],
  settings: { sellsWorldwide: boolean; onlyFrance: boolean },
): T[] {
  const code = (country: T) => country.alphaTwo.toUpperCase();
  if (settings.onlyFrance) return countries.filter((country) => code(country) === 'FR');
  if (settings.sellsWorldwide) return [...countries];
  const union: readonly string[] = EUROPEAN_UNION;
  return countries.filter((country) => union.includes(code(country)));
}

/**
 * The country a billing address starts with when the buyer has not chosen one: the delivery
 * step's rule (a shop selling to one country chooses it for the buyer), else the country the
 * buyer already chose for delivery. Pick-up orders have no delivery step, so without this their
 * billing country stayed empty.
 */
export function prefilledCountry<C extends { id: number }>(
  countries: readonly C[],
  chosenId: number | null,
): C | null {
  if (countries.length === 1) return countries[0] ?? null;
  return countries.find((country) => country.id === chosenId) ?? null;
}
