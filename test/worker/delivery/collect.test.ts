import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { parisInstant } from '../../../src/domain/delivery/collect-slots';
import type { CollectSlots } from '../../../src/schema/delivery/delivery';
import { checkCollectSlot } from '../../../worker/provider/delivery/collect-slot';
import { adminCall, WINE_ADMIN, adminLogin } from '../support/accounts';
import { contentVersionOf } from '../support/delivery';
import { MASSAGE_SITE_ID, WINE_SITE_ID } from '../support/factories';
import { api, MASSAGE_HOST, WINE_HOST } from '../support/http';
import { refusalOf, valueOf } from '../support/result';

// Click and collect on the demo estate: GET /click-and-collect/slots offers dates from now
// plus CLICK_AND_COLLECT_LEAD_HOURS (48 h) within the pick-up address's weekly opening slots,
// and checkCollectSlot (the orders module's re-check) refuses what the list would not offer.

async function addressId(siteId: number, name: string): Promise<number> {
  const row = await env.DB.prepare('SELECT id FROM company_addresses WHERE site_id = ? AND name = ?')
    .bind(siteId, name)
    .first<{ id: number }>();
  if (!row) throw new Error(`no address ${name}`);
  return row.id;
}

const slotsOf = (idAddress: number | string, host = WINE_HOST) =>
  api<CollectSlots>(`/click-and-collect/slots?idAddress=${idAddress}`, { host });

describe('GET /click-and-collect/slots', () => {
  it('offers days after the 48-hour lead time, each slot on its weekday, with ids usable as idSchedule', async () => {
    const estate = await addressId(WINE_SITE_ID, 'Domaine et caveau');
    const started = Date.now();
    const { status, body } = await slotsOf(estate);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ idAddress: estate, name: 'Domaine et caveau', leadHours: 48 });
    expect(body.data.days.length).toBeGreaterThan(5);
    const hours = await env.DB.prepare(
      'SELECT id, weekday, opens, closes FROM address_opening_hours WHERE site_id = ? AND address_id = ?',
    )
      .bind(WINE_SITE_ID, estate)
      .all<{ id: number; weekday: number; opens: string; closes: string }>();
    const byId = new Map(hours.results.map((slot) => [slot.id, slot]));
    for (const day of body.data.days) {
      expect(day.weekday).not.toBe(7); // the estate is closed on Sundays
      for (const slot of day.slots) {
        expect(byId.get(slot.idSchedule)).toMatchObject({
          weekday: day.weekday,
          opens: slot.opens,
          closes: slot.closes,
        });
        // Every slot offered closes after the order can be ready.
        expect(parisInstant(day.date, slot.closes).getTime()).toBeGreaterThan(
          started + 48 * 3_600_000 - 60_000,
        );
      }
    }
  });

  it('answers 404 for an address that is not a pick-up point, another site’s, or off the shop; 400 for a bad id', async () => {
    const practice = await addressId(MASSAGE_SITE_ID, 'Cabinet de Vertou');
    expect((await slotsOf(practice)).status).toBe(404);
    expect((await slotsOf(999_999)).body.message).toBe("Ce point de retrait n'existe pas.");
    expect((await slotsOf('abc')).status).toBe(400);
    expect((await slotsOf(practice, MASSAGE_HOST)).status).toBe(404);
  });
});

