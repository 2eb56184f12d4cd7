-- Delivery (issue 10): carriers and their rate tables by zone and bottle count, relay points,
-- the relay source setting and discount codes with their recorded uses. Every table carries
-- site_id; children point at their parent through (site_id, parent_id) so a row can never
-- hang under another site's parent. Money is integer cents.

-- A zone groups countries, optionally narrowed to postal-code prefixes (Corse = FR + '20').
CREATE TABLE shipping_zones (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  UNIQUE (site_id, id)
);

-- The most specific area wins: for a country, the longest prefix the postal code starts with
-- ('' matches every postal code of the country).
CREATE TABLE shipping_zone_areas (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  zone_id INTEGER NOT NULL,
  country_id INTEGER NOT NULL,
  postal_code_prefix TEXT NOT NULL DEFAULT '',
  UNIQUE (site_id, country_id, postal_code_prefix),
  FOREIGN KEY (site_id, zone_id) REFERENCES shipping_zones(site_id, id) ON DELETE CASCADE,
  FOREIGN KEY (site_id, country_id) REFERENCES countries(site_id, id) ON DELETE CASCADE
);
CREATE INDEX shipping_zone_areas_zone ON shipping_zone_areas(site_id, zone_id);

CREATE TABLE carriers (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  service_code TEXT NOT NULL,
  delivery_type TEXT NOT NULL CHECK (delivery_type IN ('DELIVERY', 'PICKUP')),
  is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
  position INTEGER NOT NULL DEFAULT 0,
  UNIQUE (site_id, id),
  UNIQUE (site_id, service_code)
);

-- A carrier's price for a zone and a range of bottles (min and max inclusive, max NULL for
-- "and more"). Bottle counts may be halves (spec §5: a half bottle counts 0.5).
CREATE TABLE carrier_rates (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  carrier_id INTEGER NOT NULL,
  zone_id INTEGER NOT NULL,
  min_bottles REAL NOT NULL DEFAULT 0 CHECK (min_bottles >= 0),
  max_bottles REAL CHECK (max_bottles IS NULL OR max_bottles >= min_bottles),
  price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
  UNIQUE (site_id, id),
  FOREIGN KEY (site_id, carrier_id) REFERENCES carriers(site_id, id) ON DELETE CASCADE,
  FOREIGN KEY (site_id, zone_id) REFERENCES shipping_zones(site_id, id) ON DELETE CASCADE
);
CREATE INDEX carrier_rates_carrier ON carrier_rates(site_id, carrier_id, zone_id);

-- Relay points the embedded relay adapter answers from (a real carrier API can replace it).
CREATE TABLE relay_points (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  code TEXT NOT NULL,                             -- the carrier's identifier of the point
  name TEXT NOT NULL,
  add_line1 TEXT NOT NULL,
  zip_code TEXT NOT NULL,
  city TEXT NOT NULL,
  country TEXT NOT NULL DEFAULT 'FR',             -- alpha-2
  latitude REAL NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude REAL NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  icon TEXT NOT NULL DEFAULT '',
  is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
  UNIQUE (site_id, id),
  UNIQUE (site_id, code)
);
CREATE INDEX relay_points_zip ON relay_points(site_id, zip_code);

-- Per-site delivery settings: where relay points come from (STORED: relay_points above;
-- CARRIER_API: the API configured by RELAY_API_URL and the RELAY_API_KEY secret).
CREATE TABLE delivery_settings (
  site_id INTEGER PRIMARY KEY REFERENCES sites(id) ON DELETE CASCADE,
  relay_source TEXT NOT NULL DEFAULT 'STORED' CHECK (relay_source IN ('STORED', 'CARRIER_API'))
);

-- Discount codes. amount: cents for EURO, whole percent for PERCENT. detail_type
-- SHIPPING_FEES applies to the shipping price only. Dates are ISO instants (UTC), inclusive.
CREATE TABLE discounts (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  code TEXT NOT NULL,                             -- stored upper-case
  label TEXT NOT NULL DEFAULT '',
  type TEXT NOT NULL CHECK (type IN ('EURO', 'PERCENT')),
  amount INTEGER NOT NULL CHECK (amount >= 0),
  detail_type TEXT CHECK (detail_type IS NULL OR detail_type = 'SHIPPING_FEES'),
  starts_at TEXT,
  ends_at TEXT,
  min_subtotal_cents INTEGER NOT NULL DEFAULT 0 CHECK (min_subtotal_cents >= 0),
  max_uses INTEGER CHECK (max_uses IS NULL OR max_uses >= 0),
  max_uses_per_member INTEGER CHECK (max_uses_per_member IS NULL OR max_uses_per_member >= 0),
  is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK (type <> 'PERCENT' OR amount <= 100),
  UNIQUE (site_id, id),
  UNIQUE (site_id, code)
);

-- One row per order that used a code. order_id is the orders module's id (0017); no foreign
-- key here because that table comes later: the orders batch writes both rows together.
CREATE TABLE discount_uses (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  discount_id INTEGER NOT NULL,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  order_id INTEGER NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (site_id, order_id, discount_id),
  FOREIGN KEY (site_id, discount_id) REFERENCES discounts(site_id, id) ON DELETE RESTRICT
);
CREATE INDEX discount_uses_member ON discount_uses(site_id, discount_id, user_id);

-- The guard that makes the usage limits hold under concurrent orders: a use beyond the total
-- or per-member limit aborts the insert, hence the whole D1 batch (the order with it).
-- worker/provider/orders/discount-check.ts recognises the message and answers in French.
CREATE TRIGGER discount_uses_limit BEFORE INSERT ON discount_uses
BEGIN
  SELECT RAISE(ABORT, 'DISCOUNT_LIMIT_REACHED')
    WHERE (SELECT max_uses FROM discounts WHERE site_id = NEW.site_id AND id = NEW.discount_id) IS NOT NULL
      AND (SELECT COUNT(*) FROM discount_uses WHERE site_id = NEW.site_id AND discount_id = NEW.discount_id)
          >= (SELECT max_uses FROM discounts WHERE site_id = NEW.site_id AND id = NEW.discount_id);
  SELECT RAISE(ABORT, 'DISCOUNT_LIMIT_REACHED')
    WHERE NEW.user_id IS NOT NULL
      AND (SELECT max_uses_per_member FROM discounts WHERE site_id = NEW.site_id AND id = NEW.discount_id) IS NOT NULL
      AND (SELECT COUNT(*) FROM discount_uses
            WHERE site_id = NEW.site_id AND discount_id = NEW.discount_id AND user_id = NEW.user_id)
          >= (SELECT max_uses_per_member FROM discounts WHERE site_id = NEW.site_id AND id = NEW.discount_id);
END;
