import type { MiddlewareHandler } from 'hono';
import { escapeHtml } from '../../src/domain/rich-text';
import { ADMIN_ROLES } from '../../src/schema/member';
import { currentMember } from '../auth/current-member';
import type { AppEnv } from '../http/app-env';

// A site in building mode (sites.is_building, set by a platform operator) answers visitors
// 503 with Retry-After and a French "site en construction" page, so search engines come back
// later instead of indexing an unfinished site. Its ADMIN and SUPER_ADMIN browse the real
// site; the login pages, the API and the static files stay reachable so they can sign in.

export const BUILDING_RETRY_AFTER_SECONDS = 3600;

const ALWAYS_OPEN = [/^\/api(\/|$)/, /^\/assets\//, /^\/auth(\/|$)/, /^\/password\//, /^\/robots\.txt$/];

export function buildingPageHtml(siteName: string): string {
  const name = escapeHtml(siteName);
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Site en construction – ${name}</title>
<meta name="description" content="Le site ${name} est en cours de construction. Revenez bientôt.">
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1f2328;line-height:1.5}a{color:#0b5cad}</style>
</head><body><main><h1>Site en construction</h1><p>Le site ${name} se prépare et ouvrira très bientôt. Merci de votre patience&nbsp;!</p>
<p><a href="/auth">Espace administrateur</a></p></main></body></html>`;
}

export const buildingMode: MiddlewareHandler<AppEnv> = async (c, next) => {
  const site = c.var.site;
  if (!site.isBuilding || ALWAYS_OPEN.some((pattern) => pattern.test(c.req.path))) return next();
  const user = await currentMember(c);
  if (user && ADMIN_ROLES.includes(user.role)) return next();
  return c.html(buildingPageHtml(site.name), 503, {
    'retry-after': String(BUILDING_RETRY_AFTER_SECONDS),
    'cache-control': 'no-store',
  });
};
