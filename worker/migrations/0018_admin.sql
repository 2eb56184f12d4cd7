-- The audit log of admin writes (issue 13): who changed what and when, readable by the site's
-- admins. Rows are kept when the account goes (user_id set NULL, the e-mail stays as written).

CREATE TABLE admin_audit_log (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  user_email TEXT NOT NULL,
  method TEXT NOT NULL CHECK (method IN ('POST', 'PUT', 'PATCH', 'DELETE')),
  path TEXT NOT NULL,                           -- the API path, e.g. /api/admin/news/12
  status INTEGER NOT NULL,                      -- the answer's HTTP status (2xx: applied)
  request_id TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX admin_audit_log_site ON admin_audit_log(site_id, created_at DESC, id DESC);

-- The messages inbox: when an admin read a message (NULL: unread).
ALTER TABLE messages ADD COLUMN read_at TEXT;
CREATE INDEX messages_unread ON messages(site_id, read_at);
