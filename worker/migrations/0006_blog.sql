-- Blog (issue 7): folders that may nest, and articles inside a folder or at the blog's root.
-- Every row carries site_id; folders are parents, so they get UNIQUE (site_id, id) and every
-- reference to a folder carries the site id too: the database itself refuses an article or a
-- sub-folder of site A pointing at a folder of site B. No ON DELETE CASCADE: deleting a folder
-- that still holds something is refused (the API says so first, in French, with a 409).
CREATE TABLE blog_folders (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  locale TEXT NOT NULL DEFAULT 'fr_FR',
  parent_id INTEGER,                            -- NULL: at the blog's root
  position INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',         -- plain text, shown under the folder title
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  updated_at TEXT NOT NULL DEFAULT (datetime('now')),
  UNIQUE (site_id, id),
  FOREIGN KEY (site_id, parent_id) REFERENCES blog_folders(site_id, id)
);
CREATE INDEX blog_folders_parent ON blog_folders(site_id, locale, parent_id, position);

CREATE TABLE blog_articles (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  locale TEXT NOT NULL DEFAULT 'fr_FR',
  folder_id INTEGER,                            -- NULL: at the blog's root
  title TEXT NOT NULL,
  summary TEXT NOT NULL DEFAULT '',             -- plain text: lists, meta description, RSS
  content TEXT NOT NULL DEFAULT '',             -- rich text, sanitised on write and on render
  image_url TEXT,                               -- site path or https URL
  image_alt TEXT NOT NULL DEFAULT '',
  image_width INTEGER NOT NULL DEFAULT 800,     -- intrinsic size: width/height on <img>, no layout shift
  image_height INTEGER NOT NULL DEFAULT 500,
  author TEXT NOT NULL DEFAULT '',
  is_published INTEGER NOT NULL DEFAULT 1,
  published_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
  FOREIGN KEY (site_id, folder_id) REFERENCES blog_folders(site_id, id)
);
CREATE INDEX blog_articles_folder ON blog_articles(site_id, locale, folder_id, published_at);
CREATE INDEX blog_articles_published ON blog_articles(site_id, locale, is_published, published_at);
