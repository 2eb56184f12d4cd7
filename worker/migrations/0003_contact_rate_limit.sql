-- Contact messages remember a salted hash of the sender's IP (never the IP itself), so the
-- form can refuse floods: a few messages per address and quarter of an hour.
ALTER TABLE contact_messages ADD COLUMN sender_hash TEXT;
CREATE INDEX contact_messages_sender ON contact_messages(site_id, sender_hash, created_at);
