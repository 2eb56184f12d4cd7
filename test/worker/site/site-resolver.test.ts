import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { HOST_MEMO_MAX_ENTRIES, rememberedHostCount } from '../../../worker/cache/host-memo';
import { resolveSiteByHost } from '../../../worker/site/site-resolver';

describe('host → site memo in the isolate', () => {
  // A thousand lookups: given time, since the machine running the tests may be busy.
  it('stays bounded when requests carry random Host headers', { timeout: 60_000 }, async () => {
    const hosts = Array.from({ length: HOST_MEMO_MAX_ENTRIES + 25 }, () => `${crypto.randomUUID()}.example`);
    for (let start = 0; start < hosts.length; start += 50) {
      const sites = await Promise.all(
        hosts.slice(start, start + 50).map((host) => resolveSiteByHost(env, host)),
      );
      expect(sites.every((site) => site === null)).toBe(true);
    }
    expect(rememberedHostCount()).toBeLessThanOrEqual(HOST_MEMO_MAX_ENTRIES);
    expect(await resolveSiteByHost(env, 'localhost')).toMatchObject({ id: 1, defaultLocale: 'fr_FR' });
  });
});
