-- Search (issue 7): one FTS5 index over the public texts of every site — CMS pages (title,
-- meta description, rich-text blocks), valid news, published blog articles and services.
-- site_id and locale are stored (UNINDEXED) and every query filters on them. The index is kept
-- in step by triggers on the source tables, so every module's existing writes (admin API,
-- seeds, migrations) update it without knowing about search. Rich text is indexed without its
-- common tags (SQLite has no regex, hence the nested replace()); a tag left over (a link's
-- attributes) is removed from the excerpt in TypeScript before it is escaped.
-- Detail URLs need a slug made in TypeScript (src/domain/slug-path.ts), so only the path of
-- CMS pages is stored; news, articles and services get theirs from kind + id + title.
CREATE VIRTUAL TABLE search_index USING fts5(
  kind UNINDEXED,                               -- PAGE, NEWS, BLOG, SERVICE
  ref_id UNINDEXED,
  site_id UNINDEXED,
  locale UNINDEXED,
  path UNINDEXED,                               -- CMS pages only
  title,
  body,
  tokenize = 'unicode61 remove_diacritics 2'
);

-- Existing rows.
INSERT INTO search_index (kind, ref_id, site_id, locale, path, title, body)
    SELECT 'PAGE', p.id, p.site_id, p.locale, p.path, p.title,
      p.meta_description || ' ' || coalesce((
        SELECT group_concat(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(coalesce(json_extract(b.data, '$.html'), ''), '<p>', ' '), '</p>', ' '), '<br>', ' '), '<br/>', ' '), '<br />', ' '), '<li>', ' '), '</li>', ' '), '<ul>', ' '), '</ul>', ' '), '<ol>', ' '), '</ol>', ' '), '<strong>', ' '), '</strong>', ' '), '<em>', ' '), '</em>', ' '), '<b>', ' '), '</b>', ' '), '<i>', ' '), '</i>', ' '), '</a>', ' '), '<h2>', ' '), '</h2>', ' '), '<h3>', ' '), '</h3>', ' '), '<h4>', ' '), '</h4>', ' '), '<blockquote>', ' '), '</blockquote>', ' '), ' ')
        FROM page_blocks b
        WHERE b.site_id = p.site_id AND b.page_id = p.id AND b.kind IN ('RICH_TEXT', 'IMAGE_TEXT')
          AND json_valid(b.data)
      ), '')
    FROM pages p WHERE p.is_valid = 1 AND p.is_cms_page = 1 AND p.link_type = 'NONE';
INSERT INTO search_index (kind, ref_id, site_id, locale, path, title, body)
    SELECT 'NEWS', id, site_id, locale, NULL, title, summary || ' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(content, '<p>', ' '), '</p>', ' '), '<br>', ' '), '<br/>', ' '), '<br />', ' '), '<li>', ' '), '</li>', ' '), '<ul>', ' '), '</ul>', ' '), '<ol>', ' '), '</ol>', ' '), '<strong>', ' '), '</strong>', ' '), '<em>', ' '), '</em>', ' '), '<b>', ' '), '</b>', ' '), '<i>', ' '), '</i>', ' '), '</a>', ' '), '<h2>', ' '), '</h2>', ' '), '<h3>', ' '), '</h3>', ' '), '<h4>', ' '), '</h4>', ' '), '<blockquote>', ' '), '</blockquote>', ' ')
    FROM news WHERE 1 AND is_valid = 1;
INSERT INTO search_index (kind, ref_id, site_id, locale, path, title, body)
    SELECT 'BLOG', id, site_id, locale, NULL, title, summary || ' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(content, '<p>', ' '), '</p>', ' '), '<br>', ' '), '<br/>', ' '), '<br />', ' '), '<li>', ' '), '</li>', ' '), '<ul>', ' '), '</ul>', ' '), '<ol>', ' '), '</ol>', ' '), '<strong>', ' '), '</strong>', ' '), '<em>', ' '), '</em>', ' '), '<b>', ' '), '</b>', ' '), '<i>', ' '), '</i>', ' '), '</a>', ' '), '<h2>', ' '), '</h2>', ' '), '<h3>', ' '), '</h3>', ' '), '<h4>', ' '), '</h4>', ' '), '<blockquote>', ' '), '</blockquote>', ' ')
    FROM blog_articles WHERE 1 AND is_published = 1;
