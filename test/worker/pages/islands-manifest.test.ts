import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { setIsolateClock } from '../../../worker/isolate-memo';
import { app } from '../../../worker/index';
import { forgetIslandsManifest, MANIFEST_RETRY_MS } from '../../../worker/http/islands-manifest';

const SCRIPT = '/assets/islands-3f2a9c1d.js';

/**
 * Static assets whose manifest cannot be read the first time, then can. Every other asset (the
 * stylesheets a page inlines) is the real one, so that what the checkout holds in
 * `public/assets` (a built manifest among them) changes nothing.
 */
function flakyAssets(): { assets: Fetcher; reads: () => number } {
  let reads = 0;
  const assets: Fetcher = {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname !== '/assets/manifest.json') return env.ASSETS.fetch(input, init);
      reads += 1;
      return Promise.resolve(
        reads === 1 ? new Response('indisponible', { status: 503 }) : Response.json({ islands: SCRIPT }),
      );
    },
    connect: () => {
      throw new Error('not used');
    },
  };
  return { assets, reads: () => reads };
}

async function page(workerEnv: typeof env, path: string): Promise<string> {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(`http://localhost${path}`), workerEnv, ctx);
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return html;
}

describe('the islands manifest', () => {
  it('is read again after a failure instead of being missing for the isolate’s life', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    forgetIslandsManifest();
    const { assets, reads } = flakyAssets();
    const workerEnv = { ...env, ASSETS: assets };

    expect(await page(workerEnv, '/qui-suis-je?manifest=1')).not.toContain(SCRIPT);
    // Within the retry delay the failure is remembered: no storm of reads.
    expect(await page(workerEnv, '/qui-suis-je?manifest=2')).not.toContain(SCRIPT);
    expect(reads()).toBe(1);

    const restore = setIsolateClock(() => Date.now() + MANIFEST_RETRY_MS);
    try {
      expect(await page(workerEnv, '/qui-suis-je?manifest=3')).toContain(
        `<script type="module" src="${SCRIPT}">`,
      );
      expect(reads()).toBe(2);
    } finally {
      restore();
    }
  });
});
