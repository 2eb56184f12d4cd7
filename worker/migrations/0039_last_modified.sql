-- Issue 24: the sitemap's <lastmod> comes from each item's last write. Pages, news, blog
-- articles and products already keep updated_at (their repositories set it); albums, services
-- and elements did not. Triggers keep it here, so every write path (admin routes, imports,
-- translations) is covered without each repository remembering to.

ALTER TABLE albums ADD COLUMN updated_at TEXT;
ALTER TABLE services ADD COLUMN updated_at TEXT;
ALTER TABLE elements ADD COLUMN updated_at TEXT;

-- Existing rows: their creation is the last write known (elements kept no date: left NULL,
-- the sitemap then gives no lastmod rather than a made-up one).
UPDATE albums SET updated_at = created_at;
UPDATE services SET updated_at = created_at;

-- A write that does not set updated_at itself gets the current time (an import that carries
-- the exported date keeps it; only a change of what the page shows counts, so an import's
-- second pass linking translations does not). SQLite does not re-fire
-- a trigger from its own UPDATE (recursive triggers are off), and the WHEN guard stops at one.
CREATE TRIGGER albums_last_modified_insert AFTER INSERT ON albums WHEN NEW.updated_at IS NULL
BEGIN
  UPDATE albums SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE site_id = NEW.site_id AND id = NEW.id;
END;
CREATE TRIGGER albums_last_modified_update AFTER UPDATE OF title, description, position ON albums
  WHEN NEW.updated_at IS OLD.updated_at
BEGIN
  UPDATE albums SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE site_id = NEW.site_id AND id = NEW.id;
END;
-- An album's page shows its media: adding, removing or reordering one changes the page.
CREATE TRIGGER album_media_last_modified_insert AFTER INSERT ON album_media
BEGIN
  UPDATE albums SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE site_id = NEW.site_id AND id = NEW.album_id;
END;
CREATE TRIGGER album_media_last_modified_delete AFTER DELETE ON album_media
BEGIN
  UPDATE albums SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE site_id = OLD.site_id AND id = OLD.album_id;
END;
CREATE TRIGGER services_last_modified_insert AFTER INSERT ON services WHEN NEW.updated_at IS NULL
BEGIN
  UPDATE services SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE site_id = NEW.site_id AND id = NEW.id;
END;
CREATE TRIGGER services_last_modified_update AFTER UPDATE OF title, summary, description, image_url, image_alt, position ON services
  WHEN NEW.updated_at IS OLD.updated_at
BEGIN
  UPDATE services SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE site_id = NEW.site_id AND id = NEW.id;
END;
CREATE TRIGGER elements_last_modified_insert AFTER INSERT ON elements WHEN NEW.updated_at IS NULL
BEGIN
  UPDATE elements SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE site_id = NEW.site_id AND id = NEW.id;
END;
CREATE TRIGGER elements_last_modified_update AFTER UPDATE OF title, summary, body_html, image_src, image_alt, starts_at, duration_minutes, location, price_label, capacity, is_valid, position ON elements
  WHEN NEW.updated_at IS OLD.updated_at
BEGIN
  UPDATE elements SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE site_id = NEW.site_id AND id = NEW.id;
END;

-- The insert trigger above dates a new service with an UPDATE, which runs before the search
-- index's own insert trigger: the search update trigger of 0028 (on any column) indexed the
-- service there, and the insert trigger indexed it a second time. The search row only depends
-- on the text columns: reindex when one of them changes, not when the date moves.
DROP TRIGGER services_search_update;
CREATE TRIGGER services_search_update AFTER UPDATE OF site_id, locale, title, summary, description ON services BEGIN
  DELETE FROM search_rows WHERE site_id = OLD.site_id AND kind = 'SERVICE' AND ref_id = OLD.id;
  INSERT INTO search_index (kind, ref_id, site_id, locale, path, title, body)
    SELECT 'SERVICE', id, site_id, locale, NULL, title, summary || ' ' || (
        SELECT f.text FROM search_fragments f WHERE f.source = 'SERVICE' AND f.ref_id = NEW.id
      )
    FROM services WHERE id = NEW.id;
END;
