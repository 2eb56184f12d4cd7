import { describe, expect, it } from 'vitest';
import {
  carrierToInput,
  collectScheduleToInput,
  collectScheduleToRecord,
  declinationToInput,
  discountToInput,
  orderStatusToInput,
  productToInput,
  productToRecord,
  zoneToInput,
} from '../../../client/admin/apis/shop';
import { createDataProvider } from '../../../client/admin/data-provider';
import { carrierWriteSchema, zoneWriteSchema } from '../../../src/schema/delivery/delivery';
import { discountWriteSchema } from '../../../src/schema/orders/discount';
import { orderStatusChangeSchema } from '../../../src/schema/orders/order';
import {
  declinationInputSchema,
  declinationUpdateSchema,
  productInputSchema,
  productUpdateSchema,
} from '../../../src/schema/catalogue/product-admin';

// The shop's admin mappings: what a record read from the API becomes in the forms, and the
// body each form sends, checked against the very schemas the endpoints validate.

/** A product as GET /admin/product/{id} answers it (the fields the mapping reads). */
const wine = {
  id: 4,
  name: 'Saumur-Champigny Les Perrières',
  slug: 'saumur-champigny-les-perrieres',
  type: { type: 'WINE' },
  isVintage: true,
  hasShippingFees: true,
  isPublished: true,
  description: '<p>Un rouge de Loire.</p>',
  tastingNotes: 'Fruits rouges',
  kind: 'RED',
  appellation: 'Saumur-Champigny',
  region: 'Loire',
  alcohol: 13,
  servingTemperature: '16 °C',
  ageingPotential: '5 ans',
  grapeVarieties: [{ name: 'Cabernet franc', percent: 100 }],
  tags: ['bio'],
  images: [{ src: '/media/perrieres.jpg', alt: 'La bouteille', width: 600, height: 900 }],
  mealIcons: [
    { id: 2, label: 'Viande rouge', icon: '/media/viande.svg' },
    { id: 5, label: 'Fromage', icon: '/media/fromage.svg' },
  ],
  declination: [
    {
      id: 11,
      year: 2022,
      price: 14.5,
      discount: { type: 'PERCENT', amount: 10 },
      priceWithDiscount: 13.05,
      quantity: 48,
      setQuantity: null,
      sellByMultipleOf: 1,
      capacity: 75,
      capacityUnit: 'cl',
      variations: ['Bio'],
      label: 'Saumur-Champigny Les Perrières 2022 – 75 cl',
    },
  ],
  box: null,
  variations: [],
  price: 13.05,
  order: 3,
};

describe('products', () => {
  it('reads the type as a code and the meal icons as ids', () => {
    const record = productToRecord(wine);
    expect(record.type).toBe('WINE');
    expect(record.mealIconIds).toEqual([2, 5]);
    expect(record.box).toBeNull();
  });

  it('sends back an update the endpoint accepts, without the declinations', () => {
    const input = productToInput(productToRecord(wine));
    expect(input).not.toHaveProperty('declinations');
    expect(input).toMatchObject({
      type: 'WINE',
      name: 'Saumur-Champigny Les Perrières',
      slug: 'saumur-champigny-les-perrieres',
      kind: 'RED',
      mealIconIds: [2, 5],
      images: [{ src: '/media/perrieres.jpg', alt: 'La bouteille', width: 600, height: 900 }],
      grapeVarieties: [{ name: 'Cabernet franc', percent: 100 }],
      order: 3,
      box: null,
    });
    const parsed = productUpdateSchema.safeParse(input);
    expect(parsed.error).toBeUndefined();
  });

  it('creates a wine with its declinations and their opening stock; an empty slug is left out', () => {
    const input = productToInput({
      type: 'WINE',
      name: 'Crémant de Loire',
      slug: '',
      kind: '',
      alcohol: '',
      declination: [{ year: null, capacity: 75, capacityUnit: 'cl', price: 12, quantity: 30 }],
    });
    expect(input).not.toHaveProperty('slug');
    expect(input.kind).toBeNull();
    expect(input.alcohol).toBeNull();
    expect(input.declinations).toEqual([
      {
        year: null,
        capacity: 75,
        capacityUnit: 'cl',
        price: 12,
        discount: null,
        setQuantity: null,
        sellByMultipleOf: 1,
        variations: [],
        quantity: 30,
      },
    ]);
    expect(productInputSchema.safeParse(input).error).toBeUndefined();
  });

  it('turns a box read from the API into its editable content and back', () => {
    const box = {
      ...wine,
      id: 9,
      type: { type: 'BOX' },
      isVintage: false,
      box: {
        idProduct: 9,
        declinationId: 30,
        price: 60,
        discount: null,
        quantity: 5,
        reference: 'COFFRET-3',
        sellByMultipleOf: 3,
        products: [{ idProduct: 4, declinationId: 11, name: 'x', slug: 'x', label: 'x', quantity: 3 }],
      },
    };
    const record = productToRecord(box);
    expect((record.box as { items: unknown }).items).toEqual([{ declinationId: 11, quantity: 3 }]);
    const input = productToInput(record);
    expect(input.box).toEqual({ reference: 'COFFRET-3', items: [{ declinationId: 11, quantity: 3 }] });
    expect(productUpdateSchema.safeParse(input).error).toBeUndefined();
  });
});

