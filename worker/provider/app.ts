import { localeFromHeader } from '../../src/domain/locale';
import { notFound } from '../errors';
import { allowedMethods, methodNotAllowed } from '../http/method-not-allowed';
import { providerDocument, providerDocRoutes } from '../openapi/document';
import { providerRouter } from '../openapi/router';
import { adminRoutes } from './admin.routes';
import { albumRoutes } from './album.routes';
import { auditAdminWrites, auditRoutes } from './audit.routes';
import { authRoutes } from './auth.routes';
import { blogRoutes } from './blog.routes';
import { contentVersionRoutes } from './content-version.routes';
import { formAdminRoutes } from './forms-admin.routes';
import { formRoutes } from './forms.routes';
import { addressRoutes } from './address.routes';
import { shippingRoutes } from './shipping.routes';
import { externalAppRoutes } from './external-app.routes';
import { reviewRoutes } from './review.routes';
import { elementAdminRoutes } from './element-admin.routes';
import { elementRoutes } from './element.routes';
import { componentConfRoutes } from './component-conf.routes';
import { countryRoutes } from './country.routes';
import { productRoutes } from './product.routes';
import { mediaRoutes } from './media.routes';
import { messageAdminRoutes } from './message-admin.routes';
import { memberAdminRoutes } from './member-admin.routes';
import { dashboardAdminRoutes } from './dashboard-admin.routes';
import { messageRoutes } from './message.routes';
import { newsRoutes } from './news.routes';
import { orderAdminRoutes } from './order-admin.routes';
import { orderDocumentsAdminRoutes } from './order-documents-admin.routes';
import { orderRoutes } from './order.routes';
import { paymentRoutes } from './payment.routes';
import { stripeRoutes } from './stripe.routes';
import { pageAdminRoutes } from './page-admin.routes';
import { brandingAdminRoutes } from './branding-admin.routes';
import { pageApiRoutes } from './page.routes';
import { parameterRoutes } from './parameter.routes';
import { platformAdminRoutes } from './platform-admin.routes';
import { searchRoutes } from './search.routes';
import { accountRoutes } from './account.routes';
import { serviceRoutes } from './service.routes';
import { cartRoutes } from './cart.routes';
import { technicalFileRoutes } from './technical-file.routes';
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

providerApp.use('/admin/*', auditAdminWrites);

providerApp
  .route('/parameter', parameterRoutes)
  .route('/site/version', contentVersionRoutes)
  .route('/site', siteRoutes)
  .route('/element', elementRoutes)
  .route('/admin/element', elementAdminRoutes)
  .route('/', addressRoutes)
  .route('/', shippingRoutes)
  .route('/', reviewRoutes)
  .route('/external-app', externalAppRoutes)
  .route('/site', visitRoutes)
  .route('/page', pageApiRoutes)
  .route('/component', componentConfRoutes)
  .route('/message', messageRoutes)
  .route('/', formRoutes)
  .route('/admin', formAdminRoutes)
  .route('/admin', adminRoutes)
  .route('/', platformAdminRoutes) // the platform operator (SUPER_ADMIN)
  .route('/', pageAdminRoutes)
  .route('/', brandingAdminRoutes) // logos and fonts (issue 13, site section)
  .route('/', auditRoutes)
  .route('/', messageAdminRoutes)
  .route('/', memberAdminRoutes)
  .route('/', dashboardAdminRoutes)
  .route('/', mediaRoutes)
  .route('/', albumRoutes)
  .route('/', serviceRoutes)
  .route('/', cartRoutes)
  .route('/', technicalFileRoutes)
  .route('/', countryRoutes)
  .route('/', productRoutes)
  .route('/', newsRoutes)
  .route('/', orderRoutes) // orders: order, payment, Stripe webhook, admin
  .route('/', paymentRoutes)
  .route('/', stripeRoutes)
  .route('/', orderAdminRoutes)
  .route('/', orderDocumentsAdminRoutes)
  .route('/', blogRoutes)
  .route('/', searchRoutes)
  .route('/', accountRoutes)
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
