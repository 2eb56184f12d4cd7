import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ok } from '../../../src/schema/shared/envelope';
import {
  newsletterListInputSchema,
  newsletterListSchema,
  newsletterSendSchema,
  newsletterSentSchema,
  newsletterSubscriberListSchema,
} from '../../../src/schema/members/newsletter';
import { requireAdmin } from '../../auth/current-member';
import type { AppEnv } from '../../http/app-env';
import type { MailJob } from '../../mail/mail-job';
import { jsonOnly } from '../../openapi/json-body';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { patchUpdate } from '../shared/patch-update';
import { routeContext } from '../shared/service-context';
import {
  createList,
  deleteList,
  ownerNewsletterLists,
  SUBSCRIBERS_PER_PAGE,
  sendLetter,
  storedListInput,
  subscriberPage,
  subscribersCsv,
  updateList,
} from './newsletter-admin.service';

// Admin calls of the newsletter (the admin panel issue builds its screens on them): lists
// CRUD, subscribers with a CSV export, and sending a letter, which queues one outbox row per
// confirmed subscriber of the list, each with its own unsubscribe link and headers. ADMIN and
// SUPER_ADMIN of the same site only (requireAdmin reads this host's site session).

const TAG = 'Administration de la lettre d’information';
const admin = { tags: [TAG], security: signedIn };
const idParams = z.object({
  id: z.string().meta({ type: 'integer', description: 'Identifiant de la liste.', example: 1 }),
});

const subscriberQuery = z.object({
  page: z.coerce
    .number({ message: 'Le numéro de page doit être un entier positif.' })
    .int({ message: 'Le numéro de page doit être un entier positif.' })
    .min(1, { message: 'Le numéro de page doit être un entier positif.' })
    .default(1)
    .meta({ description: 'Numéro de page, à partir de 1.', example: 1 }),
  list: z.coerce
    .number({ message: 'La liste doit être un identifiant.' })
    .int({ message: 'La liste doit être un identifiant.' })
    .positive({ message: 'La liste doit être un identifiant.' })
    .optional()
    .meta({ description: 'Seulement les inscrits de cette liste.' }),
  confirmed: z
    .enum(['true', 'false'], { message: 'confirmed vaut true ou false.' })
    .optional()
    .meta({ description: '`true` : seulement les adresses confirmées.' }),
});

const listsRoute = createRoute({
  operationId: 'getAdminNewsletterLists',
  ...admin,
  method: 'get',
  path: '/admin/newsletter/lists',
  summary: 'Les listes de diffusion',
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders },
  responses: { 200: okJson(z.array(newsletterListSchema), 'Les listes.'), ...errorResponses(401, 403) },
});

const createListRoute = createRoute({
  operationId: 'postAdminNewsletterLists',
  ...admin,
  method: 'post',
  path: '/admin/newsletter/lists',
  summary: 'Créer une liste',
  middleware: [requireAdmin, jsonOnly] as const,
  request: { headers: siteHeaders, body: jsonBody(newsletterListInputSchema, 'La liste.') },
  responses: {
    201: okJson(newsletterListSchema, 'La liste créée.'),
    ...errorResponses(400, 401, 403, 409, 413, 415),
  },
});

const storedList = (c: Context<AppEnv>) => storedListInput(routeContext(c), Number(c.req.param('id')));

const updateListRoute = createRoute({
  operationId: 'putAdminNewsletterListsById',
  ...admin,
  method: 'put',
  path: '/admin/newsletter/lists/{id}',
  summary: 'Modifier une liste (les champs absents gardent leur valeur)',
  middleware: [requireAdmin, jsonOnly, patchUpdate(storedList)] as const,
  request: { headers: siteHeaders, params: idParams, body: jsonBody(newsletterListInputSchema, 'La liste.') },
  responses: {
    200: okJson(newsletterListSchema, 'La liste enregistrée.'),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
});

const deleteListRoute = createRoute({
  operationId: 'deleteAdminNewsletterListsById',
  ...admin,
  method: 'delete',
  path: '/admin/newsletter/lists/{id}',
  summary: 'Supprimer une liste (et ses inscriptions)',
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, params: idParams },
  responses: {
    200: okJson(z.object({ id: z.number().int() }), 'Liste supprimée.'),
    ...errorResponses(401, 403, 404),
  },
});

