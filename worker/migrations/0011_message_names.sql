-- One concept, one name (issue 12): the contact form's messages are `message` in every layer —
-- the POST /message route, message.repository.ts, this table, the e-mail and the MessageForm
-- island. The contact *details* block (CONTACT) keeps its name: it is another concept.
ALTER TABLE contact_messages RENAME TO messages;
DROP INDEX contact_messages_site;
CREATE INDEX messages_site ON messages(site_id, created_at);
-- The form block names the form it shows; rate-limit hits name what they limit.
UPDATE page_blocks SET data = json_set(data, '$.form', 'message')
 WHERE kind = 'FORM' AND json_extract(data, '$.form') = 'contact';
UPDATE rate_limit_hits SET scope = 'message' WHERE scope = 'contact';
