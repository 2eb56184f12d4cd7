import { Hono } from 'hono';
import { escapeHtml } from '../../src/domain/rich-text';
import { ADMIN_ROLES } from '../../src/schema/member';
import { currentMember } from '../auth/current-member';
import type { AppEnv } from '../http/app-env';

// /admin on every site host: the shell of the admin panel (client/admin, react-admin), for the
// site's ADMIN and SUPER_ADMIN only; anyone else goes to /auth and comes back. Every screen's
// route (/admin/pages/3…) answers the same shell: the panel routes in the browser. Never
// cached: it depends on who asks.

export const ADMIN_LOGIN_REDIRECT = '/auth?redirect=/admin';

async function adminBundleUrl(assets: Fetcher, origin: string): Promise<string | null> {
  const response = await assets.fetch(new URL('/assets/admin-manifest.json', origin));
  if (!response.ok) return null;
  const manifest: { admin?: unknown } = await response.json();
  return typeof manifest.admin === 'string' ? manifest.admin : null;
}

export function adminShellHtml(siteName: string, bundle: string | null): string {
  const name = escapeHtml(siteName);
  const script = bundle
    ? `<script type="module" src="${escapeHtml(bundle)}"></script>`
    : '<p>Le panneau d’administration n’est pas construit (npm run build:admin).</p>';
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Administration – ${name}</title>
<meta name="description" content="Administration du site ${name}.">
</head><body><div id="admin-root"></div>
<noscript><p>Le panneau d’administration a besoin de JavaScript.</p></noscript>
${script}</body></html>`;
}

export const adminPanelRoutes = new Hono<AppEnv>().get('/admin/*', async (c) => {
  const user = await currentMember(c);
  if (!user || !ADMIN_ROLES.includes(user.role)) return c.redirect(ADMIN_LOGIN_REDIRECT, 302);
  const bundle = await adminBundleUrl(c.env.ASSETS, new URL(c.req.url).origin).catch(() => null);
  return c.html(adminShellHtml(c.var.site.name, bundle), 200, { 'cache-control': 'private, no-store' });
});
