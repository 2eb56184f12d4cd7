import { describe, expect, it, vi } from 'vitest';
import * as analytics from '../../../client/analytics.ts';
import { loadAnalytics } from '../../../client/analytics.ts';
import { listenForConsent as listen } from '../../../client/consent-listener.ts';
import type { AnalyticsSettings } from '../../../src/domain/site/analytics-settings.ts';
import { CONSENT_EVENT, dispatchIslandEvent } from '../../../src/ui/islands/island-events.ts';

interface FakeScript {
  src: string;
  async: boolean;
  dataset: Record<string, string>;
  attributes: Record<string, string>;
  setAttribute(name: string, value: string): void;
}

/** Just enough of window/document for the loaders: they create and append script tags. */
function fakeWindow() {
  const scripts: FakeScript[] = [];
  const document = {
    createElement: (): FakeScript => ({
      src: '',
      async: false,
      dataset: {},
      attributes: {},
      setAttribute(name, value) {
        this.attributes[name] = value;
      },
    }),
    querySelectorAll: () => [],
    querySelector: (selector: string) =>
      scripts.find((script) => selector === `script[data-analytics="${script.dataset.analytics}"]`) ?? null,
    head: { appendChild: (script: FakeScript) => scripts.push(script) },
  };
  const reload = vi.fn();
  const win = Object.assign(new EventTarget(), { document, location: { reload } });
  return { win: win as unknown as Window & Record<string, unknown>, scripts, reload };
}

const none: AnalyticsSettings = {
  matomoUrl: '',
  matomoSiteId: '',
  googleTagId: '',
  plausibleDomain: '',
  facebookPixelId: '',
  customScriptUrl: '',
};
const all: AnalyticsSettings = {
  matomoUrl: 'https://stats.example.fr',
  matomoSiteId: '3',
  googleTagId: 'G-ABC123',
  plausibleDomain: 'example.fr',
  facebookPixelId: '1234567890',
  customScriptUrl: 'https://widget.example.fr/reservation.js',
};

describe('analytics loaders', () => {
  it('loads nothing when no service is configured', () => {
    const { win, scripts } = fakeWindow();
    expect(loadAnalytics(none, win)).toEqual([]);
    expect(scripts).toEqual([]);
  });

  it('loads each configured service once', () => {
    const { win, scripts } = fakeWindow();
    expect(loadAnalytics(all, win)).toEqual([
      'matomo',
      'google-tag',
      'plausible',
      'facebook-pixel',
      'custom-script',
    ]);
    expect(loadAnalytics(all, win)).toEqual([]);
    expect(scripts.map((script) => script.src)).toEqual([
      'https://stats.example.fr/matomo.js',
      'https://www.googletagmanager.com/gtag/js?id=G-ABC123',
      'https://plausible.io/js/script.js',
      'https://connect.facebook.net/en_US/fbevents.js',
      'https://widget.example.fr/reservation.js',
    ]);
    expect(scripts[2]?.attributes['data-domain']).toBe('example.fr');
  });

  it('queues the first commands for each tracker', () => {
    const { win } = fakeWindow();
    loadAnalytics(all, win);
    expect(win._paq).toContainEqual(['setSiteId', '3']);
    expect(win._paq).toContainEqual(['trackPageView']);
    expect((win.dataLayer as ArrayLike<unknown>[]).map((args) => Array.from(args)[0])).toEqual([
      'js',
      'config',
    ]);
    expect(typeof win.fbq).toBe('function');
  });

  it('loads only the services whose setting is filled in', () => {
    const { win } = fakeWindow();
    expect(loadAnalytics({ ...none, plausibleDomain: 'example.fr' }, win)).toEqual(['plausible']);
    expect(loadAnalytics({ ...none, matomoUrl: 'https://stats.example.fr' }, win)).toEqual([]); // no site id
    expect(loadAnalytics({ ...none, matomoUrl: 'javascript:alert(1)', matomoSiteId: '1' }, win)).toEqual([]);
  });

  it('uses the tag manager script for a GTM container id', () => {
    const { win, scripts } = fakeWindow();
    loadAnalytics({ ...none, googleTagId: 'GTM-XYZ' }, win);
    expect(scripts[0]?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-XYZ');
  });
});

// The listener imports client/analytics.ts only on acceptance; here the module is handed over
// directly, and each check waits for the import's promise to settle.
const listenForConsent = (win: Window) => listen(win, () => Promise.resolve(analytics));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('consent gate', () => {
  it('injects nothing before consent, then loads on acceptance', async () => {
    const { win, scripts } = fakeWindow();
    listenForConsent(win);
    expect(scripts).toEqual([]);
    dispatchIslandEvent(CONSENT_EVENT, { accepted: false, settings: all }, win);
    await settle();
    expect(scripts).toEqual([]);
    dispatchIslandEvent(CONSENT_EVENT, { accepted: true, settings: all }, win);
    await settle();
    expect(scripts).toHaveLength(5);
  });

  it('does not import the loaders when the site has nothing to load', async () => {
    const { win } = fakeWindow();
    const load = vi.fn(() => Promise.resolve(analytics));
    listen(win, load);
    dispatchIslandEvent(CONSENT_EVENT, { accepted: true, settings: none }, win);
    await settle();
    expect(load).not.toHaveBeenCalled();
    dispatchIslandEvent(CONSENT_EVENT, { accepted: true, settings: all }, win);
    await settle();
    expect(load).toHaveBeenCalledOnce();
  });

  it('reloads the page when consent is withdrawn after services were loaded', async () => {
    const { win, reload } = fakeWindow();
    listenForConsent(win);
    dispatchIslandEvent(CONSENT_EVENT, { accepted: false, settings: all }, win);
    await settle();
    expect(reload).not.toHaveBeenCalled();
    dispatchIslandEvent(CONSENT_EVENT, { accepted: true, settings: all }, win);
    dispatchIslandEvent(CONSENT_EVENT, { accepted: false, settings: all }, win); // before the import settles
    await settle();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('ignores malformed events', async () => {
    const { win, scripts } = fakeWindow();
    listenForConsent(win);
    dispatchIslandEvent(CONSENT_EVENT, { accepted: true, settings: { matomoUrl: 3 } }, win);
    dispatchIslandEvent(CONSENT_EVENT, 'oui', win);
    await settle();
    expect(scripts).toEqual([]);
  });
});
