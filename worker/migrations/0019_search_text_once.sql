-- Search text written once (issue 18). 0012 spelled its markup stripper (SQLite has no regex,
-- hence 28 nested replace()) in every trigger and backfill, nine times over. One view now holds
-- the text: the view search_fragments strips the rich text of every source with the ONE
-- stripper, and the triggers that write the index read their text from it, so changing what is
-- stripped is one new migration that redefines the view, the triggers untouched. Same text as
-- before: the same replacements in the same order, each page block stripped on its own then
-- joined with a space in the order of the page_blocks_page index (site, page, position).
-- The delete triggers of 0012 never stripped anything and stay as they are.

DROP TRIGGER pages_search_insert;
DROP TRIGGER pages_search_update;
DROP TRIGGER news_search_insert;
DROP TRIGGER news_search_update;
DROP TRIGGER blog_articles_search_insert;
DROP TRIGGER blog_articles_search_update;
DROP TRIGGER services_search_insert;
DROP TRIGGER services_search_update;
DROP TRIGGER page_blocks_search_insert;
DROP TRIGGER page_blocks_search_update;
DROP TRIGGER page_blocks_search_delete;

-- One row per piece of rich text: a page's text blocks (ref_id is the page), a news article, a
-- blog article, a service. `text` is the markup without its common tags; a tag left over (a
-- link's attributes) is removed from the excerpt in TypeScript before it is escaped.
CREATE VIEW search_fragments AS
  SELECT source, ref_id, site_id,
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(html,
      '<p>', ' '),
      '</p>', ' '),
      '<br>', ' '),
      '<br/>', ' '),
      '<br />', ' '),
      '<li>', ' '),
      '</li>', ' '),
      '<ul>', ' '),
      '</ul>', ' '),
      '<ol>', ' '),
      '</ol>', ' '),
      '<strong>', ' '),
      '</strong>', ' '),
      '<em>', ' '),
      '</em>', ' '),
      '<b>', ' '),
      '</b>', ' '),
      '<i>', ' '),
      '</i>', ' '),
      '</a>', ' '),
      '<h2>', ' '),
      '</h2>', ' '),
      '<h3>', ' '),
      '</h3>', ' '),
      '<h4>', ' '),
      '</h4>', ' '),
      '<blockquote>', ' '),
      '</blockquote>', ' ')
    AS text
  FROM (
    SELECT 'PAGE_BLOCK' AS source, b.page_id AS ref_id, b.site_id,
      coalesce(json_extract(b.data, '$.html'), '') AS html
      FROM page_blocks b
      WHERE b.kind IN ('RICH_TEXT', 'IMAGE_TEXT') AND json_valid(b.data)
    UNION ALL SELECT 'NEWS', id, site_id, content FROM news
    UNION ALL SELECT 'BLOG', id, site_id, content FROM blog_articles
    UNION ALL SELECT 'SERVICE', id, site_id, description FROM services
  );

-- Kept in step: a write deletes the row's entry and inserts it again when it is public. The
-- fragments are looked up by NEW/OLD values only (no correlated column), so SQLite pushes the
-- lookup into each source of search_fragments and reads one row by its key, or a page's blocks
-- through page_blocks_page in position order, like 0012.

CREATE TRIGGER pages_search_insert AFTER INSERT ON pages BEGIN
  INSERT INTO search_index (kind, ref_id, site_id, locale, path, title, body)
    SELECT 'PAGE', p.id, p.site_id, p.locale, p.path, p.title, p.meta_description || ' ' || coalesce((
        SELECT group_concat(f.text, ' ') FROM search_fragments f
        WHERE f.source = 'PAGE_BLOCK' AND f.site_id = NEW.site_id AND f.ref_id = NEW.id
      ), '')
    FROM pages p WHERE p.id = NEW.id AND p.is_valid = 1 AND p.is_cms_page = 1 AND p.link_type = 'NONE';
END;
CREATE TRIGGER pages_search_update AFTER UPDATE ON pages BEGIN
  DELETE FROM search_index WHERE kind = 'PAGE' AND ref_id = OLD.id;
  INSERT INTO search_index (kind, ref_id, site_id, locale, path, title, body)
    SELECT 'PAGE', p.id, p.site_id, p.locale, p.path, p.title, p.meta_description || ' ' || coalesce((
        SELECT group_concat(f.text, ' ') FROM search_fragments f
        WHERE f.source = 'PAGE_BLOCK' AND f.site_id = NEW.site_id AND f.ref_id = NEW.id
      ), '')
    FROM pages p WHERE p.id = NEW.id AND p.is_valid = 1 AND p.is_cms_page = 1 AND p.link_type = 'NONE';
END;

CREATE TRIGGER news_search_insert AFTER INSERT ON news BEGIN
  INSERT INTO search_index (kind, ref_id, site_id, locale, path, title, body)
    SELECT 'NEWS', id, site_id, locale, NULL, title, summary || ' ' || (
        SELECT f.text FROM search_fragments f WHERE f.source = 'NEWS' AND f.ref_id = NEW.id
      )
    FROM news WHERE id = NEW.id AND is_valid = 1;
END;
CREATE TRIGGER news_search_update AFTER UPDATE ON news BEGIN
  DELETE FROM search_index WHERE kind = 'NEWS' AND ref_id = OLD.id;
  INSERT INTO search_index (kind, ref_id, site_id, locale, path, title, body)
    SELECT 'NEWS', id, site_id, locale, NULL, title, summary || ' ' || (
        SELECT f.text FROM search_fragments f WHERE f.source = 'NEWS' AND f.ref_id = NEW.id
      )
    FROM news WHERE id = NEW.id AND is_valid = 1;
