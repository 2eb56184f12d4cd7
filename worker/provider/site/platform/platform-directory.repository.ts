import type { ListQuerySpec } from '../../../../src/domain/shared/list-query';
import { domainKindSchema, type Host, type PlatformUser } from '../../../../src/schema/site/platform';
import { roleSchema } from '../../../../src/schema/members/member';
import { all, first, firstOf, mapRows, readTotal, rowReader, rowsOf, type Row } from '../../shared/d1';
import { HOSTNAME_COLUMNS, hostnameStateOf, readHostnameColumns } from '../hosts/custom-hostname.repository';
import type { ListSql } from '../../shared/list-query-sql';

// The operator's flat views across sites: every host with the site it answers for, and every
// account of every site. Like platform.repository.ts, these span sites on purpose: only the
// SUPER_ADMIN routes call them.

const readHostKey = rowReader({
  host: 'string',
  kind: domainKindSchema.options,
  site_id: 'number',
  site_name: 'string',
  site_url: 'string',
});
const toHost = (raw: Row): Host => {
  const row = readHostKey(raw);
  return {
    host: row.host,
    kind: row.kind,
    idSite: row.site_id,
    siteName: row.site_name,
    // The primary domain is the host of the site's URL (src/domain/site/site-url.ts).
    isPrimary: URL.canParse(row.site_url) && new URL(row.site_url).hostname === row.host,
    ...hostnameStateOf(readHostnameColumns(raw)),
  };
};

/** Every host mapped on the platform, grouped by site, production hosts first. */
export async function listHosts(db: D1Database): Promise<Host[]> {
  return all(
    db.prepare(
      `SELECT d.host, d.kind, d.site_id, s.name AS site_name, s.url AS site_url, ${HOSTNAME_COLUMNS}
         FROM site_domains d
         JOIN sites s ON s.id = d.site_id
        ORDER BY d.site_id, d.kind DESC, d.host`,
    ),
    toHost,
  );
}

/** The site a host answers for, or null. */
export async function hostSite(db: D1Database, host: string): Promise<number | null> {
  const row = await first(
    db.prepare('SELECT site_id FROM site_domains WHERE host = ?').bind(host),
    rowReader({ site_id: 'number' }),
  );
  return row?.site_id ?? null;
}

export const platformUserListSpec: ListQuerySpec = {
  fields: {
    idSite: { column: 'u.site_id', type: 'number' },
    role: { column: 'u.role', type: 'text' },
    email: { column: 'u.email', type: 'text' },
    lastname: { column: 'u.lastname', type: 'text' },
    createdAt: { column: 'u.created_at', type: 'text' },
  },
  orderable: ['email', 'lastname', 'createdAt', 'idSite'],
  defaultOrder: { field: 'idSite', direction: 'ASC' },
  defaultNbItem: 25,
  maxNbItem: 100,
};

const USER_COLUMNS = `u.id, u.site_id, s.name AS site_name, u.email, u.role, u.firstname, u.lastname,
  u.created_at`;

const toUser = mapRows(
  rowReader({
    id: 'number',
    site_id: 'number',
    site_name: 'string',
    email: 'string',
    role: roleSchema.options,
    firstname: 'string',
    lastname: 'string',
    created_at: 'string',
  }),
  (row): PlatformUser => ({
    id: row.id,
    idSite: row.site_id,
    siteName: row.site_name,
    email: row.email,
    role: row.role,
    firstname: row.firstname,
    lastname: row.lastname,
    createdAt: row.created_at,
  }),
);

export async function listPlatformUsers(
  db: D1Database,
  list: ListSql,
): Promise<{ users: PlatformUser[]; total: number }> {
  // Within the asked order: operators, then owners, then members.
  const orderBy = `${list.orderBy === '' ? ' ORDER BY u.site_id' : list.orderBy},
    CASE u.role WHEN 'SUPER_ADMIN' THEN 0 WHEN 'ADMIN' THEN 1 ELSE 2 END, u.id`;
  const [page, count] = await db.batch([
    db
      .prepare(
        `SELECT ${USER_COLUMNS} FROM users u JOIN sites s ON s.id = u.site_id
          WHERE 1 = 1${list.where}${orderBy}${list.limit}`,
      )
      .bind(...list.params),
    db.prepare(`SELECT COUNT(*) AS total FROM users u WHERE 1 = 1${list.where}`).bind(...list.filterParams),
  ]);
  // Not pagedList: the count needs no join, and this list spans sites (no site_id first).
  return { users: rowsOf(page, toUser), total: firstOf(count, readTotal)?.total ?? 0 };
}

export async function findPlatformUser(db: D1Database, userId: number): Promise<PlatformUser | null> {
  return first(
    db
      .prepare(`SELECT ${USER_COLUMNS} FROM users u JOIN sites s ON s.id = u.site_id WHERE u.id = ?`)
      .bind(userId),
    toUser,
  );
}
