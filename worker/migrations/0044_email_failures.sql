-- Mail that arrives: an e-mail that could not be sent keeps why (the mail API's answer, or the
-- queue giving up), shown on the sent-mail screen next to « Renvoyer ». last_activity_at is the
-- last time the row was tried by the queue consumer or handed to the queue again by the Cron
-- Trigger's sweep (NULL: never since it was written, created_at counts): a PENDING row whose
-- last activity is older than the sweep's delay is no longer in the queue, and is queued again
-- or, past the retry limit, marked FAILED (worker/cron/mail-sweep.ts).
ALTER TABLE email_outbox ADD COLUMN failure_reason TEXT;
ALTER TABLE email_outbox ADD COLUMN last_activity_at TEXT;
