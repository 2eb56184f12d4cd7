import { Hono, type Context } from 'hono';
import { escapeHtml } from '../../src/domain/shared/rich-text';
import { tokenHash } from '../auth/password';
import type { AppEnv } from '../http/app-env';
import { plainErrorHtml } from '../http/error-page';
import { claimOperatorSignInLink } from '../provider/site/public';
import { ADMIN_SHELL_POLICY } from './shell.routes';
import { openAdminSession } from './session.routes';

// The operator's one-time sign-in link, printed by `npm run operator:create --
// --link`: the first way into a fresh production database. Opening the link shows a page with
// one button; only its POST claims the token, so a mail or chat client that fetches the link
// to preview it does not spend it. The POST goes to /api/admin/session/link, behind the admin
// host's Origin check (api-guard.ts adminSameOrigin), and opens a session as the password does.
// The page sends no Referer (meta referrer): the token is in its address.

const OPERATOR_LINK_PATH = '/connexion/lien';
const LINK_INVALID =
  'Ce lien de connexion n’est plus valable (déjà utilisé ou plus vieux d’une heure). ' +
  'Demandez-en un autre avec npm run operator:create -- --email … --link.';

const PAGE_HEADERS = {
  'cache-control': 'private, no-store',
  'content-security-policy': ADMIN_SHELL_POLICY,
  'x-robots-tag': 'noindex',
};

function linkPage(token: string): string {
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><meta name="referrer" content="no-referrer"><title>Connexion de l’opérateur</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1f2328;line-height:1.5}button{font:inherit;min-height:44px;padding:0 1.5rem}</style>
</head><body><main><h1>Connexion de l’opérateur</h1>
<p>Ce lien ouvre une session d’administration de la plateforme. Il ne sert qu’une fois.</p>
<form method="post" action="/api/admin/session/link">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit">Se connecter</button>
</form></main></body></html>`;
}

function invalid(c: Context<AppEnv>) {
  return c.html(plainErrorHtml(400, LINK_INVALID), 400, PAGE_HEADERS);
}

/** GET /connexion/lien?jeton=… on the admin host: the page with the button. */
export const operatorLinkPage = new Hono<AppEnv>().get(OPERATOR_LINK_PATH, (c) => {
  const token = c.req.query('jeton')?.trim() ?? '';
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return invalid(c);
  return c.html(linkPage(token), 200, PAGE_HEADERS);
});

/** POST /api/admin/session/link (form or JSON {token}): claims the link, opens the session. */
export const operatorLinkClaim = new Hono<AppEnv>().post('/', async (c) => {
  const type = c.req.header('content-type') ?? '';
  const body: Record<string, unknown> = type.includes('application/json')
    ? await c.req.json<Record<string, unknown>>().catch(() => ({}))
    : await c.req.parseBody().catch(() => ({}));
  const token = typeof body.token === 'string' ? body.token.trim() : '';
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return invalid(c);
  const operator = await claimOperatorSignInLink(
    c.env.DB,
    await tokenHash(token),
    Math.floor(Date.now() / 1000),
  );
  if (!operator) return invalid(c);
  await openAdminSession(c, { email: operator.email, operatorId: operator.id, sites: [] });
  c.header('cache-control', 'no-store');
  return c.redirect('/', 303);
});
