import type {
  ContentFields,
  DraftInput,
  Publication,
  Revision,
  RevisionSummary,
  WhenInput,
} from '../../../src/schema/publishing/publishing';
import { publishContentVersion } from '../../cache/content-version';
import type { Env } from '../../env';
import { AppError, badRequest, notFound } from '../../errors';
import type { SiteContext } from '../../http/site-context';
import type { ContentAdapter, LiveItem } from './content-adapter';
import { loadAdapterFor } from './adapter-loader';
import { publicationState } from './publication-label';
import { publishNow, unpublishNow, type Published } from './publication-writes';
import {
  findDraft,
  findRevision,
  itemSchedules,
  listRevisions,
  nextChangeStatement,
  replaceDraftStatement,
  saveDraft as storeDraft,
  scheduleStatement,
  type ItemKey,
  type ScheduleAction,
  type Signed,
} from './publishing.repository';
import { forgetSiteContext } from './site-context-refresh';

// The publishing workflow's rules, the same for every content type: a draft is saved only on
// the version it was based on; « Publier » puts the draft live now or at a time (Europe/Paris in
// the admin, an instant here); « Dépublier » hides the item now or at a time; every
// publication keeps a revision; a restored revision becomes the draft, or is published at once.

export interface PublishingContext {
  env: Env;
  db: D1Database;
  site: SiteContext;
  /** Who acts (the admin's e-mail), for the drafts, revisions and schedules. */
  author: string | null;
  requestId: string;
  /** Milliseconds since 1970: the workflow's clock. */
  now: number;
}

const STALE =
  'Ce contenu a été modifié entre-temps (par vous dans un autre onglet ou par quelqu’un d’autre) : rechargez-le pour voir la dernière version avant d’enregistrer.';
const MAX_AHEAD_MS = 5 * 366 * 24 * 3600 * 1000;

interface Loaded {
  adapter: ContentAdapter;
  key: ItemKey;
  live: LiveItem;
}

async function load(pc: PublishingContext, type: string, itemId: number | null): Promise<Loaded> {
  const adapter = await loadAdapterFor(type);
  const live = itemId === null ? null : await adapter.read(pc.db, pc.site.id, itemId);
  if (!live || itemId === null) throw notFound(adapter.missing);
  return { adapter, key: { siteId: pc.site.id, type: adapter.type, itemId }, live };
}

const signedBy = (pc: PublishingContext, live: LiveItem): Signed => ({
  locale: live.locale,
  author: pc.author,
  now: new Date(pc.now).toISOString(),
});

async function answer({ adapter, key, live }: Loaded, pc: PublishingContext): Promise<Publication> {
  const [draft, schedules] = await Promise.all([findDraft(pc.db, key), itemSchedules(pc.db, key)]);
  const publishAt = schedules.find((schedule) => schedule.action === 'publish')?.at ?? null;
  const unpublishAt = schedules.find((schedule) => schedule.action === 'unpublish')?.at ?? null;
  const hasDraft = draft?.fields != null;
  const { state, label } = publicationState({ isLive: live.isLive, hasDraft, publishAt, unpublishAt });
  return {
    type: adapter.type,
    id: key.itemId,
    locale: live.locale,
    state,
    label,
    isLive: live.isLive,
    version: draft?.version ?? 0,
    fields: draft?.fields ?? live.fields,
    hasDraft,
    updatedBy: draft?.updatedBy ?? null,
    updatedAt: draft?.updatedAt ?? null,
    publishAt,
    unpublishAt,
  };
}

/** Where an item stands: live or not, its draft (or live fields), its schedules, its version. */
export async function publication(pc: PublishingContext, type: string, itemId: number | null) {
  return answer(await load(pc, type, itemId), pc);
}

export async function saveDraft(
  pc: PublishingContext,
  type: string,
  itemId: number | null,
  input: DraftInput,
): Promise<Publication> {
  const loaded = await load(pc, type, itemId);
  const fields = loaded.adapter.parse(input.fields);
  const saved = await storeDraft(pc.db, loaded.key, fields, input.version, signedBy(pc, loaded.live));
  if (saved === null) throw new AppError(409, STALE);
  return answer(loaded, pc);
}