INSERT INTO search_index (kind, ref_id, site_id, locale, path, title, body)
    SELECT 'SERVICE', id, site_id, locale, NULL, title, summary || ' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(description, '<p>', ' '), '</p>', ' '), '<br>', ' '), '<br/>', ' '), '<br />', ' '), '<li>', ' '), '</li>', ' '), '<ul>', ' '), '</ul>', ' '), '<ol>', ' '), '</ol>', ' '), '<strong>', ' '), '</strong>', ' '), '<em>', ' '), '</em>', ' '), '<b>', ' '), '</b>', ' '), '<i>', ' '), '</i>', ' '), '</a>', ' '), '<h2>', ' '), '</h2>', ' '), '<h3>', ' '), '</h3>', ' '), '<h4>', ' '), '</h4>', ' '), '<blockquote>', ' '), '</blockquote>', ' ')
    FROM services WHERE 1;

-- Kept in step: a write deletes the row's entry and inserts it again when it is public.

CREATE TRIGGER pages_search_insert AFTER INSERT ON pages BEGIN
  INSERT INTO search_index (kind, ref_id, site_id, locale, path, title, body)
    SELECT 'PAGE', p.id, p.site_id, p.locale, p.path, p.title,
      p.meta_description || ' ' || coalesce((
        SELECT group_concat(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(coalesce(json_extract(b.data, '$.html'), ''), '<p>', ' '), '</p>', ' '), '<br>', ' '), '<br/>', ' '), '<br />', ' '), '<li>', ' '), '</li>', ' '), '<ul>', ' '), '</ul>', ' '), '<ol>', ' '), '</ol>', ' '), '<strong>', ' '), '</strong>', ' '), '<em>', ' '), '</em>', ' '), '<b>', ' '), '</b>', ' '), '<i>', ' '), '</i>', ' '), '</a>', ' '), '<h2>', ' '), '</h2>', ' '), '<h3>', ' '), '</h3>', ' '), '<h4>', ' '), '</h4>', ' '), '<blockquote>', ' '), '</blockquote>', ' '), ' ')
        FROM page_blocks b
        WHERE b.site_id = p.site_id AND b.page_id = p.id AND b.kind IN ('RICH_TEXT', 'IMAGE_TEXT')
          AND json_valid(b.data)
      ), '')
    FROM pages p WHERE p.id = NEW.id AND p.is_valid = 1 AND p.is_cms_page = 1 AND p.link_type = 'NONE';
END;
CREATE TRIGGER pages_search_update AFTER UPDATE ON pages BEGIN
  DELETE FROM search_index WHERE kind = 'PAGE' AND ref_id = OLD.id;
  INSERT INTO search_index (kind, ref_id, site_id, locale, path, title, body)
    SELECT 'PAGE', p.id, p.site_id, p.locale, p.path, p.title,
      p.meta_description || ' ' || coalesce((
        SELECT group_concat(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(coalesce(json_extract(b.data, '$.html'), ''), '<p>', ' '), '</p>', ' '), '<br>', ' '), '<br/>', ' '), '<br />', ' '), '<li>', ' '), '</li>', ' '), '<ul>', ' '), '</ul>', ' '), '<ol>', ' '), '</ol>', ' '), '<strong>', ' '), '</strong>', ' '), '<em>', ' '), '</em>', ' '), '<b>', ' '), '</b>', ' '), '<i>', ' '), '</i>', ' '), '</a>', ' '), '<h2>', ' '), '</h2>', ' '), '<h3>', ' '), '</h3>', ' '), '<h4>', ' '), '</h4>', ' '), '<blockquote>', ' '), '</blockquote>', ' '), ' ')
        FROM page_blocks b
        WHERE b.site_id = p.site_id AND b.page_id = p.id AND b.kind IN ('RICH_TEXT', 'IMAGE_TEXT')
          AND json_valid(b.data)
      ), '')
    FROM pages p WHERE p.id = NEW.id AND p.is_valid = 1 AND p.is_cms_page = 1 AND p.link_type = 'NONE';
END;
CREATE TRIGGER pages_search_delete AFTER DELETE ON pages BEGIN
  DELETE FROM search_index WHERE kind = 'PAGE' AND ref_id = OLD.id;
END;

