import { first, rowReader, type ReadType } from '../../shared/d1';

// SQL of a site's sender domain check (migration 0058).

const readCheck = rowReader({
  domain: 'string',
  spf_found: 'number',
  dkim_found: 'number',
  dmarc_found: 'number',
  verified_at: 'number?',
  checked_at: 'number',
});
export type SenderDomainCheck = ReadType<typeof readCheck>;

export function findSenderDomainCheck(db: D1Database, siteId: number): Promise<SenderDomainCheck | null> {
  return first(
    db
      .prepare(
        `SELECT domain, spf_found, dkim_found, dmarc_found, verified_at, checked_at
           FROM site_sender_domains WHERE site_id = ?`,
      )
      .bind(siteId),
    readCheck,
  );
}

/** Records a check; verified_at keeps the first time all three were found in a row. */
export async function saveSenderDomainCheck(
  db: D1Database,
  siteId: number,
  check: { domain: string; spf: boolean; dkim: boolean; dmarc: boolean },
  now: number,
): Promise<void> {
  const verified = check.spf && check.dkim && check.dmarc;
  await db
    .prepare(
      `INSERT INTO site_sender_domains (site_id, domain, spf_found, dkim_found, dmarc_found, verified_at, checked_at)
       VALUES (?1, ?2, ?3, ?4, ?5, CASE WHEN ?6 THEN ?7 END, ?7)
       ON CONFLICT (site_id) DO UPDATE SET
         spf_found = excluded.spf_found, dkim_found = excluded.dkim_found, dmarc_found = excluded.dmarc_found,
         verified_at = CASE WHEN NOT ?6 THEN NULL
                            WHEN site_sender_domains.domain = excluded.domain AND site_sender_domains.verified_at IS NOT NULL
                              THEN site_sender_domains.verified_at
                            ELSE ?7 END,
         domain = excluded.domain, checked_at = excluded.checked_at`,
    )
    .bind(
      siteId,
      check.domain,
      Number(check.spf),
      Number(check.dkim),
      Number(check.dmarc),
      Number(verified),
      now,
    )
    .run();
}
