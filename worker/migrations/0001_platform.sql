-- Platform tables. Every table carries site_id: no row exists outside a site.

CREATE TABLE sites (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  url TEXT NOT NULL,
  dev_urls TEXT NOT NULL DEFAULT '[]',          -- JSON array of URLs
  prod_urls TEXT NOT NULL DEFAULT '[]',         -- JSON array of URLs
  servers TEXT NOT NULL DEFAULT '[]',           -- JSON array of server names
  is_winemaker INTEGER NOT NULL DEFAULT 0,
  is_ecommerce INTEGER NOT NULL DEFAULT 0,
  is_building INTEGER NOT NULL DEFAULT 0,
  dashboard_type TEXT NOT NULL DEFAULT 'PLAUSIBLE',
  technical_file_model TEXT,
  default_lang_code TEXT NOT NULL DEFAULT 'fr_FR',
  content_version INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
-- site_id mirrors id so the tenancy rule (every query filters on site_id) holds here too.
-- (sites.id is the site id itself; repositories filter sites by id.)

CREATE TABLE site_domains (
  host TEXT PRIMARY KEY,                        -- lower-case host name without port
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  kind TEXT NOT NULL DEFAULT 'PROD' CHECK (kind IN ('PROD', 'DEV'))
);
CREATE INDEX site_domains_site ON site_domains(site_id);

CREATE TABLE countries (
  id INTEGER NOT NULL,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  alpha_two TEXT NOT NULL,
  alpha_three TEXT NOT NULL,
  num_code INTEGER NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (site_id, id)
);

CREATE TABLE cities (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  country_id INTEGER NOT NULL,
  postal_code TEXT NOT NULL,
  name TEXT NOT NULL,
  search_name TEXT NOT NULL                     -- lower-case, accents removed, for prefix search
);
CREATE INDEX cities_search ON cities(site_id, country_id, search_name);
CREATE INDEX cities_postal ON cities(site_id, country_id, postal_code);

CREATE TABLE languages (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  code TEXT NOT NULL,                           -- fr_FR
  label TEXT NOT NULL,
  deepl_code TEXT,
  flag TEXT,
  country_id INTEGER,
  is_valid INTEGER NOT NULL DEFAULT 1,
  UNIQUE (site_id, code)
);

CREATE TABLE parameters (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  type TEXT NOT NULL,                           -- upper-case key, e.g. PRIMARY_COLOR
  kind TEXT NOT NULL CHECK (kind IN ('STRING', 'BOOLEAN', 'NUMBER', 'TEXT', 'LINK')),
  label TEXT NOT NULL,
  value TEXT,
  UNIQUE (site_id, type)
);

CREATE TABLE logos (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('LOGO', 'LOGO_FOOTER', 'LOGO_DARK_THEME', 'LOGO_LIGHT_THEME', 'LOGO_FAVICON')),
  filename TEXT NOT NULL,
  url TEXT NOT NULL,
  external_id TEXT,
  external_type TEXT,
  external_path TEXT,
  alt TEXT NOT NULL DEFAULT '',
  UNIQUE (site_id, type)
);

CREATE TABLE fonts (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('TITLE', 'CONTENT', 'MENU')),
  family TEXT NOT NULL,
  color TEXT,
  size INTEGER,
  weight INTEGER,
  style TEXT,
  files TEXT NOT NULL DEFAULT '[]',             -- JSON array of font file names
  UNIQUE (site_id, type)
);

CREATE TABLE pages (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  locale TEXT NOT NULL DEFAULT 'fr_FR',
  parent_id INTEGER,
  position INTEGER NOT NULL DEFAULT 0,          -- the spec's "order"
  menu_icon TEXT,
  is_valid INTEGER NOT NULL DEFAULT 1,
  is_text INTEGER NOT NULL DEFAULT 0,
  type TEXT NOT NULL DEFAULT 'V1',
  layout TEXT NOT NULL DEFAULT 'STANDARD' CHECK (layout IN ('STANDARD', 'WIDE')),
  show_in_menu INTEGER NOT NULL DEFAULT 1,
  is_fixed_on_right INTEGER NOT NULL DEFAULT 0,
  use_absolute_menu INTEGER NOT NULL DEFAULT 0,
  reload INTEGER NOT NULL DEFAULT 0,
  is_cms_page INTEGER NOT NULL DEFAULT 1,
  cms_route TEXT,
  link_type TEXT NOT NULL DEFAULT 'NONE' CHECK (link_type IN ('NONE', 'URL', 'JS')),
  link_url TEXT,
  link_js_code TEXT,
  title TEXT NOT NULL,
  url TEXT NOT NULL,                            -- slug, unique per site and locale
  path TEXT NOT NULL,                           -- public path, e.g. /les-massages/les-autres-soins
  menu_title TEXT,
  meta_description TEXT NOT NULL DEFAULT '',
  updated_at TEXT NOT NULL DEFAULT (datetime('now')),
  UNIQUE (site_id, locale, url),
  UNIQUE (site_id, locale, path)
);
CREATE INDEX pages_tree ON pages(site_id, locale, parent_id, position);

CREATE TABLE page_blocks (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  page_id INTEGER NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  kind TEXT NOT NULL,                           -- RICH_TEXT, IMAGE, IMAGE_TEXT, GALLERY, CTA, CONTACT, SOCIAL, MAP, FORM
  data TEXT NOT NULL DEFAULT '{}'               -- JSON, validated by the block's zod schema
);
CREATE INDEX page_blocks_page ON page_blocks(site_id, page_id, position);

CREATE TABLE component_confs (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  slug TEXT NOT NULL,
  conf TEXT NOT NULL DEFAULT '{}',              -- JSON
  UNIQUE (site_id, slug)
);

CREATE TABLE visits (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  source TEXT NOT NULL,                         -- the ?from= value
  path TEXT,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX visits_site ON visits(site_id, created_at);

CREATE TABLE contact_messages (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  firstname TEXT NOT NULL,
  lastname TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX contact_messages_site ON contact_messages(site_id, created_at);

CREATE TABLE email_outbox (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  to_address TEXT NOT NULL,
  reply_to TEXT,
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SENT', 'FAILED')),
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  sent_at TEXT
);
CREATE INDEX email_outbox_pending ON email_outbox(site_id, status, created_at);
