import { createRoute, z } from '@hono/zod-openapi';
import {
  addressTypeSchema,
  companyAddressListSchema,
  companyAddressSchema,
  companyAddressWriteSchema,
} from '../../../src/schema/site/address';
import { ok } from '../../../src/schema/shared/envelope';
import { requireAdmin } from '../../auth/current-member';
import { jsonOnly } from '../../openapi/json-body';
import { listQueryParams } from '../../openapi/list-query-params';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import type { AppEnv } from '../../http/app-env';
import type { Context } from 'hono';
import {
  address,
  addressListSpec,
  addressTypes,
  changeAddress,
  companyAddresses,
  createAddress,
  removeAddress,
  storedAddress,
  storedAddresses,
} from './address.service';
import { routeContext } from '../shared/service-context';
import { patchUpdate } from '../shared/patch-update';

// Company addresses: GET /company/address?{query} for everyone,
// GET /admin/address/type and the admin writes under /admin/address for the site's admins.

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
  const address = await storedAddress(routeContext(c), c.req.param('id') ?? '');
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

export const addressRoutes = providerRouter()
  .openapi(listRoute, async (c) =>
    c.json(ok(await companyAddresses(routeContext(c), new URL(c.req.url).searchParams)), 200),
  )
  .openapi(typesRoute, async (c) => c.json(ok(await addressTypes(routeContext(c))), 200))
  .openapi(adminListRoute, async (c) =>
    c.json(ok(await storedAddresses(routeContext(c), new URL(c.req.url).searchParams)), 200),
  )
  .openapi(getAddressRoute, async (c) =>
    c.json(ok(await address(routeContext(c), c.req.valid('param').id)), 200),
  )
  .openapi(createAddressRoute, async (c) =>
    c.json(ok(await createAddress(routeContext(c), c.req.valid('json')), 'Adresse créée.'), 201),
  )
  .openapi(updateAddressRoute, async (c) => {
    const saved = await changeAddress(routeContext(c), c.req.valid('param').id, c.req.valid('json'));
    return c.json(ok(saved, 'Adresse enregistrée.'), 200);
  })
  .openapi(deleteAddressRoute, async (c) =>
    c.json(ok(await removeAddress(routeContext(c), c.req.valid('param').id), 'Adresse supprimée.'), 200),
  );
