-- Gift cards: sold online (an amount, or a named service or product), issued when paid, spent
-- at checkout or at the counter. Amounts are integer cents.

-- What a card may be bought for besides an amount: a named service (« Massage bien-être
-- 60 min ») or a named product (a wine box), at its price and with its VAT, because a card for
-- one named item is a single-purpose voucher whose VAT is due when it is sold.
CREATE TABLE gift_card_options (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('SERVICE', 'PRODUCT')),
  service_id INTEGER,                           -- services.id when kind = SERVICE
  product_id INTEGER,                           -- products.id when kind = PRODUCT
  label TEXT NOT NULL,
  price_cents INTEGER NOT NULL CHECK (price_cents > 0),
  vat_rate_bp INTEGER NOT NULL DEFAULT 2000 CHECK (vat_rate_bp >= 0),
  is_active INTEGER NOT NULL DEFAULT 1,
  position INTEGER NOT NULL DEFAULT 0,
  UNIQUE (site_id, id),
  CHECK ((kind = 'SERVICE' AND service_id IS NOT NULL) OR (kind = 'PRODUCT' AND product_id IS NOT NULL))
);
CREATE INDEX gift_card_options_site ON gift_card_options(site_id, position, id);

-- A card. The code itself is never stored in clear: code_hash is an HMAC of it keyed by the
-- GIFT_CARD_CODE_SECRET Worker secret (how a typed code is found), code_sealed the code
-- encrypted with a key derived from that secret (for the e-mail and the PDF sent on the chosen
-- day). A copy of the database alone therefore neither spends nor reveals a card. Both are NULL
-- until the card is paid for: a card awaiting payment has no code.
-- Statuses: PENDING_PAYMENT → ACTIVE (paid, code issued) ; PENDING_PAYMENT or ACTIVE → CANCELLED.
CREATE TABLE gift_cards (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  reference TEXT NOT NULL,                      -- BON-XXXXXXXX, shown to the buyer
  status TEXT NOT NULL DEFAULT 'PENDING_PAYMENT' CHECK (status IN ('PENDING_PAYMENT', 'ACTIVE', 'CANCELLED')),
  kind TEXT NOT NULL CHECK (kind IN ('AMOUNT', 'SERVICE', 'PRODUCT')),
  option_id INTEGER,                            -- gift_card_options.id for SERVICE and PRODUCT
  label TEXT NOT NULL,                          -- snapshot: « Carte cadeau de 80 € », « Massage bien-être 60 min »
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),   -- what the buyer pays, what the card is worth
  vat_rate_bp INTEGER NOT NULL CHECK (vat_rate_bp >= 0),    -- VAT at sale: 0 for a card for an amount
  vat_cents INTEGER NOT NULL CHECK (vat_cents >= 0),
  currency TEXT NOT NULL DEFAULT 'EUR',
  buyer_firstname TEXT NOT NULL,
  buyer_lastname TEXT NOT NULL,
  buyer_email TEXT NOT NULL,
  recipient_name TEXT NOT NULL,
  recipient_email TEXT NOT NULL,
  message TEXT NOT NULL DEFAULT '',
  send_on TEXT NOT NULL,                        -- YYYY-MM-DD: the day the recipient's e-mail goes
  payment_method TEXT NOT NULL CHECK (payment_method IN ('BANK_TRANSFER', 'CHEQUE', 'PAY_AT_PICKUP', 'STRIPE')),
  locale TEXT NOT NULL DEFAULT 'fr_FR',
  code_hash TEXT,
  code_sealed TEXT,
  code_last4 TEXT,
  validity_months INTEGER NOT NULL CHECK (validity_months >= 12),
  valid_until TEXT,                             -- YYYY-MM-DD, last day it can be spent; set when issued
  paid_at INTEGER,
  sent_at INTEGER,                              -- the recipient's e-mail was queued (sent once)
  cancelled_at INTEGER,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (site_id, id),
  UNIQUE (site_id, reference),
  UNIQUE (site_id, code_hash)
);
CREATE INDEX gift_cards_list ON gift_cards(site_id, created_at);
CREATE INDEX gift_cards_due ON gift_cards(status, sent_at, send_on);