describe('declinations', () => {
  it('never sends the stock on an update, and drops an empty discount', () => {
    const update = declinationToInput({ ...wine.declination[0], discount: { type: 'EURO', amount: null } });
    expect(update).not.toHaveProperty('quantity');
    expect(update.discount).toBeNull();
    expect(declinationUpdateSchema.safeParse(update).error).toBeUndefined();
  });

  it('sends the opening stock of a new declination, a capacity without unit in cl', () => {
    const created = declinationToInput(
      { price: '9.5', capacity: 150, quantity: '6', variations: ['Magnum'] },
      true,
    );
    expect(created).toMatchObject({ price: 9.5, capacity: 150, capacityUnit: 'cl', quantity: 6 });
    expect(declinationInputSchema.safeParse(created).error).toBeUndefined();
  });
});

describe('orders, discounts and delivery', () => {
  it('sends a status change with its note only when one was written', () => {
    expect(orderStatusToInput({ id: 3, status: 'SHIPPED', note: '  ' })).toEqual({ status: 'SHIPPED' });
    const withNote = orderStatusToInput({ status: 'SHIPPED', note: 'Colis n° 6A123' });
    expect(withNote).toEqual({ status: 'SHIPPED', note: 'Colis n° 6A123' });
    expect(orderStatusChangeSchema.safeParse(withNote).error).toBeUndefined();
  });

  it('sends the message to the customer and the internal note as two fields', () => {
    const input = orderStatusToInput({
      status: 'PAID',
      customerMessage: 'Merci, votre paiement est bien arrivé.',
      internalNote: 'Virement reçu',
    });
    expect(input).toEqual({
      status: 'PAID',
      customerMessage: 'Merci, votre paiement est bien arrivé.',
      internalNote: 'Virement reçu',
    });
    expect(orderStatusChangeSchema.safeParse(input).error).toBeUndefined();
    expect(orderStatusToInput({ status: 'PAID', customerMessage: ' ', internalNote: '' })).toEqual({
      status: 'PAID',
    });
  });

  it('sends a discount with ISO dates and empty limits as null', () => {
    const input = discountToInput({
      id: 1,
      code: 'NOEL',
      type: 'PERCENT',
      amount: 10,
      detailType: '',
      startsAt: new Date('2026-12-01T00:00:00Z'),
      endsAt: '2026-12-31T23:59',
      maxUses: '',
      maxUsesPerMember: 1,
      uses: 4,
    });
    expect(input).toMatchObject({
      detailType: null,
      startsAt: '2026-12-01T00:00:00.000Z',
      maxUses: null,
      maxUsesPerMember: 1,
      minSubtotal: 0,
      isActive: true,
    });
    expect(input).not.toHaveProperty('uses');
    expect(typeof input.endsAt).toBe('string');
    expect(discountWriteSchema.safeParse(input).error).toBeUndefined();
  });

  it('sends a carrier with its rate table, and a zone with its areas', () => {
    const carrier = carrierToInput({
      id: 2,
      name: 'Colissimo',
      serviceCode: 'colissimo',
      deliveryType: 'DELIVERY',
      isActive: true,
      position: 1,
      rates: [{ id: 8, zoneId: 1, minBottles: 1, maxBottles: null, price: 9.9 }],
    });
    expect(carrier.rates).toEqual([{ zoneId: 1, minBottles: 1, maxBottles: null, price: 9.9 }]);
    expect(carrierWriteSchema.safeParse(carrier).error).toBeUndefined();
    const zone = zoneToInput({ name: 'Corse', areas: [{ countryId: 250, postalCodePrefix: ' 20 ' }] });
    expect(zone).toEqual({ name: 'Corse', position: 0, areas: [{ countryId: 250, postalCodePrefix: '20' }] });
    expect(zoneWriteSchema.safeParse(zone).error).toBeUndefined();
  });

  it('keys a pick-up week by its address and sends its slots only', () => {
    const record = collectScheduleToRecord({
      idAddress: 3,
      name: 'Domaine et caveau',
      slots: [{ id: 40, weekday: 6, opens: '09:00', closes: '12:00' }],
    });
    expect(record).toEqual({
      id: 3,
      name: 'Domaine et caveau',
      slots: [{ weekday: 6, opens: '09:00', closes: '12:00' }],
    });
    expect(
      collectScheduleToInput({ ...record, slots: [{ weekday: '2', opens: '14:00', closes: '18:00' }] }),
    ).toEqual({
      slots: [{ weekday: 2, opens: '14:00', closes: '18:00' }],
    });
  });
});

