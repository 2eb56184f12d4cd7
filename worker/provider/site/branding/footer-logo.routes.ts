import { createRoute, z } from '@hono/zod-openapi';
import { parseListQuery } from '../../../../src/domain/shared/list-query';
import { ok } from '../../../../src/schema/shared/envelope';
import {
  footerLogoInputSchema,
  footerLogoListSchema,
  footerLogoSchema,
} from '../../../../src/schema/site/footer-logo';
import { requireAdmin } from '../../../auth/current-member';
import { jsonOnly } from '../../../openapi/json-body';
import { listQueryParams } from '../../../openapi/list-query-params';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../../openapi/responses';
import { providerRouter } from '../../../openapi/router';
import { patchUpdate } from '../../shared/patch-update';
import type { AppEnv } from '../../../http/app-env';
import type { Context } from 'hono';
import { routeContext } from '../../shared/service-context';
import { footerLogoListSpec, footerLogos } from './footer-logo.service';
import {
  addFooterLogo,
  changeFooterLogo,
  footerLogo,
  removeFooterLogo,
  storedFooterLogo,
  storedFooterLogos,
} from './footer-logo-admin.service';

// Footer logo elements: the footer reads them (public list, 100 per page), owners manage them.

const TAG = 'Logos du pied de page';

const idParams = z.object({
  id: z.string().meta({ type: 'integer', description: 'Identifiant du logo.', example: 1 }),
});

const listRoute = createRoute({
  operationId: 'getFooterLogos',
  security: [],
  method: 'get',
  path: '/footer-logo',
  tags: [TAG],
  summary: 'Les logos du pied de page (partenaires, labels), dans l’ordre choisi',
  request: { headers: siteHeaders, query: listQueryParams(footerLogoListSpec) },
  responses: {
    200: okJson(footerLogoListSchema, 'Une page de logos (100 par défaut) et leur nombre total.'),
    ...errorResponses(400),
  },
});

const admin = { tags: [TAG], security: signedIn };

const adminListRoute = createRoute({
  operationId: 'getAdminFooterLogos',
  ...admin,
  method: 'get',
  path: '/admin/footer-logo',
  summary: 'Les logos du pied de page (administration)',
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, query: listQueryParams(footerLogoListSpec) },
  responses: { 200: okJson(footerLogoListSchema, 'Les logos.'), ...errorResponses(400, 401, 403) },
});

const getRoute = createRoute({
  operationId: 'getAdminFooterLogoById',
  ...admin,
  method: 'get',
  path: '/admin/footer-logo/{id}',
  summary: 'Un logo du pied de page',
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, params: idParams },
  responses: { 200: okJson(footerLogoSchema, 'Le logo.'), ...errorResponses(401, 403, 404) },
});

const createLogoRoute = createRoute({
  operationId: 'postAdminFooterLogo',
  ...admin,
  method: 'post',
  path: '/admin/footer-logo',
  summary: 'Ajouter un logo au pied de page (à la fin, sauf ordre donné)',
  middleware: [requireAdmin, jsonOnly] as const,
  request: { headers: siteHeaders, body: jsonBody(footerLogoInputSchema, 'Le logo.') },
  responses: { 201: okJson(footerLogoSchema, 'Le logo ajouté.'), ...errorResponses(400, 401, 403, 413, 415) },
});

/** A footer logo as its update body writes it, for PATCH semantics (patchUpdate). */
async function storedLogoInput(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  const logo = await storedFooterLogo(routeContext(c), c.req.param('id') ?? '');
  if (!logo) return null;
  const { name, image, link, order } = logo;
  return { name, image, link, order };
}

const updateRoute = createRoute({
  operationId: 'putAdminFooterLogoById',
  ...admin,
  method: 'put',
  path: '/admin/footer-logo/{id}',
  summary: 'Modifier un logo du pied de page (les champs absents gardent leur valeur)',
  middleware: [requireAdmin, jsonOnly, patchUpdate(storedLogoInput)] as const,
  request: { headers: siteHeaders, params: idParams, body: jsonBody(footerLogoInputSchema, 'Le logo.') },
  responses: {
    200: okJson(footerLogoSchema, 'Le logo enregistré.'),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

const deleteRoute = createRoute({
  operationId: 'deleteAdminFooterLogoById',
  ...admin,
  method: 'delete',
  path: '/admin/footer-logo/{id}',
  summary: 'Retirer un logo du pied de page',
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, params: idParams },
  responses: {
    200: okJson(z.object({ id: z.number().int() }), 'Le logo retiré.'),
    ...errorResponses(401, 403, 404),
  },
});

export const footerLogoRoutes = providerRouter()
  .openapi(listRoute, async (c) => {
    const query = parseListQuery(new URL(c.req.url).searchParams, footerLogoListSpec);
    return c.json(ok(await footerLogos(routeContext(c), query)), 200);
  })
  .openapi(adminListRoute, async (c) => {
    const query = parseListQuery(new URL(c.req.url).searchParams, footerLogoListSpec);
    return c.json(ok(await storedFooterLogos(routeContext(c), query)), 200);
  })
  .openapi(getRoute, async (c) => c.json(ok(await footerLogo(routeContext(c), c.req.valid('param').id)), 200))
  .openapi(createLogoRoute, async (c) =>
    c.json(
      ok(await addFooterLogo(routeContext(c), c.req.valid('json')), 'Logo ajouté au pied de page.'),
      201,
    ),
  )
  .openapi(updateRoute, async (c) => {
    const saved = await changeFooterLogo(routeContext(c), c.req.valid('param').id, c.req.valid('json'));
    return c.json(ok(saved, 'Logo enregistré.'), 200);
  })
  .openapi(deleteRoute, async (c) =>
    c.json(
      ok(await removeFooterLogo(routeContext(c), c.req.valid('param').id), 'Logo retiré du pied de page.'),
      200,
    ),
  );
