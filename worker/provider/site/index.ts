import { providerRouter } from '../../openapi/router';
import { auditRoutes } from './activity/audit.routes';
import { brandingAdminRoutes } from './branding/branding-admin.routes';
import { componentConfRoutes } from './settings/component-conf.routes';
import { contentVersionRoutes } from './content-version.routes';
import { countryRoutes } from './settings/country.routes';
import { dashboardAdminRoutes } from './activity/dashboard-admin.routes';
import { emailOutboxRoutes } from './mail/email-outbox.routes';
import { externalAppRoutes } from './settings/external-app.routes';
import { footerLogoRoutes } from './branding/footer-logo.routes';
import { mediaRoutes } from './media.routes';
import { parameterAdminRoutes } from './settings/parameter-admin.routes';
import { parameterRoutes } from './settings/parameter.routes';
import { operatorAdminRoutes } from './platform/operator-admin.routes';
import { pageViewAdminRoutes } from './activity/page-view-admin.routes';
import { platformAdminRoutes } from './platform/platform-admin.routes';
import { platformDirectoryRoutes } from './platform/platform-directory.routes';
import { searchRoutes } from './search.routes';
import { senderDomainRoutes } from './mail/sender-domain.routes';
import { siteRoutes } from './site.routes';
import { visitRoutes } from './activity/visit.routes';

/**
 * The site module: what a site is and how it is set up (site info, parameters and their admin,
 * component configs, external apps, logos and fonts, countries), what it records (visits, audit
 * log, dashboard), its media and search, and the platform operator's sites, domains and accounts.
 */
export const siteModule = providerRouter()
  .route('/parameter', parameterRoutes)
  .route('/admin', parameterAdminRoutes)
  .route('/site/version', contentVersionRoutes) // before /site: « version » is no site field
  .route('/site', siteRoutes)
  .route('/site', visitRoutes)
  .route('/component', componentConfRoutes)
  .route('/external-app', externalAppRoutes)
  .route('/', brandingAdminRoutes)
  .route('/', footerLogoRoutes) // partner and label logos of the footer
  .route('/', countryRoutes)
  .route('/', mediaRoutes)
  .route('/', searchRoutes)
  .route('/', auditRoutes)
  .route('/', dashboardAdminRoutes)
  .route('/', pageViewAdminRoutes) // the storefront's page views
  .route('/', emailOutboxRoutes) // the sent e-mails (outbox) of the site
  .route('/', senderDomainRoutes) // the DNS records of the site's sender domain
  .route('/', platformAdminRoutes) // the platform operator: one site
  .route('/', platformDirectoryRoutes) // the platform operator: across sites
  .route('/', operatorAdminRoutes); // the platform operator: the operators themselves
