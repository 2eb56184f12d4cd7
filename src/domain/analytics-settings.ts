import type { ParameterMap } from '../schema/parameter.ts';

// The analytics services a site enables by configuration (spec section 1). An empty value
// disables the service. They are only loaded after the visitor accepts cookies.

export interface AnalyticsSettings {
  matomoUrl: string;
  matomoSiteId: string;
  googleTagId: string;
  plausibleDomain: string;
  facebookPixelId: string;
  customScriptUrl: string; // SCRIPT_TO_LOAD: the owner's own script, consent-gated like the rest
}

const value = (parameters: ParameterMap, type: string): string => parameters[type]?.value?.trim() ?? '';

/** The settings from the site's parameters (type-only import: keeps zod out of the client bundle). */
export function analyticsSettingsFromParameters(parameters: ParameterMap): AnalyticsSettings {
  return {
    matomoUrl: value(parameters, 'MATOMO_URL'),
    matomoSiteId: value(parameters, 'MATOMO_SITE_ID'),
    googleTagId: value(parameters, 'GOOGLE_TAG_ID'),
    plausibleDomain: value(parameters, 'PLAUSIBLE_DOMAIN'),
    facebookPixelId: value(parameters, 'FACEBOOK_PIXEL_ID'),
    customScriptUrl: value(parameters, 'SCRIPT_TO_LOAD'),
  };
}

export function hasAnalytics(settings: AnalyticsSettings): boolean {
  return Object.values(settings).some((setting) => setting !== '');
}
