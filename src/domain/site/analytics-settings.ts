import type { ParameterMap } from '../../schema/site/parameter.ts';

// The analytics services a site enables by configuration. An empty value
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

/** An http(s) base URL ending in '/', or null: the setting is typed by a site owner. */
export function analyticsBaseUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    return parsed.href.endsWith('/') ? parsed.href : `${parsed.href}/`;
  } catch {
    return null;
  }
}

// Which settings turn a service on. The client (client/analytics.ts) loads exactly these, and
// the page's Content-Security-Policy allows exactly their origins.
export const matomoEnabled = (settings: AnalyticsSettings): boolean =>
  analyticsBaseUrl(settings.matomoUrl) !== null && settings.matomoSiteId !== '';
export const googleTagEnabled = (settings: AnalyticsSettings): boolean => settings.googleTagId !== '';
export const plausibleEnabled = (settings: AnalyticsSettings): boolean => settings.plausibleDomain !== '';
export const facebookPixelEnabled = (settings: AnalyticsSettings): boolean => settings.facebookPixelId !== '';
export const customScriptEnabled = (settings: AnalyticsSettings): boolean =>
  analyticsBaseUrl(settings.customScriptUrl) !== null;
