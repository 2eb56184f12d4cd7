-- Orders and payment (issue 10). Amounts are integer cents computed by the server from D1;
-- an order keeps a snapshot of what was sold (labels, prices, addresses) so later catalogue
-- edits never change a past order or its invoice.

-- Statuses (README "Orders"): AWAITING_PAYMENT → PAID → PREPARING → SHIPPED or READY_FOR_PICKUP
-- → DELIVERED or COLLECTED; CANCELLED from any status before shipping (stock restored).
CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  -- An account deletion keeps the order for accounting, without the link (same-site rule
  -- enforced by the triggers below: a composite key cannot SET NULL only one column).
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  uid TEXT NOT NULL UNIQUE,                     -- random, lets one batch insert an order and its lines
  reference TEXT NOT NULL,                      -- shown to the buyer, e.g. CMD-2026-000042
  status TEXT NOT NULL DEFAULT 'AWAITING_PAYMENT' CHECK (status IN (
    'AWAITING_PAYMENT', 'PAID', 'PREPARING', 'SHIPPED', 'READY_FOR_PICKUP', 'DELIVERED', 'COLLECTED', 'CANCELLED')),
  email TEXT NOT NULL,                          -- the buyer's, at ordering time
  phone TEXT NOT NULL,
  message TEXT NOT NULL DEFAULT '',
  delivery_type TEXT NOT NULL CHECK (delivery_type IN ('DELIVERY', 'PICKUP', 'CLICK_AND_COLLECT', 'NO_DELIVERY')),
  carrier_id INTEGER,                           -- snapshot fields below; the carrier may change later
  carrier_name TEXT,
  service_code TEXT,
  access_point TEXT,                            -- JSON {id, name, addLine1, zipCode, city, country}
  collect_address_id INTEGER,
  collect_schedule_id INTEGER,
  collect_date TEXT,                            -- YYYY-MM-DD
  delivery_address TEXT,                        -- JSON postal address
  billing_address TEXT NOT NULL,                -- JSON postal address
  delivery_postal_code TEXT,
  delivery_country_id INTEGER,
  discount_id INTEGER,
  discount_code TEXT,
  subtotal_cents INTEGER NOT NULL CHECK (subtotal_cents >= 0),        -- lines, VAT included
  shipping_cents INTEGER NOT NULL CHECK (shipping_cents >= 0),        -- before discount
  discount_cents INTEGER NOT NULL DEFAULT 0 CHECK (discount_cents >= 0),
  total_cents INTEGER NOT NULL CHECK (total_cents >= 0),              -- what the buyer pays
  vat_cents INTEGER NOT NULL CHECK (vat_cents >= 0),                  -- VAT included in the total
  stock_reserved INTEGER NOT NULL DEFAULT 0,    -- 1 when lines took stock (HANDLE_STOCK): restored on cancel
  payment_method TEXT,                          -- chosen at POST /order/{id}/payment
  payment_due_at INTEGER NOT NULL,              -- unix seconds: unpaid after this, the cron cancels
  invoice_number INTEGER,                       -- sequential per site, given when paid
  paid_at INTEGER,
  fulfilled_at INTEGER,                         -- delivered or collected (review request clock)
  review_requested_at INTEGER,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (site_id, id),
  UNIQUE (site_id, reference),
  UNIQUE (site_id, invoice_number)
);
CREATE INDEX orders_user ON orders(site_id, user_id, created_at);
CREATE INDEX orders_status ON orders(site_id, status, created_at);

CREATE TRIGGER orders_user_same_site_insert BEFORE INSERT ON orders
  WHEN NEW.user_id IS NOT NULL
   AND NOT EXISTS (SELECT 1 FROM users WHERE site_id = NEW.site_id AND id = NEW.user_id)
BEGIN
  SELECT RAISE(ABORT, 'FOREIGN KEY constraint failed: orders.user_id must be a user of the same site');
END;
CREATE TRIGGER orders_user_same_site_update BEFORE UPDATE OF site_id, user_id ON orders
  WHEN NEW.user_id IS NOT NULL
   AND NOT EXISTS (SELECT 1 FROM users WHERE site_id = NEW.site_id AND id = NEW.user_id)
BEGIN
  SELECT RAISE(ABORT, 'FOREIGN KEY constraint failed: orders.user_id must be a user of the same site');
END;

-- What was sold. declination_id is a plain number (no key): the declination may be deleted,
-- the line must stay. stock_checked is the stock guard: the line is inserted right after its
-- conditional stock UPDATE with changes() (1 when the stock was taken, 0 when too little was
-- left), so the CHECK fails the whole batch, order included, when any line could not be served.
CREATE TABLE order_lines (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  order_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  declination_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  label TEXT NOT NULL,                          -- « Saumur rouge 2022 – 75 cl »
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  unit_price_cents INTEGER NOT NULL CHECK (unit_price_cents >= 0),   -- VAT included, discount applied
  line_total_cents INTEGER NOT NULL CHECK (line_total_cents >= 0),
  vat_rate_bp INTEGER NOT NULL DEFAULT 2000,    -- basis points: 2000 = 20 %
  stock_taken INTEGER NOT NULL DEFAULT 0,       -- bottles taken from stock (restored on cancel)
  stock_checked INTEGER NOT NULL CHECK (stock_checked = 1),
  FOREIGN KEY (site_id, order_id) REFERENCES orders(site_id, id) ON DELETE CASCADE
);
CREATE INDEX order_lines_order ON order_lines(site_id, order_id, position);

-- A retried submission (same member, same key) answers the order the first one created.
CREATE TABLE order_idempotency_keys (
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL,
  idempotency_key TEXT NOT NULL,
  request_hash TEXT NOT NULL,                   -- SHA-256 of the body: a key reused for another cart is refused
  order_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (site_id, user_id, idempotency_key),
  FOREIGN KEY (site_id, user_id) REFERENCES users(site_id, id) ON DELETE CASCADE,
  FOREIGN KEY (site_id, order_id) REFERENCES orders(site_id, id) ON DELETE CASCADE
);

CREATE TABLE order_status_history (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  order_id INTEGER NOT NULL,
  from_status TEXT,
  to_status TEXT NOT NULL,
  actor TEXT NOT NULL,                          -- BUYER, ADMIN:<user id>, STRIPE, CRON
  note TEXT,
  created_at INTEGER NOT NULL,
  FOREIGN KEY (site_id, order_id) REFERENCES orders(site_id, id) ON DELETE CASCADE
);
CREATE INDEX order_status_history_order ON order_status_history(site_id, order_id, id);

-- One row per payment attempt: offline (instructions only) or a Stripe PaymentIntent.
CREATE TABLE payments (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  order_id INTEGER NOT NULL,
  method TEXT NOT NULL CHECK (method IN ('BANK_TRANSFER', 'CHEQUE', 'PAY_AT_PICKUP', 'STRIPE')),
  provider TEXT,                                -- 'stripe'
  provider_id TEXT,                             -- PaymentIntent id
  amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
  status TEXT NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SUCCEEDED', 'FAILED', 'CANCELLED')),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (provider, provider_id),
  FOREIGN KEY (site_id, order_id) REFERENCES orders(site_id, id) ON DELETE CASCADE
);
CREATE INDEX payments_order ON payments(site_id, order_id);

-- Stripe events already applied: the unique id makes a replayed event change nothing.
CREATE TABLE stripe_events (
  event_id TEXT PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  order_id INTEGER,
  processed_at INTEGER NOT NULL
);