/** An instant from the body (ISO or milliseconds); absent or past: now. */
function instantOf(pc: PublishingContext, when: WhenInput): number | null {
  if (when.at === undefined) return null;
  const at = typeof when.at === 'number' ? when.at : Date.parse(when.at);
  if (!Number.isFinite(at)) throw badRequest('La date n’est pas lisible.', { at: 'Date illisible.' });
  if (at > pc.now + MAX_AHEAD_MS)
    throw badRequest('La date est trop lointaine (cinq ans au plus).', {
      at: 'Choisissez une date plus proche.',
    });
  return at <= pc.now ? null : at;
}

async function published(pc: PublishingContext, done: Published): Promise<void> {
  await publishContentVersion(pc.env, pc.site.id, done.version, pc.requestId);
  if (done.nextChangeAt !== (pc.site.nextChangeAt ?? null)) await forgetSiteContext(pc.env, pc.site.id);
}

async function schedule(
  pc: PublishingContext,
  loaded: Loaded,
  action: ScheduleAction,
  at: number,
  fields: ContentFields | null,
): Promise<void> {
  await pc.db.batch([
    scheduleStatement(pc.db, loaded.key, action, at, fields, signedBy(pc, loaded.live)),
    nextChangeStatement(pc.db, pc.site.id),
  ]);
  await forgetSiteContext(pc.env, pc.site.id);
}

export async function publish(
  pc: PublishingContext,
  type: string,
  itemId: number | null,
  when: WhenInput,
): Promise<Publication> {
  const loaded = await load(pc, type, itemId);
  const draft = await findDraft(pc.db, loaded.key);
  const at = instantOf(pc, when);
  if (at === null) {
    const drafted = draft?.fields ?? null;
    await published(
      pc,
      await publishNow(pc.db, loaded.adapter, loaded.key, loaded.live, drafted, signedBy(pc, loaded.live)),
    );
    return answer(await load(pc, type, itemId), pc);
  }
  await schedule(pc, loaded, 'publish', at, draft?.fields ?? null);
  return answer(loaded, pc);
}

export async function unpublish(
  pc: PublishingContext,
  type: string,
  itemId: number | null,
  when: WhenInput,
): Promise<Publication> {
  const loaded = await load(pc, type, itemId);
  const at = instantOf(pc, when);
  if (at === null) {
    await published(pc, await unpublishNow(pc.db, loaded.adapter, loaded.key, signedBy(pc, loaded.live)));
    return answer(await load(pc, type, itemId), pc);
  }
  await schedule(pc, loaded, 'unpublish', at, null);
  return answer(loaded, pc);
}

export async function revisions(
  pc: PublishingContext,
  type: string,
  itemId: number | null,
): Promise<{ revisions: RevisionSummary[]; total: number }> {
  const { key } = await load(pc, type, itemId);
  const list = await listRevisions(pc.db, key);
  return { revisions: list, total: list.length };
}

export async function revision(
  pc: PublishingContext,
  type: string,
  itemId: number | null,
  rev: number | null,
): Promise<Revision> {
  const { key } = await load(pc, type, itemId);
  const found = rev === null ? null : await findRevision(pc.db, key, rev);
  if (!found) throw notFound("Cette version n'existe pas.");
  return found;
}

/** The revision becomes the draft; with `publish`, it is put live at once. */
export async function restore(
  pc: PublishingContext,
  type: string,
  itemId: number | null,
  rev: number | null,
  publishNowToo: boolean,
): Promise<Publication> {
  const loaded = await load(pc, type, itemId);
  const found = rev === null ? null : await findRevision(pc.db, loaded.key, rev);
  if (!found) throw notFound("Cette version n'existe pas.");
  // Parsed again: a revision kept before a rule tightened is cleaned as a new draft would be.
  const fields = loaded.adapter.parse(found.fields);
  await replaceDraftStatement(pc.db, loaded.key, fields, signedBy(pc, loaded.live)).run();
  if (publishNowToo) return publish(pc, type, itemId, {});
  return answer(loaded, pc);
}

/** The draft's fields for a preview (the live ones when nothing is drafted). */
export async function previewFields(
  db: D1Database,
  site: SiteContext,
  type: string,
  itemId: number,
): Promise<{ locale: string; fields: ContentFields } | null> {
  const adapter = await loadAdapterFor(type);
  const live = await adapter.read(db, site.id, itemId);
  if (!live) return null;
  const draft = await findDraft(db, { siteId: site.id, type: adapter.type, itemId });
  return { locale: live.locale, fields: draft?.fields ?? live.fields };
}