CREATE TRIGGER news_search_insert AFTER INSERT ON news BEGIN
  INSERT INTO search_index (kind, ref_id, site_id, locale, path, title, body)
    SELECT 'NEWS', id, site_id, locale, NULL, title, summary || ' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(content, '<p>', ' '), '</p>', ' '), '<br>', ' '), '<br/>', ' '), '<br />', ' '), '<li>', ' '), '</li>', ' '), '<ul>', ' '), '</ul>', ' '), '<ol>', ' '), '</ol>', ' '), '<strong>', ' '), '</strong>', ' '), '<em>', ' '), '</em>', ' '), '<b>', ' '), '</b>', ' '), '<i>', ' '), '</i>', ' '), '</a>', ' '), '<h2>', ' '), '</h2>', ' '), '<h3>', ' '), '</h3>', ' '), '<h4>', ' '), '</h4>', ' '), '<blockquote>', ' '), '</blockquote>', ' ')
    FROM news WHERE id = NEW.id AND is_valid = 1;
END;
CREATE TRIGGER news_search_update AFTER UPDATE ON news BEGIN
  DELETE FROM search_index WHERE kind = 'NEWS' AND ref_id = OLD.id;
  INSERT INTO search_index (kind, ref_id, site_id, locale, path, title, body)
    SELECT 'NEWS', id, site_id, locale, NULL, title, summary || ' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(content, '<p>', ' '), '</p>', ' '), '<br>', ' '), '<br/>', ' '), '<br />', ' '), '<li>', ' '), '</li>', ' '), '<ul>', ' '), '</ul>', ' '), '<ol>', ' '), '</ol>', ' '), '<strong>', ' '), '</strong>', ' '), '<em>', ' '), '</em>', ' '), '<b>', ' '), '</b>', ' '), '<i>', ' '), '</i>', ' '), '</a>', ' '), '<h2>', ' '), '</h2>', ' '), '<h3>', ' '), '</h3>', ' '), '<h4>', ' '), '</h4>', ' '), '<blockquote>', ' '), '</blockquote>', ' ')
    FROM news WHERE id = NEW.id AND is_valid = 1;
END;
CREATE TRIGGER news_search_delete AFTER DELETE ON news BEGIN
  DELETE FROM search_index WHERE kind = 'NEWS' AND ref_id = OLD.id;
END;

CREATE TRIGGER blog_articles_search_insert AFTER INSERT ON blog_articles BEGIN
  INSERT INTO search_index (kind, ref_id, site_id, locale, path, title, body)
    SELECT 'BLOG', id, site_id, locale, NULL, title, summary || ' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(content, '<p>', ' '), '</p>', ' '), '<br>', ' '), '<br/>', ' '), '<br />', ' '), '<li>', ' '), '</li>', ' '), '<ul>', ' '), '</ul>', ' '), '<ol>', ' '), '</ol>', ' '), '<strong>', ' '), '</strong>', ' '), '<em>', ' '), '</em>', ' '), '<b>', ' '), '</b>', ' '), '<i>', ' '), '</i>', ' '), '</a>', ' '), '<h2>', ' '), '</h2>', ' '), '<h3>', ' '), '</h3>', ' '), '<h4>', ' '), '</h4>', ' '), '<blockquote>', ' '), '</blockquote>', ' ')
    FROM blog_articles WHERE id = NEW.id AND is_published = 1;
END;
CREATE TRIGGER blog_articles_search_update AFTER UPDATE ON blog_articles BEGIN
  DELETE FROM search_index WHERE kind = 'BLOG' AND ref_id = OLD.id;
  INSERT INTO search_index (kind, ref_id, site_id, locale, path, title, body)
    SELECT 'BLOG', id, site_id, locale, NULL, title, summary || ' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(content, '<p>', ' '), '</p>', ' '), '<br>', ' '), '<br/>', ' '), '<br />', ' '), '<li>', ' '), '</li>', ' '), '<ul>', ' '), '</ul>', ' '), '<ol>', ' '), '</ol>', ' '), '<strong>', ' '), '</strong>', ' '), '<em>', ' '), '</em>', ' '), '<b>', ' '), '</b>', ' '), '<i>', ' '), '</i>', ' '), '</a>', ' '), '<h2>', ' '), '</h2>', ' '), '<h3>', ' '), '</h3>', ' '), '<h4>', ' '), '</h4>', ' '), '<blockquote>', ' '), '</blockquote>', ' ')
    FROM blog_articles WHERE id = NEW.id AND is_published = 1;
END;
CREATE TRIGGER blog_articles_search_delete AFTER DELETE ON blog_articles BEGIN
  DELETE FROM search_index WHERE kind = 'BLOG' AND ref_id = OLD.id;
