-- Databases migrated before three migrations were edited get the schema a new database has.
-- Applied migrations are never edited again (worker/migrations.lock.json, checked by
-- `npm run check`); this file replays each edit with statements that are no-ops on a database
-- that ran the final versions, so it is safe on every database, old or new.
--
-- 0004 and 0016: only comments changed (file paths in them). Nothing to replay.
--
-- 0028: its DROP TRIGGER statements became DROP TRIGGER IF EXISTS. A database that ran the
-- original succeeded with the same triggers dropped and created: same schema, nothing to replay.
--
-- 0026: fifteen triggers were added after its first version: a deleted item takes its
-- translations with it, and a deleted original leaves its translations standing alone. A
-- database that ran the first version has no such triggers: they are created here (IF NOT
-- EXISTS: untouched where 0026 made them). Rows that such a database let go stale are repaired
-- first: overlay translations of items deleted since (a new item reusing the id would show
-- them) are deleted, and translation_of pointing at a deleted original becomes NULL (which is
-- what the trigger would have done at the time).

DELETE FROM translations WHERE entity = 'product'
  AND NOT EXISTS (SELECT 1 FROM products t WHERE t.site_id = translations.site_id AND t.id = translations.entity_id);
DELETE FROM translations WHERE entity = 'variation'
  AND NOT EXISTS (SELECT 1 FROM variations t WHERE t.site_id = translations.site_id AND t.id = translations.entity_id);
DELETE FROM translations WHERE entity = 'award'
  AND NOT EXISTS (SELECT 1 FROM awards t WHERE t.site_id = translations.site_id AND t.id = translations.entity_id);
DELETE FROM translations WHERE entity = 'mealIcon'
  AND NOT EXISTS (SELECT 1 FROM meal_icons t WHERE t.site_id = translations.site_id AND t.id = translations.entity_id);
DELETE FROM translations WHERE entity = 'elementList'
  AND NOT EXISTS (SELECT 1 FROM element_lists t WHERE t.site_id = translations.site_id AND t.id = translations.entity_id);
DELETE FROM translations WHERE entity = 'element'
  AND NOT EXISTS (SELECT 1 FROM elements t WHERE t.site_id = translations.site_id AND t.id = translations.entity_id);
DELETE FROM translations WHERE entity = 'form'
  AND NOT EXISTS (SELECT 1 FROM forms t WHERE t.site_id = translations.site_id AND t.id = translations.entity_id);
DELETE FROM translations WHERE entity = 'parameter'
  AND NOT EXISTS (SELECT 1 FROM parameters t WHERE t.site_id = translations.site_id AND t.id = translations.entity_id);
DELETE FROM translations WHERE entity = 'companyAddress'
  AND NOT EXISTS (SELECT 1 FROM company_addresses t WHERE t.site_id = translations.site_id AND t.id = translations.entity_id);

UPDATE pages SET translation_of = NULL WHERE translation_of IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM pages o WHERE o.site_id = pages.site_id AND o.id = pages.translation_of);
UPDATE news SET translation_of = NULL WHERE translation_of IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM news o WHERE o.site_id = news.site_id AND o.id = news.translation_of);
UPDATE blog_folders SET translation_of = NULL WHERE translation_of IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM blog_folders o WHERE o.site_id = blog_folders.site_id AND o.id = blog_folders.translation_of);
UPDATE blog_articles SET translation_of = NULL WHERE translation_of IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM blog_articles o WHERE o.site_id = blog_articles.site_id AND o.id = blog_articles.translation_of);
UPDATE albums SET translation_of = NULL WHERE translation_of IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM albums o WHERE o.site_id = albums.site_id AND o.id = albums.translation_of);
UPDATE services SET translation_of = NULL WHERE translation_of IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM services o WHERE o.site_id = services.site_id AND o.id = services.translation_of);

CREATE TRIGGER IF NOT EXISTS products_translations_cleanup AFTER DELETE ON products BEGIN
  DELETE FROM translations WHERE site_id = old.site_id AND entity = 'product' AND entity_id = old.id;
END;
CREATE TRIGGER IF NOT EXISTS variations_translations_cleanup AFTER DELETE ON variations BEGIN
  DELETE FROM translations WHERE site_id = old.site_id AND entity = 'variation' AND entity_id = old.id;
END;
CREATE TRIGGER IF NOT EXISTS awards_translations_cleanup AFTER DELETE ON awards BEGIN
  DELETE FROM translations WHERE site_id = old.site_id AND entity = 'award' AND entity_id = old.id;
END;
CREATE TRIGGER IF NOT EXISTS meal_icons_translations_cleanup AFTER DELETE ON meal_icons BEGIN
  DELETE FROM translations WHERE site_id = old.site_id AND entity = 'mealIcon' AND entity_id = old.id;
END;
CREATE TRIGGER IF NOT EXISTS element_lists_translations_cleanup AFTER DELETE ON element_lists BEGIN
  DELETE FROM translations WHERE site_id = old.site_id AND entity = 'elementList' AND entity_id = old.id;
