-- Online booking: the services a client books, the weekly hours and their exceptions, the
-- owner's blocked time, the appointments and what happened to each.
-- Instants are integers (milliseconds since the epoch, UTC): the overlap guards compare them.

CREATE TABLE booking_services (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  -- The English wording on a bilingual site ({"en": {"name": …, "description": …}}), or NULL.
  translations TEXT,
  duration_minutes INTEGER NOT NULL CHECK (duration_minutes BETWEEN 5 AND 480),
  price_cents INTEGER CHECK (price_cents IS NULL OR price_cents >= 0), -- NULL: « sur devis »
  location_kind TEXT NOT NULL DEFAULT 'PRACTICE' CHECK (location_kind IN ('PRACTICE', 'HOME', 'COMPANY')),
  -- A home visit: the postcodes served (JSON array of strings) and the travel time added on both sides.
  postcodes TEXT,
  travel_minutes INTEGER NOT NULL DEFAULT 0 CHECK (travel_minutes BETWEEN 0 AND 240),
  buffer_before_minutes INTEGER NOT NULL DEFAULT 0 CHECK (buffer_before_minutes BETWEEN 0 AND 240),
  buffer_after_minutes INTEGER NOT NULL DEFAULT 0 CHECK (buffer_after_minutes BETWEEN 0 AND 240),
  capacity INTEGER NOT NULL DEFAULT 1 CHECK (capacity BETWEEN 1 AND 500),
  payment TEXT NOT NULL DEFAULT 'ON_SITE' CHECK (payment IN ('ON_SITE', 'PREPAYMENT', 'DEPOSIT')),
  deposit_cents INTEGER CHECK (deposit_cents IS NULL OR deposit_cents >= 0),
  service_page_path TEXT, -- an existing service page ('/prestations/…'), or NULL
  position INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  updated_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX booking_services_site ON booking_services(site_id, position);

-- Weekly opening ranges for bookings, Paris wall-clock time ('HH:MM'), weekday 1 Monday … 7 Sunday.
CREATE TABLE booking_hours (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  weekday INTEGER NOT NULL CHECK (weekday BETWEEN 1 AND 7),
  start_time TEXT NOT NULL,
  end_time TEXT NOT NULL,
  CHECK (start_time < end_time)
);
CREATE INDEX booking_hours_site ON booking_hours(site_id, weekday);

-- A closed date (holiday, leave) or a one-off extra opening on a date.
CREATE TABLE booking_exceptions (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  date TEXT NOT NULL, -- 'YYYY-MM-DD', Paris calendar
  kind TEXT NOT NULL CHECK (kind IN ('CLOSED', 'OPEN')),
  start_time TEXT,
  end_time TEXT,
  label TEXT NOT NULL DEFAULT '',
  CHECK (kind = 'CLOSED' OR (start_time IS NOT NULL AND end_time IS NOT NULL AND start_time < end_time))
);
CREATE INDEX booking_exceptions_site ON booking_exceptions(site_id, date);

-- Time the owner blocked (absence, lunch, a call taken elsewhere).
CREATE TABLE booking_blocks (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  start_ms INTEGER NOT NULL,
  end_ms INTEGER NOT NULL,
  label TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  CHECK (start_ms < end_ms)
);
CREATE INDEX booking_blocks_site ON booking_blocks(site_id, start_ms);

-- An appointment. busy_from_ms/busy_to_ms are its footprint: the appointment widened by the
-- service's buffers and travel time (copied at booking time, so a later change of the service
-- does not move what is already booked). place_checked is computed by the INSERT (and by a
-- move's UPDATE) inside the batch: whether the slot still had room, nothing else overlapping;
-- the CHECK fails the whole batch when it had not, so parallel requests for the last place
-- give one appointment (D1 runs one batch at a time, as one transaction).
CREATE TABLE booking_appointments (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  reference TEXT NOT NULL,
  service_id INTEGER NOT NULL,
  service_name TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'CONFIRMED'
    CHECK (status IN ('CONFIRMED', 'CANCELLED', 'ATTENDED', 'NO_SHOW')),
  start_ms INTEGER NOT NULL,
  end_ms INTEGER NOT NULL,
  busy_from_ms INTEGER NOT NULL,
  busy_to_ms INTEGER NOT NULL,
  places INTEGER NOT NULL DEFAULT 1 CHECK (places >= 1),
  capacity INTEGER NOT NULL DEFAULT 1,
  firstname TEXT NOT NULL,
  lastname TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  message TEXT NOT NULL DEFAULT '',
  address TEXT, -- a home visit: the client's address
  postcode TEXT,
  locale TEXT,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  booked_by TEXT NOT NULL DEFAULT 'CLIENT' CHECK (booked_by IN ('CLIENT', 'OWNER')),
  cancel_reason TEXT,
  reminder_sent_at TEXT,
  sequence INTEGER NOT NULL DEFAULT 0, -- the calendar file's SEQUENCE: bumped by each change
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  updated_at TEXT NOT NULL DEFAULT (datetime('now')),
  place_checked INTEGER NOT NULL DEFAULT 1 CHECK (place_checked = 1),
  FOREIGN KEY (service_id) REFERENCES booking_services(id),
  UNIQUE (site_id, reference)
);
CREATE INDEX booking_appointments_busy ON booking_appointments(site_id, busy_from_ms);
CREATE INDEX booking_appointments_start ON booking_appointments(site_id, start_ms);

-- Who did what to an appointment, when: created, moved, cancelled, attended, no-show.
CREATE TABLE booking_history (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  appointment_id INTEGER NOT NULL REFERENCES booking_appointments(id) ON DELETE CASCADE,
  action TEXT NOT NULL CHECK (action IN ('CREATED', 'MOVED', 'CANCELLED', 'ATTENDED', 'NO_SHOW')),
  actor TEXT NOT NULL, -- 'client', or the owner's e-mail
  detail TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX booking_history_appointment ON booking_history(site_id, appointment_id);

-- The owner's private calendar feed: only the token's hash is kept; a new token revokes the old.
CREATE TABLE booking_feed_tokens (
  site_id INTEGER PRIMARY KEY REFERENCES sites(id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);

-- The settings for the sites that exist already (new sites get them from the catalogue,
-- worker/seed/parameters.ts, with the same labels and defaults).
INSERT INTO parameters (site_id, type, kind, label, value)
SELECT id, 'BOOKING_ENABLED', 'BOOLEAN', 'Prise de rendez-vous en ligne', 'false'
  FROM sites WHERE true ON CONFLICT (site_id, type) DO NOTHING;
INSERT INTO parameters (site_id, type, kind, label, value)
SELECT id, 'BOOKING_NOTICE_HOURS', 'NUMBER', 'Rendez-vous : délai minimum avant un rendez-vous (heures)', '12'
  FROM sites WHERE true ON CONFLICT (site_id, type) DO NOTHING;
INSERT INTO parameters (site_id, type, kind, label, value)
SELECT id, 'BOOKING_HORIZON_DAYS', 'NUMBER', 'Rendez-vous : réservation possible jusqu’à (jours)', '60'
  FROM sites WHERE true ON CONFLICT (site_id, type) DO NOTHING;
INSERT INTO parameters (site_id, type, kind, label, value)
SELECT id, 'BOOKING_STEP_MINUTES', 'NUMBER', 'Rendez-vous : intervalle entre deux créneaux (minutes)', '15'
  FROM sites WHERE true ON CONFLICT (site_id, type) DO NOTHING;
INSERT INTO parameters (site_id, type, kind, label, value)
SELECT id, 'BOOKING_CANCEL_DEADLINE_HOURS', 'NUMBER', 'Rendez-vous : annulation en ligne jusqu’à (heures avant)', '24'
  FROM sites WHERE true ON CONFLICT (site_id, type) DO NOTHING;
INSERT INTO parameters (site_id, type, kind, label, value)
SELECT id, 'BOOKING_POLICY_TEXT', 'STRING', 'Rendez-vous : conditions d’annulation montrées aux clients',
       'Vous pouvez déplacer ou annuler votre rendez-vous en ligne jusqu’à 24 heures avant. Passé ce délai, merci d’appeler.'
  FROM sites WHERE true ON CONFLICT (site_id, type) DO NOTHING;
