import { noteContentVersionRead, publishContentVersion } from '../../cache/content-version';
import type { Env } from '../../env';
import type { SiteContext } from '../../http/site-context';
import { IsolateMemo, isolateNow } from '../../isolate-memo';
import { getContentVersion } from '../site/public';
import { loadAdapterFor } from './adapter-loader';
import { publishNow, unpublishNow } from './publication-writes';
import {
  claimSchedule,
  dueSchedules,
  nextChangeStatement,
  restoreSchedule,
  sitesWithDueChanges,
  type StoredSchedule,
} from './publishing.repository';
import { forgetSiteContext } from './site-context-refresh';

// Schedules falling due. The site's context carries its next scheduled change; the first
// request after that instant (any page, feed, sitemap or API read of the site) applies what fell
// due before it reads anything, so a change scheduled while the Worker was idle shows on time
// with no cron, and its content version moves on, so no cached answer outlives it. The warm
// path pays one comparison. The cron applies them too (bookkeeping for sites nobody visits).

/** Per site, the instant up to which this isolate has applied what fell due. */
const caughtUp = new IsolateMemo<number>({
  name: 'publishing-caught-up',
  maxEntries: 10_000,
  ttlMs: 10 * 60_000,
});

async function applyOne(env: Env, schedule: StoredSchedule): Promise<number | null> {
  const adapter = await loadAdapterFor(schedule.type);
  const key = { siteId: schedule.siteId, type: adapter.type, itemId: schedule.itemId };
  const live = await adapter.read(env.DB, schedule.siteId, schedule.itemId);
  if (!(await claimSchedule(env.DB, schedule.id))) return null;
  // The item was deleted meanwhile: its schedule simply goes.
  if (!live) {
    await nextChangeStatement(env.DB, schedule.siteId).run();
    return null;
  }
  const signed = { locale: live.locale, author: schedule.author, now: new Date(schedule.at).toISOString() };
  try {
    const done =
      schedule.action === 'publish'
        ? await publishNow(env.DB, adapter, key, live, schedule.fields, signed)
        : await unpublishNow(env.DB, adapter, key, signed);
    return done.version;
  } catch (error) {
    await restoreSchedule(env.DB, schedule);
    throw error;
  }
}

/**
 * Applies the site's schedules due at `now`; the site's content version afterwards. Of two
 * requests doing it at once, each schedule is applied by one (claimSchedule).
 */
async function applyDueSchedules(env: Env, siteId: number, now: number): Promise<{ applied: number }> {
  let applied = 0;
  let version: number | null = null;
  for (const schedule of await dueSchedules(env.DB, siteId, now)) {
    const done = await applyOne(env, schedule);
    if (done !== null) {
      applied++;
      version = done;
    }
  }
  if (version !== null) {
    await publishContentVersion(env, siteId, version);
    await forgetSiteContext(env, siteId);
  }
  return { applied };
}

/**
 * Before a request of the site reads anything: when its next scheduled change has come and
 * this isolate has not applied it yet, apply what fell due and read the content version again.
 */
export async function applyDueChanges(env: Env, site: SiteContext): Promise<void> {
  const next = site.nextChangeAt;
  if (next === null || next === undefined) return;
  const now = isolateNow();
  if (next > now) return;
  const key = String(site.id);
  if ((caughtUp.get(key) ?? -1) >= next) return;
  try {
    const { applied } = await applyDueSchedules(env, site.id, now);
    // Applied elsewhere: this isolate's copy of the version may still be the old one.
    if (applied === 0) noteContentVersionRead(site.id, await getContentVersion(env.DB, site.id));
    caughtUp.set(key, now);
  } catch (error) {
    console.error(
      JSON.stringify({ event: 'publishing.catch_up_failed', siteId: site.id, error: String(error) }),
    );
  }
}

/** The cron's bookkeeping: every site with a change due. */
export async function applyAllDueSchedules(
  env: Env,
  now: number,
): Promise<{ sites: number; applied: number }> {
  let applied = 0;
  const sites = await sitesWithDueChanges(env.DB, now);
  for (const siteId of sites) {
    applied += (await applyDueSchedules(env, siteId, now)).applied;
    // A next change left behind (its schedule gone another way) is recomputed.
    await nextChangeStatement(env.DB, siteId).run();
  }
  return { sites: sites.length, applied };
}
