-- Accounts and sessions. A member belongs to one site; the same e-mail may exist on two sites.

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  email TEXT NOT NULL,                          -- stored lower-case
  password_hash TEXT NOT NULL,                  -- pbkdf2$<iterations>$<salt b64>$<hash b64>
  role TEXT NOT NULL DEFAULT 'MEMBER' CHECK (role IN ('MEMBER', 'ADMIN', 'SUPER_ADMIN')),
  firstname TEXT NOT NULL DEFAULT '',
  lastname TEXT NOT NULL DEFAULT '',
  phone TEXT,
  birthdate TEXT,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  last_active_at TEXT NOT NULL DEFAULT (datetime('now')),
  UNIQUE (site_id, email)
);

CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,                  -- SHA-256 of the token; the token itself is never stored
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL                   -- unix seconds
);
CREATE INDEX sessions_user ON sessions(site_id, user_id);
