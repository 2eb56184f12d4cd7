-- 1. Rate limits: one row per accepted hit, per site, scope (contact, visit, …) and sender
-- key (a keyed hash of the client, never the address itself). A hit is taken by one
-- conditional INSERT, so parallel requests cannot all pass (worker/provider/shared/rate-limit.repository.ts).
CREATE TABLE rate_limit_hits (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  scope TEXT NOT NULL,
  sender_key TEXT NOT NULL,
  created_at INTEGER NOT NULL                   -- unix seconds
);
CREATE INDEX rate_limit_hits_sender ON rate_limit_hits(site_id, scope, sender_key, created_at);
CREATE INDEX rate_limit_hits_age ON rate_limit_hits(site_id, scope, created_at);

-- The contact form's limit now lives in rate_limit_hits; the unkeyed sha256(site:ip) column
-- could be reversed over the IPv4 space, so it goes.
DROP INDEX contact_messages_sender;
ALTER TABLE contact_messages DROP COLUMN sender_hash;

-- 2. Foreign keys between tables carry site_id, so the database itself refuses a child row
-- of site A that points at a parent of site B. Parents get UNIQUE (site_id, id) (countries
-- already have that primary key); children are rebuilt, since SQLite cannot alter a foreign
-- key: create, copy, drop, rename, then the indexes again. Only child tables are dropped:
-- dropping a parent would cascade-delete its children.
PRAGMA defer_foreign_keys = true;

CREATE UNIQUE INDEX pages_site_id ON pages(site_id, id);
CREATE UNIQUE INDEX users_site_id ON users(site_id, id);

CREATE TABLE page_blocks_new (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  page_id INTEGER NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  kind TEXT NOT NULL,                           -- RICH_TEXT, IMAGE, IMAGE_TEXT, GALLERY, CTA, CONTACT, SOCIAL, MAP, FORM
  data TEXT NOT NULL DEFAULT '{}',              -- JSON, validated by the block's zod schema
  FOREIGN KEY (site_id, page_id) REFERENCES pages(site_id, id) ON DELETE CASCADE
);
INSERT INTO page_blocks_new (id, site_id, page_id, position, kind, data)
  SELECT id, site_id, page_id, position, kind, data FROM page_blocks;
DROP TABLE page_blocks;
ALTER TABLE page_blocks_new RENAME TO page_blocks;
CREATE INDEX page_blocks_page ON page_blocks(site_id, page_id, position);

CREATE TABLE sessions_new (
  token_hash TEXT PRIMARY KEY,                  -- SHA-256 of the token; the token itself is never stored
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,                  -- unix seconds
  FOREIGN KEY (site_id, user_id) REFERENCES users(site_id, id) ON DELETE CASCADE
);
INSERT INTO sessions_new (token_hash, site_id, user_id, expires_at)
  SELECT token_hash, site_id, user_id, expires_at FROM sessions;
DROP TABLE sessions;
ALTER TABLE sessions_new RENAME TO sessions;
CREATE INDEX sessions_user ON sessions(site_id, user_id);

CREATE TABLE cities_new (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  country_id INTEGER NOT NULL,
  postal_code TEXT NOT NULL,
  name TEXT NOT NULL,
  search_name TEXT NOT NULL,                    -- lower-case, accents removed, for prefix search
  FOREIGN KEY (site_id, country_id) REFERENCES countries(site_id, id) ON DELETE CASCADE
);
INSERT INTO cities_new (id, site_id, country_id, postal_code, name, search_name)
  SELECT id, site_id, country_id, postal_code, name, search_name FROM cities;
DROP TABLE cities;
ALTER TABLE cities_new RENAME TO cities;
CREATE INDEX cities_search ON cities(site_id, country_id, search_name);
CREATE INDEX cities_postal ON cities(site_id, country_id, postal_code);

CREATE TABLE languages_new (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  code TEXT NOT NULL,                           -- fr_FR
  label TEXT NOT NULL,
  deepl_code TEXT,
  flag TEXT,
  country_id INTEGER,
  is_valid INTEGER NOT NULL DEFAULT 1,
  UNIQUE (site_id, code),
  FOREIGN KEY (site_id, country_id) REFERENCES countries(site_id, id)
);
INSERT INTO languages_new (id, site_id, code, label, deepl_code, flag, country_id, is_valid)
  SELECT id, site_id, code, label, deepl_code, flag, country_id, is_valid FROM languages;
DROP TABLE languages;
ALTER TABLE languages_new RENAME TO languages;

-- pages.parent_id points into pages itself; rebuilding pages would cascade-delete every
-- block, so the same-site rule is enforced by triggers instead of a foreign key.
CREATE TRIGGER pages_parent_same_site_insert BEFORE INSERT ON pages
  WHEN NEW.parent_id IS NOT NULL
   AND NOT EXISTS (SELECT 1 FROM pages WHERE site_id = NEW.site_id AND id = NEW.parent_id)
BEGIN
  SELECT RAISE(ABORT, 'FOREIGN KEY constraint failed: pages.parent_id must be a page of the same site');
END;
CREATE TRIGGER pages_parent_same_site_update BEFORE UPDATE OF site_id, parent_id ON pages
  WHEN NEW.parent_id IS NOT NULL
   AND NOT EXISTS (SELECT 1 FROM pages WHERE site_id = NEW.site_id AND id = NEW.parent_id)
BEGIN
  SELECT RAISE(ABORT, 'FOREIGN KEY constraint failed: pages.parent_id must be a page of the same site');
END;
