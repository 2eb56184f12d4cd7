-- Online payment of a booking (a service with prepayment or a deposit, by card on the site's
-- Stripe account).
--
-- A slot held while the client pays: it counts as taken, like an appointment, until
-- hold_until_ms (15 minutes after the booking), then it is free again with no write at all:
-- every read of the slots and every place guard compares hold_until_ms with the clock; the cron
-- only deletes the expired rows. The payment's webhook turns the hold into the appointment, in
-- one batch with the place guard of migration 0042. place_checked works as it does there.
CREATE TABLE booking_holds (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  reference TEXT NOT NULL, -- the appointment's reference once paid
  service_id INTEGER NOT NULL REFERENCES booking_services(id),
  start_ms INTEGER NOT NULL,
  end_ms INTEGER NOT NULL,
  busy_from_ms INTEGER NOT NULL,
  busy_to_ms INTEGER NOT NULL,
  places INTEGER NOT NULL DEFAULT 1 CHECK (places >= 1),
  hold_until_ms INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('PREPAYMENT', 'DEPOSIT')),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  payment_intent_id TEXT NOT NULL,
  draft TEXT NOT NULL, -- the client's details as given (JSON): the appointment is written from it
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  place_checked INTEGER NOT NULL DEFAULT 1 CHECK (place_checked = 1),
  UNIQUE (site_id, reference)
);
CREATE INDEX booking_holds_busy ON booking_holds(site_id, busy_from_ms);
CREATE INDEX booking_holds_intent ON booking_holds(site_id, payment_intent_id);
CREATE INDEX booking_holds_expiry ON booking_holds(hold_until_ms);

-- What a confirmed appointment was paid online, and its refund after a cancellation.
CREATE TABLE booking_payments (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  appointment_id INTEGER NOT NULL REFERENCES booking_appointments(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('PREPAYMENT', 'DEPOSIT')),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  payment_intent_id TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'PAID' CHECK (status IN ('PAID', 'REFUNDED')),
  refund_id TEXT,
  paid_at TEXT NOT NULL DEFAULT (datetime('now')),
  refunded_at TEXT,
  UNIQUE (site_id, appointment_id),
  UNIQUE (site_id, payment_intent_id)
);
