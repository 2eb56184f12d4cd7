import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  brandingSchema,
  fontInputSchema,
  fontTypeSchema,
  logoInputSchema,
  logoTypeSchema,
} from '../../../../src/schema/site/branding-admin';
import { ok } from '../../../../src/schema/shared/envelope';
import { requireAdmin } from '../../../auth/current-member';
import { notFound } from '../../../errors';
import type { AppEnv } from '../../../http/app-env';
import { jsonOnly } from '../../../openapi/json-body';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../../openapi/responses';
import { providerRouter } from '../../../openapi/router';
import { patchUpdate } from '../../shared/patch-update';
import { routeContext } from '../../shared/service-context';
import { removeLogo, setFont, setLogo, storedFont } from './branding-admin.service';

// The site's logos by type and its three fonts, for their owners (appearance
// settings). Every answer is the site's logos and fonts as GET /site/info then gives them.

const TAG = 'Administration de l’apparence';
const admin = { tags: [TAG], security: signedIn };
const WRONG_TYPE = "Ce type n'existe pas.";

const logoParams = z.object({
  type: z.string().meta({
    description: 'LOGO, LOGO_FOOTER, LOGO_DARK_THEME, LOGO_LIGHT_THEME ou LOGO_FAVICON.',
    example: 'LOGO',
  }),
});
const fontParams = z.object({
  type: z.string().meta({ description: 'TITLE, CONTENT ou MENU.', example: 'TITLE' }),
});

// No patchUpdate: a logo is set from a new image each time (url required, alt goes with it).
const putLogoRoute = createRoute({
  operationId: 'putAdminLogoByType',
  ...admin,
  method: 'put',
  path: '/admin/logo/{type}',
  summary: 'Définir le logo d’un type (une image de la médiathèque)',
  middleware: [requireAdmin, jsonOnly] as const,
  request: { headers: siteHeaders, params: logoParams, body: jsonBody(logoInputSchema, 'Le logo.') },
  responses: {
    200: okJson(brandingSchema, 'Les logos et polices du site.'),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

const deleteLogoRoute = createRoute({
  operationId: 'deleteAdminLogoByType',
  ...admin,
  method: 'delete',
  path: '/admin/logo/{type}',
  summary: 'Retirer le logo d’un type',
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, params: logoParams },
  responses: {
    200: okJson(brandingSchema, 'Les logos et polices du site.'),
    ...errorResponses(401, 403, 404),
  },
});

/** The site's font of that type as its update body writes it, for PATCH semantics. */
async function storedFontInput(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  const type = (c.req.param('type') ?? '').toUpperCase();
  const font = await storedFont(routeContext(c), type);
  if (!font) return null;
  const { family, color, size, weight } = font;
  return { family, color, size, weight };
}

const putFontRoute = createRoute({
  operationId: 'putAdminFontByType',
  ...admin,
  method: 'put',
  path: '/admin/font/{type}',
  summary: 'Définir la police des titres, du contenu ou du menu (les champs absents gardent leur valeur)',
  middleware: [requireAdmin, jsonOnly, patchUpdate(storedFontInput)] as const,
  request: { headers: siteHeaders, params: fontParams, body: jsonBody(fontInputSchema, 'La police.') },
  responses: {
    200: okJson(brandingSchema, 'Les logos et polices du site.'),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

function typeOf<T extends string>(schema: z.ZodType<T>, raw: string): T {
  const parsed = schema.safeParse(raw.toUpperCase());
  if (!parsed.success) throw notFound(WRONG_TYPE);
  return parsed.data;
}

export const brandingAdminRoutes = providerRouter()
  .openapi(putLogoRoute, async (c) => {
    const type = typeOf(logoTypeSchema, c.req.valid('param').type);
    return c.json(ok(await setLogo(routeContext(c), type, c.req.valid('json')), 'Logo enregistré.'), 200);
  })
  .openapi(deleteLogoRoute, async (c) => {
    const type = typeOf(logoTypeSchema, c.req.valid('param').type);
    return c.json(ok(await removeLogo(routeContext(c), type), 'Logo retiré.'), 200);
  })
  .openapi(putFontRoute, async (c) => {
    const type = typeOf(fontTypeSchema, c.req.valid('param').type);
    return c.json(ok(await setFont(routeContext(c), type, c.req.valid('json')), 'Police enregistrée.'), 200);
  });
