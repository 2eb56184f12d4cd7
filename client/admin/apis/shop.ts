import { pick, type AdminRecord, type ResourceApi } from '../resource-types';

// The shop (e-commerce sites only): catalogue, stock, orders, discounts, delivery. The
// settings lists (discounts, carriers, zones, relay points, variations, awards, meal icons) are
// answered whole by the API, which has no read of one record: the data provider finds it in
// the list (oneFromList). Each toInput sends exactly what the endpoint's schema validates.

type Row = Record<string, unknown>;

const rows = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : []);
const num = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const parsed = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(parsed) ? parsed : null;
};
const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
/** A date input's value (Date or ISO text) as the instant the API validates, or null. */
const instant = (value: unknown): string | null => {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? value : parsed.toISOString();
};

// ---- Catalogue ---------------------------------------------------------------------------

const PRODUCT_TEXT_FIELDS = [
  'name',
  'description',
  'tastingNotes',
  'appellation',
  'region',
  'servingTemperature',
  'ageingPotential',
] as const;

/** A product as the forms edit it: its type as a code, its meal icons as ids. */
export function productToRecord(data: unknown): AdminRecord {
  const product = data as Row & { id: number };
  const type = product.type as { type?: string } | string | undefined;
  const box = product.box as Row | null | undefined;
  return {
    ...product,
    type: typeof type === 'string' ? type : (type?.type ?? 'WINE'),
    mealIconIds: rows(product.mealIcons).map((icon) => icon.id as number),
    box: box
      ? {
          ...box,
          items: rows(box.products).map((item) => ({
            declinationId: item.declinationId,
            quantity: item.quantity,
          })),
        }
      : null,
  };
}

/** A declination's body (POST or PUT): the stock itself only at creation (`quantity`). */
export function declinationToInput(record: Row, withStock = false): Row {
  const discount = record.discount as { type?: unknown; amount?: unknown } | null | undefined;
  const discountAmount = num(discount?.amount);
  const capacity = num(record.capacity);
  const input: Row = {
    year: num(record.year),
    capacity,
    capacityUnit: capacity === null ? null : (textOrNull(record.capacityUnit)?.toLowerCase() ?? 'cl'),
    price: num(record.price) ?? 0,
    discount:
      discount && typeof discount.type === 'string' && discountAmount !== null && discountAmount > 0
        ? { type: discount.type, amount: discountAmount }
        : null,
    setQuantity: num(record.setQuantity),
    sellByMultipleOf: num(record.sellByMultipleOf) ?? 1,
    variations: Array.isArray(record.variations) ? record.variations : [],
  };
  if (withStock) input.quantity = num(record.quantity) ?? 0;
  return input;
}

/** The product's body: a create (no id) carries its declinations, an update never does. */
export function productToInput(record: Row): Row {
  const type = record.type === 'BOX' ? 'BOX' : 'WINE';
  const slug = textOrNull(record.slug);
  const input: Row = {
    type,
    ...pick(record, PRODUCT_TEXT_FIELDS),
    ...(slug ? { slug } : {}),
    kind: textOrNull(record.kind),
    alcohol: num(record.alcohol),
    isVintage: type === 'BOX' ? false : record.isVintage === true,
    hasShippingFees: record.hasShippingFees !== false,
    isPublished: record.isPublished === true,
    order: num(record.order) ?? 0,
    grapeVarieties: rows(record.grapeVarieties).map((grape) => ({
      name: grape.name,
      percent: num(grape.percent),
    })),
    tags: Array.isArray(record.tags) ? record.tags : [],
    images: rows(record.images).map((image) => ({
      src: image.src,
      alt: typeof image.alt === 'string' ? image.alt : '',
      width: num(image.width),
      height: num(image.height),
    })),
    mealIconIds: Array.isArray(record.mealIconIds) ? record.mealIconIds : [],
  };
  const box = record.box as Row | null | undefined;
  input.box =
    type === 'BOX' && box
      ? {
          reference: typeof box.reference === 'string' ? box.reference : '',
          items: rows(box.items ?? box.products).map((item) => ({
            declinationId: num(item.declinationId),
            quantity: num(item.quantity),
          })),
        }
      : null;
  if (record.id === undefined) {
    input.declinations = rows(record.declination).map((declination) => declinationToInput(declination, true));
  }
  return input;
}

// ---- Orders ------------------------------------------------------------------------------

/** A status change: the new status and the note the buyer reads in the e-mail. */
/** A status change: the message to the customer (e-mailed) and the internal note (never sent). */
export function orderStatusToInput(record: Row): Row {
  const note = textOrNull(record.note);
  const customerMessage = textOrNull(record.customerMessage);
  const internalNote = textOrNull(record.internalNote);
  return {
    status: record.status,
    ...(customerMessage ? { customerMessage } : {}),
    ...(internalNote ? { internalNote } : note ? { note } : {}),
  };
}

// ---- Discounts and delivery --------------------------------------------------------------