END;

CREATE TRIGGER services_search_insert AFTER INSERT ON services BEGIN
  INSERT INTO search_index (kind, ref_id, site_id, locale, path, title, body)
    SELECT 'SERVICE', id, site_id, locale, NULL, title, summary || ' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(description, '<p>', ' '), '</p>', ' '), '<br>', ' '), '<br/>', ' '), '<br />', ' '), '<li>', ' '), '</li>', ' '), '<ul>', ' '), '</ul>', ' '), '<ol>', ' '), '</ol>', ' '), '<strong>', ' '), '</strong>', ' '), '<em>', ' '), '</em>', ' '), '<b>', ' '), '</b>', ' '), '<i>', ' '), '</i>', ' '), '</a>', ' '), '<h2>', ' '), '</h2>', ' '), '<h3>', ' '), '</h3>', ' '), '<h4>', ' '), '</h4>', ' '), '<blockquote>', ' '), '</blockquote>', ' ')
    FROM services WHERE id = NEW.id;
END;
CREATE TRIGGER services_search_update AFTER UPDATE ON services BEGIN
  DELETE FROM search_index WHERE kind = 'SERVICE' AND ref_id = OLD.id;
  INSERT INTO search_index (kind, ref_id, site_id, locale, path, title, body)
    SELECT 'SERVICE', id, site_id, locale, NULL, title, summary || ' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(description, '<p>', ' '), '</p>', ' '), '<br>', ' '), '<br/>', ' '), '<br />', ' '), '<li>', ' '), '</li>', ' '), '<ul>', ' '), '</ul>', ' '), '<ol>', ' '), '</ol>', ' '), '<strong>', ' '), '</strong>', ' '), '<em>', ' '), '</em>', ' '), '<b>', ' '), '</b>', ' '), '<i>', ' '), '</i>', ' '), '</a>', ' '), '<h2>', ' '), '</h2>', ' '), '<h3>', ' '), '</h3>', ' '), '<h4>', ' '), '</h4>', ' '), '<blockquote>', ' '), '</blockquote>', ' ')
    FROM services WHERE id = NEW.id;
END;
CREATE TRIGGER services_search_delete AFTER DELETE ON services BEGIN
  DELETE FROM search_index WHERE kind = 'SERVICE' AND ref_id = OLD.id;
END;

-- A block's text belongs to its page: any block write rebuilds the page's entry.
CREATE TRIGGER page_blocks_search_insert AFTER INSERT ON page_blocks BEGIN
  DELETE FROM search_index WHERE kind = 'PAGE' AND ref_id = NEW.page_id;
  INSERT INTO search_index (kind, ref_id, site_id, locale, path, title, body)
    SELECT 'PAGE', p.id, p.site_id, p.locale, p.path, p.title,
      p.meta_description || ' ' || coalesce((
        SELECT group_concat(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(coalesce(json_extract(b.data, '$.html'), ''), '<p>', ' '), '</p>', ' '), '<br>', ' '), '<br/>', ' '), '<br />', ' '), '<li>', ' '), '</li>', ' '), '<ul>', ' '), '</ul>', ' '), '<ol>', ' '), '</ol>', ' '), '<strong>', ' '), '</strong>', ' '), '<em>', ' '), '</em>', ' '), '<b>', ' '), '</b>', ' '), '<i>', ' '), '</i>', ' '), '</a>', ' '), '<h2>', ' '), '</h2>', ' '), '<h3>', ' '), '</h3>', ' '), '<h4>', ' '), '</h4>', ' '), '<blockquote>', ' '), '</blockquote>', ' '), ' ')
        FROM page_blocks b
        WHERE b.site_id = p.site_id AND b.page_id = p.id AND b.kind IN ('RICH_TEXT', 'IMAGE_TEXT')
          AND json_valid(b.data)
      ), '')
    FROM pages p WHERE p.id = NEW.page_id AND p.is_valid = 1 AND p.is_cms_page = 1 AND p.link_type = 'NONE';
