import type { ListQuerySpec } from '../../../src/domain/shared/list-query';
import type {
  AddressType,
  CompanyAddress,
  CompanyAddressWrite,
  OpeningSlot,
} from '../../../src/schema/site/address';
import type { ListSql } from '../shared/list-query-sql';
import {
  all,
  first,
  mapRows,
  pagedList,
  rowReader,
  rowsOf,
  writeBumpingVersion,
  type ReadType,
} from '../shared/d1';
import { overlayValues, type LocaleScope } from '../translation/public';

// SQL for company addresses, their types and weekly opening hours. Site first, always.

export const addressListSpec: ListQuerySpec = {
  fields: {
    id: { column: 'a.id', type: 'number' },
    name: { column: 'a.name', type: 'text' },
    city: { column: 'a.city', type: 'text' },
    postalCode: { column: 'a.postal_code', type: 'text' },
    position: { column: 'a.position', type: 'number' },
  },
  orderable: ['position', 'name', 'city', 'id'],
  defaultOrder: { field: 'position', direction: 'ASC' },
  defaultNbItem: 100,
  maxNbItem: 100,
};

const MAX_TYPE_FILTER = 10;

const readAddress = rowReader({
  id: 'number',
  name: 'string',
  line1: 'string',
  line2: 'string',
  postal_code: 'string',
  city: 'string',
  country: 'string',
  phone: 'string',
  email: 'string',
  latitude: 'number?',
  longitude: 'number?',
  position: 'number',
});
type AddressRow = ReadType<typeof readAddress>;

const toAddressType = mapRows(
  rowReader({ id: 'number', code: 'string', label: 'string' }),
  (row): AddressType => ({ id: row.id, value: row.code, label: row.label }),
);
const toAddressTypeOf = mapRows(rowReader({ address_id: 'number' }), (row) => row.address_id);
const readSlot = rowReader({ address_id: 'number', weekday: 'number', opens: 'string', closes: 'string' });

export async function listAddressTypes(db: D1Database, siteId: number): Promise<AddressType[]> {
  return all(
    db.prepare('SELECT id, code, label FROM address_types WHERE site_id = ? ORDER BY id').bind(siteId),
    toAddressType,
  );
}

/** Types and hours of the given addresses, in two reads, grouped by address. */
async function detailsOf(db: D1Database, siteId: number, rows: AddressRow[]): Promise<CompanyAddress[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const marks = ids.map(() => '?').join(', ');
  const [types, hours] = await db.batch([
    db
      .prepare(
        `SELECT at.address_id, t.id, t.code, t.label FROM company_address_types at
           JOIN address_types t ON t.site_id = at.site_id AND t.id = at.type_id
          WHERE at.site_id = ? AND at.address_id IN (${marks}) ORDER BY t.id`,
      )
      .bind(siteId, ...ids),
    db
      .prepare(
        `SELECT address_id, weekday, opens, closes FROM address_opening_hours
          WHERE site_id = ? AND address_id IN (${marks}) ORDER BY weekday, opens`,
      )
      .bind(siteId, ...ids),
  ]);
  const typeRows = rowsOf(types, (row) => ({ addressId: toAddressTypeOf(row), type: toAddressType(row) }));
  const hourRows = rowsOf(hours, readSlot);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    line1: row.line1,
    line2: row.line2,
    postalCode: row.postal_code,
    city: row.city,
    country: row.country,
    phone: row.phone,
    email: row.email,
    latitude: row.latitude,
    longitude: row.longitude,
    position: row.position,
    type: typeRows.filter((type) => type.addressId === row.id).map(({ type }) => type),
    openingHours: hourRows
      .filter((slot) => slot.address_id === row.id)
      .map(({ weekday, opens, closes }): OpeningSlot => ({ weekday, opens, closes })),
  }));
}

const ADDRESS_COLUMNS =
  'a.id, a.name, a.line1, a.line2, a.postal_code, a.city, a.country, a.phone, a.email, a.latitude, a.longitude, a.position';

/** In a non-default locale, each address's translated name and country. */
async function translateAddresses(
  db: D1Database,
  siteId: number,
  addresses: CompanyAddress[],
  scope: LocaleScope | undefined,
): Promise<CompanyAddress[]> {
  const values = await overlayValues(
    db,
    siteId,
    'companyAddress',
    scope,
    addresses.map((address) => address.id),
  );
  if (values.size === 0) return addresses;
  return addresses.map((address) => {
    const own = values.get(address.id) ?? {};
    return { ...address, name: own.name ?? address.name, country: own.country ?? address.country };
  });
}

