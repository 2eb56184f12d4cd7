import type { MailJob } from './mail/mail-job';

/** Everything the Worker is given by wrangler.toml (and .dev.vars / secrets). */
export interface Env {
  // Bindings
  DB: D1Database; // platform data, every row scoped by site_id
  CACHE: KVNamespace; // host → site map, content versions, page data
  MEDIA: R2Bucket; // uploaded media
  MAIL_QUEUE?: Queue<MailJob>; // e-mails from the outbox; optional so tests can run without it
  ASSETS: Fetcher; // public/ (static assets)

  // Vars (validated in config.ts)
  API_HOST?: string;
  CORS_ORIGINS?: string;
  PROVIDER_URL?: string;
  CACHE_TTL_SECONDS?: string;
  MAIL_API_URL?: string; // HTTP mail API endpoint; e-mails stay in the outbox without it

  // Secrets (.dev.vars locally, `wrangler secret put` in production)
  MAIL_API_KEY?: string;
  SENDER_KEY_SECRET?: string; // keys rate-limited senders (HMAC); required by the contact and visit routes
}
