import { createRoute, z } from '@hono/zod-openapi';
import { parseListQuery } from '../../../src/domain/shared/list-query';
import {
  albumDetailSchema,
  albumInputSchema,
  albumListSchema,
  albumMediaInputSchema,
  albumSchema,
} from '../../../src/schema/content/album';
import { ok } from '../../../src/schema/shared/envelope';
import { requireAdmin } from '../../auth/current-member';
import { parseId } from '../../http/ids';
import { jsonOnly } from '../../openapi/json-body';
import { listQueryParams } from '../../openapi/list-query-params';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import type { AppEnv } from '../../http/app-env';
import type { Context } from 'hono';
import { routeContext } from '../shared/service-context';
import { patchUpdate } from '../shared/patch-update';
import {
  addAdminAlbumMedia,
  adminAlbum,
  adminAlbums,
  createAdminAlbum,
  deleteAdminAlbum,
  deleteAdminAlbumMedia,
  storedAlbum,
  updateAdminAlbum,
  updateAdminAlbumMedia,
} from './album-admin.service';
import { albumListSpec } from './album.service';
import { localeRecordFields, translationOfQuery } from './locale-record';

// Owners manage albums and their media (album-admin.service.ts). ADMIN and SUPER_ADMIN of the
// site only; bodies are validated by the schemas of src/schema/content/album.ts.

const albumIdParam = z.object({
  id: z.string().meta({ type: 'integer', description: "Identifiant de l'album.", example: 1 }),
});
const mediaParams = albumIdParam.extend({
  mediaId: z.string().meta({ type: 'integer', description: 'Identifiant du média.', example: 2 }),
});

// The admin's records name their language and original (per-locale editing).
const adminSchema = albumDetailSchema.extend(localeRecordFields);

const getRoute = createRoute({
  operationId: 'getAdminAlbumById',
  tags: ['Administration : albums'],
  security: signedIn,
  method: 'get',
  path: '/admin/album/{id}',
  summary: 'Un album et ses médias, quelle que soit sa langue',
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, params: albumIdParam },
  responses: { 200: okJson(adminSchema, 'L’élément.'), ...errorResponses(401, 403, 404) },
});

const listRoute = createRoute({
  operationId: 'getAdminAlbum',
  tags: ['Administration : albums'],
  security: signedIn,
  method: 'get',
  path: '/admin/album',
  summary: 'Les albums du site (administration)',
  middleware: [requireAdmin] as const,
  request: {
    headers: siteHeaders,
    query: listQueryParams(albumListSpec).extend({
      locale: z
        .string()
        .optional()
        .meta({ description: 'Langue, par défaut celle du site.', example: 'en_GB' }),
      translationOf: translationOfQuery,
    }),
  },
  responses: {
    200: okJson(
      albumListSchema.extend({ albums: z.array(albumSchema.extend(localeRecordFields)) }),
      'Une page d’albums.',
    ),
    ...errorResponses(400, 401, 403),
  },
});

const createAlbumRoute = createRoute({
  operationId: 'postAdminAlbum',
  tags: ['Administration : albums'],
  security: signedIn,
  method: 'post',
  path: '/admin/album',
  summary: 'Créer un album, avec ses médias',
  description:
    "Le type d'un média (image ou vidéo) est déduit de l'extension de son adresse quand il n'est pas donné.",
  middleware: [requireAdmin, jsonOnly] as const,
  request: { headers: siteHeaders, body: jsonBody(albumInputSchema, "L'album et ses médias, dans l'ordre.") },
  responses: {
    200: okJson(albumDetailSchema, "L'album créé."),
    ...errorResponses(400, 401, 403, 413, 415),
  },
});

/** An album as its update body writes it, for PATCH semantics (patchUpdate); its media are
 * left out: absent, they stay as they are. */
async function storedAlbumInput(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  const album = await storedAlbum(routeContext(c), c.req.param('id') ?? '');
  if (!album) return null;
  const { title, description, order } = album;
  return { title, description, order };
}

