import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ok } from '../../../src/schema/shared/envelope';
import {
  CONTENT_TYPES,
  draftInputSchema,
  previewLinkSchema,
  publicationSchema,
  publicationStatesQuerySchema,
  publicationStatesSchema,
  restoreInputSchema,
  revisionListSchema,
  revisionSchema,
  whenInputSchema,
} from '../../../src/schema/publishing/publishing';
import { adminActor } from '../../auth/admin-session';
import { requireAdmin } from '../../auth/current-member';
import type { AppEnv } from '../../http/app-env';
import { parseId } from '../../http/ids';
import { isolateNow } from '../../isolate-memo';
import { jsonOnly } from '../../openapi/json-body';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { createPreviewLink, revokePreviewLink } from './preview-link.service';
import { publicationStates } from './publication-states.service';
import {
  publication,
  publish,
  restore,
  revision,
  revisions,
  saveDraft,
  unpublish,
  type PublishingContext,
} from './publishing.service';

// The publishing workflow's admin API, the same for every content type: the draft, « Publier »
// and « Dépublier » now or at a time, the revisions and their restoration, and shared preview
// links. The types' own writes (PUT /admin/page/{id}…) stay as they are: they save and publish.

const TAG = 'Publication';
const admin = { tags: [TAG], security: signedIn };

const itemParams = z.object({
  type: z.enum(CONTENT_TYPES).meta({ description: 'Le type de contenu.', example: 'page' }),
  id: z.string().meta({ type: 'integer', description: 'Identifiant de l’élément (une langue).', example: 1 }),
});
const revisionParams = itemParams.extend({
  rev: z.string().meta({ type: 'integer', description: 'Numéro de la version.', example: 1 }),
});

/** « /revisions/{rev}/restore » → « RevisionsRevRestore »: each word of the path, capitalised. */
const operationWords = (suffix: string): string =>
  suffix
    .split(/[^a-z]+/iu)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

function route<const M extends 'get' | 'put' | 'post' | 'delete'>(
  method: M,
  suffix: string,
  summary: string,
  extra: { description?: string; body?: z.ZodType; rev?: boolean; answer: z.ZodType; answerText: string },
) {
  return createRoute({
    operationId: `${method}AdminContent${operationWords(suffix)}`,
    ...admin,
    method,
    path: `/admin/{type}/{id}${suffix}`,
    summary,
    ...(extra.description ? { description: extra.description } : {}),
    middleware: (extra.body ? [requireAdmin, jsonOnly] : [requireAdmin]) as [typeof requireAdmin],
    request: {
      headers: siteHeaders,
      params: extra.rev ? revisionParams : itemParams,
      ...(extra.body ? { body: jsonBody(extra.body, 'La demande.') } : {}),
    },
    responses: {
      200: okJson(extra.answer, extra.answerText),
      ...errorResponses(400, 401, 403, 404, 409, 413, 415),
    },
  });
}

const stateRoute = route(
  'get',
  '/draft',
  'Où en est un élément : en ligne ou non, son brouillon, ses programmations',
  {
    answer: publicationSchema,
    answerText: 'L’état de publication.',
  },
);
const draftRoute = route('put', '/draft', 'Enregistrer le brouillon (le site public ne change pas)', {
  description:
    'Avec `version`, celle que l’éditeur a chargée : si le brouillon a été enregistré depuis (un autre onglet, une autre personne), rien n’est écrit (409).',
  body: draftInputSchema,
  answer: publicationSchema,
  answerText: 'Le brouillon enregistré.',
});
const publishRoute = route('post', '/publish', 'Publier le brouillon, maintenant ou à une date', {
  description: 'Sans `at`, tout de suite ; une date à venir programme la publication.',
  body: whenInputSchema,
  answer: publicationSchema,
  answerText: 'L’état de publication.',
});
const unpublishRoute = route('post', '/unpublish', 'Retirer l’élément du site, maintenant ou à une date', {
  body: whenInputSchema,
  answer: publicationSchema,
  answerText: 'L’état de publication.',
});
const revisionsRoute = route('get', '/revisions', 'Les versions publiées, la plus récente d’abord', {
  answer: revisionListSchema,
  answerText: 'Les versions.',
});
const revisionRoute = route('get', '/revisions/{rev}', 'Une version publiée et ses champs', {
  rev: true,
  answer: revisionSchema,
  answerText: 'La version.',
});
const restoreRoute = route('post', '/revisions/{rev}/restore', 'Restaurer une version', {
  description: 'La version devient le brouillon ; avec `publish: true`, elle est publiée aussitôt.',
  rev: true,
  body: restoreInputSchema,
  answer: publicationSchema,
  answerText: 'L’état de publication.',
});
const previewLinkRoute = route('post', '/preview-link', 'Partager l’aperçu du brouillon (7 jours)', {
  description: 'Un lien que tout le monde peut ouvrir sans compte, 7 jours ou jusqu’à sa révocation.',
  answer: previewLinkSchema,
  answerText: 'Le lien.',
});
const revokeRoute = route('delete', '/preview-link', 'Révoquer les liens d’aperçu de l’élément', {
  answer: z.object({ revoked: z.number().int() }),
  answerText: 'Le nombre de liens révoqués.',
});

