import { Hono } from 'hono';
import { localeFromHeader } from '../../src/domain/locale';
import { notFound } from '../errors';
import type { AppEnv } from '../http/app-env';
import { adminRoutes } from './admin.routes';
import { authRoutes } from './auth.routes';
import { contentVersionRoutes } from './content-version.routes';
import { componentConfRoutes } from './component-conf.routes';
import { countryRoutes } from './country.routes';
import { messageRoutes } from './message.routes';
import { pageRoutes } from './page.routes';
import { parameterRoutes } from './parameter.routes';
import { siteRoutes } from './site.routes';

// The provider API (spec section 7): every answer is the {success, data, message} envelope.
// The site is already resolved (worker/site/site-middleware.ts); here the locale comes from
// the userLang header.

export const providerApp = new Hono<AppEnv>()
  .use('*', async (c, next) => {
    const site = c.var.site;
    c.set('locale', localeFromHeader(c.req.header('userLang'), site.locales, site.defaultLocale));
    await next();
  })
  .route('/parameter', parameterRoutes)
  .route('/site/version', contentVersionRoutes)
  .route('/site', siteRoutes)
  .route('/page', pageRoutes)
  .route('/component', componentConfRoutes)
  .route('/message', messageRoutes)
  .route('/admin', adminRoutes)
  .route('/', countryRoutes)
  .route('/', authRoutes)
  // Unknown API paths answer the envelope here, before the public pages' catch-all.
  .all('*', () => {
    throw notFound("Cette adresse de l'API n'existe pas.");
  });
