import { beforeAll, describe, expect, it } from 'vitest';
import { lastParisDays, parisDayStart } from '../../../src/domain/site/dashboard-days';
import type { Dashboard } from '../../../src/schema/site/dashboard';
import { ADMIN, adminCall, login, MEMBER, WINE_ADMIN, adminLogin } from '../support/accounts';
import { MASSAGE_SITE_ID, unique, WINE_SITE_ID } from '../support/factories';
import { WINE_HOST } from '../support/http';
import { insertMessage, insertOrder, insertVisit } from '../support/people';

// The owner's dashboard: per Paris day of the last N days, campaign visits by source, paid
// orders and revenue (shops only) and messages, from the rows of the site's own tables.

let owner: string;
let wineOwner: string;

beforeAll(async () => {
  [owner, wineOwner] = await Promise.all([adminLogin(ADMIN), adminLogin(WINE_ADMIN, WINE_HOST)]);
});

const minutes = (n: number) => n * 60_000;
const at = (date: string, offsetMinutes: number) =>
  new Date(parisDayStart(date).getTime() + minutes(offsetMinutes));

const dashboard = async (token: string, query = '', host = 'localhost') => {
  const { status, body } = await adminCall<Dashboard>(
    'GET',
    `/admin/dashboard${query}`,
    token,
    undefined,
    host,
  );
  expect(status).toBe(200);
  return body.data;
};
const dayOf = (board: Dashboard, date: string) => {
  const day = board.days.find((candidate) => candidate.date === date);
  if (!day) throw new Error(`no day ${date}`);
  return day;
};

describe('GET /admin/dashboard', () => {
  it('buckets visits by Paris day and source, counting a late-evening UTC visit on the next Paris day', async () => {
    const dates = lastParisDays(new Date(), 30);
    const today = dates[29]!;
    const tenDaysAgo = dates[19]!;
    const source = unique('affiche');
    const before = await dashboard(owner);
    // Ten minutes after Paris midnight is still the previous day in UTC (22:10 or 23:10).
    await insertVisit(MASSAGE_SITE_ID, source, at(tenDaysAgo, 10));
    await insertVisit(MASSAGE_SITE_ID, source, at(tenDaysAgo, 60 * 20));
    await insertVisit(MASSAGE_SITE_ID, 'facebook', at(today, 1));
    // One minute before the first day of the period: outside it.
    await insertVisit(MASSAGE_SITE_ID, source, at(dates[0]!, -1));
    await insertVisit(WINE_SITE_ID, source, at(today, 1)); // another site's
    const after = await dashboard(owner);
    expect(after.days.map((day) => day.date)).toEqual(dates);
    expect(after.timeZone).toBe('Europe/Paris');
    expect(dayOf(after, tenDaysAgo).visits - dayOf(before, tenDaysAgo).visits).toBe(2);
    expect(dayOf(after, tenDaysAgo).visitsBySource[source]).toBe(2);
    expect(dayOf(after, dates[18]!).visitsBySource[source]).toBeUndefined();
    expect(
      dayOf(after, today).visitsBySource.facebook! - (dayOf(before, today).visitsBySource.facebook ?? 0),
    ).toBe(1);
    expect(after.totals.visitsBySource[source]).toBe(2);
    expect(after.totals.visits - before.totals.visits).toBe(3);
    expect(after.totals.visits).toBe(after.days.reduce((sum, day) => sum + day.visits, 0));
  });

  it('counts messages per day; a site without a shop has no orders', async () => {
    const dates = lastParisDays(new Date(), 7);
    const before = await dashboard(owner, '?days=7');
    await insertMessage(MASSAGE_SITE_ID, at(dates[2]!, 5));
    await insertMessage(MASSAGE_SITE_ID, at(dates[2]!, 60 * 23 + 50));
    const after = await dashboard(owner, '?days=7');
    expect(after.days).toHaveLength(7);
    expect(dayOf(after, dates[2]!).messages - dayOf(before, dates[2]!).messages).toBe(2);
    expect(after.totals.messages - before.totals.messages).toBe(2);
    expect('orders' in after.totals).toBe(false);
    expect(after.days.every((day) => !('revenueCents' in day))).toBe(true);
  });

  it('counts paid orders and their revenue in cents on the day of payment, on a shop', async () => {
    const dates = lastParisDays(new Date(), 30);
    const day = dates[25]!;
    const before = await dashboard(wineOwner, '', WINE_HOST);
    await insertOrder(WINE_SITE_ID, { totalCents: 4590, paidAt: at(day, 15) });
    await insertOrder(WINE_SITE_ID, { totalCents: 1210, paidAt: at(day, 60 * 12) });
    await insertOrder(WINE_SITE_ID, { totalCents: 9900, paidAt: null }); // awaiting payment
    await insertOrder(WINE_SITE_ID, { totalCents: 7700, paidAt: at(day, 30), status: 'CANCELLED' });
    await insertOrder(MASSAGE_SITE_ID, { totalCents: 5000, paidAt: at(day, 30) }); // another site's
    const after = await dashboard(wineOwner, '', WINE_HOST);
    expect(dayOf(after, day).orders! - dayOf(before, day).orders!).toBe(2);
    expect(dayOf(after, day).revenueCents! - dayOf(before, day).revenueCents!).toBe(5800);
    expect(after.totals.revenueCents! - before.totals.revenueCents!).toBe(5800);
    expect(after.totals.orders! - before.totals.orders!).toBe(2);
  });

  it('refuses a bad number of days in French', async () => {
    for (const days of ['0', '91', 'trente', '2.5']) {
      const { status, body } = await adminCall('GET', `/admin/dashboard?days=${days}`, owner);
      expect(status, days).toBe(400);
      expect(body.message).toBe('Le nombre de jours est un entier de 1 à 90.');
    }
    expect((await dashboard(owner, '?days=90')).days).toHaveLength(90);
    expect((await dashboard(owner, '?days=1')).days).toHaveLength(1);
  });

  it('refuses visitors, members and another site’s admin', async () => {
    expect((await adminCall('GET', '/admin/dashboard', null)).status).toBe(401);
    expect((await adminCall('GET', '/admin/dashboard', await login(MEMBER))).status).toBe(401);
    expect((await adminCall('GET', '/admin/dashboard', wineOwner)).status).toBe(403);
  });
});
