import { createRoute, z } from '@hono/zod-openapi';
import { parseListQuery } from '../../../src/domain/list-query';
import {
  addressTypeSchema,
  companyAddressListSchema,
  companyAddressSchema,
  companyAddressWriteSchema,
} from '../../../src/schema/address';
import { ok } from '../../../src/schema/envelope';
import { requireAdmin } from '../../auth/current-member';
import { publishContentVersion } from '../../cache/content-version';
import { badRequest, notFound } from '../../errors';
import { parseId } from '../../http/ids';
import { jsonOnly } from '../../openapi/json-body';
import { listQueryParams } from '../../openapi/list-query-params';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import type { AppEnv } from '../../http/app-env';
import type { Context } from 'hono';
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
import { listQuerySql } from '../shared/list-query-sql';
import { patchUpdate } from '../shared/patch-update';
import { localeScope } from '../translation/public';

// Company addresses: GET /company/address?{query} for everyone,
// GET /admin/address/type and the admin writes under /admin/address for the site's admins.

const UNKNOWN_ADDRESS = "Cette adresse n'existe pas.";
const TAG = 'Adresses';

const typeFilter = z.string().optional().meta({
  description: 'Codes de type séparés par des virgules (au moins un en commun).',
  example: 'PRACTICE',
});

const listRoute = createRoute({
  operationId: 'getCompanyAddress',
  security: [],
  method: 'get',
  path: '/company/address',
  tags: [TAG],
  summary: "Les adresses de l'entreprise, avec leurs types et leurs horaires",
  request: { headers: siteHeaders, query: listQueryParams(addressListSpec).extend({ type: typeFilter }) },
  responses: {
    200: okJson(companyAddressListSchema, 'Les adresses et leur nombre.'),
    ...errorResponses(400),
  },
});

const typesRoute = createRoute({
  operationId: 'getAdminAddressType',
  method: 'get',
  path: '/admin/address/type',
  tags: [TAG],
  summary: "Les types d'adresse du site",
  security: signedIn,
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders },
  responses: { 200: okJson(z.array(addressTypeSchema), 'Les types.'), ...errorResponses(401, 403) },
});

const adminListRoute = createRoute({
  operationId: 'getAdminAddress',
  method: 'get',
  path: '/admin/address',
  tags: [TAG],
  summary: 'Toutes les adresses (administration)',
  security: signedIn,
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, query: listQueryParams(addressListSpec) },
  responses: { 200: okJson(companyAddressListSchema, 'Les adresses.'), ...errorResponses(401, 403) },
});

const idParams = z.object({
  id: z.string().meta({ type: 'integer', description: "Identifiant de l'adresse.", example: 1 }),
});

const getAddressRoute = createRoute({
  operationId: 'getAdminAddressById',
  method: 'get',
  path: '/admin/address/{id}',
  tags: [TAG],
  summary: 'Une adresse, avec ses types et ses horaires',
  security: signedIn,
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, params: idParams },
  responses: { 200: okJson(companyAddressSchema, 'L’adresse.'), ...errorResponses(401, 403, 404) },
});

const createAddressRoute = createRoute({
  operationId: 'postAdminAddress',
  method: 'post',
  tags: [TAG],
  security: signedIn,
  middleware: [requireAdmin, jsonOnly] as const,
  path: '/admin/address',
  summary: 'Créer une adresse',
  request: {
    headers: siteHeaders,
    body: jsonBody(companyAddressWriteSchema, 'L’adresse, ses types et ses horaires.'),
  },
  responses: {
    201: okJson(companyAddressSchema, 'L’adresse créée.'),
    ...errorResponses(400, 401, 403, 413, 415),
  },
});

/** An address as its update body writes it (types by code), for PATCH semantics (patchUpdate). */
async function storedAddressInput(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  const id = parseId(c.req.param('id') ?? '');
  const address = id === null ? null : await findAddress(c.env.DB, c.var.site.id, id);
  if (!address) return null;
  const { name, line1, line2, postalCode, city, country, phone, email, latitude, longitude } = address;
  const types = address.type.map((addressType) => addressType.value);
  const rest = { position: address.position, types, openingHours: address.openingHours };
  return { name, line1, line2, postalCode, city, country, phone, email, latitude, longitude, ...rest };
}