-- Money is never created: every movement of a card is a row, the balance is their sum.
-- ISSUE (+ face value, when paid), SPEND (−, an order or the counter), REFUND (+, an order
-- cancelled gives back what it took), EXPIRY and CANCEL (− what was left).
-- balance_checked is the guard, like order_lines.stock_checked: a SPEND row computes, inside
-- its own INSERT, whether the card is active, unexpired and holds enough, and the CHECK fails
-- the whole batch (the order with it) when it did not, so parallel spends cannot overdraw.
CREATE TABLE gift_card_ledger (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  gift_card_id INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('ISSUE', 'SPEND', 'REFUND', 'EXPIRY', 'CANCEL')),
  amount_cents INTEGER NOT NULL,                -- signed
  order_id INTEGER,                             -- the order a SPEND paid or a REFUND gave back
  actor TEXT NOT NULL,                          -- BUYER, ADMIN:<user id>, CRON
  note TEXT NOT NULL DEFAULT '',
  balance_checked INTEGER NOT NULL DEFAULT 1 CHECK (balance_checked = 1),
  created_at INTEGER NOT NULL,
  FOREIGN KEY (site_id, gift_card_id) REFERENCES gift_cards(site_id, id) ON DELETE CASCADE
);
CREATE INDEX gift_card_ledger_card ON gift_card_ledger(site_id, gift_card_id, id);
CREATE INDEX gift_card_ledger_order ON gift_card_ledger(site_id, order_id);
-- One refund per card and order, whoever cancels it and however often.
CREATE UNIQUE INDEX gift_card_ledger_one_refund ON gift_card_ledger(site_id, gift_card_id, order_id)
  WHERE kind = 'REFUND';

-- What gift cards paid of an order (the sum of its SPEND rows): total_cents stays what the
-- buyer still pays, so payment asks for the rest; the goods' VAT is unchanged, a card for an
-- amount being a means of payment, not a discount.
ALTER TABLE orders ADD COLUMN gift_card_cents INTEGER NOT NULL DEFAULT 0 CHECK (gift_card_cents >= 0);

-- The new settings for the sites that exist already (new sites get them from the catalogue,
-- worker/seed/parameters.ts, with the same labels and defaults).
INSERT INTO parameters (site_id, type, kind, label, value)
SELECT id, 'GIFT_CARDS_ENABLED', 'BOOLEAN', 'Vendre des cartes cadeaux', 'false'
  FROM sites WHERE true ON CONFLICT (site_id, type) DO NOTHING;
INSERT INTO parameters (site_id, type, kind, label, value)
SELECT id, 'GIFT_CARD_AMOUNTS', 'STRING', 'Montants proposés des cartes cadeaux (en euros, séparés par des virgules)', '50,80,120'
  FROM sites WHERE true ON CONFLICT (site_id, type) DO NOTHING;
INSERT INTO parameters (site_id, type, kind, label, value)
SELECT id, 'GIFT_CARD_MIN_AMOUNT', 'NUMBER', 'Montant libre minimum d’une carte cadeau (euros, 0 pour sans montant libre)', '20'
  FROM sites WHERE true ON CONFLICT (site_id, type) DO NOTHING;
INSERT INTO parameters (site_id, type, kind, label, value)
SELECT id, 'GIFT_CARD_MAX_AMOUNT', 'NUMBER', 'Montant libre maximum d’une carte cadeau (euros)', '500'
  FROM sites WHERE true ON CONFLICT (site_id, type) DO NOTHING;
INSERT INTO parameters (site_id, type, kind, label, value)
SELECT id, 'GIFT_CARD_VALIDITY_MONTHS', 'NUMBER', 'Durée de validité des cartes cadeaux (mois, 12 au moins)', '12'
  FROM sites WHERE true ON CONFLICT (site_id, type) DO NOTHING;