const updateAlbumRoute = createRoute({
  operationId: 'putAdminAlbumById',
  tags: ['Administration : albums'],
  security: signedIn,
  method: 'put',
  path: '/admin/album/{id}',
  summary: 'Modifier un album (les champs absents gardent leur valeur)',
  description:
    'Quand `media` est donné, il remplace tous les médias de l’album ; sinon ils restent tels quels.',
  middleware: [requireAdmin, jsonOnly, patchUpdate(storedAlbumInput)] as const,
  request: {
    headers: siteHeaders,
    params: albumIdParam,
    body: jsonBody(albumInputSchema, "L'album modifié."),
  },
  responses: {
    200: okJson(albumDetailSchema, "L'album enregistré."),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

const deleteAlbumRoute = createRoute({
  operationId: 'deleteAdminAlbumById',
  tags: ['Administration : albums'],
  security: signedIn,
  method: 'delete',
  path: '/admin/album/{id}',
  summary: 'Supprimer un album et ses médias',
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, params: albumIdParam },
  responses: { 200: okJson(z.null(), 'Album supprimé.'), ...errorResponses(401, 403, 404) },
});

const addMediaRoute = createRoute({
  operationId: 'postAdminAlbumByIdMedia',
  tags: ['Administration : albums'],
  security: signedIn,
  method: 'post',
  path: '/admin/album/{id}/media',
  summary: 'Ajouter un média à un album',
  middleware: [requireAdmin, jsonOnly] as const,
  request: {
    headers: siteHeaders,
    params: albumIdParam,
    body: jsonBody(albumMediaInputSchema, 'Le média ; sans ordre, il va à la fin.'),
  },
  responses: {
    200: okJson(albumDetailSchema, "L'album avec son nouveau média."),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

/** An album's media item as its update body writes it, for PATCH semantics (patchUpdate). */
async function storedMediaInput(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  const mediaId = parseId(c.req.param('mediaId') ?? '');
  const album = await storedAlbum(routeContext(c), c.req.param('id') ?? '');
  const media = album?.media.find((item) => item.id === mediaId);
  if (!media) return null;
  const { url, type, alt, order } = media;
  return { url, type, alt, order };
}

const updateMediaRoute = createRoute({
  operationId: 'putAdminAlbumByIdMediaByMediaId',
  tags: ['Administration : albums'],
  security: signedIn,
  method: 'put',
  path: '/admin/album/{id}/media/{mediaId}',
  summary: "Modifier un média d'un album (les champs absents gardent leur valeur)",
  middleware: [requireAdmin, jsonOnly, patchUpdate(storedMediaInput)] as const,
  request: { headers: siteHeaders, params: mediaParams, body: jsonBody(albumMediaInputSchema, 'Le média.') },
  responses: {
    200: okJson(albumDetailSchema, "L'album avec le média modifié."),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

const deleteMediaRoute = createRoute({
  operationId: 'deleteAdminAlbumByIdMediaByMediaId',
  tags: ['Administration : albums'],
  security: signedIn,
  method: 'delete',
  path: '/admin/album/{id}/media/{mediaId}',
  summary: "Retirer un média d'un album",
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, params: mediaParams },
  responses: { 200: okJson(albumDetailSchema, "L'album sans ce média."), ...errorResponses(401, 403, 404) },
});

export const albumAdminRoutes = providerRouter()
  .openapi(listRoute, async (c) => {
    const query = parseListQuery(new URL(c.req.url).searchParams, albumListSpec);
    // Per-locale editing: ?locale= lists one language (the site's by default),
    // ?translationOf= the translations of one original.
    return c.json(ok(await adminAlbums(routeContext(c), query, c.req.valid('query'))), 200);
  })
  .openapi(getRoute, async (c) => c.json(ok(await adminAlbum(routeContext(c), c.req.valid('param').id)), 200))
  .openapi(createAlbumRoute, async (c) => {
    const album = await createAdminAlbum(routeContext(c), c.req.valid('json'));
    return c.json(ok(album, 'Album créé.'), 200);
  })
  .openapi(updateAlbumRoute, async (c) => {
    const album = await updateAdminAlbum(routeContext(c), c.req.valid('param').id, c.req.valid('json'));
    return c.json(ok(album, 'Album enregistré.'), 200);
  })
  .openapi(deleteAlbumRoute, async (c) => {
    await deleteAdminAlbum(routeContext(c), c.req.valid('param').id);
    return c.json(ok(null, 'Album supprimé.'), 200);
  })
  .openapi(addMediaRoute, async (c) => {
    const album = await addAdminAlbumMedia(routeContext(c), c.req.valid('param').id, c.req.valid('json'));
    return c.json(ok(album, 'Média ajouté.'), 200);
  })
  .openapi(updateMediaRoute, async (c) => {
    const album = await updateAdminAlbumMedia(routeContext(c), c.req.valid('param'), c.req.valid('json'));
    return c.json(ok(album, 'Média enregistré.'), 200);
  })
  .openapi(deleteMediaRoute, async (c) => {
    const album = await deleteAdminAlbumMedia(routeContext(c), c.req.valid('param'));
    return c.json(ok(album, 'Média retiré.'), 200);
  });
