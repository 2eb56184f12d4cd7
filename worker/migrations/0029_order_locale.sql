-- Languages (issue 21): an order remembers the language it was placed in, so that its e-mails
-- (confirmation, payment instructions, status changes, review request) and its PDFs (invoice,
-- delivery note) are written in the buyer's language, whenever they are sent. Orders placed
-- before were placed in the site's default language (the only one the shop spoke).

ALTER TABLE orders ADD COLUMN locale TEXT;

UPDATE orders SET locale = (SELECT default_lang_code FROM sites WHERE sites.id = orders.site_id);
