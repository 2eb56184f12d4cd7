import type { MailJob } from './mail/mail-job';

/**
 * Everything the Worker is given. The bindings, vars and secrets are generated from
 * wrangler.toml and .dev.vars.example by `npm run types` (worker/env.generated.d.ts, checked
 * by `npm run check`); this facade only adjusts what the generator cannot say:
 * - MAIL_QUEUE carries MailJob bodies, and a deployment may run without the queue;
 * - MAIL_API_KEY may be unset: e-mails then wait in the outbox;
 * - MAIL_API_URL is a var with no safe default, so it is not in wrangler.toml.
 * Vars are validated once in config.ts; bindings: DB (platform data, every row scoped by
 * site_id), CACHE (host → site, content versions, page data), MEDIA (uploads), IMAGES (sized
 * variants of uploaded images), ASSETS (public/).
 */
export type Env = Omit<
  CloudflareBindings,
  | 'MAIL_QUEUE'
  | 'MAIL_API_KEY'
  | 'SENDER_KEY_SECRET'
  | 'SECRETS_ENCRYPTION_KEY'
  | 'GIFT_CARD_CODE_SECRET'
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_PUBLISHABLE_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'CUSTOM_HOSTNAMES_TOKEN'
  | 'CUSTOM_HOSTNAMES_ZONE_ID'
  | 'HEALTH_CHECK_TOKEN'
  | 'LOCAL_INBOX'
> & {
  MAIL_QUEUE?: Queue<MailJob>;
  MAIL_API_KEY?: string;
  MAIL_API_URL?: string; // HTTP mail API endpoint
  SENDER_KEY_SECRET?: string; // keys rate-limited senders (HMAC); required by the contact and visit routes
  SECRETS_ENCRYPTION_KEY?: string; // encrypts the sites' own Stripe keys at rest; required to set them
  GIFT_CARD_CODE_SECRET?: string; // keys the stored HMAC of gift card codes; required to sell or spend one
  STRIPE_SECRET_KEY?: string; // platform card payment for sites without their own keys: all three, or none
  STRIPE_PUBLISHABLE_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  CUSTOM_HOSTNAMES_TOKEN?: string; // custom hostnames: required when CUSTOM_HOSTNAMES is "cloudflare"
  CUSTOM_HOSTNAMES_ZONE_ID?: string;
  HEALTH_CHECK_TOKEN?: string; // an uptime monitor's token for the health endpoint; unset: operators only
  LOCAL_INBOX?: string; // "on" on a development machine only: e-mails go to the local inbox (worker/mail/local-inbox.ts)
};
