-- The local inbox of a development machine: with `npm start` and no mail API, the mail queue's
-- consumer delivers each e-mail here instead of sending it (worker/mail/local-inbox.ts), and the
-- admin host shows these rows as a mail client would at /inbox. Only a Worker given
-- LOCAL_INBOX=on (written to .dev.vars by scripts/start.mjs, never a deployed variable) on a
-- localhost admin host writes or reads it: in production the table stays empty.
CREATE TABLE local_inbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  outbox_id INTEGER,                            -- the email_outbox row delivered
  from_header TEXT NOT NULL,                    -- as the mail API would have been given it
  to_address TEXT NOT NULL,
  reply_to TEXT,
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  html_body TEXT,
  headers TEXT,                                 -- JSON object, as in email_outbox
  attachments TEXT,                             -- JSON array, as in email_outbox
  received_at INTEGER NOT NULL                  -- unix seconds
);
CREATE INDEX local_inbox_received ON local_inbox (received_at DESC, id DESC);
