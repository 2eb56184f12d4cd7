import type { ContentFields } from '../../../src/schema/publishing/publishing';
import { bumpContentVersionStatement, versionOf } from '../shared/d1';
import type { ContentAdapter, LiveItem } from './content-adapter';
import {
  clearDraftStatement,
  nextChangeOf,
  nextChangeStatement,
  revisionStatements,
  unscheduleStatement,
  type ItemKey,
  type Signed,
} from './publishing.repository';

// The writes that change what visitors see, each in ONE batch with the site's content version
// bump and its next scheduled change: publishing (the fields put live, a revision kept, the
// draft cleared) and unpublishing. An owner's « Publier » and a schedule falling due use them.

export interface Published {
  version: number;
  nextChangeAt: number | null;
}

/** « titre, 2 blocs »: what a publication changed, in words. */
function changeSummary(adapter: ContentAdapter, live: LiveItem, fields: ContentFields): string {
  const words = adapter.changes(live.fields, fields);
  if (!live.isLive) words.unshift('mise en ligne');
  return words.length === 0 ? 'aucun changement du texte' : words.join(', ');
}

export async function publishNow(
  db: D1Database,
  adapter: ContentAdapter,
  key: ItemKey,
  live: LiveItem,
  drafted: ContentFields | null,
  signed: Signed,
): Promise<Published> {
  const fields = drafted ?? live.fields;
  const statements = [
    ...(drafted === null ? [] : adapter.write(db, key.siteId, key.itemId, drafted, signed.now)),
    adapter.show(db, key.siteId, key.itemId, true, signed.now),
    ...revisionStatements(db, key, fields, changeSummary(adapter, live, fields), signed),
    clearDraftStatement(db, key, signed),
    unscheduleStatement(db, key, 'publish'),
    nextChangeStatement(db, key.siteId),
    bumpContentVersionStatement(db, key.siteId),
  ];
  const results = await db.batch(statements);
  return { version: versionOf(results.at(-1)), nextChangeAt: nextChangeOf(results.at(-2)) };
}

export async function unpublishNow(
  db: D1Database,
  adapter: ContentAdapter,
  key: ItemKey,
  signed: Signed,
): Promise<Published> {
  const results = await db.batch([
    adapter.show(db, key.siteId, key.itemId, false, signed.now),
    unscheduleStatement(db, key, 'unpublish'),
    nextChangeStatement(db, key.siteId),
    bumpContentVersionStatement(db, key.siteId),
  ]);
  return { version: versionOf(results.at(-1)), nextChangeAt: nextChangeOf(results.at(-2)) };
}
