import { createRoute, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { errorEnvelopeSchema, ok } from '../../../src/schema/shared/envelope';
import { loadSvgInputSchema, mediaFileSchema, mediaListSchema } from '../../../src/schema/site/media';
import { requireAdmin } from '../../auth/current-member';
import { AppError } from '../../errors';
import { MEDIA_UPLOAD_MAX_BYTES, readUpload } from '../../media/media-upload';
import { jsonOnly } from '../../openapi/json-body';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { routeContext } from '../shared/service-context';
import { LOAD_SVG_RATE_LIMIT, loadSvg, mediaPage, removeMedia, uploadMedia } from './media.service';

// The media module's provider calls: POST /image/load-svg and the admin
// media library under /admin/media (upload to R2, list, delete), mounted at the API root.

const loadSvgRoute = createRoute({
  operationId: 'postImageLoadSvg',
  security: [],
  method: 'post',
  path: '/image/load-svg',
  tags: ['Médias'],
  summary: 'Charger un fichier SVG distant, nettoyé',
  description:
    'Le Worker télécharge le SVG (http ou https, ports standard, adresses publiques seulement, ' +
    'chaque redirection revérifiée, 512 Ko au plus) et rend son balisage nettoyé : sans script, ' +
    'gestionnaire d’événement, foreignObject ni référence externe. ' +
    `Au plus ${LOAD_SVG_RATE_LIMIT.limit} appels par expéditeur en ${LOAD_SVG_RATE_LIMIT.windowSeconds / 60} minutes.`,
  middleware: [jsonOnly] as const,
  request: { headers: siteHeaders, body: jsonBody(loadSvgInputSchema, 'L’adresse du fichier SVG.') },
  responses: {
    200: okJson(z.string().meta({ description: 'Le balisage SVG nettoyé.' }), 'Le SVG nettoyé.'),
    422: {
      description: 'Le fichier ne peut pas être utilisé (trop gros, pas un SVG, erreur du serveur distant).',
      content: { 'application/json': { schema: errorEnvelopeSchema } },
    },
    ...errorResponses(400, 413, 415, 429),
  },
});

// ----- admin media library -----

const uploadLimit = bodyLimit({
  maxSize: MEDIA_UPLOAD_MAX_BYTES + 64 * 1024, // the file plus the multipart envelope
  onError: () => {
    throw new AppError(
      413,
      `Le fichier est trop volumineux (${MEDIA_UPLOAD_MAX_BYTES / 1024 / 1024} Mo au maximum).`,
    );
  },
});

const nameParam = z.object({
  name: z.string().meta({ description: 'Nom stocké du fichier.', example: '3f2a9c1b7d4e-cabine.png' }),
});

const uploadRoute = createRoute({
  operationId: 'postAdminMedia',
  method: 'post',
  path: '/admin/media',
  tags: ['Administration'],
  summary: 'Envoyer une image ou une vidéo dans la médiathèque du site',
  description:
    'Réservé aux ADMIN et SUPER_ADMIN du site. Corps multipart avec le champ `file` : svg, jpeg, jpg, ' +
    'png, mp4, m4v, mov, avi, wmv ou flv, ' +
    `${MEDIA_UPLOAD_MAX_BYTES / 1024 / 1024} Mo au plus. Le contenu doit correspondre à l’extension ` +
    '(signature du format) ; un SVG est nettoyé avant d’être enregistré. Le fichier est servi à `url` ' +
    'avec une mise en cache longue ; la version de contenu du site est incrémentée.',
  security: signedIn,
  middleware: [requireAdmin, uploadLimit] as const,
  request: {
    headers: siteHeaders,
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['file'],
            properties: { file: { type: 'string', format: 'binary' } },
          },
        },
      },
    },
  },
  responses: {
    200: okJson(mediaFileSchema, 'Le fichier enregistré.'),
    ...errorResponses(400, 401, 403, 413, 415),
  },
});

const listRoute = createRoute({
  operationId: 'getAdminMedia',
  method: 'get',
  path: '/admin/media',
  tags: ['Administration'],
  summary: 'Les médias du site, par pages de 100',
  security: signedIn,
  middleware: [requireAdmin] as const,
  request: {
    headers: siteHeaders,
    query: z.object({
      cursor: z.string().optional().meta({ description: 'Le `cursor` de la page précédente.' }),
    }),
  },
  responses: {
    200: okJson(mediaListSchema, 'Une page de médias.'),
    ...errorResponses(401, 403),
  },
});

const deleteRoute = createRoute({
  operationId: 'deleteAdminMediaByName',
  method: 'delete',
  path: '/admin/media/{name}',
  tags: ['Administration'],
  summary: 'Supprimer un média du site',
  description: 'Réservé aux ADMIN et SUPER_ADMIN du site ; la version de contenu du site est incrémentée.',
  security: signedIn,
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, params: nameParam },
  responses: {
    200: okJson(z.null(), 'Média supprimé.'),
    ...errorResponses(401, 403, 404),
  },
});

export const mediaRoutes = providerRouter()
  .openapi(loadSvgRoute, async (c) => {
    const svg = await loadSvg(routeContext(c), c.req.valid('json').url, c.req.header('cf-connecting-ip'));
    return c.json(ok(svg), 200);
  })
  .openapi(uploadRoute, async (c) => {
    const upload = await readUpload(c.req.raw);
    return c.json(ok(await uploadMedia(routeContext(c), upload), 'Fichier enregistré.'), 200);
  })
  .openapi(listRoute, async (c) => {
    return c.json(ok(await mediaPage(routeContext(c), c.req.valid('query').cursor)), 200);
  })
  .openapi(deleteRoute, async (c) => {
    await removeMedia(routeContext(c), c.req.valid('param').name);
    return c.json(ok(null, 'Média supprimé.'), 200);
  });
