-- The shop catalogue (issue 9): wines and boxes, their declinations (the sellable rows: vintage ×
-- capacity, price, discount, stock), boxes and what they hold, grape varieties, tags, images,
-- meal icons and pairings, awards, variations, the products an owner recommends, and the
-- history of stock adjustments. Every row carries site_id; parents have UNIQUE (site_id, id)
-- and children point at them with (site_id, parent_id), so the database itself refuses a row of
-- site A attached to a product of site B (same shape as 0004).
--
-- Money is integer cents. A discount amount is in the API's unit: euros for EURO, a percentage
-- for PERCENT (the spec's Discount), so one pricing function reads it on both sides.

CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('WINE', 'BOX')),
  name TEXT NOT NULL,
  slug TEXT NOT NULL,
  sort_name TEXT NOT NULL DEFAULT '',           -- folded name: D1 has no French collation
  search_text TEXT NOT NULL DEFAULT '',         -- folded name, appellation, region, grapes, tags
  description TEXT NOT NULL DEFAULT '',         -- sanitised rich text (HTML)
  tasting_notes TEXT NOT NULL DEFAULT '',       -- plain text, for the page and the technical file
  kind TEXT CHECK (kind IN ('RED', 'WHITE', 'ROSE', 'SPARKLING', 'SWEET')),
  appellation TEXT NOT NULL DEFAULT '',
  region TEXT NOT NULL DEFAULT '',
  alcohol_percent REAL,
  serving_temperature TEXT NOT NULL DEFAULT '',
  ageing_potential TEXT NOT NULL DEFAULT '',
  is_vintage INTEGER NOT NULL DEFAULT 1 CHECK (is_vintage IN (0, 1)),
  has_shipping_fees INTEGER NOT NULL DEFAULT 1 CHECK (has_shipping_fees IN (0, 1)),
  is_published INTEGER NOT NULL DEFAULT 1 CHECK (is_published IN (0, 1)),
  position INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  updated_at TEXT NOT NULL DEFAULT (datetime('now')),
  UNIQUE (site_id, id),
  UNIQUE (site_id, slug)
);
CREATE INDEX products_list ON products(site_id, is_published, position, id);
CREATE INDEX products_kind ON products(site_id, kind);
CREATE INDEX products_sort_name ON products(site_id, sort_name);

-- The sellable rows. A WINE has one per vintage × capacity; a BOX exactly one (year and
-- capacity null). `quantity` is the stock, changed only through stock_adjustments (and orders).
CREATE TABLE product_declinations (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL,
  year INTEGER,
  capacity REAL,
  capacity_unit TEXT CHECK (capacity_unit IN ('cl', 'l', 'ml')),
  price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
  discount_type TEXT CHECK (discount_type IN ('EURO', 'PERCENT')),
  discount_amount REAL CHECK (discount_amount >= 0),
  quantity INTEGER NOT NULL DEFAULT 0 CHECK (quantity >= 0),
  set_quantity INTEGER CHECK (set_quantity >= 0), -- the count the owner last set at inventory
  sell_by_multiple_of INTEGER NOT NULL DEFAULT 1 CHECK (sell_by_multiple_of >= 1),
  variation1 TEXT,
  variation2 TEXT,
  variation3 TEXT,
  position INTEGER NOT NULL DEFAULT 0,
  UNIQUE (site_id, id),
  FOREIGN KEY (site_id, product_id) REFERENCES products(site_id, id) ON DELETE CASCADE,
  CHECK ((discount_type IS NULL) = (discount_amount IS NULL))
);
CREATE INDEX product_declinations_product ON product_declinations(site_id, product_id, position, id);

CREATE TABLE product_boxes (
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL,
  reference TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (site_id, product_id),
  FOREIGN KEY (site_id, product_id) REFERENCES products(site_id, id) ON DELETE CASCADE
);

-- What a box holds: declinations of wines of the same site.
CREATE TABLE product_box_items (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  box_product_id INTEGER NOT NULL,
  declination_id INTEGER NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity >= 1),
  position INTEGER NOT NULL DEFAULT 0,
  FOREIGN KEY (site_id, box_product_id) REFERENCES products(site_id, id) ON DELETE CASCADE,
  FOREIGN KEY (site_id, declination_id) REFERENCES product_declinations(site_id, id) ON DELETE CASCADE
);
CREATE INDEX product_box_items_box ON product_box_items(site_id, box_product_id, position, id);
CREATE INDEX product_box_items_declination ON product_box_items(site_id, declination_id);

