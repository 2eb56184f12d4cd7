// What the site module offers the rest of the Worker (site resolution, auth mails, the mail
// consumer): code outside worker/provider/ imports this module only from here.
export { findParameter, parameterValues } from './settings/parameter.repository';
export {
  findAnsweringHosts,
  findSiteIdByHost,
  findSiteNameAndUrl,
  getSiteInfo,
  siteExists,
} from './site.repository';
export { listSiteSummaries } from './site.repository';
export { sitePrimaryOrigin } from './hosts/primary-origin';
export { findSiteContextByHost, type SiteContextFacts } from './site-context.repository';
export { findOperatorCredentials } from './platform/operator.repository';
export { claimOperatorSignInLink } from './platform/operator-link.repository';
export { refreshWaitingHosts, refuseReservedHost } from './hosts/host-mapping';
export { createPlatformSite } from './platform/site-creation';
export { isDevelopmentHost } from './hosts/custom-hostname.adapter';
export { addPageViews, type PageViewCount } from './activity/page-view.repository';
// The communes of a postal code, where the local relay stand-in answers (delivery module).
export { communesOfPostalCode } from './settings/country.repository';
// The reads every page makes, as services (worker/provider/in-process-client.ts calls them).
export { contentVersion, siteInfo } from './site-info.service';
export { parameter, parameters } from './settings/parameter.service';
export { componentConf } from './settings/component-conf.service';
export { footerLogos } from './branding/footer-logo.service';
export { footerLogoListSpec } from './branding/footer-logo.repository';
// The site's logo as PDFs draw it (PNG/JPEG, an SVG's raster twin): technical files, gift cards.
export { pdfLogoBytes } from './branding/pdf-logo';
// The media files in R2 as the media routes and their variants serve them.
export { headMedia, MEDIA_NAME, readMedia, variantKey } from './media.repository';
// The content version the page caches key on (worker/cache/content-version.ts).
export { getContentVersion, getNextChangeAt } from './site.repository';
// The operator routes' OpenAPI tag, shared with the admin host's own operator routes.
export { OPERATOR_TAG } from './platform/operator-tag';
// The operators' health endpoint and the Cron Trigger's record of its runs (worker/admin-host,
// worker/cron).
export {
  cronRunFinished,
  cronRunStarted,
  databaseAnswers,
  databaseBytes,
  hostnameBacklog,
  lastCronRun,
  outboxBacklog,
  type CronRun,
} from './platform/platform-health.repository';
// The request log's 5xx counters per route name, and their reading for the health endpoint.
export { countRouteErrors, flushRouteErrors } from './activity/route-errors.service';
export { recentRouteErrors, type RouteErrors } from './activity/route-errors.repository';
// Search, countries and cities as services (the pages' in-process client calls them).
export { search } from './search.service';
export { cities, countries } from './settings/country.service';
export { externalAppPublicConfig } from './settings/external-app.service';
// Whether a site's sender domain is verified (worker/mail: From the site's address, or the platform's).
export { senderDomainVerified } from './mail/sender-domain.service';