const statesRoute = createRoute({
  operationId: 'getAdminPublications',
  ...admin,
  method: 'get',
  path: '/admin/publications',
  summary: 'L’état de publication de plusieurs éléments d’un type (pour une liste)',
  description:
    'Une seule lecture pour toute la liste ; un identifiant d’un autre site, ou d’aucun élément, est absent de la réponse.',
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, query: publicationStatesQuerySchema },
  responses: {
    200: okJson(publicationStatesSchema, 'Les états, dans l’ordre des identifiants.'),
    ...errorResponses(400, 401, 403, 404),
  },
});

async function publishingContext(c: Context<AppEnv>): Promise<PublishingContext> {
  const actor = await adminActor(c);
  return {
    env: c.env,
    db: c.env.DB,
    site: c.var.site,
    author: actor?.email ?? null,
    requestId: c.var.requestId,
    now: isolateNow(),
  };
}

/** The site's own address for its preview links (its primary host, else a development one). */
function siteOrigin(c: Context<AppEnv>): string {
  const site = c.var.site;
  if (site.primaryOrigin) return site.primaryOrigin;
  const url = new URL(c.req.url);
  const host = site.devHosts?.[0];
  return host ? `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}` : url.origin;
}

/** The body the route's validator checked (its type is lost by the shared route builder). */
const validBody = <T>(c: { req: { valid: (target: never) => unknown } }): T =>
  c.req.valid('json' as never) as T;

const item = (c: { req: { param: (name: string) => string | undefined } }) => ({
  type: c.req.param('type') ?? '',
  id: parseId(c.req.param('id')),
});

export const publishingRoutes = providerRouter()
  .openapi(statesRoute, async (c) => {
    const { type, ids } = c.req.valid('query');
    return c.json(ok(await publicationStates(c.env.DB, c.var.site, type, ids)), 200);
  })
  .openapi(stateRoute, async (c) => {
    const { type, id } = item(c);
    return c.json(ok(await publication(await publishingContext(c), type, id)), 200);
  })
  .openapi(draftRoute, async (c) => {
    const { type, id } = item(c);
    const body = validBody<z.infer<typeof draftInputSchema>>(c);
    return c.json(
      ok(await saveDraft(await publishingContext(c), type, id, body), 'Brouillon enregistré.'),
      200,
    );
  })
  .openapi(publishRoute, async (c) => {
    const { type, id } = item(c);
    const body = validBody<z.infer<typeof whenInputSchema>>(c);
    const done = await publish(await publishingContext(c), type, id, body);
    return c.json(ok(done, done.state === 'scheduled' ? 'Publication programmée.' : 'Publié.'), 200);
  })
  .openapi(unpublishRoute, async (c) => {
    const { type, id } = item(c);
    const body = validBody<z.infer<typeof whenInputSchema>>(c);
    const done = await unpublish(await publishingContext(c), type, id, body);
    return c.json(ok(done, done.unpublishAt === null ? 'Retiré du site.' : 'Dépublication programmée.'), 200);
  })
  .openapi(revisionsRoute, async (c) => {
    const { type, id } = item(c);
    return c.json(ok(await revisions(await publishingContext(c), type, id)), 200);
  })
  .openapi(revisionRoute, async (c) => {
    const { type, id } = item(c);
    return c.json(ok(await revision(await publishingContext(c), type, id, parseId(c.req.param('rev')))), 200);
  })
  .openapi(restoreRoute, async (c) => {
    const { type, id } = item(c);
    const body = validBody<z.infer<typeof restoreInputSchema>>(c);
    const rev = parseId(c.req.param('rev'));
    const done = await restore(await publishingContext(c), type, id, rev, body.publish === true);
    return c.json(
      ok(done, body.publish ? 'Version restaurée et publiée.' : 'Version restaurée en brouillon.'),
      200,
    );
  })
  .openapi(previewLinkRoute, async (c) => {
    const { type, id } = item(c);
    const link = await createPreviewLink(await publishingContext(c), type, id, siteOrigin(c));
    return c.json(ok(link, 'Lien d’aperçu créé.'), 200);
  })
  .openapi(revokeRoute, async (c) => {
    const { type, id } = item(c);
    const done = await revokePreviewLink(await publishingContext(c), type, id);
    return c.json(ok(done, 'Liens d’aperçu révoqués.'), 200);
  });
