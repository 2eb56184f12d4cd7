-- Issue 19: privileged sessions move to the admin host, and operators stop being members.
--
-- 1. Platform operators are platform accounts, not users of site 1: a site's owner could read
--    or change them through the site's member admin, and their site-1 cookie lived on the same
--    origin as the owner's custom HTML. E-mail stored lower-case, hash in the Worker's format.
CREATE TABLE operators (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE CHECK (email = lower(email)),
  password_hash TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  last_active_at TEXT NOT NULL DEFAULT (datetime('now'))
);

-- 2. Sessions of the admin host (cookie admin_session, or a bearer token). Only the SHA-256 of
--    the token is stored, as for member sessions. An operator's session names the operator
--    (every site); an owner's has operator_id NULL and one row per site it may manage, each
--    tied to the owner's ADMIN account there, so deleting that account ends that right.
CREATE TABLE admin_sessions (
  token_hash TEXT PRIMARY KEY,
  operator_id INTEGER REFERENCES operators(id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  expires_at INTEGER NOT NULL,                  -- unix seconds
  created_at INTEGER NOT NULL DEFAULT (unixepoch())
);
CREATE INDEX admin_sessions_operator ON admin_sessions(operator_id);
CREATE INDEX admin_sessions_expiry ON admin_sessions(expires_at);

CREATE TABLE admin_session_sites (
  token_hash TEXT NOT NULL REFERENCES admin_sessions(token_hash) ON DELETE CASCADE,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL,
  PRIMARY KEY (token_hash, site_id),
  FOREIGN KEY (site_id, user_id) REFERENCES users(site_id, id) ON DELETE CASCADE
);
CREATE INDEX admin_session_sites_user ON admin_session_sites(site_id, user_id);

-- An owner's admin right on a site ends with a new password (change or reset) or the loss of
-- the ADMIN role, whichever code path writes it: a trigger, so no future write can forget.
CREATE TRIGGER admin_session_sites_revoke
AFTER UPDATE OF role, password_hash ON users
WHEN NEW.role <> 'ADMIN' OR NEW.password_hash <> OLD.password_hash
BEGIN
  DELETE FROM admin_session_sites WHERE site_id = NEW.site_id AND user_id = NEW.id;
END;

-- 3. Every SUPER_ADMIN account becomes an operator (same e-mail and password hash; the first
--    one wins when two sites had the same address), then leaves the users table: its member
--    sessions go with it (sessions.user_id ON DELETE CASCADE). users.role keeps its CHECK (no
--    table rebuild), but nothing writes SUPER_ADMIN any more.
INSERT INTO operators (email, password_hash, created_at, last_active_at)
SELECT lower(email), password_hash, created_at, last_active_at FROM users
 WHERE role = 'SUPER_ADMIN'
   AND id IN (SELECT MIN(id) FROM users WHERE role = 'SUPER_ADMIN' GROUP BY lower(email));
DELETE FROM users WHERE role = 'SUPER_ADMIN';
