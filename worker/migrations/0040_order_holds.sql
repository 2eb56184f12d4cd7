-- How long and how much an unpaid order may hold. A member has at most
-- MAX_UNPAID_ORDERS_PER_MEMBER orders awaiting payment, and a click-and-collect slot (place,
-- weekly slot, date) takes at most CLICK_AND_COLLECT_SLOT_CAPACITY orders. Both are guarded
-- like the stock (order_lines.stock_checked): the order's INSERT computes whether there was
-- room, inside the creation batch, and the CHECK fails the whole batch when there was not, so
-- parallel orders cannot overshoot (D1 runs one batch at a time, as one transaction).
ALTER TABLE orders ADD COLUMN unpaid_checked INTEGER NOT NULL DEFAULT 1 CHECK (unpaid_checked = 1);
ALTER TABLE orders ADD COLUMN slot_checked INTEGER NOT NULL DEFAULT 1 CHECK (slot_checked = 1);

-- The orders of a pick-up slot, counted by the guard and by the slot list.
CREATE INDEX orders_collect_slot ON orders(site_id, collect_address_id, collect_date, collect_schedule_id);

-- The new settings for the sites that exist already (new sites get them from the catalogue,
-- worker/seed/parameters.ts, with the same labels and defaults).
INSERT INTO parameters (site_id, type, kind, label, value)
SELECT id, 'MAX_UNPAID_ORDERS_PER_MEMBER', 'NUMBER',
       'Commandes en attente de paiement au plus par client (0 pour sans limite)', '3'
  FROM sites WHERE true ON CONFLICT (site_id, type) DO NOTHING;
INSERT INTO parameters (site_id, type, kind, label, value)
SELECT id, 'CARD_PAYMENT_HOLD_MINUTES', 'NUMBER',
       'Délai de paiement par carte avant annulation d’une commande (minutes)', '30'
  FROM sites WHERE true ON CONFLICT (site_id, type) DO NOTHING;
INSERT INTO parameters (site_id, type, kind, label, value)
SELECT id, 'CLICK_AND_COLLECT_SLOT_CAPACITY', 'NUMBER',
       'Commandes au plus par créneau de retrait (0 pour sans limite)', '4'
  FROM sites WHERE true ON CONFLICT (site_id, type) DO NOTHING;
