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
import { publishContentVersion } from '../../cache/content-version';
import { notFound } from '../../errors';
import { parseId } from '../../http/ids';
import { jsonOnly } from '../../openapi/json-body';
import { listQueryParams } from '../../openapi/list-query-params';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import type { AppEnv } from '../../http/app-env';
import type { Context } from 'hono';
import {
  addAlbumMedia,
  albumExists,
  albumListSpec,
  albumMediaExists,
  createAlbum,
  deleteAlbum,
  deleteAlbumMedia,
  findAlbum,
  listAlbums,
  updateAlbum,
  updateAlbumMedia,
} from './album.repository';
import { listQuerySql } from '../shared/list-query-sql';
import { patchUpdate } from '../shared/patch-update';
import { checkedTranslationOf, linkNewTranslation, writableLocale } from '../translation/public';
import {
  localeRecordFields,
  translationOfQuery,
  translationsOf,
  withLocaleField,
  withLocaleFields,
} from './translation-group.repository';

// Owners manage albums and their media. ADMIN and SUPER_ADMIN of the site only; bodies are
// validated by the schemas of src/schema/content/album.ts; every write bumps the content version in
// the same transaction, then publishes it so the next page view shows the change.

const ALBUM_NOT_FOUND = "Cet album n'existe pas.";
const MEDIA_NOT_FOUND = "Ce média n'existe pas dans cet album.";

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

/** The album of the path, with its media, read on this site only. */
async function storedAlbum(c: Context<AppEnv>) {
  const id = parseId(c.req.param('id') ?? '');
  return id === null ? null : findAlbum(c.env.DB, c.var.site.id, id);
}

/** An album as its update body writes it, for PATCH semantics (patchUpdate); its media are
 * left out: absent, they stay as they are. */
async function storedAlbumInput(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  const album = await storedAlbum(c);
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
  const media = (await storedAlbum(c))?.media.find((item) => item.id === mediaId);
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

/** The album id of the path, if that album is one of this site's. */
async function existingAlbumId(db: D1Database, siteId: number, raw: string): Promise<number> {
  const id = parseId(raw);
  if (id === null || !(await albumExists(db, siteId, id))) throw notFound(ALBUM_NOT_FOUND);
  return id;
}

async function existingMediaId(
  db: D1Database,
  siteId: number,
  albumId: number,
  raw: string,
): Promise<number> {
  const id = parseId(raw);
  if (id === null || !(await albumMediaExists(db, siteId, albumId, id))) throw notFound(MEDIA_NOT_FOUND);
  return id;
}

async function albumAfterWrite(db: D1Database, siteId: number, albumId: number) {
  const album = await findAlbum(db, siteId, albumId);
  if (!album) throw notFound(ALBUM_NOT_FOUND); // deleted meanwhile by another request
  return withLocaleField(db, siteId, 'albums', album);
}

export const albumAdminRoutes = providerRouter()
  .openapi(listRoute, async (c) => {
    const query = parseListQuery(new URL(c.req.url).searchParams, albumListSpec);
    // Per-locale editing: ?locale= lists one language (the site's by default),
    // ?translationOf= the translations of one original.
    const asked = c.req.valid('query');
    const siteId = c.var.site.id;
    const locale = writableLocale(c, asked.locale);
    if (asked.translationOf !== undefined) {
      const items = await translationsOf(
        c.env.DB,
        siteId,
        'albums',
        asked.translationOf,
        asked.locale,
        (id) => findAlbum(c.env.DB, siteId, id),
      );
      return c.json(ok({ albums: items, total: items.length }), 200);
    }
    const result = await listAlbums(c.env.DB, siteId, locale, listQuerySql(query, albumListSpec));
    const items = await withLocaleFields(c.env.DB, siteId, 'albums', result.albums);
    return c.json(ok({ ...result, albums: items }), 200);
  })
  .openapi(getRoute, async (c) => {
    const id = parseId(c.req.valid('param').id);
    const found = id === null ? null : await findAlbum(c.env.DB, c.var.site.id, id);
    if (!found) throw notFound(ALBUM_NOT_FOUND);
    return c.json(ok(await withLocaleField(c.env.DB, c.var.site.id, 'albums', found)), 200);
  })
  .openapi(createAlbumRoute, async (c) => {
    const siteId = c.var.site.id;
    const input = c.req.valid('json');
    const locale = writableLocale(c, input.locale);
    const translationOf = await checkedTranslationOf(c, 'album', input.translationOf, locale);
    const { id, version } = await createAlbum(c.env.DB, siteId, locale, input);
    await linkNewTranslation(c, 'album', id, translationOf);
    await publishContentVersion(c.env, siteId, version, c.var.requestId);
    return c.json(ok(await albumAfterWrite(c.env.DB, siteId, id), 'Album créé.'), 200);
  })
  .openapi(updateAlbumRoute, async (c) => {
    const siteId = c.var.site.id;
    const id = await existingAlbumId(c.env.DB, siteId, c.req.valid('param').id);
    const version = await updateAlbum(c.env.DB, siteId, id, c.req.valid('json'));
    await publishContentVersion(c.env, siteId, version, c.var.requestId);
    return c.json(ok(await albumAfterWrite(c.env.DB, siteId, id), 'Album enregistré.'), 200);
  })
  .openapi(deleteAlbumRoute, async (c) => {
    const siteId = c.var.site.id;
    const id = await existingAlbumId(c.env.DB, siteId, c.req.valid('param').id);
    await publishContentVersion(c.env, siteId, await deleteAlbum(c.env.DB, siteId, id), c.var.requestId);
    return c.json(ok(null, 'Album supprimé.'), 200);
  })
  .openapi(addMediaRoute, async (c) => {
    const siteId = c.var.site.id;
    const id = await existingAlbumId(c.env.DB, siteId, c.req.valid('param').id);
    const { version } = await addAlbumMedia(c.env.DB, siteId, id, c.req.valid('json'));
    await publishContentVersion(c.env, siteId, version, c.var.requestId);
    return c.json(ok(await albumAfterWrite(c.env.DB, siteId, id), 'Média ajouté.'), 200);
  })
  .openapi(updateMediaRoute, async (c) => {
    const siteId = c.var.site.id;
    const params = c.req.valid('param');
    const id = await existingAlbumId(c.env.DB, siteId, params.id);
    const mediaId = await existingMediaId(c.env.DB, siteId, id, params.mediaId);
    const version = await updateAlbumMedia(c.env.DB, siteId, id, mediaId, c.req.valid('json'));
    await publishContentVersion(c.env, siteId, version, c.var.requestId);
    return c.json(ok(await albumAfterWrite(c.env.DB, siteId, id), 'Média enregistré.'), 200);
  })
  .openapi(deleteMediaRoute, async (c) => {
    const siteId = c.var.site.id;
    const params = c.req.valid('param');
    const id = await existingAlbumId(c.env.DB, siteId, params.id);
    const mediaId = await existingMediaId(c.env.DB, siteId, id, params.mediaId);
    const version = await deleteAlbumMedia(c.env.DB, siteId, id, mediaId);
    await publishContentVersion(c.env, siteId, version, c.var.requestId);
    return c.json(ok(await albumAfterWrite(c.env.DB, siteId, id), 'Média retiré.'), 200);
  });
