-- Issue 19: e-mailed one-time sign-in links, so a member whose password tries are refused
-- (someone else failing on their account) still gets in. Like reset links: the token is random
-- (32 bytes) and only its SHA-256 is stored; valid 15 minutes, single use (used_at set by the
-- same UPDATE that claims it), per site.
CREATE TABLE sign_in_links (
  token_hash TEXT PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,                  -- unix seconds
  used_at INTEGER,                              -- unix seconds, NULL until used
  created_at INTEGER NOT NULL DEFAULT (unixepoch()),
  FOREIGN KEY (site_id, user_id) REFERENCES users(site_id, id) ON DELETE CASCADE
);
CREATE INDEX sign_in_links_user ON sign_in_links(site_id, user_id);
