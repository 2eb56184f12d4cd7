-- Search index per site (issue 26). Until now search_index was one FTS5 table for every site:
-- its triggers deleted with `WHERE kind = ? AND ref_id = ?` on UNINDEXED columns (a scan of the
-- whole platform's index for every block written on any site), and a search matched every
-- site's rows before keeping one site's. Now:
--
--   search_rows   the indexed texts, a plain table; a row is found by its key
--                 (site_id, kind, ref_id, locale) through an index, so a write deletes by rowid;
--   search_fts    the FTS5 index over search_rows (external content: the text is stored once),
--                 kept in step by the triggers on search_rows below;
--   search_index  a view with the old columns: whatever writes `INSERT INTO search_index (…)`
--                 (the source triggers of 0019, kept verbatim, or a later module's) still works.
--
-- Each site owns one range of rowids, [site_id × 2^32, (site_id + 1) × 2^32): a search restricts
-- its MATCH with `rowid BETWEEN` that range, which FTS5 applies while it walks its doclists, so it
-- never reads another site's matches. A row's id is the next free one in its site's range.
-- The text extraction (the view search_fragments of 0019) does not change.

CREATE TABLE search_rows (
  id INTEGER PRIMARY KEY,                       -- in [site_id << 32, (site_id + 1) << 32)
  site_id INTEGER NOT NULL,
  kind TEXT NOT NULL,                           -- PAGE, NEWS, BLOG, SERVICE
  ref_id INTEGER NOT NULL,
  locale TEXT NOT NULL,
  path TEXT,                                    -- CMS pages only
  title TEXT,
  body TEXT
);
CREATE INDEX search_rows_key ON search_rows (site_id, kind, ref_id, locale);
-- For a writer that deletes through the view by kind and id only (as 0012 and 0019 did).
CREATE INDEX search_rows_ref ON search_rows (kind, ref_id);

CREATE VIRTUAL TABLE search_fts USING fts5(
  title,
  body,
  content = 'search_rows',
  content_rowid = 'id',
  tokenize = 'unicode61 remove_diacritics 2'
);

CREATE TRIGGER search_rows_fts_insert AFTER INSERT ON search_rows BEGIN
  INSERT INTO search_fts (rowid, title, body) VALUES (NEW.id, NEW.title, NEW.body);
END;
CREATE TRIGGER search_rows_fts_delete AFTER DELETE ON search_rows BEGIN
  INSERT INTO search_fts (search_fts, rowid, title, body) VALUES ('delete', OLD.id, OLD.title, OLD.body);
END;
CREATE TRIGGER search_rows_fts_update AFTER UPDATE ON search_rows BEGIN
  INSERT INTO search_fts (search_fts, rowid, title, body) VALUES ('delete', OLD.id, OLD.title, OLD.body);
  INSERT INTO search_fts (rowid, title, body) VALUES (NEW.id, NEW.title, NEW.body);
END;

-- The rows indexed so far (whatever wrote them), copied before the old table goes.
CREATE TABLE search_index_old AS SELECT kind, ref_id, site_id, locale, path, title, body FROM search_index;
DROP TABLE search_index;

CREATE VIEW search_index AS
  SELECT id, kind, ref_id, site_id, locale, path, title, body FROM search_rows;

-- One row in: the next id of its site's range (a primary-key range lookup, not a scan).
CREATE TRIGGER search_index_insert INSTEAD OF INSERT ON search_index BEGIN
  INSERT INTO search_rows (id, site_id, kind, ref_id, locale, path, title, body)
  VALUES (
    coalesce(
      (SELECT max(id) FROM search_rows WHERE id >= NEW.site_id * 4294967296 AND id < (NEW.site_id + 1) * 4294967296),
      NEW.site_id * 4294967296
    ) + 1,
    NEW.site_id, NEW.kind, NEW.ref_id, NEW.locale, NEW.path, NEW.title, NEW.body
  );
END;
CREATE TRIGGER search_index_delete INSTEAD OF DELETE ON search_index BEGIN
  DELETE FROM search_rows WHERE id = OLD.id;
END;

INSERT INTO search_index (kind, ref_id, site_id, locale, path, title, body)
  SELECT kind, ref_id, site_id, locale, path, title, body FROM search_index_old ORDER BY site_id, rowid;
DROP TABLE search_index_old;

-- Deletes go by the site and the key (the index search_rows_key), then by rowid in search_fts.
-- The inserts are 0019's, unchanged: they write through the view.

DROP TRIGGER IF EXISTS pages_search_update;
DROP TRIGGER IF EXISTS pages_search_delete;
DROP TRIGGER IF EXISTS news_search_update;
DROP TRIGGER IF EXISTS news_search_delete;
DROP TRIGGER IF EXISTS blog_articles_search_update;
DROP TRIGGER IF EXISTS blog_articles_search_delete;
DROP TRIGGER IF EXISTS services_search_update;
DROP TRIGGER IF EXISTS services_search_delete;
DROP TRIGGER IF EXISTS page_blocks_search_insert;
DROP TRIGGER IF EXISTS page_blocks_search_update;
DROP TRIGGER IF EXISTS page_blocks_search_delete;

CREATE TRIGGER pages_search_update AFTER UPDATE ON pages BEGIN
  DELETE FROM search_rows WHERE site_id = OLD.site_id AND kind = 'PAGE' AND ref_id = OLD.id;
  INSERT INTO search_index (kind, ref_id, site_id, locale, path, title, body)
    SELECT 'PAGE', p.id, p.site_id, p.locale, p.path, p.title, p.meta_description || ' ' || coalesce((
        SELECT group_concat(f.text, ' ') FROM search_fragments f
        WHERE f.source = 'PAGE_BLOCK' AND f.site_id = NEW.site_id AND f.ref_id = NEW.id
      ), '')
    FROM pages p WHERE p.id = NEW.id AND p.is_valid = 1 AND p.is_cms_page = 1 AND p.link_type = 'NONE';
END;
CREATE TRIGGER pages_search_delete AFTER DELETE ON pages BEGIN
  DELETE FROM search_rows WHERE site_id = OLD.site_id AND kind = 'PAGE' AND ref_id = OLD.id;
END;

CREATE TRIGGER news_search_update AFTER UPDATE ON news BEGIN
  DELETE FROM search_rows WHERE site_id = OLD.site_id AND kind = 'NEWS' AND ref_id = OLD.id;
  INSERT INTO search_index (kind, ref_id, site_id, locale, path, title, body)
    SELECT 'NEWS', id, site_id, locale, NULL, title, summary || ' ' || (
        SELECT f.text FROM search_fragments f WHERE f.source = 'NEWS' AND f.ref_id = NEW.id
      )
    FROM news WHERE id = NEW.id AND is_valid = 1;
END;
CREATE TRIGGER news_search_delete AFTER DELETE ON news BEGIN
  DELETE FROM search_rows WHERE site_id = OLD.site_id AND kind = 'NEWS' AND ref_id = OLD.id;
END;

CREATE TRIGGER blog_articles_search_update AFTER UPDATE ON blog_articles BEGIN
  DELETE FROM search_rows WHERE site_id = OLD.site_id AND kind = 'BLOG' AND ref_id = OLD.id;
  INSERT INTO search_index (kind, ref_id, site_id, locale, path, title, body)
    SELECT 'BLOG', id, site_id, locale, NULL, title, summary || ' ' || (
        SELECT f.text FROM search_fragments f WHERE f.source = 'BLOG' AND f.ref_id = NEW.id
      )
    FROM blog_articles WHERE id = NEW.id AND is_published = 1;
END;
CREATE TRIGGER blog_articles_search_delete AFTER DELETE ON blog_articles BEGIN
  DELETE FROM search_rows WHERE site_id = OLD.site_id AND kind = 'BLOG' AND ref_id = OLD.id;
END;

CREATE TRIGGER services_search_update AFTER UPDATE ON services BEGIN
  DELETE FROM search_rows WHERE site_id = OLD.site_id AND kind = 'SERVICE' AND ref_id = OLD.id;
  INSERT INTO search_index (kind, ref_id, site_id, locale, path, title, body)
    SELECT 'SERVICE', id, site_id, locale, NULL, title, summary || ' ' || (
        SELECT f.text FROM search_fragments f WHERE f.source = 'SERVICE' AND f.ref_id = NEW.id
      )
    FROM services WHERE id = NEW.id;
END;
CREATE TRIGGER services_search_delete AFTER DELETE ON services BEGIN
  DELETE FROM search_rows WHERE site_id = OLD.site_id AND kind = 'SERVICE' AND ref_id = OLD.id;
END;

-- A block and its page are on the same site (foreign key (site_id, page_id) of 0004).
CREATE TRIGGER page_blocks_search_insert AFTER INSERT ON page_blocks BEGIN
  DELETE FROM search_rows WHERE site_id = NEW.site_id AND kind = 'PAGE' AND ref_id = NEW.page_id;
  INSERT INTO search_index (kind, ref_id, site_id, locale, path, title, body)
    SELECT 'PAGE', p.id, p.site_id, p.locale, p.path, p.title, p.meta_description || ' ' || coalesce((
        SELECT group_concat(f.text, ' ') FROM search_fragments f
        WHERE f.source = 'PAGE_BLOCK' AND f.site_id = NEW.site_id AND f.ref_id = NEW.page_id
      ), '')
    FROM pages p WHERE p.id = NEW.page_id AND p.is_valid = 1 AND p.is_cms_page = 1 AND p.link_type = 'NONE';
END;
CREATE TRIGGER page_blocks_search_update AFTER UPDATE ON page_blocks BEGIN
  DELETE FROM search_rows WHERE site_id = OLD.site_id AND kind = 'PAGE' AND ref_id = OLD.page_id;
  INSERT INTO search_index (kind, ref_id, site_id, locale, path, title, body)
    SELECT 'PAGE', p.id, p.site_id, p.locale, p.path, p.title, p.meta_description || ' ' || coalesce((
        SELECT group_concat(f.text, ' ') FROM search_fragments f
        WHERE f.source = 'PAGE_BLOCK' AND f.site_id = OLD.site_id AND f.ref_id = OLD.page_id
      ), '')
    FROM pages p WHERE p.id = OLD.page_id AND p.is_valid = 1 AND p.is_cms_page = 1 AND p.link_type = 'NONE';
  DELETE FROM search_rows WHERE site_id = NEW.site_id AND kind = 'PAGE' AND ref_id = NEW.page_id;
  INSERT INTO search_index (kind, ref_id, site_id, locale, path, title, body)
    SELECT 'PAGE', p.id, p.site_id, p.locale, p.path, p.title, p.meta_description || ' ' || coalesce((
        SELECT group_concat(f.text, ' ') FROM search_fragments f
        WHERE f.source = 'PAGE_BLOCK' AND f.site_id = NEW.site_id AND f.ref_id = NEW.page_id
      ), '')
    FROM pages p WHERE p.id = NEW.page_id AND p.is_valid = 1 AND p.is_cms_page = 1 AND p.link_type = 'NONE';
END;
CREATE TRIGGER page_blocks_search_delete AFTER DELETE ON page_blocks BEGIN
  DELETE FROM search_rows WHERE site_id = OLD.site_id AND kind = 'PAGE' AND ref_id = OLD.page_id;
  INSERT INTO search_index (kind, ref_id, site_id, locale, path, title, body)
    SELECT 'PAGE', p.id, p.site_id, p.locale, p.path, p.title, p.meta_description || ' ' || coalesce((
        SELECT group_concat(f.text, ' ') FROM search_fragments f
        WHERE f.source = 'PAGE_BLOCK' AND f.site_id = OLD.site_id AND f.ref_id = OLD.page_id
      ), '')
    FROM pages p WHERE p.id = OLD.page_id AND p.is_valid = 1 AND p.is_cms_page = 1 AND p.link_type = 'NONE';
END;
