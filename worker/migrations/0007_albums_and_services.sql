-- Albums (a title, a description and an ordered set of images and videos) and services
-- (« réalisations » / treatments, with tags). Every row carries site_id; parents have
-- UNIQUE (site_id, id) and children point at them with (site_id, parent_id), so the database
-- itself refuses a media item or a tag of site A on an album or a service of site B.

CREATE TABLE albums (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  locale TEXT NOT NULL DEFAULT 'fr_FR',
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  position INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  UNIQUE (site_id, id)
);
CREATE INDEX albums_list ON albums(site_id, locale, position, id);

CREATE TABLE album_media (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  album_id INTEGER NOT NULL,
  url TEXT NOT NULL,                            -- a site path (/assets/…) or an http(s) URL
  type TEXT NOT NULL CHECK (type IN ('image', 'video')),
  alt TEXT NOT NULL DEFAULT '',
  position INTEGER NOT NULL DEFAULT 0,
  UNIQUE (site_id, id),
  FOREIGN KEY (site_id, album_id) REFERENCES albums(site_id, id) ON DELETE CASCADE
);
CREATE INDEX album_media_album ON album_media(site_id, album_id, position, id);

CREATE TABLE services (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  locale TEXT NOT NULL DEFAULT 'fr_FR',
  title TEXT NOT NULL,
  summary TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',         -- sanitised rich text (HTML)
  image_url TEXT,
  image_alt TEXT NOT NULL DEFAULT '',
  position INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  UNIQUE (site_id, id)
);
CREATE INDEX services_list ON services(site_id, locale, position, id);

CREATE TABLE service_tags (
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  service_id INTEGER NOT NULL,
  tag TEXT NOT NULL,
  PRIMARY KEY (site_id, service_id, tag),
  FOREIGN KEY (site_id, service_id) REFERENCES services(site_id, id) ON DELETE CASCADE
);
CREATE INDEX service_tags_tag ON service_tags(site_id, tag, service_id);
