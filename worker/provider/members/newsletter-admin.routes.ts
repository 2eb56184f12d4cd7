import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { csvDocument } from '../../../src/domain/csv';
import { ok } from '../../../src/schema/envelope';
import {
  newsletterListInputSchema,
  newsletterListSchema,
  newsletterSendSchema,
  newsletterSentSchema,
  newsletterSubscriberListSchema,
} from '../../../src/schema/newsletter';
import { UNSUBSCRIBE_PATH } from '../../../src/ui/newsletter/newsletter-paths';
import { requireAdmin } from '../../auth/current-member';
import { publishContentVersion } from '../../cache/content-version';
import { AppError, notFound } from '../../errors';
import type { AppEnv } from '../../http/app-env';
import { parseId } from '../../http/ids';
import type { MailJob } from '../../mail/mail-job';
import { newsletterEmail } from '../../mail/newsletter-email';
import { jsonOnly } from '../../openapi/json-body';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { mailSite } from './member-context';
import { siteLink } from '../../../src/domain/site-url';
import { sitePrimaryOrigin } from '../site/public';
import {
  confirmedSubscribersOf,
  createNewsletterList,
  deleteNewsletterList,
  existingListIds,
  listNewsletterLists,
  listSubscribers,
  queueEmails,
  updateNewsletterList,
} from './newsletter.repository';
import { patchUpdate } from '../shared/patch-update';
import { unsubscribeToken } from './newsletter-token';

// Admin calls of the newsletter (the admin panel issue builds its screens on them): lists
// CRUD, subscribers with a CSV export, and sending a letter, which queues one outbox row per
// confirmed subscriber of the list, each with its own unsubscribe link and headers. ADMIN and
// SUPER_ADMIN of the same site only (requireAdmin reads this host's site session).

const TAG = 'Administration de la lettre d’information';
const NO_LIST = "Cette liste de diffusion n'existe pas.";
const SUBSCRIBERS_PER_PAGE = 50;
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

/** A newsletter list as its update body writes it, for PATCH semantics (patchUpdate). */
async function storedListInput(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  const id = Number(c.req.param('id'));
  const list = (await listNewsletterLists(c.env.DB, c.var.site.id)).find((item) => item.id === id);
  if (!list) return null;
  const { name, description, isDefault, position } = list;
  return { name, description, isDefault, position };
}

const updateListRoute = createRoute({
  operationId: 'putAdminNewsletterListsById',
  ...admin,
  method: 'put',
  path: '/admin/newsletter/lists/{id}',
  summary: 'Modifier une liste (les champs absents gardent leur valeur)',
  middleware: [requireAdmin, jsonOnly, patchUpdate(storedListInput)] as const,
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

function listId(raw: string): number {
  const id = parseId(raw);
  if (id === null) throw notFound(NO_LIST);
  return id;
}

/** A list name is unique per site: the constraint's failure becomes a French 409 field error. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (String(error).includes('UNIQUE constraint failed')) {
      const message = 'Une liste porte déjà ce nom sur ce site.';
      throw new AppError(409, message, { name: message });
    }
    throw error;
  }
}

async function allSubscribers(c: Context<AppEnv>, filter: { listId: number | null; confirmedOnly: boolean }) {
  const rows = [];
  for (let page = 0; ; page++) {
    const { subscribers } = await listSubscribers(c.env.DB, c.var.site.id, filter, {
      offset: page * 500,
      limit: 500,
    });
    rows.push(...subscribers);
    if (subscribers.length < 500) return rows;
  }
}

export const newsletterAdminRoutes = providerRouter()
  .openapi(listsRoute, async (c) => c.json(ok(await listNewsletterLists(c.env.DB, c.var.site.id)), 200))
  .openapi(createListRoute, async (c) => {
    const siteId = c.var.site.id;
    const { list, version } = await uniqueName(() =>
      createNewsletterList(c.env.DB, siteId, c.req.valid('json')),
    );
    await publishContentVersion(c.env, siteId, version, c.var.requestId);
    return c.json(ok(list, 'Liste créée.'), 201);
  })
  .openapi(updateListRoute, async (c) => {
    const siteId = c.var.site.id;
    const id = listId(c.req.valid('param').id);
    const saved = await uniqueName(() => updateNewsletterList(c.env.DB, siteId, id, c.req.valid('json')));
    if (!saved) throw notFound(NO_LIST);
    await publishContentVersion(c.env, siteId, saved.version, c.var.requestId);
    return c.json(ok(saved.list, 'Liste enregistrée.'), 200);
  })
  .openapi(deleteListRoute, async (c) => {
    const siteId = c.var.site.id;
    const id = listId(c.req.valid('param').id);
    const deleted = await deleteNewsletterList(c.env.DB, siteId, id);
    if (!deleted) throw notFound(NO_LIST);
    await publishContentVersion(c.env, siteId, deleted.version, c.var.requestId);
    return c.json(ok({ id }, 'Liste supprimée.'), 200);
  })
  .openapi(subscribersRoute, async (c) => {
    const query = c.req.valid('query');
    const filter = { listId: query.list ?? null, confirmedOnly: query.confirmed === 'true' };
    const window = { offset: (query.page - 1) * SUBSCRIBERS_PER_PAGE, limit: SUBSCRIBERS_PER_PAGE };
    return c.json(ok(await listSubscribers(c.env.DB, c.var.site.id, filter, window)), 200);
  })
  .openapi(exportRoute, async (c) => {
    const query = c.req.valid('query');
    const subscribers = await allSubscribers(c, {
      listId: query.list ?? null,
      confirmedOnly: query.confirmed === 'true',
    });
    const names = new Map(
      (await listNewsletterLists(c.env.DB, c.var.site.id)).map((list) => [list.id, list.name]),
    );
    const header = ['email', 'statut', 'inscrit le', 'confirmé le', 'listes'];
    const rows = subscribers.map((row) => [
      row.email,
      row.confirmed ? 'confirmé' : 'en attente',
      row.createdAt,
      row.confirmedAt ?? '',
      row.lists.map((id) => names.get(id) ?? String(id)).join(', '),
    ]);
    return c.body(csvDocument(header, rows), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="inscrits-newsletter.csv"',
      'cache-control': 'private, no-store',
    });
  })
  .openapi(sendRoute, async (c) => {
    const siteId = c.var.site.id;
    const letter = c.req.valid('json');
    if ((await existingListIds(c.env.DB, siteId, [letter.listId])).length === 0) throw notFound(NO_LIST);
    const [subscribers, site, origin] = await Promise.all([
      confirmedSubscribersOf(c.env.DB, siteId, letter.listId),
      mailSite(c),
      sitePrimaryOrigin(c.env.DB, siteId, c.req.url),
    ]);
    const emails = await Promise.all(
      subscribers.map(async (subscriber) => {
        const token = await unsubscribeToken(c.env.SENDER_KEY_SECRET, siteId, subscriber);
        const link = siteLink(origin, `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`);
        return newsletterEmail(subscriber.email, letter, link, site);
      }),
    );
    const ids = await queueEmails(c.env.DB, siteId, emails);
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
