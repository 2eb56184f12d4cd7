import type { StripeSettings, StripeSettingsWrite } from '../../../src/schema/orders/payment';
import type { Env } from '../../env';
import { openSecret, sealSecret } from '../shared/secret-box';
import { findSiteNameAndUrl } from '../site/site.repository';
import {
  findSealedStripeSettings,
  saveSealedStripeSettings,
  type SealedStripeSettings,
  type StripeField,
} from './stripe-settings.repository';

// Whose Stripe account a site's card payments go to. A site that stored any key of
// its own uses its own keys only: its PaymentIntents, its publishable key, and its webhook
// endpoint's signing secret (Stripe gives one secret per endpoint; the endpoint is the site's
// own host). Until all three are stored, the card is not offered there. A site that stored
// none falls back on the platform's STRIPE_* Worker secrets, if all three are set: events are
// still recorded per (site, event) and an event is applied only by the site its order
// belongs to (stripe.routes.ts), so one account's endpoints on several hosts never mix.

interface StripeKeys {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
}

export interface SiteStripe {
  source: StripeSettings['source'];
  keys: StripeKeys | null;
}

const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

const FIELDS = {
  secretKey: 'secret_key',
  publishableKey: 'publishable_key',
  webhookSecret: 'webhook_secret',
} as const satisfies Record<keyof StripeKeys, StripeField>;

/** The additional data each value is sealed with: its site and field. */
export const contextOf = (siteId: number, field: StripeField) => `site:${siteId}:stripe:${field}`;

function masterKey(env: Env): string {
  const key = env.SECRETS_ENCRYPTION_KEY;
  if (!key) throw new Error('SECRETS_ENCRYPTION_KEY is not set: site Stripe keys cannot be read or stored');
  return key;
}

const hasAny = (sealed: SealedStripeSettings | null): sealed is SealedStripeSettings =>
  Boolean(sealed && (sealed.secret_key || sealed.publishable_key || sealed.webhook_secret));

async function openAll(env: Env, siteId: number, sealed: SealedStripeSettings): Promise<StripeKeys | null> {
  if (!env.SECRETS_ENCRYPTION_KEY) {
    // A deployment without the key: the card is not offered (a buyer never sees a 500 for it).
    console.error(JSON.stringify({ event: 'stripe.encryption_key_missing', siteId }));
    return null;
  }
  const opened: Partial<StripeKeys> = {};
  for (const [name, field] of Object.entries(FIELDS) as [keyof StripeKeys, StripeField][]) {
    const value = sealed[field];
    if (!value) return null;
    const plain = await openSecret(masterKey(env), value, contextOf(siteId, field));
    if (plain === null) {
      // A changed SECRETS_ENCRYPTION_KEY or a row copied from elsewhere: the owner sets the keys again.
      console.error(JSON.stringify({ event: 'stripe.site_key_unreadable', siteId, field }));
      return null;
    }
    opened[name] = plain;
  }
  const { secretKey, publishableKey, webhookSecret } = opened;
  return secretKey && publishableKey && webhookSecret ? { secretKey, publishableKey, webhookSecret } : null;
}

function platformKeys(env: Env): StripeKeys | null {
  const { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET } = env;
  if (!STRIPE_SECRET_KEY || !STRIPE_PUBLISHABLE_KEY || !STRIPE_WEBHOOK_SECRET) return null;
  return {
    secretKey: STRIPE_SECRET_KEY,
    publishableKey: STRIPE_PUBLISHABLE_KEY,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
  };
}

/** The keys the site's card payments use now, and where they come from. */
export async function siteStripe(env: Env, db: D1Database, siteId: number): Promise<SiteStripe> {
  const sealed = await findSealedStripeSettings(db, siteId);
  if (hasAny(sealed)) {
    const keys = await openAll(env, siteId, sealed);
    return keys ? { source: 'SITE', keys } : { source: 'NONE', keys: null };
  }
  const keys = platformKeys(env);
  return keys ? { source: 'PLATFORM', keys } : { source: 'NONE', keys: null };
}

/** The URL to declare in Stripe as this site's webhook endpoint: its own host. */
async function stripeWebhookUrl(db: D1Database, siteId: number): Promise<string> {
  const site = await findSiteNameAndUrl(db, siteId);
  try {
    return new URL(STRIPE_WEBHOOK_PATH, site?.url ?? '').href;
  } catch {
    return STRIPE_WEBHOOK_PATH; // no stored URL: the path alone, on whichever host serves the site
  }
}

/** What the admin may see: whether each key is set, never a key (the publishable key's last 4). */
export async function stripeSettingsView(env: Env, db: D1Database, siteId: number): Promise<StripeSettings> {
  const sealed = await findSealedStripeSettings(db, siteId);
  const current = await siteStripe(env, db, siteId);
  const publishable = sealed?.publishable_key
    ? await openSecret(masterKey(env), sealed.publishable_key, contextOf(siteId, 'publishable_key'))
    : null;
  return {
    secretKeySet: Boolean(sealed?.secret_key),
    publishableKeySet: Boolean(sealed?.publishable_key),
    publishableKeyLast4: publishable ? publishable.slice(-4) : null,
    webhookSecretSet: Boolean(sealed?.webhook_secret),
    webhookUrl: await stripeWebhookUrl(db, siteId),
    source: current.source,
  };
}

/** Applies a PUT: '' or absent keeps a value, null removes it, a new value is sealed. */
export async function saveStripeSettings(
  env: Env,
  db: D1Database,
  siteId: number,
  write: StripeSettingsWrite,
  now: number,
): Promise<void> {
  const stored = await findSealedStripeSettings(db, siteId);
  const next: { -readonly [F in StripeField]: string | null } = {
    secret_key: stored?.secret_key ?? null,
    publishable_key: stored?.publishable_key ?? null,
    webhook_secret: stored?.webhook_secret ?? null,
  };
  for (const [name, field] of Object.entries(FIELDS) as [keyof StripeKeys, StripeField][]) {
    const value = write[name];
    if (value === undefined || value === '') continue;
    next[field] = value === null ? null : await sealSecret(masterKey(env), value, contextOf(siteId, field));
  }
  await saveSealedStripeSettings(db, siteId, next, now);
}
