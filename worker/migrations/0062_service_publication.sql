-- Services join the publishing workflow: like news and element list items, a service is shown
-- to visitors only while its flag says so (a draft never published, or unpublished, is not).
-- Existing services stay visible: until now every service was.
ALTER TABLE services ADD COLUMN is_valid INTEGER NOT NULL DEFAULT 1;

CREATE INDEX services_visible ON services(site_id, locale, is_valid, position, id);

-- Search indexes a visible service only, and follows its flag: the insert and update triggers
-- are created again with the flag in their condition (the update one also fires on it). A
-- date of last change follows it too (a service appearing is a change of the sitemap).
DROP TRIGGER IF EXISTS services_search_insert;
DROP TRIGGER IF EXISTS services_search_update;
DROP TRIGGER IF EXISTS services_last_modified_update;

CREATE TRIGGER services_search_insert AFTER INSERT ON services BEGIN
  INSERT INTO search_index (kind, ref_id, site_id, locale, path, title, body)
    SELECT 'SERVICE', id, site_id, locale, NULL, title, summary || ' ' || (
        SELECT f.text FROM search_fragments f WHERE f.source = 'SERVICE' AND f.ref_id = NEW.id
      )
    FROM services WHERE id = NEW.id AND is_valid = 1;
END;

CREATE TRIGGER services_last_modified_update AFTER UPDATE OF title, summary, description, image_url, image_alt, position, is_valid ON services
  WHEN NEW.updated_at IS OLD.updated_at
BEGIN
  UPDATE services SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE site_id = NEW.site_id AND id = NEW.id;
END;

CREATE TRIGGER services_search_update AFTER UPDATE OF site_id, locale, title, summary, description, is_valid ON services BEGIN
  DELETE FROM search_rows WHERE site_id = OLD.site_id AND kind = 'SERVICE' AND ref_id = OLD.id;
  INSERT INTO search_index (kind, ref_id, site_id, locale, path, title, body)
    SELECT 'SERVICE', id, site_id, locale, NULL, title, summary || ' ' || (
        SELECT f.text FROM search_fragments f WHERE f.source = 'SERVICE' AND f.ref_id = NEW.id
      )
    FROM services WHERE id = NEW.id AND is_valid = 1;
END;
