import { env } from 'cloudflare:workers';
import { offeredDays, type WeeklySlot } from '../../../src/domain/delivery/collect-slots';
import { adminCall } from './accounts';
import { api, WINE_HOST } from './http';

// Orders placed through the API for the checkout page tests: click and collect at the wine
// estate on the first slot offered (no carrier needed), six bottles of the first wine listed.

const WINE_SITE_ID = 2;

async function firstWineDeclination(): Promise<number> {
  const { body } = await api<{ products: { type: { type: string }; declination: { id: number }[] }[] }>(
    '/product?nbItem=20',
    { host: WINE_HOST },
  );
  const wine = body.data.products.find(
    (product) => product.type.type === 'WINE' && product.declination.length > 0,
  );
  const id = wine?.declination[0]?.id;
  if (id === undefined) throw new Error('no wine in the demo catalogue');
  return id;
}

async function estateSlot(): Promise<{ idAddress: number; idSchedule: number; date: string }> {
  const address = await env.DB.prepare(
    "SELECT id FROM company_addresses WHERE site_id = ? AND name = 'Domaine et caveau'",
  )
    .bind(WINE_SITE_ID)
    .first<{ id: number }>();
  if (!address) throw new Error('no estate address');
  const { results } = await env.DB.prepare(
    'SELECT id, weekday, opens, closes FROM address_opening_hours WHERE site_id = ? AND address_id = ?',
  )
    .bind(WINE_SITE_ID, address.id)
    .all<WeeklySlot>();
  const [day] = offeredDays(results, { now: new Date(), leadHours: 72 });
  const slot = day?.slots[0];
  if (!day || !slot) throw new Error('no pick-up slot offered');
  return { idAddress: address.id, idSchedule: slot.idSchedule, date: day.date };
}

/** Places a click-and-collect order for the member behind `token`; answers its id and reference. */
export async function placeCollectOrder(token: string): Promise<{ id: number; reference: string }> {
  const [declination, slot] = await Promise.all([firstWineDeclination(), estateSlot()]);
  const billing = {
    firstname: 'Thomas',
    lastname: 'Lefèvre',
    address: '12 rue Beaurepaire',
    addressPart2: '',
    postalCode: '49400',
    city: 'Saumur',
    country: { id: 250, alphaTwo: 'FR', alphaThree: 'FRA' },
  };
  const { status, body } = await api<{ order: { id: number; reference: string } }>('/order', {
    host: WINE_HOST,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: token,
      'idempotency-key': crypto.randomUUID(),
    },
    body: JSON.stringify({
      products: [{ id: declination, quantity: 6 }],
      user: { phone: '06 12 34 56 78' },
      address: { delivery: null, billing },
      message: '',
      dateSchedule: slot.date,
      idSchedule: slot.idSchedule,
      idAddress: slot.idAddress,
      delivery: { type: 'CLICK_AND_COLLECT' },
    }),
  });
  if (status !== 201 && status !== 200) throw new Error(`POST /order ${status}: ${body.message}`);
  return body.data.order;
}

export async function setOrderStatus(adminToken: string, id: number, status: string): Promise<number> {
  return (await adminCall('PUT', `/admin/order/${id}/status`, adminToken, { status }, WINE_HOST)).status;
}
