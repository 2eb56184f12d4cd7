import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createProviderClient, type ProviderClient } from '../../../src/provider/client';
import { ProviderError } from '../../../src/provider/provider-error';
import { app } from '../../../worker/index';
import { inProcessClient } from '../../../worker/provider/in-process-client';
import { siteScope } from '../../../worker/provider/shared/service-context';
import { resolveSiteByHost } from '../../../worker/site/site-resolver';
import { signedInMember } from '../support/account-members';
import { placeCollectOrder } from '../support/checkout-orders';

// The visitor's reads answer the same through both adapters of the provider client: their own
// space (profile, export, newsletter, orders) as the token says, the payment methods, the
// builder's forms, the company's addresses, external apps' public settings, search, countries
// and cities, and delivery (carriers, relay points, pick-up
// slots). Each scenario runs through the in-process adapter (the services called directly) and
// the remote one (the typed HTTP client against this app's own /api); a refusal must carry the
// same status, message and data.

const SITES = [
  { host: 'localhost', siteId: 1, locales: ['fr_FR'], shop: false },
  { host: 'vins.localhost', siteId: 2, locales: ['fr_FR', 'en_GB'], shop: true },
];

type Outcome = { answer: unknown } | { refusal: { status: number; message: string; data: unknown } };

async function outcome(read: () => Promise<unknown>): Promise<Outcome> {
  try {
    return { answer: await read() };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    return { refusal: { status: error.status, message: error.message, data: error.data } };
  }
}

async function adapters(host: string, locale: string, token: string | null) {
  const site = await resolveSiteByHost(env, host);
  if (!site) throw new Error(`no sample site on ${host}`);
  const origin = `http://${host}`;
  const remote = createProviderClient({
    fetch: async (request) => {
      const ctx = createExecutionContext();
      const response = await app.fetch(request, env, ctx);
      await waitOnExecutionContext(ctx);
      return response;
    },
    baseUrl: `${origin}/api`,
    siteId: site.id,
    locale,
    token,
  });
  const local = inProcessClient(remote, {
    db: env.DB,
    site,
    scope: siteScope(site, locale),
    origin,
    requestId: 'contract-test',
    token,
    env,
  });
  return { remote, local };
}

async function firstId(sql: string, siteId: number): Promise<number | null> {
  const row = await env.DB.prepare(sql).bind(siteId).first<{ id: number }>();
  return row?.id ?? null;
}

type Scenario = [string, (c: ProviderClient) => Promise<unknown>];

/** The anonymous scenarios of a site, with ids taken from its own data. */
async function anonymous(siteId: number, client: ProviderClient): Promise<Scenario[]> {
  const form = await firstId('SELECT id FROM forms WHERE site_id = ? ORDER BY id LIMIT 1', siteId);
  const france = await firstId("SELECT id FROM countries WHERE site_id = ? AND alpha_two = 'FR'", siteId);
  const pickUp = await firstId(
    `SELECT at.address_id AS id FROM company_address_types at
       JOIN address_types t ON t.site_id = at.site_id AND t.id = at.type_id
      WHERE at.site_id = ? AND t.code = 'CLICK_AND_COLLECT' ORDER BY at.address_id LIMIT 1`,
    siteId,
  );
  const shop = await client.products({ nbItem: 5 }).catch(() => null);
  const wine = shop?.products.find((product) => product.declination.length > 0);
  const line = wine ? { idProduct: wine.id, idDeclination: wine.declination[0]!.id, quantity: 6 } : null;
  const known: Array<Scenario | null> = [
    form === null ? null : ['form', (c) => c.form(form)],
    france === null ? null : ['cities of a postal code', (c) => c.cities('49400', france)],
    france === null ? null : ['cities by name', (c) => c.cities('Saum', france)],
    france === null ? null : ['too short a city', (c) => c.cities('S', france)],
    pickUp === null ? null : ['collect slots', (c) => c.collectSlots(pickUp)],
    line === null
      ? null
      : ['shipping fees', (c) => c.shippingFees({ products: [line], postalCode: '49400', country: 'FR' })],
    line === null
      ? null
      : ['refused shipping', (c) => c.shippingFees({ products: [line], postalCode: '', country: 'FR' })],
  ];
  return [
    ...known.filter((scenario) => scenario !== null),
    ['logged', (c) => c.logged()],
    ['member', (c) => c.member()],
    ['accountExport', (c) => c.accountExport()],
    ['newsletterLists', (c) => c.newsletterLists()],
    ['newsletterSubscription', (c) => c.newsletterSubscription()],
    ['myOrders', (c) => c.myOrders()],
    ['unknown myOrder', (c) => c.myOrder(987_654)],
    ['paymentMethods', (c) => c.paymentMethods()],
    ['stripePublicKey', (c) => c.stripePublicKey()],
    ['unknown form', (c) => c.form(987_654)],
    ['search', (c) => c.search({ q: 'massage' })],
    ['search page 2', (c) => c.search({ q: 'vin', page: 2, nbItem: 1 })],
    ['search without a word', (c) => c.search({ q: '?!' })],
    ['too short a search', (c) => c.search({ q: 'a' })],
    ['countries', (c) => c.countries({ nbItem: 5 })],
    ['countries by name', (c) => c.countries({ orderBy: 'name', nbItem: 3, page: 2 })],
    ['cities of an unknown country', (c) => c.cities('Saum', 987_654)],
    ['empty cart shipping', (c) => c.shippingFees({ products: [], postalCode: '49400', country: 'FR' })],
    ['relay points', (c) => c.relayAccessPoints({ postalCode: '49400', country: 'FR' })],
    ['relay points without a postal code', (c) => c.relayAccessPoints({ postalCode: '', country: 'FR' })],
    ['unknown collect point', (c) => c.collectSlots(987_654)],
    ['company addresses', (c) => c.companyAddresses()],
    ['company addresses by type', (c) => c.companyAddresses({ type: 'click_and_collect,PRACTICE' })],
    ['company addresses page 2', (c) => c.companyAddresses({ nbItem: 1, page: 2 })],
    ['unknown external app', (c) => c.externalAppPublicConfig('no-such-app')],
  ];
}

