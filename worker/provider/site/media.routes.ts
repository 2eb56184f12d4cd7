import { createRoute, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { errorEnvelopeSchema, ok } from '../../../src/schema/shared/envelope';
import { loadSvgInputSchema, mediaFileSchema, mediaListSchema } from '../../../src/schema/site/media';
import { sanitizeSvg } from '../../../src/domain/site/svg-sanitizer';
import { requireAdmin } from '../../auth/current-member';
import { senderKey } from '../../auth/password';
import { publishContentVersion } from '../../cache/content-version';
import { AppError, notFound } from '../../errors';
import { guardedFetch } from '../../media/guarded-fetch';
import { svgFetchOptions } from '../../media/media-fetch';
import { MEDIA_UPLOAD_MAX_BYTES, readUpload } from '../../media/media-upload';
import { forgetVariantCopies } from '../../media/variant-response';
import { jsonOnly } from '../../openapi/json-body';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { deleteMedia, listMedia, MEDIA_NAME, storeMedia } from './media.repository';
import { takeRateLimitHit, type RateLimit } from '../shared/rate-limit.repository';

// The media module's provider calls: POST /image/load-svg and the admin
// media library under /admin/media (upload to R2, list, delete), mounted at the API root.

// Each call makes the Worker fetch a URL: bounded per sender so it cannot be used as a crawler.
export const LOAD_SVG_RATE_LIMIT: RateLimit = { scope: 'load-svg', limit: 30, windowSeconds: 10 * 60 };

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
    const siteId = c.var.site.id;
    const sender = await senderKey(c.env.SENDER_KEY_SECRET, siteId, c.req.header('cf-connecting-ip'));
    if (!(await takeRateLimitHit(c.env.DB, siteId, LOAD_SVG_RATE_LIMIT, sender))) {
      throw new AppError(
        429,
        'Trop de fichiers SVG demandés en peu de temps. Réessayez dans quelques minutes.',
      );
    }
    const fetched = await guardedFetch(c.req.valid('json').url, svgFetchOptions(c.env));
    const svg = sanitizeSvg(new TextDecoder().decode(fetched.body));
    if (svg === null) throw new AppError(422, "Le fichier à cette adresse n'est pas un SVG valide.");
    return c.json(ok(svg), 200);
  })
  .openapi(uploadRoute, async (c) => {
    const siteId = c.var.site.id;
    const upload = await readUpload(c.req.raw);
    const { media, version } = await storeMedia(c.env.MEDIA, c.env.DB, siteId, upload);
    await publishContentVersion(c.env, siteId, version, c.var.requestId);
    return c.json(ok(media, 'Fichier enregistré.'), 200);
  })
  .openapi(listRoute, async (c) => {
    const { cursor } = c.req.valid('query');
    return c.json(ok(await listMedia(c.env.MEDIA, c.var.site.id, cursor)), 200);
  })
  .openapi(deleteRoute, async (c) => {
    const siteId = c.var.site.id;
    const { name } = c.req.valid('param');
    const result = MEDIA_NAME.test(name) ? await deleteMedia(c.env.MEDIA, c.env.DB, siteId, name) : null;
    if (!result?.deleted || result.version === null) throw notFound("Ce média n'existe pas.");
    await forgetVariantCopies(siteId, name);
    await publishContentVersion(c.env, siteId, result.version, c.var.requestId);
    return c.json(ok(null, 'Média supprimé.'), 200);
  });
