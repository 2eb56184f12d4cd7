import { createRoute, z } from '@hono/zod-openapi';
import { parseListQuery } from '../../../src/domain/list-query';
import { albumListSchema, albumPublicDetailSchema } from '../../../src/schema/album';
import { ok } from '../../../src/schema/envelope';
import { notFound } from '../../errors';
import { parseId } from '../../http/ids';
import { listQueryParams } from '../../openapi/list-query-params';
import { errorResponses, okJson, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { groupTranslations, localeScope } from '../translation/public';
import { albumListSpec, findAlbum, listAlbums } from './album.repository';
import { listQuerySql } from '../shared/list-query-sql';

const ALBUM_NOT_FOUND = "Cet album n'existe pas.";

const albumIdParam = z.object({
  id: z.string().meta({ type: 'integer', description: "Identifiant de l'album.", example: 1 }),
});

const albumsRoute = createRoute({
  operationId: 'getAlbum',
  security: [],
  method: 'get',
  path: '/album',
  tags: ['Albums'],
  summary: 'Les albums du site, paginés (100 par page)',
  request: { headers: siteHeaders, query: listQueryParams(albumListSpec) },
  responses: {
    200: okJson(albumListSchema, 'Une page d’albums, chacun avec sa couverture, et le nombre total.'),
    ...errorResponses(400),
  },
});

const albumRoute = createRoute({
  operationId: 'getAlbumById',
  security: [],
  method: 'get',
  path: '/album/{id}',
  tags: ['Albums'],
  summary: 'Un album et ses images et vidéos, dans leur ordre',
  request: { headers: siteHeaders, params: albumIdParam },
  responses: {
    200: okJson(albumPublicDetailSchema, "L'album et ses médias."),
    ...errorResponses(404),
  },
});

export const albumRoutes = providerRouter()
  .openapi(albumsRoute, async (c) => {
    const query = parseListQuery(new URL(c.req.url).searchParams, albumListSpec);
    const result = await listAlbums(
      c.env.DB,
      c.var.site.id,
      c.var.locale,
      listQuerySql(query, albumListSpec),
    );
    return c.json(ok(result), 200);
  })
  .openapi(albumRoute, async (c) => {
    const id = parseId(c.req.valid('param').id);
    // An album exists in the locales it has a row in (issue 21): another locale's id is 404.
    const album = id === null ? null : await findAlbum(c.env.DB, c.var.site.id, id, c.var.locale);
    if (!album) throw notFound(ALBUM_NOT_FOUND);
    const translations = await groupTranslations(c.env.DB, c.var.site.id, 'albums', album.id, localeScope(c));
    return c.json(ok({ ...album, translations }), 200);
  });
