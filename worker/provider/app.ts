import { localeFromHeader } from '../../src/domain/locale';
import { notFound } from '../errors';
import { allowedMethods, methodNotAllowed } from '../http/method-not-allowed';
import { providerDocument, providerDocRoutes } from '../openapi/document';
import { providerRouter } from '../openapi/router';
import { adminRoutes } from './admin.routes';
import { authRoutes } from './auth.routes';
import { contentVersionRoutes } from './content-version.routes';
import { componentConfRoutes } from './component-conf.routes';
import { countryRoutes } from './country.routes';
import { formAdminRoutes } from './forms-admin.routes';
import { formRoutes } from './forms.routes';
import { messageRoutes } from './message.routes';
import { pageApiRoutes } from './page.routes';
import { parameterRoutes } from './parameter.routes';
import { siteRoutes } from './site.routes';
import { visitRoutes } from './visit.routes';

// The provider API (spec section 7): every answer is the {success, data, message} envelope.
// The site is already resolved (worker/site/site-middleware.ts); here the locale comes from
// the userLang header. Every route is declared with createRoute(), so the OpenAPI document
// (/api/openapi.json, read at /api/doc) comes from the schemas the routes validate with.

/** Where worker/index.ts mounts this app. */
export const API_PREFIX = '/api';

export const providerApp = providerRouter();

providerApp.use('*', async (c, next) => {
  const site = c.var.site;
  c.set('locale', localeFromHeader(c.req.header('userLang'), site.locales, site.defaultLocale));
  await next();
});

providerApp
  .route('/parameter', parameterRoutes)
  .route('/site/version', contentVersionRoutes)
  .route('/site', siteRoutes)
  .route('/site', visitRoutes)
  .route('/page', pageApiRoutes)
  .route('/component', componentConfRoutes)
  .route('/message', messageRoutes)
  .route('/admin', adminRoutes)
  .route('/', countryRoutes)
  .route('/', formRoutes) // forms
  .route('/admin', formAdminRoutes) // forms
  .route('/', authRoutes)
  .route(
    '/',
    providerDocRoutes(() => providerDocument(providerApp)),
  );

const accepts = allowedMethods(() => providerApp.routes);

// Unknown API paths answer the envelope here, before the public pages' catch-all; a known
// path with another method answers 405 and the methods it accepts.
providerApp.all('*', (c) => {
  const allowed = accepts(c.req.path.slice(API_PREFIX.length) || '/');
  if (allowed.length > 0) {
    throw methodNotAllowed(
      c,
      allowed,
      `La méthode ${c.req.method} n'est pas acceptée à cette adresse de l'API (méthodes acceptées : ${allowed.join(', ')}).`,
    );
  }
  throw notFound("Cette adresse de l'API n'existe pas.");
});
