import { env } from 'cloudflare:workers';
import { tokenHash } from '../../../worker/auth/password';
import { adminCall } from './accounts';
import { api, type EnvelopeBody } from './http';
import { unique, WINE_SITE_ID } from './factories';

// Builders for the order tests: members signed in by a session row (no password hashing),
// wines with a known stock, a carrier set-up for France, and the POST /order payload.

export interface Member {
  id: number;
  email: string;
  token: string;
}

/** A MEMBER of the site with a live session; the token goes in Authorization. */
export async function createMember(siteId = WINE_SITE_ID, role = 'MEMBER'): Promise<Member> {
  const email = `${unique('membre')}@exemple.fr`.toLowerCase();
  const user = await env.DB.prepare(
    `INSERT INTO users (site_id, email, password_hash, role, firstname, lastname)
     VALUES (?, ?, 'pbkdf2$1$AA==$AA==', ?, 'Camille', 'Durand') RETURNING id`,
  )
    .bind(siteId, email, role)
    .first<{ id: number }>();
  if (!user) throw new Error('member not inserted');
  const token = `${crypto.randomUUID()}${crypto.randomUUID()}`.replace(/-/g, '');
  const hash = await tokenHash(token);
  const expiresAt = Math.floor(Date.now() / 1000) + 3600;
  await env.DB.prepare('INSERT INTO sessions (token_hash, site_id, user_id, expires_at) VALUES (?, ?, ?, ?)')
    .bind(hash, siteId, user.id, expiresAt)
    .run();
  // An owner also gets an admin-host session under the same token, so one token
  // serves the fixture's admin calls and its storefront calls.
  if (role === 'ADMIN') {
    await env.DB.batch([
      env.DB.prepare('INSERT INTO admin_sessions (token_hash, email, expires_at) VALUES (?, ?, ?)').bind(
        hash,
        email,
        expiresAt,
      ),
      env.DB.prepare('INSERT INTO admin_session_sites (token_hash, site_id, user_id) VALUES (?, ?, ?)').bind(
        hash,
        siteId,
        user.id,
      ),
    ]);
  }
  return { id: user.id, email, token };
}

export interface WineOptions {
  stock?: number;
  priceCents?: number;
  hasShippingFees?: boolean;
  published?: boolean;
}

/** A published wine with one 75 cl declination; returns the declination id. */
export async function insertWine(siteId = WINE_SITE_ID, options: WineOptions = {}): Promise<number> {
  const slug = unique('vin');
  const product = await env.DB.prepare(
    `INSERT INTO products (site_id, type, name, slug, is_vintage, has_shipping_fees, is_published)
     VALUES (?, 'WINE', ?, ?, 0, ?, ?) RETURNING id`,
  )
    .bind(
      siteId,
      `Saumur ${slug}`,
      slug,
      options.hasShippingFees === false ? 0 : 1,
      options.published === false ? 0 : 1,
    )
    .first<{ id: number }>();
  if (!product) throw new Error('product not inserted');
  const declination = await env.DB.prepare(
    `INSERT INTO product_declinations (site_id, product_id, year, capacity, capacity_unit, price_cents, quantity)
     VALUES (?, ?, 2022, 75, 'cl', ?, ?) RETURNING id`,
  )
    .bind(siteId, product.id, options.priceCents ?? 1250, options.stock ?? 100)
    .first<{ id: number }>();
  if (!declination) throw new Error('declination not inserted');
  return declination.id;
}

export async function stockOf(siteId: number, declinationId: number): Promise<number> {
  const row = await env.DB.prepare('SELECT quantity FROM product_declinations WHERE site_id = ? AND id = ?')
    .bind(siteId, declinationId)
    .first<{ quantity: number }>();
  if (!row) throw new Error('no declination');
  return row.quantity;
}

export async function setParameter(siteId: number, type: string, value: string): Promise<void> {
  const result = await env.DB.prepare('UPDATE parameters SET value = ? WHERE site_id = ? AND type = ?')
    .bind(value, siteId, type)
    .run();
  if (result.meta.changes === 0) {
    await env.DB.prepare(
      "INSERT INTO parameters (site_id, type, kind, label, value) VALUES (?, ?, 'STRING', ?, ?)",
    )
      .bind(siteId, type, type, value)
      .run();
  }
}

async function franceId(siteId = WINE_SITE_ID): Promise<number> {
  const row = await env.DB.prepare("SELECT id FROM countries WHERE site_id = ? AND alpha_two = 'FR'")
    .bind(siteId)
    .first<{ id: number }>();
  if (!row) throw new Error('no France');
  return row.id;
}

export interface Carriers {
  home: number;
  relay: number;
  countryId: number;
}

