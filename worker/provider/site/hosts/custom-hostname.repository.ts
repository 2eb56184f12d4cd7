import { z } from 'zod';
import {
  dnsRecordSchema,
  hostnameStatusSchema,
  type HostnameState,
} from '../../../../src/schema/site/custom-hostname';
import { domainKindSchema } from '../../../../src/schema/site/platform';
import { all, first, rowReader, type ReadType } from '../../shared/d1';
import type { CustomHostname } from './custom-hostname.adapter';

// The custom hostname columns of site_domains (migration 0027). Hosts span sites here on
// purpose, like platform.repository.ts: only the operator's routes and the Cron Trigger call it.

/** The columns every read of a host's state selects (the `d.` alias of site_domains). */
export const HOSTNAME_COLUMNS =
  'd.hostname_id, d.hostname_status, d.ssl_status, d.verification, d.verification_errors, d.checked_at';

export const readHostnameColumns = rowReader({
  hostname_id: 'string?',
  hostname_status: hostnameStatusSchema.options,
  ssl_status: 'string?',
  verification: 'string',
  verification_errors: 'string',
  checked_at: 'number?',
});

const recordsSchema = z.array(dnsRecordSchema);
const errorsSchema = z.array(z.string());

/** The operator's view of the state stored in a row. */
export function hostnameStateOf(row: ReadType<typeof readHostnameColumns>): HostnameState {
  return {
    status: row.hostname_status,
    sslStatus: row.ssl_status,
    records: recordsSchema.parse(JSON.parse(row.verification)),
    errors: errorsSchema.parse(JSON.parse(row.verification_errors)),
    checkedAt: row.checked_at,
  };
}

/** The values of the custom hostname columns for an API answer (null: a host that needs none). */
export function hostnameValues(hostname: CustomHostname | null, now: number) {
  if (!hostname)
    return { id: null, status: 'active', ssl: null, records: '[]', errors: '[]', checkedAt: null };
  return {
    id: hostname.id || null, // '' when the API could not create it yet
    status: hostname.status,
    ssl: hostname.sslStatus,
    records: JSON.stringify(hostname.records),
    errors: JSON.stringify(hostname.errors),
    checkedAt: now,
  };
}

const readMapped = rowReader({
  host: 'string',
  site_id: 'number',
  kind: domainKindSchema.options,
  hostname_id: 'string?',
  hostname_status: hostnameStatusSchema.options,
});
export type MappedHost = ReadType<typeof readMapped>;

/** A mapped host with its custom hostname id; null when the host is mapped to no site. */
export async function findMappedHost(db: D1Database, host: string): Promise<MappedHost | null> {
  return first(
    db
      .prepare('SELECT host, site_id, kind, hostname_id, hostname_status FROM site_domains WHERE host = ?')
      .bind(host),
    readMapped,
  );
}

/**
 * Production hosts not active yet, the least recently checked first (never checked: first of
 * all), for the Cron Trigger. Development hosts are never sent to the API.
 */
export async function waitingHosts(db: D1Database, limit: number): Promise<MappedHost[]> {
  return all(
    db
      .prepare(
        `SELECT host, site_id, kind, hostname_id, hostname_status FROM site_domains
          WHERE hostname_status <> 'active' AND kind = 'PROD'
          ORDER BY checked_at IS NOT NULL, checked_at LIMIT ?`,
      )
      .bind(limit),
    readMapped,
  );
}

/** Stores an API answer for a host of this site; false when the host is no longer there. */
export async function saveHostnameState(
  db: D1Database,
  siteId: number,
  host: string,
  hostname: CustomHostname,
  now: number,
): Promise<boolean> {
  const values = hostnameValues(hostname, now);
  const result = await db
    .prepare(
      `UPDATE site_domains SET hostname_id = ?, hostname_status = ?, ssl_status = ?, verification = ?,
         verification_errors = ?, checked_at = ? WHERE site_id = ? AND host = ?`,
    )
    .bind(values.id, values.status, values.ssl, values.records, values.errors, values.checkedAt, siteId, host)
    .run();
  return result.meta.changes > 0;
}

/** A host whose custom hostname could not be created (yet): kept pending, the error noted. */
export async function noteHostnameFailure(
  db: D1Database,
  siteId: number,
  host: string,
  message: string,
  now: number,
): Promise<void> {
  await db
    .prepare(`UPDATE site_domains SET verification_errors = ?, checked_at = ? WHERE site_id = ? AND host = ?`)
    .bind(JSON.stringify([message]), now, siteId, host)
    .run();
}
