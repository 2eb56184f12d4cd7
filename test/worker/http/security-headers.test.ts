import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import type { AppEnv } from '../../../worker/http/app-env';
import { securityHeaders } from '../../../worker/http/security-headers';
import { assetCacheControl } from '../../../worker/http/static-assets';
import { api, request, WINE_HOST } from '../support/http';
import { adminApi, adminLogin } from '../support/accounts';

// Security headers on every answer, pages (rendered or replayed from the page
// cache), API answers and static files; per-page CSP without inline scripts; files only
// for known hosts.

const WINE_ADMIN = { email: 'proprietaire@domaine-coteaux.example', password: 'Domaine-Local-2026' };

async function setWineParameters(values: Record<string, string>): Promise<void> {
  const token = await adminLogin(WINE_ADMIN, WINE_HOST);
  for (const [type, value] of Object.entries(values)) {
    const { status } = await adminApi(`/admin/parameter/${type}`, {
      host: WINE_HOST,
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ value }),
    });
    expect(status, type).toBe(200);
  }
}

/** Directive name → its sources. */
function directives(policy: string | null): Map<string, string[]> {
  expect(policy).not.toBeNull();
  return new Map(
    (policy ?? '').split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

function expectCommonHeaders(response: Response): void {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
}

describe('every HTML page gets the security headers and a CSP without inline scripts', () => {
  for (const [label, host, path] of [
    ['massage home', 'localhost', '/'],
    ['massage contact', 'localhost', '/me-contacter'],
    ['wine home', WINE_HOST, '/'],
    ['a missing page', 'localhost', '/cette-page-n-existe-pas'],
  ] as const) {
    it(`${label}: first render and the next (cached) answer alike`, async () => {
      for (const attempt of ['first', 'second']) {
        const response = await request(path, { host });
        await response.text();
        expect(response.headers.get('content-type'), attempt).toMatch(/^text\/html/);
        expectCommonHeaders(response);
        expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
        const policy = directives(response.headers.get('content-security-policy'));
        expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
        expect(policy.get('script-src')).toContain("'self'");
        expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
        expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
        expect(policy.get('object-src')).toEqual(["'none'"]);
        expect(policy.get('base-uri')).toEqual(["'self'"]);
        expect(response.headers.get('strict-transport-security')).toBeNull();
      }
    });
  }

  it('adds HSTS on https hosts only', async () => {
    const response = await request('/');
    expect(response.headers.get('strict-transport-security')).toBeNull();
    const secure = await fetchHttps('/');
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000');
    const secureApi = await fetchHttps('/api/parameter');
    expect(secureApi.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });

  it('gives the unknown-host 404 page the headers and the base policy', async () => {
    const response = await request('/', { host: 'inconnu.example' });
    expect(response.status).toBe(404);
    expectCommonHeaders(response);
    const policy = directives(response.headers.get('content-security-policy'));
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
  });
});

async function fetchHttps(path: string): Promise<Response> {
  const { exports } = await import('cloudflare:workers');
  return exports.default.fetch(new Request(`https://localhost${path}`, { redirect: 'manual' }));
}

describe('API answers are not sniffed and never framed', () => {
  it('on success and on error', async () => {
    for (const path of ['/parameter', '/page/424242']) {
      const { response } = await api(path);
      expectCommonHeaders(response);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      const policy = directives(response.headers.get('content-security-policy'));
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('default-src')).toEqual(["'none'"]);
    }
  });
});

describe('the page CSP allows the analytics services the site configures, and only those', () => {
  it('has no analytics origin on a site without analytics', async () => {
    const response = await request('/');
    const policy = directives(response.headers.get('content-security-policy'));
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
  });

  it('lists each configured service’s origins, and drops them when the setting is emptied', async () => {
    const settings = {
      MATOMO_URL: 'https://matomo.example.org/stats/',
      MATOMO_SITE_ID: '7',
      GOOGLE_TAG_ID: 'G-TEST0001',
      PLAUSIBLE_DOMAIN: 'domaine-coteaux.example',
      FACEBOOK_PIXEL_ID: '1234567890',
      SCRIPT_TO_LOAD: 'https://widgets.example.net/chat.js',
    };
    await setWineParameters(settings);
    const configured = directives(
      (await request('/', { host: WINE_HOST })).headers.get('content-security-policy'),
    );
    expect(configured.get('script-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://matomo.example.org',
        'https://*.googletagmanager.com',
        'https://plausible.io',
        'https://connect.facebook.net',
        'https://widgets.example.net',
      ]),
    );
    expect(configured.get('connect-src')).toEqual(
      expect.arrayContaining([
        'https://matomo.example.org',
        'https://*.google-analytics.com',
        'https://plausible.io',
      ]),
    );
    expect(configured.get('script-src')).not.toContain("'unsafe-inline'");

    await setWineParameters({ ...settings, GOOGLE_TAG_ID: '', FACEBOOK_PIXEL_ID: '', MATOMO_SITE_ID: '' });
    const reduced = directives(
      (await request('/', { host: WINE_HOST })).headers.get('content-security-policy'),
    );
    expect(reduced.get('script-src')).toEqual([
      "'self'",
      'https://plausible.io',
      'https://widgets.example.net',
    ]);
    await setWineParameters(Object.fromEntries(Object.keys(settings).map((type) => [type, ''])));
  });
});

async function sha256(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

describe('the owner’s end-of-body HTML stays out of the markup until consent', () => {
  const FIRST = 'window.__ownerRan = (window.__ownerRan || 0) + 1;';
  const ESCAPE = 'window.__escaped = true;';
  const PAYLOAD =
    `<script>${FIRST}</script></template><script>${ESCAPE}</script>` +
    `<p>fin</p></script><iframe src="https://booking.example.com/widget"></iframe>` +
    `<script src="https://cdn.example.org/owner.js"></script><script src="//widgets.example.com/w.js"></script>` +
    `<script src="/assets/own.js"></script>`;

  it('is a JSON data block that no </template> or </script> can close', async () => {
    await setWineParameters({ CUSTOM_HTML_END_OF_BODY: PAYLOAD });
    const html = await (await request('/', { host: WINE_HOST })).text();
    const blocks = [
      ...html.matchAll(/<script type="application\/json" data-consent-html="">(.*?)<\/script>/gs),
    ];
    expect(blocks).toHaveLength(1);
    expect(JSON.parse(blocks[0]?.[1] ?? '""')).toBe(PAYLOAD);
    expect(html).not.toContain('</template><script>');
    expect(html).not.toContain('<template data-consent-html');
    expect(html.split('<script').length - 1).toBe(html.split('</script>').length - 1);
    await setWineParameters({ CUSTOM_HTML_END_OF_BODY: '' });
  });

  it('allows its inline scripts by hash and its script and frame origins in the CSP', async () => {
    await setWineParameters({
      CUSTOM_HTML_END_OF_BODY: `${PAYLOAD}\r\n<script>\r\nwindow.__crlf = 1;\r\n</script>`,
    });
    const policy = directives(
      (await request('/', { host: WINE_HOST })).headers.get('content-security-policy'),
    );
    expect(policy.get('script-src')).toEqual(
      expect.arrayContaining([
        await sha256(FIRST),
        await sha256(ESCAPE),
        await sha256('\nwindow.__crlf = 1;\n'),
        'https://cdn.example.org',
        'https://widgets.example.com',
      ]),
    );
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('frame-src')).toEqual(["'self'", 'https://booking.example.com']);
    await setWineParameters({ CUSTOM_HTML_END_OF_BODY: '' });
  });
});

describe('static files are served for known hosts only', () => {
  it('serves /assets/ files on each site with their caching, and the headers', async () => {
    for (const host of ['localhost', WINE_HOST]) {
      const response = await request('/assets/site.css', { host });
      expect(response.status, host).toBe(200);
      expect(await response.text()).toContain('{');
      expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
      expectCommonHeaders(response);
    }
  });

  it('marks only content-hashed bundles immutable (the e2e tests fetch the built one)', () => {
    expect(assetCacheControl('/assets/islands-3FQ2XK7A.js')).toBe('public, max-age=31536000, immutable');
    expect(assetCacheControl('/assets/islands-chunk-ABCD1234.js')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(assetCacheControl('/assets/islands.js')).toBe('public, max-age=3600');
    expect(assetCacheControl('/assets/manifest.json')).toBe('no-cache');
    expect(assetCacheControl('/assets/sample/logo.svg')).toBe('public, max-age=86400');
    expect(assetCacheControl('/assets/bench-same-size.html')).toBe('public, max-age=3600');
  });

  it('answers the plain 404 to an unknown host, never the file', async () => {
    const response = await request('/assets/site.css', { host: 'inconnu.example' });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('--color');
  });

  it('answers the site’s 404 for a missing file', async () => {
    const response = await request('/assets/absent-file.css');
    expect(response.status).toBe(404);
  });
});

describe('the headers reach responses whose headers cannot be changed', () => {
  it('copies an immutable response (a redirect, a fetch or Cache API answer) to add them', async () => {
    const app = new Hono<AppEnv>()
      .use('*', securityHeaders)
      .get('/', () => Response.redirect('https://localhost/ailleurs', 302));
    const response = await app.request('https://localhost/');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://localhost/ailleurs');
    expectCommonHeaders(response);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });
});