export function discountToInput(record: Row): Row {
  return {
    code: record.code,
    label: typeof record.label === 'string' ? record.label : '',
    type: record.type,
    amount: num(record.amount),
    detailType: record.detailType === 'SHIPPING_FEES' ? 'SHIPPING_FEES' : null,
    startsAt: instant(record.startsAt),
    endsAt: instant(record.endsAt),
    minSubtotal: num(record.minSubtotal) ?? 0,
    maxUses: num(record.maxUses),
    maxUsesPerMember: num(record.maxUsesPerMember),
    isActive: record.isActive !== false,
  };
}

export function carrierToInput(record: Row): Row {
  return {
    name: record.name,
    serviceCode: record.serviceCode,
    deliveryType: record.deliveryType,
    isActive: record.isActive !== false,
    position: num(record.position) ?? 0,
    rates: rows(record.rates).map((rate) => ({
      zoneId: num(rate.zoneId),
      minBottles: num(rate.minBottles) ?? 0,
      maxBottles: num(rate.maxBottles),
      price: num(rate.price),
    })),
  };
}

export function zoneToInput(record: Row): Row {
  return {
    name: record.name,
    position: num(record.position) ?? 0,
    areas: rows(record.areas).map((area) => ({
      countryId: num(area.countryId),
      postalCodePrefix: typeof area.postalCodePrefix === 'string' ? area.postalCodePrefix.trim() : '',
    })),
  };
}

function relayPointToInput(record: Row): Row {
  return {
    ...pick(record, ['code', 'name', 'addLine1', 'zipCode', 'city', 'country']),
    latitude: num(record.latitude),
    longitude: num(record.longitude),
    icon: typeof record.icon === 'string' ? record.icon : '',
    isActive: record.isActive !== false,
    openingHours: rows(record.openingHours).map((slot) => ({
      weekday: num(slot.weekday),
      opens: typeof slot.opens === 'string' ? slot.opens : '',
      closes: typeof slot.closes === 'string' ? slot.closes : '',
    })),
  };
}

/** A pick-up address's week: its slots as the editor shows them, keyed by the address. */
export function collectScheduleToRecord(data: unknown): AdminRecord {
  const schedule = data as { idAddress: number; name: string; slots: unknown };
  return {
    id: schedule.idAddress,
    name: schedule.name,
    slots: rows(schedule.slots).map((slot) => ({
      weekday: slot.weekday,
      opens: slot.opens,
      closes: slot.closes,
    })),
  };
}

export function collectScheduleToInput(record: Row): Row {
  return {
    slots: rows(record.slots).map((slot) => ({
      weekday: num(slot.weekday),
      opens: slot.opens,
      closes: slot.closes,
    })),
  };
}

// ---- Variations, awards, meal icons --------------------------------------------------------

function awardToInput(record: Row): Row {
  return {
    productId: num(record.productId),
    competition: record.competition,
    distinction: record.distinction,
    year: num(record.year),
    image: textOrNull(record.image),
  };
}

/** The pick-up addresses: the site's addresses of the click-and-collect type. */
const COLLECT_POINTS_PATH = '/company/address?type=CLICK_AND_COLLECT&nbItem=100';

const whole = (path: string, toInput: (record: Row) => unknown): ResourceApi => ({
  path,
  listKey: null,
  paged: false,
  oneFromList: true,
  toInput,
});

export const shopApis: Record<string, ResourceApi> = {
  products: {
    path: '/admin/product',
    listKey: 'products',
    paged: true,
    toRecord: productToRecord,
    toInput: productToInput,
  },
  orders: {
    path: '/admin/order',
    listKey: 'orders',
    paged: true,
    updatePath: (id) => `/admin/order/${id}/status`,
    toInput: orderStatusToInput,
  },
  discounts: whole('/admin/discount', discountToInput),
  carriers: whole('/admin/carrier', carrierToInput),
  'shipping-zones': whole('/admin/shipping-zone', zoneToInput),
  'relay-points': whole('/admin/relay/point', relayPointToInput),
  'collect-points': {
    path: COLLECT_POINTS_PATH,
    listKey: 'addresses',
    paged: false,
    getPath: (id) => `/admin/click-and-collect/${id}/schedules`,
    updatePath: (id) => `/admin/click-and-collect/${id}/schedules`,
    toRecord: collectScheduleToRecord,
    toListRecord: (data) => data as AdminRecord,
    toInput: collectScheduleToInput,
  },
  variations: whole('/admin/product/variation', (record) => ({
    label: record.label,
    displayLabel: textOrNull(record.displayLabel),
  })),
  awards: whole('/admin/product/award', awardToInput),
  'meal-icons': whole('/admin/product/meal-icon', (record) => pick(record, ['label', 'icon'])),
  // The site's countries, for the zones' areas: a few hundred at most, read whole.
  'shop-countries': { path: '/countries?nbItem=300', listKey: 'countries', paged: false, oneFromList: true },
};
