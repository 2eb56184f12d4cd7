import { forgetSiteInIsolate } from '../../cache/host-memo';
import { kvKeys } from '../../cache/kv-keys';
import type { Env } from '../../env';
import { findAnsweringHosts } from '../site/public';

// The site's context carries its next scheduled change (sites.next_change_at): after its
// schedules change, the copies in KV (by id and by host) and in this isolate are dropped, so
// this isolate reads it again at once and the others within their context refresh (30 s).

export async function forgetSiteContext(env: Env, siteId: number): Promise<void> {
  forgetSiteInIsolate(siteId);
  try {
    const hosts = await findAnsweringHosts(env.DB, siteId);
    await Promise.all([
      env.CACHE.delete(kvKeys.siteContext(siteId)),
      ...hosts.map((host) => env.CACHE.delete(kvKeys.host(host.host))),
    ]);
  } catch (error) {
    console.warn(JSON.stringify({ event: 'publishing.context_forget_failed', siteId, error: String(error) }));
  }
}
