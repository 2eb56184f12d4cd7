-- The publishing workflow shared by every content type (pages, news, blog articles, services,
-- element list items, products). The live rows stay the published version, shown to visitors
-- as before (their is_valid / is_published flag); what an owner prepares lives here until it
-- is published. One row of each item means one row per language: each language version of an
-- item is its own live row (its own id), so it has its own draft, revisions and schedule.

-- The item's draft: the fields as the editor last saved them (JSON, the type's shape). `version`
-- counts every save, publish and restore of the item: a save names the version it was based
-- on, and one based on an older version is refused (two editors never overwrite each other).
-- `fields` is NULL when nothing is waiting to be published; the row stays for its version.
CREATE TABLE content_drafts (
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  item_id INTEGER NOT NULL,
  locale TEXT NOT NULL,
  fields TEXT,
  version INTEGER NOT NULL DEFAULT 1,
  updated_by TEXT,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (site_id, type, item_id)
);

-- Every publish keeps the fields it put live, who did it and what changed, in words.
CREATE TABLE content_revisions (
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  item_id INTEGER NOT NULL,
  locale TEXT NOT NULL,
  rev INTEGER NOT NULL,
  fields TEXT NOT NULL,
  summary TEXT NOT NULL DEFAULT '',
  author TEXT,
  created_at TEXT NOT NULL,
  PRIMARY KEY (site_id, type, item_id, rev)
);

-- A publication or unpublication to make at `at` (milliseconds since 1970, UTC). A publish
-- carries the fields to put live (the draft as it was when scheduled). One of each per item.
CREATE TABLE content_schedules (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  item_id INTEGER NOT NULL,
  locale TEXT NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('publish', 'unpublish')),
  at INTEGER NOT NULL,
  fields TEXT,
  author TEXT,
  created_at TEXT NOT NULL,
  UNIQUE (site_id, type, item_id, action)
);
CREATE INDEX content_schedules_due ON content_schedules(site_id, at);

-- Shared preview links: the link carries its id and expiry, signed; the row lets it be revoked.
CREATE TABLE content_preview_links (
  id TEXT PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  item_id INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX content_preview_links_item ON content_preview_links(site_id, type, item_id);

-- When the site's public content changes next on its own (the earliest schedule), in
-- milliseconds; NULL when nothing is scheduled. Read with the site's context, so a request
-- after that time applies what fell due before it reads anything, and no cache outlives it.
ALTER TABLE sites ADD COLUMN next_change_at INTEGER;
CREATE INDEX sites_next_change ON sites(next_change_at) WHERE next_change_at IS NOT NULL;
