-- Newsletter (issue 8): lists per site, subscribers with double opt-in, and the outbox's extra
-- mail headers (List-Unsubscribe on every newsletter e-mail).

-- A JSON object of extra headers the mail consumer passes to the mail API; NULL for none.
ALTER TABLE email_outbox ADD COLUMN headers TEXT;

CREATE TABLE newsletter_lists (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  is_default INTEGER NOT NULL DEFAULT 0,        -- the footer signup subscribes to the default lists
  position INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  UNIQUE (site_id, id),
  UNIQUE (site_id, name)
);

-- One row per address and site. Only rows with confirmed_at count as subscribed: a public
-- signup stays pending until the link of the confirmation e-mail is followed (double opt-in).
CREATE TABLE newsletter_subscribers (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  email TEXT NOT NULL,                          -- stored lower-case
  confirmed_at TEXT,                            -- NULL: not (yet) confirmed, receives nothing
  confirm_token_hash TEXT,                      -- SHA-256 of the pending confirmation token
  confirm_expires_at INTEGER,                   -- unix seconds
  pending_lists TEXT,                           -- JSON array of list ids the confirmation adds
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  UNIQUE (site_id, id),
  UNIQUE (site_id, email)
);
CREATE UNIQUE INDEX newsletter_subscribers_token ON newsletter_subscribers(confirm_token_hash);

CREATE TABLE newsletter_subscriptions (
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  subscriber_id INTEGER NOT NULL,
  list_id INTEGER NOT NULL,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  PRIMARY KEY (subscriber_id, list_id),
  FOREIGN KEY (site_id, subscriber_id) REFERENCES newsletter_subscribers(site_id, id) ON DELETE CASCADE,
  FOREIGN KEY (site_id, list_id) REFERENCES newsletter_lists(site_id, id) ON DELETE CASCADE
);
CREATE INDEX newsletter_subscriptions_list ON newsletter_subscriptions(site_id, list_id);
