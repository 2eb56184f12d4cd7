import {
  analyticsBaseUrl,
  analyticsSettingsFromParameters,
  customScriptEnabled,
  facebookPixelEnabled,
  googleTagEnabled,
  matomoEnabled,
  plausibleEnabled,
  type AnalyticsSettings,
} from '../../src/domain/site/analytics-settings';
import { parameterValue, type ParameterMap } from '../../src/schema/site/parameter';

// The Content-Security-Policy of a page. Pages are cached and shared by every anonymous
// visitor, so there is no per-request nonce: scripts are trusted by origin ('self' for the
// islands bundle, the origins of the analytics services the site configures) and the owner's
// inline end-of-body scripts by their SHA-256 hash. JSON data blocks (application/json,
// application/ld+json) never execute and need nothing. Analytics still load only after
// consent: the policy allows their origins, the consent code decides when to use them.

type Directive =
  | 'default-src'
  | 'script-src'
  | 'style-src'
  | 'img-src'
  | 'font-src'
  | 'connect-src'
  | 'media-src'
  | 'frame-src'
  | 'object-src'
  | 'base-uri'
  | 'form-action'
  | 'frame-ancestors';

export type PolicySources = Record<Directive, string[]>;

/** Every HTML page starts from this: own origin only, no plugins, no framing by others. */
export function basePolicySources(): PolicySources {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // Styles cannot run code; the theme <style>, React style attributes and the owner's HTML need inline styles.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Images, fonts and media cannot run code either; owners link them from anywhere over https.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:', 'https:'],
    'connect-src': ["'self'"],
    'media-src': ["'self'", 'https:'],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

export function serialisePolicy(sources: PolicySources): string {
  return Object.entries(sources)
    .map(([directive, values]) => `${directive} ${[...new Set(values)].join(' ')}`)
    .join('; ');
}

/** The policy of pages rendered without site data (error pages before the site is known). */
export const BASE_PAGE_POLICY = serialisePolicy(basePolicySources());

interface ServiceSources {
  script: string[];
  connect: string[];
  img: string[];
}

// Origins per service, from each vendor's CSP guide (Google tag: "Use Content Security Policy
// with Google Tag Manager / GA4"; Meta pixel; Plausible; Matomo on its own host).
const GOOGLE_TAG: ServiceSources = {
  script: ['https://*.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};
const PLAUSIBLE: ServiceSources = {
  script: ['https://plausible.io'],
  connect: ['https://plausible.io'],
  img: [],
};
const FACEBOOK_PIXEL: ServiceSources = {
  script: ['https://connect.facebook.net'],
  connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
  img: ['https://www.facebook.com'],
};

/** The origin of an absolute (or protocol-relative) http(s) URL, or null ('self' covers relative ones). */
function originOf(url: string): string | null {
  const trimmed = url.trim();
  const base = analyticsBaseUrl(trimmed.startsWith('//') ? `https:${trimmed}` : trimmed);
  return base === null ? null : new URL(base).origin;
}

/** Origins of the analytics services this site configures, and only those. */
function analyticsSources(settings: AnalyticsSettings): ServiceSources {
  const sources: ServiceSources = { script: [], connect: [], img: [] };
  const add = (service: ServiceSources) => {
    sources.script.push(...service.script);
    sources.connect.push(...service.connect);
    sources.img.push(...service.img);
  };
  const matomo = matomoEnabled(settings) ? originOf(settings.matomoUrl) : null;
  if (matomo) add({ script: [matomo], connect: [matomo], img: [matomo] });
  if (googleTagEnabled(settings)) add(GOOGLE_TAG);
  if (plausibleEnabled(settings)) add(PLAUSIBLE);
  if (facebookPixelEnabled(settings)) add(FACEBOOK_PIXEL);
  const custom = customScriptEnabled(settings) ? originOf(settings.customScriptUrl) : null;
  if (custom) add({ script: [custom], connect: [], img: [] });
  return sources;
}

interface CustomHtmlSources {
  scriptHashes: string[]; // 'sha256-…' of each inline script
  scriptOrigins: string[]; // origins of <script src>
  frameOrigins: string[]; // origins of <iframe src>
}

async function sha256Source(source: string): Promise<string> {
  // A browser's parser turns CR LF and lone CR into LF before the script text is hashed.
  const text = source.replace(/\r\n?/g, '\n');
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

/**
 * What the owner's end-of-body HTML needs once consent inserts it. Read with HTMLRewriter, the
 * same HTML tokenizer as a browser's, so a hash covers exactly the text the browser will run.
 */
async function customHtmlSources(html: string): Promise<CustomHtmlSources> {
  const inline: string[] = [];
  const scriptOrigins: string[] = [];
  const frameOrigins: string[] = [];
  let inlineIndex = -1; // the inline script whose text chunks are arriving, if any
  await new HTMLRewriter()
    .on('script', {
      element(element) {
        const src = element.getAttribute('src');
        inlineIndex = src === null ? inline.push('') - 1 : -1;
        const origin = src === null ? null : originOf(src);
        if (origin) scriptOrigins.push(origin);
      },
      text(chunk) {
        if (inlineIndex >= 0) inline[inlineIndex] += chunk.text;
      },
    })
    .on('iframe[src]', {
      element(element) {
        const origin = originOf(element.getAttribute('src') ?? '');
        if (origin) frameOrigins.push(origin);
      },
    })
    .transform(new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }))
    .arrayBuffer();
  const scriptHashes = await Promise.all(inline.map(sha256Source));
  return { scriptHashes, scriptOrigins, frameOrigins };
}

/**
 * The page's policy from the site's parameters: the analytics services it configures and the
 * owner's CUSTOM_HTML_END_OF_BODY. The same parameters give the same policy, so it is cached
 * and replayed with the page's HTML.
 */
export async function pageSecurityPolicy(parameters: ParameterMap): Promise<string> {
  const sources = basePolicySources();
  const analytics = analyticsSources(analyticsSettingsFromParameters(parameters));
  sources['script-src'].push(...analytics.script);
  sources['connect-src'].push(...analytics.connect);
  sources['img-src'].push(...analytics.img);
  const customHtml = parameterValue(parameters, 'CUSTOM_HTML_END_OF_BODY')?.trim() ?? '';
  if (customHtml !== '') {
    const custom = await customHtmlSources(customHtml);
    sources['script-src'].push(...custom.scriptOrigins, ...custom.scriptHashes);
    sources['frame-src'].push(...custom.frameOrigins);
  }
  return serialisePolicy(sources);
}
