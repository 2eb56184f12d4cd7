import { env } from 'cloudflare:workers';
import { unique } from './factories';

// Rows for the members and dashboard admin tests: orders, messages, visits and newsletter
// subscriptions written straight to D1, at the instants the test chooses.

/** SQLite's datetime('now') text of an instant. */
const sqliteText = (at: Date) => at.toISOString().slice(0, 19).replace('T', ' ');

export async function insertVisit(siteId: number, source: string, at: Date): Promise<void> {
  await env.DB.prepare('INSERT INTO visits (site_id, source, path, created_at) VALUES (?, ?, ?, ?)')
    .bind(siteId, source, '/', sqliteText(at))
    .run();
}

export async function insertMessage(
  siteId: number,
  at: Date,
  email = 'paul.roux@exemple.fr',
): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO messages (site_id, firstname, lastname, email, phone, subject, body, created_at)
     VALUES (?, 'Paul', 'Roux', ?, '06 00 00 00 00', 'Question', 'Bonjour, une question.', ?) RETURNING id`,
  )
    .bind(siteId, email, sqliteText(at))
    .first<{ id: number }>();
  if (!row) throw new Error('message not inserted');
  return row.id;
}

/** An order of `totalCents`; paid at `paidAt` (null: awaiting payment). */
export async function insertOrder(
  siteId: number,
  options: { totalCents: number; paidAt: Date | null; status?: string; userId?: number | null },
): Promise<number> {
  const uid = crypto.randomUUID();
  const now = Math.floor(Date.now() / 1000);
  const paidAt = options.paidAt ? Math.floor(options.paidAt.getTime() / 1000) : null;
  const row = await env.DB.prepare(
    `INSERT INTO orders (site_id, user_id, uid, reference, status, email, phone, delivery_type, billing_address,
       subtotal_cents, shipping_cents, total_cents, vat_cents, payment_due_at, paid_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, 'acheteur@exemple.fr', '02 00 00 00 00', 'NO_DELIVERY', '{}', ?, 0, ?, 0, ?, ?, ?, ?)
     RETURNING id`,
  )
    .bind(
      siteId,
      options.userId ?? null,
      uid,
      unique('CMD'),
      options.status ?? (paidAt === null ? 'AWAITING_PAYMENT' : 'PAID'),
      options.totalCents,
      options.totalCents,
      now + 3600,
      paidAt,
      paidAt ?? now,
      now,
    )
    .first<{ id: number }>();
  if (!row) throw new Error('order not inserted');
  return row.id;
}

/** A confirmed newsletter subscriber of a new list; returns the list's id and name. */
export async function subscribe(siteId: number, email: string): Promise<{ id: number; name: string }> {
  const name = unique('Liste');
  const list = await env.DB.prepare('INSERT INTO newsletter_lists (site_id, name) VALUES (?, ?) RETURNING id')
    .bind(siteId, name)
    .first<{ id: number }>();
  const subscriber = await env.DB.prepare(
    "INSERT INTO newsletter_subscribers (site_id, email, confirmed_at) VALUES (?, ?, datetime('now')) RETURNING id",
  )
    .bind(siteId, email)
    .first<{ id: number }>();
  if (!list || !subscriber) throw new Error('subscription not inserted');
  await env.DB.prepare(
    'INSERT INTO newsletter_subscriptions (site_id, subscriber_id, list_id) VALUES (?, ?, ?)',
  )
    .bind(siteId, subscriber.id, list.id)
    .run();
  return { id: list.id, name };
}
