-- One stock history for every change (issue 18): the sales an order takes and the stock its
-- cancellation gives back join the admin's adjustments in stock_adjustments. `kind` says which
-- (a sale always removes, a release always adds); a sale or release names its order, by id and
-- by the reference the owner reads (copied, as the rest of an order is, so the line stays
-- readable on its own). Older rows are all adjustments.

ALTER TABLE stock_adjustments ADD COLUMN kind TEXT NOT NULL DEFAULT 'ADJUSTMENT'
  CHECK (kind = 'ADJUSTMENT' OR (kind = 'SALE' AND delta < 0) OR (kind = 'RELEASE' AND delta > 0));
ALTER TABLE stock_adjustments ADD COLUMN order_id INTEGER;
ALTER TABLE stock_adjustments ADD COLUMN order_reference TEXT
  CHECK ((kind = 'ADJUSTMENT') = (order_id IS NULL AND order_reference IS NULL));