/** A page of addresses; `types` keeps those having at least one of the type codes. */
export async function listAddresses(
  db: D1Database,
  siteId: number,
  list: ListSql,
  types: string[],
  scope?: LocaleScope, // the public list: the address's translated texts
): Promise<{ addresses: CompanyAddress[]; total: number }> {
  const codes = types.slice(0, MAX_TYPE_FILTER);
  const typeClause =
    codes.length === 0
      ? ''
      : ` AND EXISTS (SELECT 1 FROM company_address_types at JOIN address_types t
                       ON t.site_id = at.site_id AND t.id = at.type_id
                    WHERE at.site_id = a.site_id AND at.address_id = a.id
                      AND t.code IN (${codes.map(() => '?').join(', ')}))`;
  const { rows, total } = await pagedList(
    db,
    {
      columns: ADDRESS_COLUMNS,
      from: `company_addresses a WHERE a.site_id = ?${typeClause}`,
      params: [siteId, ...codes],
      orderBy: `${list.orderBy}, a.id`,
    },
    list,
    readAddress,
  );
  return { addresses: await translateAddresses(db, siteId, await detailsOf(db, siteId, rows), scope), total };
}

export async function findAddress(
  db: D1Database,
  siteId: number,
  id: number,
): Promise<CompanyAddress | null> {
  const row = await first(
    db
      .prepare(`SELECT ${ADDRESS_COLUMNS} FROM company_addresses a WHERE a.site_id = ? AND a.id = ?`)
      .bind(siteId, id),
    readAddress,
  );
  return row ? ((await detailsOf(db, siteId, [row]))[0] ?? null) : null;
}

/** Type codes the site does not define, so a write can refuse them before touching anything. */
export async function unknownTypeCodes(db: D1Database, siteId: number, codes: string[]): Promise<string[]> {
  const known = new Set((await listAddressTypes(db, siteId)).map((type) => type.value));
  return codes.filter((code) => !known.has(code));
}

/** The statements that (re)write an address's types and hours; the address id is bound as ?2. */
function childStatements(db: D1Database, siteId: number, id: number, input: CompanyAddressWrite) {
  return [
    db.prepare('DELETE FROM company_address_types WHERE site_id = ? AND address_id = ?').bind(siteId, id),
    db.prepare('DELETE FROM address_opening_hours WHERE site_id = ? AND address_id = ?').bind(siteId, id),
    ...[...new Set(input.types)].map((code) =>
      db
        .prepare(
          `INSERT INTO company_address_types (site_id, address_id, type_id)
           SELECT ?1, ?2, id FROM address_types WHERE site_id = ?1 AND code = ?3`,
        )
        .bind(siteId, id, code),
    ),
    ...input.openingHours.map((slot) =>
      db
        .prepare(
          'INSERT INTO address_opening_hours (site_id, address_id, weekday, opens, closes) VALUES (?, ?, ?, ?, ?)',
        )
        .bind(siteId, id, slot.weekday, slot.opens, slot.closes),
    ),
  ];
}

function addressValues(input: CompanyAddressWrite): (string | number | null)[] {
  return [
    input.name,
    input.line1,
    input.line2,
    input.postalCode,
    input.city,
    input.country,
    input.phone,
    input.email,
    input.latitude,
    input.longitude,
    input.position,
  ];
}

/**
 * Creates an address with its types and hours in one transaction. The id is chosen up front
 * so the child rows can name it in the same batch; two creations racing for the same id make
 * the second batch fail whole on the primary key, and it simply takes the next id.
 */
export async function insertAddress(
  db: D1Database,
  siteId: number,
  input: CompanyAddressWrite,
): Promise<{ id: number; version: number }> {
  for (let attempt = 0; ; attempt++) {
    const next = await first(
      db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS id FROM company_addresses'),
      rowReader({ id: 'number' }),
    );
    const id = next?.id ?? 1;
    try {
      const { version } = await writeBumpingVersion(db, siteId, [
        db
          .prepare(
            `INSERT INTO company_addresses (id, site_id, name, line1, line2, postal_code, city, country, phone,
                                            email, latitude, longitude, position)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .bind(id, siteId, ...addressValues(input)),
        ...childStatements(db, siteId, id, input),
      ]);
      return { id, version };
    } catch (error) {
      if (attempt >= 2 || !String(error).includes('UNIQUE constraint failed')) throw error;
    }
  }
}

export async function updateAddress(
  db: D1Database,
  siteId: number,
  id: number,
  input: CompanyAddressWrite,
): Promise<number> {
  const { version } = await writeBumpingVersion(db, siteId, [
    db
      .prepare(
        `UPDATE company_addresses SET name = ?, line1 = ?, line2 = ?, postal_code = ?, city = ?, country = ?,
                phone = ?, email = ?, latitude = ?, longitude = ?, position = ?
          WHERE site_id = ? AND id = ?`,
      )
      .bind(...addressValues(input), siteId, id),
    ...childStatements(db, siteId, id, input),
  ]);
  return version;
}

export async function deleteAddress(db: D1Database, siteId: number, id: number): Promise<number | null> {
  const { results, version } = await writeBumpingVersion(db, siteId, [
    db.prepare('DELETE FROM company_addresses WHERE site_id = ? AND id = ? RETURNING id').bind(siteId, id),
  ]);
  return (results[0]?.results.length ?? 0) > 0 ? version : null;
}