END;
CREATE TRIGGER IF NOT EXISTS elements_translations_cleanup AFTER DELETE ON elements BEGIN
  DELETE FROM translations WHERE site_id = old.site_id AND entity = 'element' AND entity_id = old.id;
END;
CREATE TRIGGER IF NOT EXISTS forms_translations_cleanup AFTER DELETE ON forms BEGIN
  DELETE FROM translations WHERE site_id = old.site_id AND entity = 'form' AND entity_id = old.id;
END;
CREATE TRIGGER IF NOT EXISTS parameters_translations_cleanup AFTER DELETE ON parameters BEGIN
  DELETE FROM translations WHERE site_id = old.site_id AND entity = 'parameter' AND entity_id = old.id;
END;
CREATE TRIGGER IF NOT EXISTS company_addresses_translations_cleanup AFTER DELETE ON company_addresses BEGIN
  DELETE FROM translations WHERE site_id = old.site_id AND entity = 'companyAddress' AND entity_id = old.id;
END;

-- A deleted original leaves its translations standing alone (they stay published in their
-- language) rather than pointing at an id a later row could take.
CREATE TRIGGER IF NOT EXISTS pages_translation_orphans AFTER DELETE ON pages BEGIN
  UPDATE pages SET translation_of = NULL WHERE site_id = old.site_id AND translation_of = old.id;
END;
CREATE TRIGGER IF NOT EXISTS news_translation_orphans AFTER DELETE ON news BEGIN
  UPDATE news SET translation_of = NULL WHERE site_id = old.site_id AND translation_of = old.id;
END;
CREATE TRIGGER IF NOT EXISTS blog_folders_translation_orphans AFTER DELETE ON blog_folders BEGIN
  UPDATE blog_folders SET translation_of = NULL WHERE site_id = old.site_id AND translation_of = old.id;
END;
CREATE TRIGGER IF NOT EXISTS blog_articles_translation_orphans AFTER DELETE ON blog_articles BEGIN
  UPDATE blog_articles SET translation_of = NULL WHERE site_id = old.site_id AND translation_of = old.id;
END;
CREATE TRIGGER IF NOT EXISTS albums_translation_orphans AFTER DELETE ON albums BEGIN
  UPDATE albums SET translation_of = NULL WHERE site_id = old.site_id AND translation_of = old.id;
END;
CREATE TRIGGER IF NOT EXISTS services_translation_orphans AFTER DELETE ON services BEGIN
  UPDATE services SET translation_of = NULL WHERE site_id = old.site_id AND translation_of = old.id;
END;

-- 0039: its insert triggers gained WHEN NEW.updated_at IS NULL (an import keeps the exported
-- date), its update triggers fire only on the columns a page shows, and services_search_update
-- was narrowed to the text columns (a new service was indexed twice). Each trigger is dropped
-- and created again as the final 0039 has it, in the same order, so that the triggers of one
-- table fire in the same order as on a new database. Dates already moved by the old triggers
-- (an import's rows dated at the import) cannot be told from real edits: they are kept.
-- Services the first 0039 indexed twice keep one search row (the oldest: both hold the same
-- text); the search_rows delete trigger keeps search_fts in step.

DELETE FROM search_rows WHERE kind = 'SERVICE' AND id NOT IN (
  SELECT MIN(id) FROM search_rows WHERE kind = 'SERVICE' GROUP BY site_id, ref_id, locale
);

DROP TRIGGER IF EXISTS albums_last_modified_insert;
DROP TRIGGER IF EXISTS albums_last_modified_update;
DROP TRIGGER IF EXISTS services_last_modified_insert;
DROP TRIGGER IF EXISTS services_last_modified_update;
DROP TRIGGER IF EXISTS elements_last_modified_insert;
DROP TRIGGER IF EXISTS elements_last_modified_update;
DROP TRIGGER IF EXISTS services_search_update;

CREATE TRIGGER albums_last_modified_insert AFTER INSERT ON albums WHEN NEW.updated_at IS NULL
BEGIN
  UPDATE albums SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE site_id = NEW.site_id AND id = NEW.id;
END;

CREATE TRIGGER albums_last_modified_update AFTER UPDATE OF title, description, position ON albums
  WHEN NEW.updated_at IS OLD.updated_at
BEGIN
  UPDATE albums SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE site_id = NEW.site_id AND id = NEW.id;
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

CREATE TRIGGER services_search_update AFTER UPDATE OF site_id, locale, title, summary, description ON services BEGIN
  DELETE FROM search_rows WHERE site_id = OLD.site_id AND kind = 'SERVICE' AND ref_id = OLD.id;
  INSERT INTO search_index (kind, ref_id, site_id, locale, path, title, body)
    SELECT 'SERVICE', id, site_id, locale, NULL, title, summary || ' ' || (
        SELECT f.text FROM search_fragments f WHERE f.source = 'SERVICE' AND f.ref_id = NEW.id
      )
    FROM services WHERE id = NEW.id;
END;
