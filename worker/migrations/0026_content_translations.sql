-- Languages (issue 21). Two shapes of translated content:
-- 1. Tables that already keep one row per locale (pages, news, blog folders and articles, albums,
--    services) link a translation to its default-locale original with `translation_of` (NULL on
--    the original; on a translation, the original's id in the same site). The rows of one group
--    are the original and every row whose translation_of is its id; each has its own slug/path.
-- 2. Everything else translatable (products, declinations, awards, meal icons, element lists and
--    elements, forms and their fields, parameters, company addresses) keeps one row and gets an
--    overlay here: a read in a non-default locale replaces each field that has a value. An
--    overlay item exists in a locale when it has at least one row there (see the provider's
--    worker/provider/translation/). Rows are never deleted when a language is removed from a
--    site: its content is only hidden (sites' languages decide which prefixes are served).
ALTER TABLE pages ADD COLUMN translation_of INTEGER;
ALTER TABLE news ADD COLUMN translation_of INTEGER;
ALTER TABLE blog_folders ADD COLUMN translation_of INTEGER;
ALTER TABLE blog_articles ADD COLUMN translation_of INTEGER;
ALTER TABLE albums ADD COLUMN translation_of INTEGER;
ALTER TABLE services ADD COLUMN translation_of INTEGER;

-- Finding a group's rows from either end: the original's translations (site, translation_of),
-- and one locale's row of a group (site, translation_of, locale).
CREATE INDEX pages_translation ON pages(site_id, translation_of, locale);
CREATE INDEX news_translation ON news(site_id, translation_of, locale);
CREATE INDEX blog_folders_translation ON blog_folders(site_id, translation_of, locale);
CREATE INDEX blog_articles_translation ON blog_articles(site_id, translation_of, locale);
CREATE INDEX albums_translation ON albums(site_id, translation_of, locale);
CREATE INDEX services_translation ON services(site_id, translation_of, locale);

CREATE TABLE translations (
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  entity TEXT NOT NULL,                 -- a name of the provider's entity list: 'product', 'element', …
  entity_id INTEGER NOT NULL,           -- the entity row's id (for a parameter: its id)
  locale TEXT NOT NULL,                 -- 'en_GB'; never the site's default locale
  field TEXT NOT NULL,                  -- a declared translatable field: 'description', 'slug', …
  value TEXT NOT NULL,
  updated_at TEXT NOT NULL DEFAULT (datetime('now')),
  PRIMARY KEY (site_id, entity, entity_id, locale, field)
);
-- Lists: which items of an entity have a translation in a locale (availability, missing list).
CREATE INDEX translations_locale ON translations(site_id, entity, locale, entity_id);