/** The signed-in member's scenarios (an order of theirs on a shop site). */
function signedIn(orderId: number | null): Scenario[] {
  return [
    ['logged', (c) => c.logged()],
    ['member', (c) => c.member()],
    ['newsletterLists', (c) => c.newsletterLists()],
    ['newsletterSubscription', (c) => c.newsletterSubscription()],
    ['myOrders', (c) => c.myOrders()],
    ['myOrders page', (c) => c.myOrders({ nbItem: 1, page: 1 })],
    ['unknown myOrder', (c) => c.myOrder(987_654)],
    ...(orderId === null ? [] : ([['myOrder', (c) => c.myOrder(orderId)]] as Scenario[])),
  ];
}

async function compare(remote: ProviderClient, local: ProviderClient, cases: Scenario[]) {
  const outcomes: Record<string, Outcome> = {};
  for (const [name, read] of cases) {
    const fromRemote = await outcome(() => read(remote));
    const fromLocal = await outcome(() => read(local));
    expect(fromLocal, name).toEqual(fromRemote);
    outcomes[name] = fromRemote;
  }
  return outcomes;
}

const status = (found: Outcome | undefined) => (found && 'refusal' in found ? found.refusal.status : 200);

describe('the visitor reads through the in-process and the remote adapters', () => {
  for (const { host, siteId, locales, shop } of SITES) {
    for (const locale of locales) {
      it(`answer the same to a visitor signed out on ${host} in ${locale}`, async () => {
        const { remote, local } = await adapters(host, locale, null);
        const outcomes = await compare(remote, local, await anonymous(siteId, remote));
        expect(outcomes.logged).toEqual({ answer: null });
        expect(status(outcomes.member)).toBe(401);
        expect(status(outcomes.myOrders)).toBe(shop ? 401 : 404);
        expect(status(outcomes['search without a word'])).toBe(400);
        expect(status(outcomes['too short a search'])).toBe(400);
        expect(status(outcomes['unknown form'])).toBe(404);
        expect(status(outcomes['unknown external app'])).toBe(404);
        expect(status(outcomes['cities of an unknown country'])).toBe(404);
        expect(status(outcomes['relay points'])).toBe(shop ? 200 : 404);
        if (shop) {
          expect(Object.keys(outcomes)).toEqual(
            expect.arrayContaining(['shipping fees', 'collect slots', 'cities by name']),
          );
          expect(status(outcomes['shipping fees'])).toBe(200);
          expect(status(outcomes['refused shipping'])).toBe(400);
          expect(status(outcomes['empty cart shipping'])).toBe(400);
          expect(status(outcomes['relay points without a postal code'])).toBe(400);
        }
      });

      it(`answer the same to a signed-in member on ${host} in ${locale}`, async () => {
        const member = await signedInMember(siteId);
        const order = shop ? await placeCollectOrder(member.token) : null;
        const { remote, local } = await adapters(host, locale, member.token);
        const outcomes = await compare(remote, local, signedIn(order?.id ?? null));
        expect(outcomes.logged).toMatchObject({ answer: { id: member.id, email: member.email } });
        expect(outcomes.member).toMatchObject({ answer: { id: member.id, email: member.email } });
        if (order) expect(outcomes.myOrder).toMatchObject({ answer: { id: order.id } });
        // The export is stamped with the moment it is made: the rest is the same.
        const exports = await Promise.all([remote.accountExport(), local.accountExport()]);
        const unstamped = exports.map(({ exportedAt: _at, ...rest }) => rest);
        expect(unstamped[1]).toEqual(unstamped[0]);
      });
    }
  }

  it("refuses another site's member on both adapters", async () => {
    const member = await signedInMember(1);
    const { remote, local } = await adapters('vins.localhost', 'fr_FR', member.token);
    const outcomes = await compare(remote, local, signedIn(null));
    expect(outcomes.logged).toEqual({ answer: null });
    expect(status(outcomes.member)).toBe(401);
    expect(status(outcomes.myOrders)).toBe(401);
  });
});
