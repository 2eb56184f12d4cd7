-- The Cron Trigger's last run, for the operators' health endpoint (GET /api/admin/platform/health
-- on the admin host): one row per job, replaced at each run. A run that never finishes leaves
-- started_at newer than finished_at; a step that failed is named in failures (a JSON array).
CREATE TABLE platform_cron_runs (
  job TEXT PRIMARY KEY,
  started_at TEXT NOT NULL,
  finished_at TEXT,
  ok INTEGER NOT NULL DEFAULT 0 CHECK (ok IN (0, 1)),
  failures TEXT
);

-- Since when a customer's host waits for its custom hostname (unix seconds; NULL unless
-- pending): the health endpoint names a host stuck for a day. Kept by triggers, so every path
-- that maps or refreshes a host is covered; hosts already pending count from their last check.
ALTER TABLE site_domains ADD COLUMN pending_since INTEGER;
UPDATE site_domains SET pending_since = COALESCE(checked_at, CAST(strftime('%s', 'now') AS INTEGER))
  WHERE hostname_status = 'pending';
CREATE TRIGGER site_domains_pending_insert AFTER INSERT ON site_domains
  WHEN NEW.hostname_status = 'pending' AND NEW.pending_since IS NULL
BEGIN
  UPDATE site_domains SET pending_since = CAST(strftime('%s', 'now') AS INTEGER) WHERE host = NEW.host;
END;
CREATE TRIGGER site_domains_pending_update AFTER UPDATE OF hostname_status ON site_domains
  WHEN NEW.hostname_status IS NOT OLD.hostname_status
BEGIN
  UPDATE site_domains
     SET pending_since = CASE WHEN NEW.hostname_status = 'pending' THEN CAST(strftime('%s', 'now') AS INTEGER) END
   WHERE host = NEW.host;
END;
