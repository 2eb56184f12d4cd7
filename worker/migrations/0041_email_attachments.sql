-- Files sent with an e-mail (a booking's .ics, a gift card's PDF): a JSON array of
-- { filename, contentType, content } with the content in base64, NULL when there is none. They
-- live on the outbox row so that an e-mail and its files are queued by one INSERT, inside the
-- batch of what caused them; the sent-mail screen lists their names, never their bytes.
ALTER TABLE email_outbox ADD COLUMN attachments TEXT;
