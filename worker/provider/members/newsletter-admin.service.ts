import type { z } from 'zod';
import { csvDocument } from '../../../src/domain/shared/csv';
import { siteLink } from '../../../src/domain/site/site-url';
import type {
  NewsletterList,
  NewsletterListInput,
  NewsletterSubscriber,
  newsletterSendSchema,
} from '../../../src/schema/members/newsletter';
import { UNSUBSCRIBE_PATH } from '../../../src/ui/newsletter/newsletter-paths';
import { publishContentVersion } from '../../cache/content-version';
import { AppError, notFound } from '../../errors';
import { idOr404 } from '../../http/ids';
import { newsletterEmail } from '../../mail/newsletter-email';
import type { ServiceContext } from '../shared/service-context';
import { sitePrimaryOrigin } from '../site/public';
import { mailSite } from './member-context';
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
import { unsubscribeToken } from './newsletter-token';

// The newsletter for the site's owner: its lists (a name is unique per site), the subscribers
// with a CSV export, and sending a letter, one outbox row per confirmed subscriber of the list,
// each with its own unsubscribe link. Another site's list answers 404.

const NO_LIST = "Cette liste de diffusion n'existe pas.";
export const SUBSCRIBERS_PER_PAGE = 50;

export interface SubscriberFilter {
  list?: number | undefined;
  confirmed?: 'true' | 'false' | undefined;
}

const listId = (raw: string): number => idOr404(raw, NO_LIST);

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

/** The site's lists. */
export function ownerNewsletterLists(ctx: ServiceContext): Promise<NewsletterList[]> {
  return listNewsletterLists(ctx.db, ctx.site.id);
}

/** A list as its update body writes it, for PATCH semantics; null when the site has none of that id. */
export async function storedListInput(
  ctx: ServiceContext,
  id: number,
): Promise<Record<string, unknown> | null> {
  const list = (await listNewsletterLists(ctx.db, ctx.site.id)).find((item) => item.id === id);
  if (!list) return null;
  const { name, description, isDefault, position } = list;
  return { name, description, isDefault, position };
}

export async function createList(ctx: ServiceContext, input: NewsletterListInput): Promise<NewsletterList> {
  const { list, version } = await uniqueName(() => createNewsletterList(ctx.db, ctx.site.id, input));
  await publishContentVersion(ctx.env, ctx.site.id, version, ctx.requestId);
  return list;
}

export async function updateList(
  ctx: ServiceContext,
  rawId: string,
  input: NewsletterListInput,
): Promise<NewsletterList> {
  const id = listId(rawId);
  const saved = await uniqueName(() => updateNewsletterList(ctx.db, ctx.site.id, id, input));
  if (!saved) throw notFound(NO_LIST);
  await publishContentVersion(ctx.env, ctx.site.id, saved.version, ctx.requestId);
  return saved.list;
}

export async function deleteList(ctx: ServiceContext, rawId: string): Promise<number> {
  const id = listId(rawId);
  const deleted = await deleteNewsletterList(ctx.db, ctx.site.id, id);
  if (!deleted) throw notFound(NO_LIST);
  await publishContentVersion(ctx.env, ctx.site.id, deleted.version, ctx.requestId);
  return id;
}

const filterOf = (query: SubscriberFilter) => ({
  listId: query.list ?? null,
  confirmedOnly: query.confirmed === 'true',
});

/** A page of subscribers, newest first. */
export function subscriberPage(
  ctx: ServiceContext,
  query: SubscriberFilter & { page: number },
): Promise<{ subscribers: NewsletterSubscriber[]; total: number }> {
  const window = { offset: (query.page - 1) * SUBSCRIBERS_PER_PAGE, limit: SUBSCRIBERS_PER_PAGE };
  return listSubscribers(ctx.db, ctx.site.id, filterOf(query), window);
}

/** Every subscriber of the filter as a CSV document, their lists by name. */
export async function subscribersCsv(ctx: ServiceContext, query: SubscriberFilter): Promise<string> {
  const filter = filterOf(query);
  const subscribers: NewsletterSubscriber[] = [];
  for (let page = 0; ; page++) {
    const window = { offset: page * 500, limit: 500 };
    const rows = (await listSubscribers(ctx.db, ctx.site.id, filter, window)).subscribers;
    subscribers.push(...rows);
    if (rows.length < 500) break;
  }
  const names = new Map((await listNewsletterLists(ctx.db, ctx.site.id)).map((list) => [list.id, list.name]));
  const header = ['email', 'statut', 'inscrit le', 'confirmé le', 'listes'];
  const rows = subscribers.map((row) => [
    row.email,
    row.confirmed ? 'confirmé' : 'en attente',
    row.createdAt,
    row.confirmedAt ?? '',
    row.lists.map((id) => names.get(id) ?? String(id)).join(', '),
  ]);
  return csvDocument(header, rows);
}

/** Queues the letter for every confirmed subscriber of its list: the outbox ids. */
export async function sendLetter(
  ctx: ServiceContext,
  letter: z.infer<typeof newsletterSendSchema>,
): Promise<number[]> {
  const siteId = ctx.site.id;
  if ((await existingListIds(ctx.db, siteId, [letter.listId])).length === 0) throw notFound(NO_LIST);
  const [subscribers, site, origin] = await Promise.all([
    confirmedSubscribersOf(ctx.db, siteId, letter.listId),
    mailSite(ctx),
    sitePrimaryOrigin(ctx.db, siteId, ctx.origin),
  ]);
  const emails = await Promise.all(
    subscribers.map(async (subscriber) => {
      const token = await unsubscribeToken(ctx.env.SENDER_KEY_SECRET, siteId, subscriber);
      const link = siteLink(origin, `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`);
      return newsletterEmail(subscriber.email, letter, link, site);
    }),
  );
  return queueEmails(ctx.db, siteId, emails);
}
