-- E-mails are sent as HTML with a plain-text alternative (issue 20): the outbox keeps both.
-- `secrets` holds, until the row is sent, the parts of its bodies that must not stay readable
-- (a password-reset link's token): the consumer blanks them in the stored copy once sent.
-- `resent_from` links a copy re-queued from the admin's sent-mail screen to its original.
ALTER TABLE email_outbox ADD COLUMN html_body TEXT;
ALTER TABLE email_outbox ADD COLUMN secrets TEXT;
ALTER TABLE email_outbox ADD COLUMN resent_from INTEGER;
CREATE INDEX email_outbox_site_list ON email_outbox(site_id, created_at);