describe('the shop resources through the data provider', () => {
  it('lists the pick-up addresses, then reads and saves one address’s week', async () => {
    const calls: { path: string; init?: RequestInit }[] = [];
    const provider = createDataProvider((path, init) => {
      calls.push({ path, init });
      const data = path.startsWith('/api/company/address')
        ? { addresses: [{ id: 3, name: 'Domaine et caveau' }], total: 1 }
        : {
            idAddress: 3,
            name: 'Domaine et caveau',
            slots: [{ id: 40, weekday: 6, opens: '09:00', closes: '12:00' }],
          };
      return Promise.resolve(new Response(JSON.stringify({ success: true, data, message: '' })));
    });
    const list = await provider.getList('collect-points', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(list.data).toEqual([{ id: 3, name: 'Domaine et caveau' }]);
    expect(calls[0]?.path).toBe('/api/company/address?type=CLICK_AND_COLLECT&nbItem=100');
    await provider.update('collect-points', {
      id: 3,
      data: { id: 3, name: 'Domaine et caveau', slots: [{ weekday: 6, opens: '09:00', closes: '12:00' }] },
      previousData: { id: 3 },
    });
    expect(calls[1]?.path).toBe('/api/admin/click-and-collect/3/schedules');
    expect(calls[1]?.init?.method).toBe('PUT');
    expect(JSON.parse(calls[1]?.init?.body as string)).toEqual({
      slots: [{ weekday: 6, opens: '09:00', closes: '12:00' }],
    });
  });

  it('moves an order through its status endpoint', async () => {
    const calls: { path: string; init?: RequestInit }[] = [];
    const provider = createDataProvider((path, init) => {
      calls.push({ path, init });
      return Promise.resolve(
        new Response(JSON.stringify({ success: true, data: { id: 7, status: 'PREPARING' }, message: '' })),
      );
    });
    const moved = await provider.update('orders', {
      id: 7,
      data: { id: 7, status: 'PREPARING', note: '' },
      previousData: { id: 7 },
    });
    expect(moved.data).toEqual({ id: 7, status: 'PREPARING' });
    expect(calls[0]?.path).toBe('/api/admin/order/7/status');
    expect(JSON.parse(calls[0]?.init?.body as string)).toEqual({ status: 'PREPARING' });
  });
});
