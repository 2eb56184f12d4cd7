import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env';

// The islands bundle has a content hash in its name; scripts/build-client.mjs writes
// public/assets/manifest.json with its URL. Read once per isolate through the assets binding.

let cached: Promise<string | null> | null = null;

async function readManifest(c: Context<AppEnv>): Promise<string | null> {
  const response = await c.env.ASSETS.fetch(new URL('/assets/manifest.json', c.req.url));
  if (!response.ok) {
    console.warn(JSON.stringify({ event: 'islands.manifest_missing', status: response.status }));
    return null;
  }
  const manifest: { islands?: unknown } = await response.json();
  return typeof manifest.islands === 'string' ? manifest.islands : null;
}

export function islandsScriptUrl(c: Context<AppEnv>): Promise<string | null> {
  cached ??= readManifest(c).catch(() => null);
  return cached;
}
