-- Stripe per site (issue 19).
--
-- 1. Processed events are keyed by (site_id, event_id). With one key per event, an event that
--    Stripe delivered to every endpoint of an account was recorded under the first site that
--    received it (as ignored), and the site it belonged to then answered « already seen »:
--    the order stayed unpaid. The table is rebuilt with the pair as key; every row is kept.
CREATE TABLE stripe_events_by_site (
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  event_id TEXT NOT NULL,
  type TEXT NOT NULL,
  order_id INTEGER,
  processed_at INTEGER NOT NULL,
  PRIMARY KEY (site_id, event_id)
);
INSERT INTO stripe_events_by_site (site_id, event_id, type, order_id, processed_at)
  SELECT site_id, event_id, type, order_id, processed_at FROM stripe_events;
DROP TABLE stripe_events;
ALTER TABLE stripe_events_by_site RENAME TO stripe_events;

-- 2. A site's own Stripe keys and webhook signing secret (Stripe gives one secret per
--    endpoint, and each site's endpoint is its own host). Each value is an AES-GCM ciphertext
--    (worker/provider/shared/secret-box.ts, keyed by the SECRETS_ENCRYPTION_KEY Worker secret and
--    bound to the site and the field), never the key itself; NULL: not set.
CREATE TABLE site_stripe_settings (
  site_id INTEGER PRIMARY KEY REFERENCES sites(id) ON DELETE CASCADE,
  secret_key TEXT,
  publishable_key TEXT,
  webhook_secret TEXT,
  updated_at INTEGER NOT NULL
);