const updateAddressRoute = createRoute({
  operationId: 'putAdminAddressById',
  method: 'put',
  tags: [TAG],
  security: signedIn,
  middleware: [requireAdmin, jsonOnly, patchUpdate(storedAddressInput)] as const,
  path: '/admin/address/{id}',
  summary:
    'Modifier une adresse (les champs absents gardent leur valeur ; types et horaires donnés sont remplacés)',
  request: {
    headers: siteHeaders,
    params: idParams,
    body: jsonBody(companyAddressWriteSchema, 'L’adresse, ses types et ses horaires.'),
  },
  responses: {
    200: okJson(companyAddressSchema, 'L’adresse enregistrée.'),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

const deleteAddressRoute = createRoute({
  operationId: 'deleteAdminAddressById',
  method: 'delete',
  path: '/admin/address/{id}',
  tags: [TAG],
  summary: 'Supprimer une adresse',
  security: signedIn,
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, params: idParams },
  responses: {
    200: okJson(z.object({ id: z.number().int() }), 'Supprimée.'),
    ...errorResponses(401, 403, 404),
  },
});

function typeCodes(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter((code) => code !== '');
}

async function addressOr404(db: D1Database, siteId: number, raw: string) {
  const id = parseId(raw);
  const address = id === null ? null : await findAddress(db, siteId, id);
  if (!address) throw notFound(UNKNOWN_ADDRESS);
  return address;
}

async function refuseUnknownTypes(db: D1Database, siteId: number, codes: string[]): Promise<void> {
  const unknown = await unknownTypeCodes(db, siteId, codes);
  if (unknown.length > 0) {
    const message = `Type d'adresse inconnu : ${unknown.join(', ')}.`;
    throw badRequest(message, { types: message });
  }
}

export const addressRoutes = providerRouter()
  .openapi(listRoute, async (c) => {
    const params = new URL(c.req.url).searchParams;
    const sql = listQuerySql(parseListQuery(params, addressListSpec), addressListSpec);
    const result = await listAddresses(
      c.env.DB,
      c.var.site.id,
      sql,
      typeCodes(params.get('type') ?? undefined),
      localeScope(c),
    );
    return c.json(ok(result), 200);
  })
  .openapi(typesRoute, async (c) => c.json(ok(await listAddressTypes(c.env.DB, c.var.site.id)), 200))
  .openapi(adminListRoute, async (c) => {
    const sql = listQuerySql(
      parseListQuery(new URL(c.req.url).searchParams, addressListSpec),
      addressListSpec,
    );
    return c.json(ok(await listAddresses(c.env.DB, c.var.site.id, sql, [])), 200);
  })
  .openapi(getAddressRoute, async (c) =>
    c.json(ok(await addressOr404(c.env.DB, c.var.site.id, c.req.valid('param').id)), 200),
  )
  .openapi(createAddressRoute, async (c) => {
    const siteId = c.var.site.id;
    const input = c.req.valid('json');
    await refuseUnknownTypes(c.env.DB, siteId, input.types);
    const { id, version } = await insertAddress(c.env.DB, siteId, input);
    await publishContentVersion(c.env, siteId, version, c.var.requestId);
    const address = await findAddress(c.env.DB, siteId, id);
    if (!address) throw new Error('address created but not found');
    return c.json(ok(address, 'Adresse créée.'), 201);
  })
  .openapi(updateAddressRoute, async (c) => {
    const siteId = c.var.site.id;
    const existing = await addressOr404(c.env.DB, siteId, c.req.valid('param').id);
    const input = c.req.valid('json');
    await refuseUnknownTypes(c.env.DB, siteId, input.types);
    const version = await updateAddress(c.env.DB, siteId, existing.id, input);
    await publishContentVersion(c.env, siteId, version, c.var.requestId);
    return c.json(ok(await addressOr404(c.env.DB, siteId, String(existing.id)), 'Adresse enregistrée.'), 200);
  })
  .openapi(deleteAddressRoute, async (c) => {
    const siteId = c.var.site.id;
    const existing = await addressOr404(c.env.DB, siteId, c.req.valid('param').id);
    const version = await deleteAddress(c.env.DB, siteId, existing.id);
    if (version === null) throw notFound(UNKNOWN_ADDRESS);
    await publishContentVersion(c.env, siteId, version, c.var.requestId);
    return c.json(ok({ id: existing.id }, 'Adresse supprimée.'), 200);
  });
