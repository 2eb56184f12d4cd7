import { sessionOf, VIEW_PLAN_MAX_READS, type PlannedRead } from './d1-session-database';
import { IsolateMemo } from '../isolate-memo';

// The reads each page view made last time it rendered in this isolate (its « view plan »,
// worker/cache/d1-session-database.ts), so the next cold render of the same page runs them all
// in one D1 batch instead of a chain of round trips. Keyed by site, locale and path + query,
// not by content version: after a publish the page mostly reads the same rows again, and what it
// reads differently simply costs its own round trip and is recorded for next time.
//
// LRU, bounded: a plan is a dozen statements of a few hundred bytes (about 6 KB with their
// values); 4,000 plans in at most 16 MB cover the bench's 1,000 sites' home and CMS pages.
// An hour: a plan is only a guess of what a render will read, never an answer.

// A site this isolate has never rendered has no plan of its own, and its first view used to pay
// the whole chain of round trips. Most sites are made from a few models, so the same page of
// another site reads mostly the same statements with another site id: the last plan learned for
// each locale and path + query, whatever the site, is kept as a template, and a view with no
// plan of its own takes it with the template's site id replaced by its own. It stays a prefetch
// like any plan: an answer goes only to the very statement (same SQL, same values) it was read
// for, so a statement that does not fit this site (another page id, a value that happened to
// equal the site id) is only a wasted read in the batch, and the view reads what it needs alone.

const VIEW_PLAN_MAX_ENTRIES = 4_000;
const VIEW_PLAN_MAX_BYTES = 16 * 1024 * 1024;
const VIEW_PLAN_TTL_MS = 60 * 60_000;

// Two bytes a character (V8 may keep accented text two-byte), the values as JSON.
const sizeOfReads = (reads: PlannedRead[]): number =>
  reads.reduce((bytes, read) => bytes + 2 * (read.sql.length + JSON.stringify(read.params).length), 0);

const plans = new IsolateMemo<PlannedRead[]>({
  name: 'view-plans',
  maxEntries: VIEW_PLAN_MAX_ENTRIES,
  maxBytes: VIEW_PLAN_MAX_BYTES,
  ttlMs: VIEW_PLAN_TTL_MS,
  sizeOf: sizeOfReads,
});

// Templates: one per locale and path + query, a few hundred pages of a few models.
const VIEW_PLAN_TEMPLATE_MAX_ENTRIES = 500;
const VIEW_PLAN_TEMPLATE_MAX_BYTES = 4 * 1024 * 1024;

const templates = new IsolateMemo<{ siteId: number; reads: PlannedRead[] }>({
  name: 'view-plan-templates',
  maxEntries: VIEW_PLAN_TEMPLATE_MAX_ENTRIES,
  maxBytes: VIEW_PLAN_TEMPLATE_MAX_BYTES,
  ttlMs: VIEW_PLAN_TTL_MS,
  sizeOf: (template) => sizeOfReads(template.reads),
});

export const viewPlanKey = (siteId: number, locale: string, pathAndQuery: string): string =>
  `${siteId}|${locale}|${pathAndQuery}`;

/** The site and the site-independent rest (locale, path + query) of a viewPlanKey. */
function splitKey(key: string): { siteId: number; page: string } | null {
  const bar = key.indexOf('|');
  const siteId = Number(key.slice(0, bar));
  return bar > 0 && Number.isSafeInteger(siteId) ? { siteId, page: key.slice(bar + 1) } : null;
}

/**
 * The positions (from 0) of the values a statement compares with a site id: `site_id = ?`, or
 * `id = ?` in a statement reading the sites table. Only there is the template's site id replaced:
 * the same number elsewhere is a flag, a limit or another row's id (site 1's plan reads
 * `is_promoted = 1`).
 */
export function siteIdPositions(sql: string): Set<number> {
  const positions = new Set<number>();
  const readsSites = /\bfrom\s+sites\b/i.test(sql);
  let next = 0; // SQLite numbers a bare ? after the largest number used so far
  for (const match of sql.matchAll(/\?(\d*)/g)) {
    const index = match[1] ? Number(match[1]) - 1 : next;
    next = Math.max(next, index + 1);
    const before = sql.slice(Math.max(0, match.index - 24), match.index);
    if (/\bsite_id\s*=\s*$/i.test(before) || (readsSites && /(?:^|[^\w.])(?:\w+\.)?id\s*=\s*$/i.test(before)))
      positions.add(index);
  }
  return positions;
}

/** Another site's plan of the same page, its site id replaced by `siteId` (null: none). */
function templatePlan(key: string): PlannedRead[] | null {
  const parts = splitKey(key);
  if (parts === null) return null;
  const template = templates.get(parts.page);
  if (!template || template.siteId === parts.siteId) return null;
  return template.reads.map((read) => {
    const positions = siteIdPositions(read.sql);
    return {
      sql: read.sql,
      params: read.params.map((value, index) =>
        value === template.siteId && positions.has(index) ? parts.siteId : value,
      ),
    };
  });
}

/** Before a page view's first read: its plan (when this isolate has one), and record its reads. */
export function beginView(db: D1Database, key: string): void {
  const facade = sessionOf(db);
  if (!facade) return;
  facade.state.plan = plans.get(key) ?? templatePlan(key);
  facade.state.answers = null;
  facade.state.replans = 0;
  facade.state.recorded = [];
}

/** After the view: a rendered page that wrote nothing keeps what it read as the plan. */
export function endView(db: D1Database, key: string, rendered: boolean): void {
  const facade = sessionOf(db);
  if (!facade) return;
  const { recorded, wrote } = facade.state;
  if (
    rendered &&
    !wrote &&
    recorded !== null &&
    recorded.length > 0 &&
    recorded.length <= VIEW_PLAN_MAX_READS
  ) {
    plans.set(key, recorded);
    const parts = splitKey(key);
    if (parts !== null) templates.set(parts.page, { siteId: parts.siteId, reads: recorded });
  }
  facade.state.recorded = null;
  facade.state.plan = null;
}
