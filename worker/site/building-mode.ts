import type { MiddlewareHandler } from 'hono';
import { escapeHtml } from '../../src/domain/shared/rich-text';
import { textColorOn, themeColors, type ThemeColors } from '../../src/domain/site/theme';
import { ADMIN_ROLES } from '../../src/schema/members/member';
import type { ParameterMap } from '../../src/schema/site/parameter';
import { currentMember } from '../auth/page-member';
import type { AppEnv } from '../http/app-env';
import { parameterValues } from '../provider/site/public';

// A site in building mode (sites.is_building, set by a platform operator) answers visitors
// 503 with Retry-After and a French "site en construction" page, so search engines come back
// later instead of indexing an unfinished site. Its ADMIN and SUPER_ADMIN browse the real
// site; the sign-in pages, /admin (which sends the owner to the admin host's sign-in; it
// must not answer 503 here), the API and the static files stay reachable so they can sign in.
// The page wears the site's name and colours, so the owner recognises their site in it.

const BUILDING_RETRY_AFTER_SECONDS = 3600;

const ALWAYS_OPEN = [
  /^\/api(\/|$)/,
  /^\/assets\//,
  /^\/auth(\/|$)/,
  /^\/password\//,
  /^\/admin(\/|$)/,
  /^\/robots\.txt$/,
];

/** The settings the page's colours come from (themeColors resolves defaults and the dark theme). */
const COLOUR_SETTINGS = ['PRIMARY_COLOR', 'ACCENT_COLOR', 'BACKGROUND_COLOR', 'HEADER_COLOR', 'DARK_THEME'];

function buildingPageHtml(siteName: string, colors?: ThemeColors): string {
  const name = escapeHtml(siteName);
  // themeColors gives lower-case #rrggbb only: safe inside the style element.
  const { background, header, primary } = colors ?? themeColors({});
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Site en construction – ${name}</title>
<meta name="description" content="Le site ${name} est en cours de construction. Revenez bientôt.">
<style>body{margin:0;font-family:system-ui,sans-serif;line-height:1.5;background:${background};color:${textColorOn(background)}}
header{background:${header};color:${textColorOn(header)};border-bottom:4px solid ${primary};padding:1.25rem 1rem}
header p{max-width:40rem;margin:0 auto;font-size:1.5rem;font-weight:700}
main{max-width:40rem;margin:3rem auto;padding:0 1rem}
.admin{display:inline-block;padding:.75rem 1.25rem;border-radius:.375rem;background:${primary};color:${textColorOn(primary)};text-decoration:none;font-weight:600}</style>
</head><body><header><p>${name}</p></header><main><h1>Site en construction</h1><p>Le site ${name} se prépare et ouvrira très bientôt. Merci de votre patience&nbsp;!</p>
<p><a class="admin" href="/admin">Espace administrateur</a></p></main></body></html>`;
}

async function siteColors(db: D1Database, siteId: number): Promise<ThemeColors> {
  const values = await parameterValues(db, siteId, COLOUR_SETTINGS);
  const parameters: ParameterMap = Object.fromEntries(
    [...values].map(([type, value]) => [type, { id: 0, type, kind: 'STRING', label: type, value }]),
  );
  return themeColors(parameters);
}

export const buildingMode: MiddlewareHandler<AppEnv> = async (c, next) => {
  const site = c.var.site;
  if (!site.isBuilding || ALWAYS_OPEN.some((pattern) => pattern.test(c.req.path))) return next();
  const user = await currentMember(c);
  if (user && ADMIN_ROLES.includes(user.role)) return next();
  return c.html(buildingPageHtml(site.name, await siteColors(c.env.DB, site.id)), 503, {
    'retry-after': String(BUILDING_RETRY_AFTER_SECONDS),
    'cache-control': 'no-store',
  });
};
