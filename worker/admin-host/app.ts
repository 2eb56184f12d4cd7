import { Hono } from 'hono';
import { notFound } from '../errors';
import type { AppEnv } from '../http/app-env';
import { bodySizeLimit } from '../http/body-limit';
import { onError } from '../http/on-error';
import { requestId } from '../http/request-id';
import { requestLog } from '../http/request-log';
import { securityHeaders } from '../http/security-headers';
import { staticAssets } from '../http/static-assets';
import { providerDispatch } from '../provider/dispatch';
import { countRouteErrors } from '../provider/site/public';
import { API_PREFIX } from '../http/provider-handover';
import { adminApiSite, adminSameOrigin, oneAdminSessionCookie } from './api-guard';
import { blankSiteRoutes } from './blank-site.routes';
import { healthRoutes } from './health.routes';
import { localInboxRoutes } from './local-inbox.routes';
import { secretsRoutes } from './secrets.routes';
import { operatorLinkClaim, operatorLinkPage } from './operator-link.routes';
import { adminSessionRoutes } from './session.routes';
import { adminShellRoutes } from './shell.routes';

// The admin host (ADMIN_HOST): the admin panel and the operator console on their own
// origin. Nothing of a storefront runs here: no site layout, no page route, no owner HTML, CSS
// or script, no site CSP hash. It serves the static files (the admin bundle), the panel's
// shell, the admin-session sign-in, and the provider API for the site chosen in idSite.

export const adminHostApp = new Hono<AppEnv>()
  .use('*', requestId)
  .use('*', requestLog('admin', countRouteErrors))
  .use('*', securityHeaders)
  .use(`${API_PREFIX}/*`, oneAdminSessionCookie)
  .use(`${API_PREFIX}/*`, adminSameOrigin)
  .use(`${API_PREFIX}/*`, bodySizeLimit)
  .route(`${API_PREFIX}/admin/session/link`, operatorLinkClaim) // operator:create --link
  .route(`${API_PREFIX}/admin/session`, adminSessionRoutes)
  .route(`${API_PREFIX}/admin/platform/blank-site`, blankSiteRoutes) // no site needed
  .route(`${API_PREFIX}/admin/platform/health`, healthRoutes) // operators and monitors, no site needed
  .route(`${API_PREFIX}/admin/platform/secrets`, secretsRoutes) // operators, after a key rotation
  .use(`${API_PREFIX}/*`, adminApiSite)
  .all(`${API_PREFIX}/*`, providerDispatch) // the provider app, loaded on first use
  .route('/', operatorLinkPage)
  .route('/', localInboxRoutes) // a development machine's e-mails (404 everywhere else)
  .route('/', staticAssets)
  .route('/', adminShellRoutes);

adminHostApp.notFound(() => {
  throw notFound('Cette page n’existe pas sur l’hôte d’administration.');
});
adminHostApp.onError(onError);
