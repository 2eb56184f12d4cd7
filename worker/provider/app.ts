import { localeFromHeader } from '../../src/domain/shared/locale';
import { blankSiteRoute } from '../admin-host/blank-site.openapi';
import { adminHostOnly } from '../auth/current-member';
import { notFound } from '../errors';
import { allowedMethods, methodNotAllowed } from '../http/method-not-allowed';
import { API_PREFIX } from '../http/provider-handover';
import { providerDocument, providerDocRoutes } from '../openapi/document';
import { providerRouter } from '../openapi/router';
import { auditAdminWrites } from './site/activity/audit.routes';
import { bookingModule } from './booking';
import { catalogueModule } from './catalogue';
import { contentModule } from './content';
import { deliveryModule } from './delivery';
import { giftCardsModule } from './gift-cards';
import { membersModule } from './members';
import { ordersModule } from './orders';
import { publishingModule } from './publishing';
import { siteModule } from './site';
import { translationModule } from './translation';

// The provider API: every answer is the {success, data, message} envelope.
// The site is already resolved (worker/site/site-middleware.ts); here the locale comes from
// the userLang header. Every route is declared with createRoute(), so the OpenAPI document
// (/api/openapi.json, read at /api/doc) comes from the schemas the routes validate with.
// Loaded on first use and served at API_PREFIX by worker/provider/runner.ts.

export const providerApp = providerRouter();

providerApp.use('*', async (c, next) => {
  const site = c.var.site;
  c.set('locale', localeFromHeader(c.req.header('userLang'), site.locales, site.defaultLocale));
  await next();
});

// Admin calls are answered on the admin host only: a storefront or the API host
// refuses every /api/admin/* path, known or not, whatever credential it carries.
providerApp.use('/admin/*', adminHostOnly);
providerApp.use('/admin/*', auditAdminWrites);

// The modules, one folder each (docs/architecture.md says what each holds).
providerApp
  .route('/', siteModule) // site, parameters, media, search, visits, audit, the operator
  .route('/', contentModule) // pages, news, blog, albums, services, elements, forms, messages
  .route('/', publishingModule) // drafts, scheduled publishing, revisions, shared previews
  .route('/', membersModule) // members, sign-in, personal space, newsletter
  .route('/', catalogueModule) // products, stock, technical file, cart (e-commerce)
  .route('/', deliveryModule) // carriers, zones, quotes, relay points, click and collect
  .route('/', ordersModule) // orders, documents, payment, discount codes
  .route('/', bookingModule) // bookable services, slots, appointments, the diary
  .route('/', giftCardsModule) // gift cards: sale, balance, the owner's list and counter
  .route('/', translationModule) // the owner's translations, machine translation
  .route(
    '/',
    providerDocRoutes(() => providerDocument(providerApp)),
  );

// Served by the admin host before this app (it needs no site), documented with the others.
providerApp.openAPIRegistry.registerPath(blankSiteRoute);

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