describe('checkCollectSlot (re-checked by POST /order)', () => {
  it('accepts what the list offers and refuses the rest in French', async () => {
    const estate = await addressId(WINE_SITE_ID, 'Domaine et caveau');
    const { body } = await slotsOf(estate);
    const day = body.data.days[0];
    const slot = day?.slots[0];
    if (!day || !slot) throw new Error('no slot offered');
    const now = new Date();
    expect(
      valueOf(
        await checkCollectSlot(env.DB, WINE_SITE_ID, {
          idAddress: estate,
          idSchedule: slot.idSchedule,
          dateSchedule: day.date,
          now,
        }),
      ),
    ).toMatchObject({ idAddress: estate, idSchedule: slot.idSchedule, dateSchedule: day.date });

    // The same slot one week earlier is before the lead time.
    const weekBefore = new Date(parisInstant(day.date, '12:00').getTime() - 7 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(
      refusalOf(
        await checkCollectSlot(env.DB, WINE_SITE_ID, {
          idAddress: estate,
          idSchedule: slot.idSchedule,
          dateSchedule: weekBefore,
          now,
        }),
      ),
    ).toMatchObject({
      failure: 'COLLECT_SLOT_REFUSED',
      status: 400,
      message: expect.stringContaining('ne peut pas être prête') as string,
    });
    // The next day is another weekday.
    const nextDay = new Date(parisInstant(day.date, '12:00').getTime() + 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(
      refusalOf(
        await checkCollectSlot(env.DB, WINE_SITE_ID, {
          idAddress: estate,
          idSchedule: slot.idSchedule,
          dateSchedule: nextDay,
          now,
        }),
      ),
    ).toMatchObject({
      failure: 'COLLECT_SLOT_REFUSED',
      status: 400,
      message: expect.stringContaining("n'est pas ouvert le") as string,
    });
    // Another address's slot, a bad date, another site's address.
    const shop = await addressId(WINE_SITE_ID, 'Boutique de Saumur');
    expect(
      refusalOf(
        await checkCollectSlot(env.DB, WINE_SITE_ID, {
          idAddress: shop,
          idSchedule: slot.idSchedule,
          dateSchedule: day.date,
          now,
        }),
      ),
    ).toMatchObject({
      failure: 'COLLECT_SLOT_REFUSED',
      status: 400,
      message: "Ce créneau de retrait n'existe pas pour ce point de retrait.",
    });
    expect(
      refusalOf(
        await checkCollectSlot(env.DB, WINE_SITE_ID, {
          idAddress: estate,
          idSchedule: slot.idSchedule,
          dateSchedule: '2026-02-30',
          now,
        }),
      ),
    ).toMatchObject({ failure: 'COLLECT_SLOT_REFUSED', status: 400 });
    expect(
      refusalOf(
        await checkCollectSlot(env.DB, MASSAGE_SITE_ID, {
          idAddress: estate,
          idSchedule: slot.idSchedule,
          dateSchedule: day.date,
          now,
        }),
      ),
    ).toMatchObject({ failure: 'UNKNOWN_COLLECT_POINT', status: 404 });
  });
});

describe('admin: weekly pick-up slots', () => {
  it('replaces the slots, keeping the ids of those unchanged, and bumps the content version', async () => {
    const token = await adminLogin(WINE_ADMIN, WINE_HOST);
    const shop = await addressId(WINE_SITE_ID, 'Boutique de Saumur');
    const path = `/admin/click-and-collect/${shop}/schedules`;
    expect((await adminCall('GET', path, null, undefined, WINE_HOST)).status).toBe(401);
    const before = await adminCall<{
      slots: { id: number; weekday: number; opens: string; closes: string }[];
    }>('GET', path, token, undefined, WINE_HOST);
    const kept = before.body.data.slots.filter((slot) => slot.weekday !== 7);
    const version = await contentVersionOf(WINE_SITE_ID);
    const saved = await adminCall<{ slots: { id: number; weekday: number }[] }>(
      'PUT',
      path,
      token,
      {
        slots: [
          ...kept.map(({ weekday, opens, closes }) => ({ weekday, opens, closes })),
          { weekday: 7, opens: '10:00', closes: '12:00' },
        ],
      },
      WINE_HOST,
    );
    expect(saved.status).toBe(200);
    expect(await contentVersionOf(WINE_SITE_ID)).toBeGreaterThan(version);
    for (const slot of kept) expect(saved.body.data.slots.map((s) => s.id)).toContain(slot.id);
    const bad = await adminCall(
      'PUT',
      path,
      token,
      { slots: [{ weekday: 8, opens: '10:00', closes: '09:00' }] },
      WINE_HOST,
    );
    expect(bad.status).toBe(400);
    const practice = await addressId(MASSAGE_SITE_ID, 'Cabinet de Vertou');
    expect(
      (await adminCall('GET', `/admin/click-and-collect/${practice}/schedules`, token, undefined, WINE_HOST))
        .status,
    ).toBe(404);
  });
});