/** A France zone with a home-delivery carrier (9,90 €) and a relay carrier (5,90 €). */
export async function insertCarriers(siteId = WINE_SITE_ID): Promise<Carriers> {
  const countryId = await franceId(siteId);
  const zone = await env.DB.prepare('INSERT INTO shipping_zones (site_id, name) VALUES (?, ?) RETURNING id')
    .bind(siteId, unique('zone'))
    .first<{ id: number }>();
  if (!zone) throw new Error('zone not inserted');
  await env.DB.prepare(
    "INSERT INTO shipping_zone_areas (site_id, zone_id, country_id, postal_code_prefix) VALUES (?, ?, ?, '') ON CONFLICT DO NOTHING",
  )
    .bind(siteId, zone.id, countryId)
    .run();
  const zoneOfFrance = await env.DB.prepare(
    "SELECT zone_id FROM shipping_zone_areas WHERE site_id = ? AND country_id = ? AND postal_code_prefix = ''",
  )
    .bind(siteId, countryId)
    .first<{ zone_id: number }>();
  const zoneId = zoneOfFrance?.zone_id ?? zone.id;
  const carrier = async (type: 'DELIVERY' | 'PICKUP', priceCents: number) => {
    const row = await env.DB.prepare(
      'INSERT INTO carriers (site_id, name, service_code, delivery_type) VALUES (?, ?, ?, ?) RETURNING id',
    )
      .bind(siteId, type === 'DELIVERY' ? 'Colissimo domicile' : 'Mondial Relay', unique(type), type)
      .first<{ id: number }>();
    if (!row) throw new Error('carrier not inserted');
    await env.DB.prepare(
      'INSERT INTO carrier_rates (site_id, carrier_id, zone_id, min_bottles, max_bottles, price_cents) VALUES (?, ?, ?, 0, NULL, ?)',
    )
      .bind(siteId, row.id, zoneId, priceCents)
      .run();
    return row.id;
  };
  return { home: await carrier('DELIVERY', 990), relay: await carrier('PICKUP', 590), countryId };
}

export function address(countryId: number) {
  return {
    firstname: 'Camille',
    lastname: 'Durand',
    address: '12 rue des Vignes',
    addressPart2: '',
    postalCode: '49400',
    city: 'Saumur',
    country: { id: countryId, alphaTwo: 'FR', alphaThree: 'FRA' },
  };
}

/** A home-delivery order of the given lines. */
export function deliveryOrder(
  carriers: Carriers,
  products: { id: number; quantity: number; price?: number }[],
  extra: Record<string, unknown> = {},
) {
  return {
    products,
    user: { phone: '06 12 34 56 78' },
    address: { delivery: address(carriers.countryId), billing: address(carriers.countryId) },
    message: 'Merci de livrer après 18 h.',
    delivery: { type: 'DELIVERY', idCarrier: carriers.home, serviceCode: null, servicePrice: 0.01 },
    deliveryPostalCode: '49400',
    deliveryIdCountry: carriers.countryId,
    ...extra,
  };
}

/** POST /order as a member of the wine site. */
export function postOrder<T = unknown>(
  token: string | null,
  payload: unknown,
  options: { key?: string; host?: string; locale?: string } = {},
): Promise<{ status: number; body: EnvelopeBody<T>; response: Response }> {
  return api<T>('/order', {
    host: options.host ?? 'vins.localhost',
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: token } : {}),
      ...(options.key ? { 'idempotency-key': options.key } : {}),
      // The page's language, as the checkout island sends it.
      ...(options.locale ? { userLang: options.locale } : {}),
    },
    body: JSON.stringify(payload),
  });
}

/** A call on the wine site; admin paths go to the admin host for it (adminCall). */
export function call<T = unknown>(
  method: string,
  path: string,
  token: string | null,
  payload?: unknown,
  host = 'vins.localhost',
) {
  return adminCall<T>(method, path, token, payload, host);
}

export async function countRows(
  table: string,
  where = '1 = 1',
  ...values: (string | number)[]
): Promise<number> {
  const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`)
    .bind(...values)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** The wine site with 1-bottle rules, so tests can buy any quantity. */
export async function relaxBottleRules(siteId = WINE_SITE_ID): Promise<void> {
  await setParameter(siteId, 'BOTTLE_MULTIPLE', '1');
  await setParameter(siteId, 'MIN_BOTTLES_PER_EXPEDITION', '1');
  await setParameter(siteId, 'FREE_SHIPPING_BOTTLE_COUNT', '0');
  await setParameter(siteId, 'FREE_SHIPPING_PRICE', '0');
}

/**
 * For a file whose buyers place many orders, left unpaid, on the same pick-up slot: lifts the
 * limits on unpaid orders per member and on orders per slot (MAX_UNPAID_ORDERS_PER_MEMBER and
 * CLICK_AND_COLLECT_SLOT_CAPACITY, tested in orders/order-holds.test.ts).
 */
export async function liftOrderLimits(siteId = WINE_SITE_ID): Promise<void> {
  await setParameter(siteId, 'MAX_UNPAID_ORDERS_PER_MEMBER', '0');
  await setParameter(siteId, 'CLICK_AND_COLLECT_SLOT_CAPACITY', '0');
}
