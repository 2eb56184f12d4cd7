-- News (spec sections 3 and 7: GET /news?promoted=true, GET /news?{query}). One row per
-- article and locale; the public lists show valid rows of the request's locale, newest first.
-- The URL slug is not stored: it is derived from the title, so a renamed article's old links
-- redirect (301) to the new one.
CREATE TABLE news (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  locale TEXT NOT NULL DEFAULT 'fr_FR',
  title TEXT NOT NULL,
  summary TEXT NOT NULL DEFAULT '',             -- plain text: list cards, meta description, RSS
  content TEXT NOT NULL DEFAULT '',             -- rich text, sanitised on write and on render
  image_url TEXT,                               -- site path or https URL
  image_alt TEXT NOT NULL DEFAULT '',
  is_promoted INTEGER NOT NULL DEFAULT 0,       -- shown by the home page's NEWS block
  is_valid INTEGER NOT NULL DEFAULT 1,          -- 0: a draft, hidden from visitors
  published_at TEXT NOT NULL,                   -- ISO 8601 date-time, shown and used for ordering
  updated_at TEXT NOT NULL,                     -- ISO 8601 date-time of the last write
  UNIQUE (site_id, id)                          -- for composite foreign keys from future children
);
CREATE INDEX news_list ON news(site_id, locale, is_valid, published_at DESC, id DESC);
CREATE INDEX news_promoted ON news(site_id, locale, is_promoted, published_at DESC);