END;

CREATE TRIGGER blog_articles_search_insert AFTER INSERT ON blog_articles BEGIN
  INSERT INTO search_index (kind, ref_id, site_id, locale, path, title, body)
    SELECT 'BLOG', id, site_id, locale, NULL, title, summary || ' ' || (
        SELECT f.text FROM search_fragments f WHERE f.source = 'BLOG' AND f.ref_id = NEW.id
      )
    FROM blog_articles WHERE id = NEW.id AND is_published = 1;
END;
CREATE TRIGGER blog_articles_search_update AFTER UPDATE ON blog_articles BEGIN
  DELETE FROM search_index WHERE kind = 'BLOG' AND ref_id = OLD.id;
  INSERT INTO search_index (kind, ref_id, site_id, locale, path, title, body)
    SELECT 'BLOG', id, site_id, locale, NULL, title, summary || ' ' || (
        SELECT f.text FROM search_fragments f WHERE f.source = 'BLOG' AND f.ref_id = NEW.id
      )
    FROM blog_articles WHERE id = NEW.id AND is_published = 1;
END;

CREATE TRIGGER services_search_insert AFTER INSERT ON services BEGIN
  INSERT INTO search_index (kind, ref_id, site_id, locale, path, title, body)
    SELECT 'SERVICE', id, site_id, locale, NULL, title, summary || ' ' || (
        SELECT f.text FROM search_fragments f WHERE f.source = 'SERVICE' AND f.ref_id = NEW.id
      )
    FROM services WHERE id = NEW.id;
END;
CREATE TRIGGER services_search_update AFTER UPDATE ON services BEGIN
  DELETE FROM search_index WHERE kind = 'SERVICE' AND ref_id = OLD.id;
  INSERT INTO search_index (kind, ref_id, site_id, locale, path, title, body)
    SELECT 'SERVICE', id, site_id, locale, NULL, title, summary || ' ' || (
        SELECT f.text FROM search_fragments f WHERE f.source = 'SERVICE' AND f.ref_id = NEW.id
      )
    FROM services WHERE id = NEW.id;
END;

-- A block's text belongs to its page: any block write rebuilds the page's entry (both pages
-- when a block moves). The page's site is read from the page, as 0012 joined on it.
CREATE TRIGGER page_blocks_search_insert AFTER INSERT ON page_blocks BEGIN
  DELETE FROM search_index WHERE kind = 'PAGE' AND ref_id = NEW.page_id;
  INSERT INTO search_index (kind, ref_id, site_id, locale, path, title, body)
    SELECT 'PAGE', p.id, p.site_id, p.locale, p.path, p.title, p.meta_description || ' ' || coalesce((
        SELECT group_concat(f.text, ' ') FROM search_fragments f
        WHERE f.source = 'PAGE_BLOCK' AND f.site_id = (SELECT site_id FROM pages WHERE id = NEW.page_id) AND f.ref_id = NEW.page_id
      ), '')
    FROM pages p WHERE p.id = NEW.page_id AND p.is_valid = 1 AND p.is_cms_page = 1 AND p.link_type = 'NONE';
END;
CREATE TRIGGER page_blocks_search_update AFTER UPDATE ON page_blocks BEGIN
  DELETE FROM search_index WHERE kind = 'PAGE' AND ref_id = OLD.page_id;
  INSERT INTO search_index (kind, ref_id, site_id, locale, path, title, body)
    SELECT 'PAGE', p.id, p.site_id, p.locale, p.path, p.title, p.meta_description || ' ' || coalesce((
        SELECT group_concat(f.text, ' ') FROM search_fragments f
        WHERE f.source = 'PAGE_BLOCK' AND f.site_id = (SELECT site_id FROM pages WHERE id = OLD.page_id) AND f.ref_id = OLD.page_id
      ), '')
    FROM pages p WHERE p.id = OLD.page_id AND p.is_valid = 1 AND p.is_cms_page = 1 AND p.link_type = 'NONE';
  DELETE FROM search_index WHERE kind = 'PAGE' AND ref_id = NEW.page_id;
  INSERT INTO search_index (kind, ref_id, site_id, locale, path, title, body)
    SELECT 'PAGE', p.id, p.site_id, p.locale, p.path, p.title, p.meta_description || ' ' || coalesce((
        SELECT group_concat(f.text, ' ') FROM search_fragments f
        WHERE f.source = 'PAGE_BLOCK' AND f.site_id = (SELECT site_id FROM pages WHERE id = NEW.page_id) AND f.ref_id = NEW.page_id
      ), '')
    FROM pages p WHERE p.id = NEW.page_id AND p.is_valid = 1 AND p.is_cms_page = 1 AND p.link_type = 'NONE';
END;
CREATE TRIGGER page_blocks_search_delete AFTER DELETE ON page_blocks BEGIN
  DELETE FROM search_index WHERE kind = 'PAGE' AND ref_id = OLD.page_id;
  INSERT INTO search_index (kind, ref_id, site_id, locale, path, title, body)
    SELECT 'PAGE', p.id, p.site_id, p.locale, p.path, p.title, p.meta_description || ' ' || coalesce((
        SELECT group_concat(f.text, ' ') FROM search_fragments f
        WHERE f.source = 'PAGE_BLOCK' AND f.site_id = (SELECT site_id FROM pages WHERE id = OLD.page_id) AND f.ref_id = OLD.page_id
      ), '')
    FROM pages p WHERE p.id = OLD.page_id AND p.is_valid = 1 AND p.is_cms_page = 1 AND p.link_type = 'NONE';
END;
