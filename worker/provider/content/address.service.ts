import { parseListQuery } from '../../../src/domain/shared/list-query';
import type { AddressType, CompanyAddress, CompanyAddressWrite } from '../../../src/schema/site/address';
import { publishContentVersion } from '../../cache/content-version';
import { badRequest, notFound } from '../../errors';
import { parseId } from '../../http/ids';
import { listQuerySql } from '../shared/list-query-sql';
import type { ServiceContext } from '../shared/service-context';
import {
  addressListSpec,
  deleteAddress,
  findAddress,
  insertAddress,
  listAddresses,
  listAddressTypes,
  unknownTypeCodes,
  updateAddress,
} from './address.repository';

// The company's addresses: the public list (in the context's locale, filtered by type codes,
// at least one in common) and the owner's writes. An address names only types the site has;
// every write publishes the site's new content version.

const UNKNOWN_ADDRESS = "Cette adresse n'existe pas.";

/** The addresses' list query: what may be sorted and filtered (the routes document it). */
export { addressListSpec };

type AddressList = { addresses: CompanyAddress[]; total: number };

/** Type codes as a query sends them: comma-separated, any case. */
function typeCodes(raw: string | null): string[] {
  return (raw ?? '')
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter((code) => code !== '');
}

const sqlOf = (query: URLSearchParams) =>
  listQuerySql(parseListQuery(query, addressListSpec), addressListSpec);

/** A page of the site's addresses as visitors read them; `query` is the list query as sent. */
export function companyAddresses(ctx: ServiceContext, query: URLSearchParams): Promise<AddressList> {
  return listAddresses(ctx.db, ctx.site.id, sqlOf(query), typeCodes(query.get('type')), ctx.scope);
}

/** A page of the site's addresses as stored (the admin list: no type filter, no overlay). */
export function storedAddresses(ctx: ServiceContext, query: URLSearchParams): Promise<AddressList> {
  return listAddresses(ctx.db, ctx.site.id, sqlOf(query), []);
}

export function addressTypes(ctx: ServiceContext): Promise<AddressType[]> {
  return listAddressTypes(ctx.db, ctx.site.id);
}

/** The site's address of this id (as sent), or null. */
export async function storedAddress(ctx: ServiceContext, raw: string): Promise<CompanyAddress | null> {
  const id = parseId(raw);
  return id === null ? null : findAddress(ctx.db, ctx.site.id, id);
}

/** The site's address of this id (as sent), or 404. */
export async function address(ctx: ServiceContext, raw: string): Promise<CompanyAddress> {
  const found = await storedAddress(ctx, raw);
  if (!found) throw notFound(UNKNOWN_ADDRESS);
  return found;
}

async function refuseUnknownTypes(ctx: ServiceContext, codes: string[]): Promise<void> {
  const unknown = await unknownTypeCodes(ctx.db, ctx.site.id, codes);
  if (unknown.length > 0) {
    const message = `Type d'adresse inconnu : ${unknown.join(', ')}.`;
    throw badRequest(message, { types: message });
  }
}

const publish = (ctx: ServiceContext, version: number) =>
  publishContentVersion(ctx.env, ctx.site.id, version, ctx.requestId);

export async function createAddress(
  ctx: ServiceContext,
  input: CompanyAddressWrite,
): Promise<CompanyAddress> {
  await refuseUnknownTypes(ctx, input.types);
  const { id, version } = await insertAddress(ctx.db, ctx.site.id, input);
  await publish(ctx, version);
  const created = await findAddress(ctx.db, ctx.site.id, id);
  if (!created) throw new Error('address created but not found');
  return created;
}

export async function changeAddress(
  ctx: ServiceContext,
  raw: string,
  input: CompanyAddressWrite,
): Promise<CompanyAddress> {
  const existing = await address(ctx, raw);
  await refuseUnknownTypes(ctx, input.types);
  const version = await updateAddress(ctx.db, ctx.site.id, existing.id, input);
  await publish(ctx, version);
  return address(ctx, String(existing.id));
}

export async function removeAddress(ctx: ServiceContext, raw: string): Promise<{ id: number }> {
  const existing = await address(ctx, raw);
  const version = await deleteAddress(ctx.db, ctx.site.id, existing.id);
  if (version === null) throw notFound(UNKNOWN_ADDRESS);
  await publish(ctx, version);
  return { id: existing.id };
}
