import { first, rowReader, type ReadType } from '../shared/d1';

// SQL for a site's own Stripe keys (migration 0022). The columns hold ciphertexts sealed by
// stripe-keys.ts; this file never sees a key in clear.

export type StripeField = 'secret_key' | 'publishable_key' | 'webhook_secret';

const readSealed = rowReader({
  secret_key: 'string?',
  publishable_key: 'string?',
  webhook_secret: 'string?',
});
export type SealedStripeSettings = ReadType<typeof readSealed>;

export async function findSealedStripeSettings(
  db: D1Database,
  siteId: number,
): Promise<SealedStripeSettings | null> {
  return first(
    db
      .prepare(
        'SELECT secret_key, publishable_key, webhook_secret FROM site_stripe_settings WHERE site_id = ?',
      )
      .bind(siteId),
    readSealed,
  );
}

/** Replaces the site's three sealed values (null: not set) in one statement. */
export async function saveSealedStripeSettings(
  db: D1Database,
  siteId: number,
  sealed: SealedStripeSettings,
  now: number,
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO site_stripe_settings (site_id, secret_key, publishable_key, webhook_secret, updated_at)
       VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (site_id) DO UPDATE SET secret_key = excluded.secret_key,
         publishable_key = excluded.publishable_key, webhook_secret = excluded.webhook_secret,
         updated_at = excluded.updated_at`,
    )
    .bind(siteId, sealed.secret_key, sealed.publishable_key, sealed.webhook_secret, now)
    .run();
}

const readSiteSealed = rowReader({
  site_id: 'number',
  secret_key: 'string?',
  publishable_key: 'string?',
  webhook_secret: 'string?',
});
export type SiteSealedStripeSettings = ReadType<typeof readSiteSealed>;

/**
 * The sealed keys of every site after `afterSiteId`, by site: the re-encryption of a key
 * rotation walks the whole platform by design (it never returns a value in clear).
 */
export async function sealedStripeSettingsPage(
  db: D1Database,
  afterSiteId: number,
  limit: number,
): Promise<SiteSealedStripeSettings[]> {
  const { results } = await db
    .prepare(
      `SELECT site_id, secret_key, publishable_key, webhook_secret FROM site_stripe_settings
        WHERE site_id > ? ORDER BY site_id LIMIT ?`,
    )
    .bind(afterSiteId, limit)
    .all();
  return results.map((row) => readSiteSealed(row));
}

/**
 * Replaces one sealed value of a site only if it is still the one read: an owner who saved new
 * keys meanwhile keeps them (their write was sealed with the newest key already).
 */
export function replaceSealedStripeValue(
  db: D1Database,
  siteId: number,
  field: StripeField,
  read: string,
  resealed: string,
): D1PreparedStatement {
  return db
    .prepare(`UPDATE site_stripe_settings SET ${field} = ? WHERE site_id = ? AND ${field} = ?`)
    .bind(resealed, siteId, read);
}