CREATE TABLE product_grape_varieties (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  percent INTEGER CHECK (percent BETWEEN 1 AND 100),
  position INTEGER NOT NULL DEFAULT 0,
  FOREIGN KEY (site_id, product_id) REFERENCES products(site_id, id) ON DELETE CASCADE
);
CREATE INDEX product_grape_varieties_product ON product_grape_varieties(site_id, product_id, position);

CREATE TABLE product_tags (
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL,
  tag TEXT NOT NULL,
  PRIMARY KEY (site_id, product_id, tag),
  FOREIGN KEY (site_id, product_id) REFERENCES products(site_id, id) ON DELETE CASCADE
);
CREATE INDEX product_tags_tag ON product_tags(site_id, tag, product_id);

CREATE TABLE product_images (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL,
  url TEXT NOT NULL,                            -- a site path (/assets/…) or an http(s) URL
  alt TEXT NOT NULL DEFAULT '',
  width INTEGER NOT NULL CHECK (width > 0),
  height INTEGER NOT NULL CHECK (height > 0),
  position INTEGER NOT NULL DEFAULT 0,
  FOREIGN KEY (site_id, product_id) REFERENCES products(site_id, id) ON DELETE CASCADE
);
CREATE INDEX product_images_product ON product_images(site_id, product_id, position, id);

CREATE TABLE meal_icons (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  label TEXT NOT NULL,
  icon_url TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  UNIQUE (site_id, id),
  UNIQUE (site_id, label)
);

CREATE TABLE product_meal_icons (
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL,
  meal_icon_id INTEGER NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (site_id, product_id, meal_icon_id),
  FOREIGN KEY (site_id, product_id) REFERENCES products(site_id, id) ON DELETE CASCADE,
  FOREIGN KEY (site_id, meal_icon_id) REFERENCES meal_icons(site_id, id) ON DELETE CASCADE
);
CREATE INDEX product_meal_icons_icon ON product_meal_icons(site_id, meal_icon_id);

CREATE TABLE awards (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL,
  competition TEXT NOT NULL,                    -- « Concours Général Agricole Paris »
  distinction TEXT NOT NULL,                    -- « Médaille d'or », « 2 étoiles »
  year INTEGER,                                 -- the vintage awarded, when it is one
  image_url TEXT,
  position INTEGER NOT NULL DEFAULT 0,
  UNIQUE (site_id, id),
  FOREIGN KEY (site_id, product_id) REFERENCES products(site_id, id) ON DELETE CASCADE
);
CREATE INDEX awards_product ON awards(site_id, product_id, position, id);

-- Variations: labels a declination may carry (up to three, variation1..3 hold labels).
CREATE TABLE variations (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  label TEXT NOT NULL,
  display_label TEXT,
  position INTEGER NOT NULL DEFAULT 0,
  UNIQUE (site_id, id),
  UNIQUE (site_id, label)
);

CREATE TABLE product_recommendations (
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL,
  recommended_product_id INTEGER NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (site_id, product_id, recommended_product_id),
  FOREIGN KEY (site_id, product_id) REFERENCES products(site_id, id) ON DELETE CASCADE,
  FOREIGN KEY (site_id, recommended_product_id) REFERENCES products(site_id, id) ON DELETE CASCADE,
  CHECK (product_id <> recommended_product_id)
);

-- Who changed a stock, when, by how much and why. user_id is null for changes made by the
-- shop itself (an order) or by an account since deleted.
CREATE TABLE stock_adjustments (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  declination_id INTEGER NOT NULL,
  delta INTEGER NOT NULL CHECK (delta <> 0),
  quantity_after INTEGER NOT NULL CHECK (quantity_after >= 0),
  reason TEXT NOT NULL,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  FOREIGN KEY (site_id, declination_id) REFERENCES product_declinations(site_id, id) ON DELETE CASCADE
);
CREATE INDEX stock_adjustments_declination ON stock_adjustments(site_id, declination_id, id);
