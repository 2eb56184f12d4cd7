// Waits for the visitor's consent (architecture: no tracker before consent) and only then
// imports the analytics loaders (client/analytics.ts, a chunk of its own): a site without
// analytics, or a visitor who refuses, never downloads them (the main islands bundle).
import {
  customScriptEnabled,
  facebookPixelEnabled,
  googleTagEnabled,
  matomoEnabled,
  plausibleEnabled,
  type AnalyticsSettings,
} from '../src/domain/site/analytics-settings.ts';
import { CONSENT_EVENT, onIslandEvent } from '../src/ui/islands/island-events.ts';

/** What this file needs from client/analytics.ts, typed without importing it. */
export interface AnalyticsModule {
  loadAnalytics: (settings: AnalyticsSettings, win: Window) => string[];
  insertConsentHtml: (win: Window) => number;
}

function isSettings(value: unknown): value is AnalyticsSettings {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const keys: (keyof AnalyticsSettings)[] = [
    'matomoUrl',
    'matomoSiteId',
    'googleTagId',
    'plausibleDomain',
    'facebookPixelId',
    'customScriptUrl',
  ];
  return keys.every((key) => typeof record[key] === 'string');
}

/** True when accepting has something to load: a configured service or the owner's consent HTML. */
function hasConsentedContent(settings: AnalyticsSettings, win: Window): boolean {
  const services = [
    matomoEnabled,
    googleTagEnabled,
    plausibleEnabled,
    facebookPixelEnabled,
    customScriptEnabled,
  ];
  return (
    services.some((enabled) => enabled(settings)) ||
    win.document.querySelector('script[type="application/json"][data-consent-html]') !== null
  );
}

/**
 * Loads analytics when the banner announces acceptance. Call before hydrating islands: the
 * banner announces a stored choice as soon as it mounts. If the visitor withdraws consent
 * after services were loaded, the page reloads so they stop running.
 */
export function listenForConsent(
  win: Window = window,
  loadModule: () => Promise<AnalyticsModule> = () => import('./analytics.ts'),
): () => void {
  let loadedAny = false;
  // The last acceptance's loading: a withdrawal waits for it before deciding to reload.
  let loading: Promise<void> = Promise.resolve();
  return onIslandEvent(
    CONSENT_EVENT,
    (detail) => {
      if (typeof detail !== 'object' || detail === null) return;
      const { accepted, settings } = detail as Record<string, unknown>;
      if (accepted === true && isSettings(settings)) {
        if (!hasConsentedContent(settings, win)) return;
        loading = loading
          .then(loadModule)
          .then((analytics) => {
            const loaded = analytics.loadAnalytics(settings, win).length + analytics.insertConsentHtml(win);
            loadedAny = loaded > 0 || loadedAny;
          })
          .catch((error: unknown) => console.error('analytics failed to load', error));
      } else if (accepted === false) {
        void loading.then(() => {
          if (loadedAny) win.location.reload();
        });
      }
    },
    win,
  );
}
