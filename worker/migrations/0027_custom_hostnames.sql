-- Issue 25: customer domains reach the Worker through Cloudflare for SaaS custom hostnames, and
-- the first platform operator signs in with a one-time link printed by `npm run operator:create`.
--
-- 1. A production host (kind PROD) answers only once its custom hostname is active (hostname
--    verified and certificate issued; worker/site/site-resolver.ts). Development hosts (kind DEV,
--    localhost, *.localhost) are never gated. Hosts mapped before this migration were already
--    served (zone routes), and so are the local sample hosts: the column's default keeps them
--    'active'; every new production host is written 'pending' by platform.repository.ts.
ALTER TABLE site_domains ADD COLUMN hostname_id TEXT;          -- Cloudflare's custom hostname id
ALTER TABLE site_domains ADD COLUMN hostname_status TEXT NOT NULL DEFAULT 'active'
  CHECK (hostname_status IN ('pending', 'active', 'failed'));
ALTER TABLE site_domains ADD COLUMN ssl_status TEXT;           -- Cloudflare's ssl.status, as given
-- JSON array of the DNS records the customer creates ({type, name, value}): CNAME to the
-- fallback origin, TXT for ownership and for the certificate's validation when asked.
ALTER TABLE site_domains ADD COLUMN verification TEXT NOT NULL DEFAULT '[]';
ALTER TABLE site_domains ADD COLUMN verification_errors TEXT NOT NULL DEFAULT '[]';
ALTER TABLE site_domains ADD COLUMN checked_at INTEGER;        -- unix seconds, last API answer
-- The Cron Trigger reads the hosts still waiting: a partial index keeps that read small.
CREATE INDEX site_domains_waiting ON site_domains(checked_at) WHERE hostname_status <> 'active';

-- 2. One-time sign-in links of platform operators (a fresh production database has no other way
--    in: no password was ever typed in a browser there). As for members' links, only the
--    SHA-256 of the 32 random bytes is stored; valid 1 hour, single use (used_at set by the same
--    UPDATE that claims it).
CREATE TABLE operator_sign_in_links (
  token_hash TEXT PRIMARY KEY,
  operator_id INTEGER NOT NULL REFERENCES operators(id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,                  -- unix seconds
  used_at INTEGER,                              -- unix seconds, NULL until used
  created_at INTEGER NOT NULL DEFAULT (unixepoch())
);
CREATE INDEX operator_sign_in_links_operator ON operator_sign_in_links(operator_id);
