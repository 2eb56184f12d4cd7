import { createRoute, z } from '@hono/zod-openapi';
import { parseListQuery } from '../../../src/domain/shared/list-query';
import { albumListSchema, albumPublicDetailSchema } from '../../../src/schema/content/album';
import { ok } from '../../../src/schema/shared/envelope';
import { parseId } from '../../http/ids';
import { listQueryParams } from '../../openapi/list-query-params';
import { errorResponses, okJson, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { routeContext } from '../shared/service-context';
import { album, albums, albumListSpec } from './album.service';

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
    return c.json(ok(await albums(routeContext(c), query)), 200);
  })
  .openapi(albumRoute, async (c) =>
    c.json(ok(await album(routeContext(c), parseId(c.req.valid('param').id))), 200),
  );
