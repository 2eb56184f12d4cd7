-- Members (issue 8): password reset tokens and the record of the terms' acceptance.

-- A reset link's token is random (32 bytes); only its SHA-256 is stored. Valid one hour,
-- single use: used_at is set in the same transaction as the new password.
CREATE TABLE password_reset_tokens (
  token_hash TEXT PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,                  -- unix seconds
  used_at INTEGER,                              -- unix seconds, NULL until used
  created_at INTEGER NOT NULL DEFAULT (unixepoch()),
  FOREIGN KEY (site_id, user_id) REFERENCES users(site_id, id) ON DELETE CASCADE
);
CREATE INDEX password_reset_tokens_user ON password_reset_tokens(site_id, user_id);

-- When the member ticked « Je reconnais avoir lu et compris les CGU et je les accepte »
-- (proof of consent); NULL for accounts created before registration existed.
ALTER TABLE users ADD COLUMN terms_accepted_at TEXT;
