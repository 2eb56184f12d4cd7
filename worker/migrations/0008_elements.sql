-- Element lists (workshops, tasting visits…) with registrations, company addresses with
-- types and weekly opening hours, Google reviews stored for a site, external apps' settings.
-- Every table carries site_id; children point at their parent with (site_id, parent_id), so
-- the database itself refuses a row of site A under a parent of site B.

-- An element list: `route` names it in the API (GET /element/{route}); the list-key mapping
-- gives its public paths: /{key_list} for the list, /{key_elem}/{id} for one element.
CREATE TABLE element_lists (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  route TEXT NOT NULL,
  key_list TEXT NOT NULL,
  key_elem TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  UNIQUE (site_id, id),
  UNIQUE (site_id, route),
  UNIQUE (site_id, key_list),
  UNIQUE (site_id, key_elem)
);

CREATE TABLE elements (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  list_id INTEGER NOT NULL,
  title TEXT NOT NULL,
  summary TEXT NOT NULL DEFAULT '',
  body_html TEXT NOT NULL DEFAULT '',           -- sanitised rich text
  image_src TEXT,
  image_alt TEXT NOT NULL DEFAULT '',
  starts_at TEXT,                               -- local date-time 'YYYY-MM-DDTHH:MM'
  duration_minutes INTEGER,
  location TEXT NOT NULL DEFAULT '',
  price_label TEXT NOT NULL DEFAULT '',
  capacity INTEGER,                             -- NULL: no registration for this element
  is_valid INTEGER NOT NULL DEFAULT 1,
  position INTEGER NOT NULL DEFAULT 0,
  UNIQUE (site_id, id),
  FOREIGN KEY (site_id, list_id) REFERENCES element_lists(site_id, id) ON DELETE CASCADE
);
CREATE INDEX elements_list ON elements(site_id, list_id, starts_at);

-- A registration holds `seats` places; the sum of seats never exceeds the element's capacity
-- (one conditional INSERT, see element.repository.ts).
CREATE TABLE element_registrations (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  element_id INTEGER NOT NULL,
  public_id TEXT NOT NULL,                      -- random, ties the confirmation e-mail to its row
  firstname TEXT NOT NULL,
  lastname TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT,
  seats INTEGER NOT NULL CHECK (seats > 0),
  message TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  UNIQUE (site_id, public_id),
  UNIQUE (site_id, element_id, email),
  FOREIGN KEY (site_id, element_id) REFERENCES elements(site_id, id) ON DELETE CASCADE
);
CREATE INDEX element_registrations_element ON element_registrations(site_id, element_id);

CREATE TABLE address_types (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  code TEXT NOT NULL,                           -- PRACTICE, ESTATE, SHOP, CLICK_AND_COLLECT…
  label TEXT NOT NULL,
  UNIQUE (site_id, id),
  UNIQUE (site_id, code)
);

CREATE TABLE company_addresses (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  line1 TEXT NOT NULL,
  line2 TEXT NOT NULL DEFAULT '',
  postal_code TEXT NOT NULL,
  city TEXT NOT NULL,
  country TEXT NOT NULL DEFAULT 'France',
  phone TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL DEFAULT '',
  latitude REAL,
  longitude REAL,
  position INTEGER NOT NULL DEFAULT 0,
  UNIQUE (site_id, id)
);

CREATE TABLE company_address_types (
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  address_id INTEGER NOT NULL,
  type_id INTEGER NOT NULL,
  PRIMARY KEY (site_id, address_id, type_id),
  FOREIGN KEY (site_id, address_id) REFERENCES company_addresses(site_id, id) ON DELETE CASCADE,
  FOREIGN KEY (site_id, type_id) REFERENCES address_types(site_id, id) ON DELETE CASCADE
);

-- Weekly opening hours: several slots a day (morning, afternoon); no slot means closed.
CREATE TABLE address_opening_hours (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  address_id INTEGER NOT NULL,
  weekday INTEGER NOT NULL CHECK (weekday BETWEEN 1 AND 7),  -- 1 Monday … 7 Sunday
  opens TEXT NOT NULL,                          -- 'HH:MM'
  closes TEXT NOT NULL,
  FOREIGN KEY (site_id, address_id) REFERENCES company_addresses(site_id, id) ON DELETE CASCADE
);
CREATE INDEX address_opening_hours_address ON address_opening_hours(site_id, address_id, weekday);

CREATE TABLE google_reviews (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  author TEXT NOT NULL,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  text TEXT NOT NULL DEFAULT '',
  published_at TEXT NOT NULL,                   -- 'YYYY-MM-DD'
  UNIQUE (site_id, id)
);
CREATE INDEX google_reviews_site ON google_reviews(site_id, published_at);

-- An external app's settings: the public part goes to browsers, the private part (keys,
-- endpoints) never leaves the provider.
CREATE TABLE external_apps (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  app TEXT NOT NULL,
  public_config TEXT NOT NULL DEFAULT '{}',     -- JSON object
  private_config TEXT NOT NULL DEFAULT '{}',    -- JSON object
  is_enabled INTEGER NOT NULL DEFAULT 1,
  UNIQUE (site_id, app)
);