const subscribersRoute = createRoute({
  operationId: 'getAdminNewsletterSubscribers',
  ...admin,
  method: 'get',
  path: '/admin/newsletter/subscribers',
  summary: `Les inscrits, les plus récents d'abord (${SUBSCRIBERS_PER_PAGE} par page)`,
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, query: subscriberQuery },
  responses: {
    200: okJson(newsletterSubscriberListSchema, 'Une page d’inscrits et leur nombre total.'),
    ...errorResponses(400, 401, 403),
  },
});

const exportRoute = createRoute({
  operationId: 'getAdminNewsletterSubscribersExport',
  ...admin,
  method: 'get',
  path: '/admin/newsletter/subscribers/export',
  summary: 'Exporter les inscrits en CSV',
  description:
    'Mêmes filtres que la liste (`list`, `confirmed`), toutes les pages. Séparateur `;`, UTF-8 avec BOM (Excel).',
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, query: subscriberQuery.omit({ page: true }) },
  responses: {
    200: { description: 'Le fichier CSV.', content: { 'text/csv': { schema: z.string() } } },
    ...errorResponses(400, 401, 403),
  },
});

const sendRoute = createRoute({
  operationId: 'postAdminNewsletterSend',
  ...admin,
  method: 'post',
  path: '/admin/newsletter/send',
  summary: 'Envoyer une lettre aux inscrits confirmés d’une liste',
  description:
    'Un e-mail par inscrit confirmé, chacun avec son lien de désinscription et les en-têtes List-Unsubscribe et List-Unsubscribe-Post.',
  middleware: [requireAdmin, jsonOnly] as const,
  request: { headers: siteHeaders, body: jsonBody(newsletterSendSchema, 'La liste, l’objet et le texte.') },
  responses: {
    200: okJson(newsletterSentSchema, 'Nombre d’e-mails mis en file.'),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

export const newsletterAdminRoutes = providerRouter()
  .openapi(listsRoute, async (c) => c.json(ok(await ownerNewsletterLists(routeContext(c))), 200))
  .openapi(createListRoute, async (c) =>
    c.json(ok(await createList(routeContext(c), c.req.valid('json')), 'Liste créée.'), 201),
  )
  .openapi(updateListRoute, async (c) => {
    const list = await updateList(routeContext(c), c.req.valid('param').id, c.req.valid('json'));
    return c.json(ok(list, 'Liste enregistrée.'), 200);
  })
  .openapi(deleteListRoute, async (c) => {
    const id = await deleteList(routeContext(c), c.req.valid('param').id);
    return c.json(ok({ id }, 'Liste supprimée.'), 200);
  })
  .openapi(subscribersRoute, async (c) =>
    c.json(ok(await subscriberPage(routeContext(c), c.req.valid('query'))), 200),
  )
  .openapi(exportRoute, async (c) =>
    c.body(await subscribersCsv(routeContext(c), c.req.valid('query')), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="inscrits-newsletter.csv"',
      'cache-control': 'private, no-store',
    }),
  )
  .openapi(sendRoute, async (c) => {
    const siteId = c.var.site.id;
    const ids = await sendLetter(routeContext(c), c.req.valid('json'));
    const queue = c.env.MAIL_QUEUE;
    if (queue && ids.length > 0) {
      const jobs = ids.map((outboxId): { body: MailJob } => ({ body: { siteId, outboxId } }));
      // Queues take at most 100 messages per sendBatch; the rows stay PENDING if this fails.
      c.executionCtx.waitUntil(
        (async () => {
          for (let start = 0; start < jobs.length; start += 100)
            await queue.sendBatch(jobs.slice(start, start + 100));
        })().catch((error: unknown) => {
          console.error(
            JSON.stringify({
              requestId: c.var.requestId,
              event: 'mail.enqueue_failed',
              error: String(error),
            }),
          );
        }),
      );
    }
    return c.json(
      ok(
        { queued: ids.length },
        `Lettre mise en file pour ${ids.length} ${ids.length < 2 ? 'inscrit' : 'inscrits'}.`,
      ),
      200,
    );
  });
