import {
  analyticsBaseUrl as baseUrl,
  customScriptEnabled,
  facebookPixelEnabled,
  googleTagEnabled,
  matomoEnabled,
  plausibleEnabled,
  type AnalyticsSettings,
} from '../src/domain/site/analytics-settings.ts';

// Consent-gated analytics (architecture: no tracker before consent). Nothing here runs
// until the ConsentBanner announces an accepted choice; then each service whose setting is
// non-empty is injected once. Each service is a small object, so adding one is one entry.
// This file is its own chunk, imported by client/consent-listener.ts only once a visitor
// accepts on a site that has something to load (out of the main islands bundle).

type Queue = unknown[];

interface Fbq {
  (...args: unknown[]): void;
  callMethod?: (...args: unknown[]) => void;
  queue: Queue;
  push: Fbq;
  loaded: boolean;
  version: string;
}

interface AnalyticsWindow extends Window {
  _paq?: Queue;
  dataLayer?: Queue;
  fbq?: Fbq;
  _fbq?: Fbq;
}

export interface AnalyticsService {
  name: string;
  enabled(settings: AnalyticsSettings): boolean;
  load(settings: AnalyticsSettings, win: AnalyticsWindow): void;
}

function inject(win: Window, name: string, src: string, attributes: Record<string, string> = {}): void {
  const script = win.document.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset.analytics = name;
  for (const [attribute, value] of Object.entries(attributes)) script.setAttribute(attribute, value);
  win.document.head.appendChild(script);
}

const matomo: AnalyticsService = {
  name: 'matomo',
  enabled: matomoEnabled,
  load(settings, win) {
    const base = baseUrl(settings.matomoUrl) ?? '';
    const paq = (win._paq ??= []);
    paq.push(['setTrackerUrl', `${base}matomo.php`], ['setSiteId', settings.matomoSiteId]);
    paq.push(['trackPageView'], ['enableLinkTracking']);
    inject(win, 'matomo', `${base}matomo.js`);
  },
};

const googleTag: AnalyticsService = {
  name: 'google-tag',
  enabled: googleTagEnabled,
  load({ googleTagId: id }, win) {
    const dataLayer = (win.dataLayer ??= []);
    const encoded = encodeURIComponent(id);
    if (id.startsWith('GTM-')) {
      dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      inject(win, 'google-tag', `https://www.googletagmanager.com/gtm.js?id=${encoded}`);
      return;
    }
    // gtag.js reads the arguments object itself, not an array.
    function gtag(..._args: unknown[]): void {
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    }
    gtag('js', new Date());
    gtag('config', id);
    inject(win, 'google-tag', `https://www.googletagmanager.com/gtag/js?id=${encoded}`);
  },
};

const plausible: AnalyticsService = {
  name: 'plausible',
  enabled: plausibleEnabled,
  load({ plausibleDomain }, win) {
    inject(win, 'plausible', 'https://plausible.io/js/script.js', { 'data-domain': plausibleDomain });
  },
};

const facebookPixel: AnalyticsService = {
  name: 'facebook-pixel',
  enabled: facebookPixelEnabled,
  load({ facebookPixelId }, win) {
    // The pixel's documented stub: queue calls until fbevents.js takes over.
    const fbq = function (...args: unknown[]) {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    } as Fbq;
    Object.assign(fbq, { queue: [], loaded: true, version: '2.0' });
    fbq.push = fbq;
    win.fbq ??= fbq;
    win._fbq ??= fbq;
    win.fbq('init', facebookPixelId);
    win.fbq('track', 'PageView');
    inject(win, 'facebook-pixel', 'https://connect.facebook.net/en_US/fbevents.js');
  },
};

// SCRIPT_TO_LOAD: a script URL the owner adds (a chat widget, a booking tool…). It may track
// too, so it waits for consent like the named services.
const customScript: AnalyticsService = {
  name: 'custom-script',
  enabled: customScriptEnabled,
  load(settings, win) {
    inject(win, 'custom-script', settings.customScriptUrl.trim());
  },
};

export const analyticsServices: readonly AnalyticsService[] = [
  matomo,
  googleTag,
  plausible,
  facebookPixel,
  customScript,
];

/** Loads each enabled service not loaded yet; returns the names it loaded. */
export function loadAnalytics(settings: AnalyticsSettings, win: Window = window): string[] {
  const loaded: string[] = [];
  for (const service of analyticsServices) {
    if (!service.enabled(settings)) continue;
    if (win.document.querySelector(`script[data-analytics="${service.name}"]`)) continue;
    service.load(settings, win);
    loaded.push(service.name);
  }
  return loaded;
}

/**
 * The owner's custom end-of-body HTML, held as a JSON string in
 * <script type="application/json" data-consent-html> until consent; returns how many blocks it
 * inserted. A contextual fragment (unlike innerHTML) leaves its scripts runnable; the page's
 * Content-Security-Policy allows the inline ones by hash.
 */
export function insertConsentHtml(win: Window = window): number {
  let inserted = 0;
  const blocks = win.document.querySelectorAll<HTMLScriptElement>(
    'script[type="application/json"][data-consent-html]',
  );
  for (const block of blocks) {
    block.remove(); // once only, even if the JSON is broken
    let html: unknown;
    try {
      html = JSON.parse(block.textContent ?? '');
    } catch {
      continue;
    }
    if (typeof html !== 'string') continue;
    const range = win.document.createRange();
    range.selectNodeContents(win.document.body);
    win.document.body.appendChild(range.createContextualFragment(html));
    inserted += 1;
  }
  return inserted;
}
