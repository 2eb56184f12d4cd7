-- Issue 23: the dashboard counts the storefront's page views, anonymously. No cookie and no
-- personal data: one row per site, Paris calendar day, path and source, with a count the
-- Worker raises by upsert after the answer (worker/site/page-views.ts). The source is the
-- `from` campaign of the link, else the referring site's domain, else '' (direct).
CREATE TABLE page_views (
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  day TEXT NOT NULL,                            -- YYYY-MM-DD, Europe/Paris
  path TEXT NOT NULL,                           -- the path as asked, without its query
  source TEXT NOT NULL DEFAULT '',
  count INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (site_id, day, path, source)
) WITHOUT ROWID;
