-- The last DNS check of a site's sender domain (the domain of its SENDER_MAIL_ADDRESS): which of
-- the SPF, DKIM and DMARC records the admin asks the owner to add were found. The platform sends
-- from the site's address only while the row's domain is the address's and all three are found
-- (verified_at set); otherwise from its own address with the site's as Reply-To.
CREATE TABLE site_sender_domains (
  site_id INTEGER PRIMARY KEY REFERENCES sites(id) ON DELETE CASCADE,
  domain TEXT NOT NULL,
  spf_found INTEGER NOT NULL DEFAULT 0,
  dkim_found INTEGER NOT NULL DEFAULT 0,
  dmarc_found INTEGER NOT NULL DEFAULT 0,
  verified_at INTEGER,                          -- unix seconds, NULL while a record is missing
  checked_at INTEGER NOT NULL                   -- unix seconds
);
