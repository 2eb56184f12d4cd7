-- The cron's read of the reminders due (confirmed appointments not reminded yet, by start, every
-- site at once) and a member's list of their appointments.
CREATE INDEX booking_appointments_reminder_due ON booking_appointments(start_ms)
  WHERE status = 'CONFIRMED' AND reminder_sent_at IS NULL;
CREATE INDEX booking_appointments_user ON booking_appointments(site_id, user_id, start_ms)
  WHERE user_id IS NOT NULL;
