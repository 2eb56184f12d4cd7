import { Hono, type Context } from 'hono';
import { escapeHtml } from '../../src/domain/shared/rich-text';
import type { AppEnv } from '../http/app-env';

// The admin host's pages: one HTML shell for the react-admin panel (client/admin)
// at /, /login and /sites/{id}/… (the panel routes in the browser). It carries nothing an
// owner wrote: no site layout, custom HTML, theme or script, so its policy allows scripts
// from this origin only, with no hash. Never cached: it is the door to privileged sessions.

/**
 * Scripts: the bundle and its chunks from this origin only. Styles: react-admin's CSS-in-JS
 * inserts <style> elements. Images: the panel shows each site's media from the storefront's
 * origin, so any http(s) image (an image runs no code). Frames: previews come from the
 * storefront's origin in a sandboxed frame, never inlined here. Nobody may frame the panel.
 */
export const ADMIN_SHELL_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' http: https: data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' http: https:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

async function adminBundleUrl(assets: Fetcher, origin: string): Promise<string | null> {
  const response = await assets.fetch(new URL('/assets/admin-manifest.json', origin));
  if (!response.ok) return null;
  const manifest: { admin?: unknown } = await response.json();
  return typeof manifest.admin === 'string' ? manifest.admin : null;
}

function adminShellHtml(bundle: string | null): string {
  const script = bundle
    ? `<script type="module" src="${escapeHtml(bundle)}"></script>`
    : '<p>Le panneau d’administration n’est pas construit (npm run build:admin).</p>';
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Administration</title>
<meta name="description" content="Administration des sites de la plateforme.">
</head><body><div id="admin-root"></div>
<noscript><p>Le panneau d’administration a besoin de JavaScript.</p></noscript>
${script}</body></html>`;
}

async function shell(c: Context<AppEnv>): Promise<Response> {
  const bundle = await adminBundleUrl(c.env.ASSETS, new URL(c.req.url).origin).catch(() => null);
  return c.html(adminShellHtml(bundle), 200, {
    'cache-control': 'private, no-store',
    'content-security-policy': ADMIN_SHELL_POLICY,
    'x-robots-tag': 'noindex',
  });
}

export const adminShellRoutes = new Hono<AppEnv>()
  .get('/', shell)
  .get('/login', shell)
  .get('/sites/:id{[0-9]+}', shell)
  .get('/sites/:id{[0-9]+}/*', shell);