END;
CREATE TRIGGER page_blocks_search_update AFTER UPDATE ON page_blocks BEGIN
  DELETE FROM search_index WHERE kind = 'PAGE' AND ref_id = OLD.page_id;
  INSERT INTO search_index (kind, ref_id, site_id, locale, path, title, body)
    SELECT 'PAGE', p.id, p.site_id, p.locale, p.path, p.title,
      p.meta_description || ' ' || coalesce((
        SELECT group_concat(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(coalesce(json_extract(b.data, '$.html'), ''), '<p>', ' '), '</p>', ' '), '<br>', ' '), '<br/>', ' '), '<br />', ' '), '<li>', ' '), '</li>', ' '), '<ul>', ' '), '</ul>', ' '), '<ol>', ' '), '</ol>', ' '), '<strong>', ' '), '</strong>', ' '), '<em>', ' '), '</em>', ' '), '<b>', ' '), '</b>', ' '), '<i>', ' '), '</i>', ' '), '</a>', ' '), '<h2>', ' '), '</h2>', ' '), '<h3>', ' '), '</h3>', ' '), '<h4>', ' '), '</h4>', ' '), '<blockquote>', ' '), '</blockquote>', ' '), ' ')
        FROM page_blocks b
        WHERE b.site_id = p.site_id AND b.page_id = p.id AND b.kind IN ('RICH_TEXT', 'IMAGE_TEXT')
          AND json_valid(b.data)
      ), '')
    FROM pages p WHERE p.id = OLD.page_id AND p.is_valid = 1 AND p.is_cms_page = 1 AND p.link_type = 'NONE';
  DELETE FROM search_index WHERE kind = 'PAGE' AND ref_id = NEW.page_id;
  INSERT INTO search_index (kind, ref_id, site_id, locale, path, title, body)
    SELECT 'PAGE', p.id, p.site_id, p.locale, p.path, p.title,
      p.meta_description || ' ' || coalesce((
        SELECT group_concat(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(coalesce(json_extract(b.data, '$.html'), ''), '<p>', ' '), '</p>', ' '), '<br>', ' '), '<br/>', ' '), '<br />', ' '), '<li>', ' '), '</li>', ' '), '<ul>', ' '), '</ul>', ' '), '<ol>', ' '), '</ol>', ' '), '<strong>', ' '), '</strong>', ' '), '<em>', ' '), '</em>', ' '), '<b>', ' '), '</b>', ' '), '<i>', ' '), '</i>', ' '), '</a>', ' '), '<h2>', ' '), '</h2>', ' '), '<h3>', ' '), '</h3>', ' '), '<h4>', ' '), '</h4>', ' '), '<blockquote>', ' '), '</blockquote>', ' '), ' ')
        FROM page_blocks b
        WHERE b.site_id = p.site_id AND b.page_id = p.id AND b.kind IN ('RICH_TEXT', 'IMAGE_TEXT')
          AND json_valid(b.data)
      ), '')
    FROM pages p WHERE p.id = NEW.page_id AND p.is_valid = 1 AND p.is_cms_page = 1 AND p.link_type = 'NONE';
END;
CREATE TRIGGER page_blocks_search_delete AFTER DELETE ON page_blocks BEGIN
  DELETE FROM search_index WHERE kind = 'PAGE' AND ref_id = OLD.page_id;
  INSERT INTO search_index (kind, ref_id, site_id, locale, path, title, body)
    SELECT 'PAGE', p.id, p.site_id, p.locale, p.path, p.title,
      p.meta_description || ' ' || coalesce((
        SELECT group_concat(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(coalesce(json_extract(b.data, '$.html'), ''), '<p>', ' '), '</p>', ' '), '<br>', ' '), '<br/>', ' '), '<br />', ' '), '<li>', ' '), '</li>', ' '), '<ul>', ' '), '</ul>', ' '), '<ol>', ' '), '</ol>', ' '), '<strong>', ' '), '</strong>', ' '), '<em>', ' '), '</em>', ' '), '<b>', ' '), '</b>', ' '), '<i>', ' '), '</i>', ' '), '</a>', ' '), '<h2>', ' '), '</h2>', ' '), '<h3>', ' '), '</h3>', ' '), '<h4>', ' '), '</h4>', ' '), '<blockquote>', ' '), '</blockquote>', ' '), ' ')
        FROM page_blocks b
        WHERE b.site_id = p.site_id AND b.page_id = p.id AND b.kind IN ('RICH_TEXT', 'IMAGE_TEXT')
          AND json_valid(b.data)
      ), '')
    FROM pages p WHERE p.id = OLD.page_id AND p.is_valid = 1 AND p.is_cms_page = 1 AND p.link_type = 'NONE';
END;
