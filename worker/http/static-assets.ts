import { Hono } from 'hono';
import { notFound, PAGE_NOT_FOUND } from '../errors';
import type { AppEnv } from './app-env';

// Static files under /assets/ go through the Worker like everything else (wrangler.toml
// run_worker_first = true): the site middleware has resolved the host first, so an unknown
// host gets the plain 404 and never the files. The files themselves come from the assets binding.

const YEAR = 31_536_000;

/** Cache-Control by file: names with a content hash never change; the rest may be replaced. */
export function assetCacheControl(pathname: string): string {
  const name = pathname.split('/').pop() ?? '';
  // scripts/build-client.mjs names the bundle and its chunks islands-<hash>.js (esbuild [hash]).
  if (/^islands-(?:chunk-)?[A-Z0-9]{8,}\.js(?:\.map)?$/i.test(name))
    return `public, max-age=${YEAR}, immutable`;
  if (name === 'manifest.json') return 'no-cache';
  if (pathname.startsWith('/assets/sample/')) return 'public, max-age=86400';
  return 'public, max-age=3600';
}

export const staticAssets = new Hono<AppEnv>().on(['GET', 'HEAD'], '/assets/*', async (c) => {
  const asset = await c.env.ASSETS.fetch(c.req.raw);
  if (asset.status === 404) throw notFound(PAGE_NOT_FOUND);
  const response = new Response(asset.body, asset);
  if (asset.ok || asset.status === 304) {
    response.headers.set('Cache-Control', assetCacheControl(new URL(c.req.url).pathname));
  }
  return response;
});
