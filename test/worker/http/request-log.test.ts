import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { app } from '../../../worker/index';
import type { RequestLogLine } from '../../../worker/http/request-log';
import { ADMIN_HOST } from '../support/accounts';
import { request, WINE_HOST } from '../support/http';

// One JSON line per request, for Workers Logs (« errors of site X today »), with
// nothing personal or secret in it.

afterEach(() => {
  vi.restoreAllMocks();
});

function captureLines() {
  const lines: string[] = [];
  const keep = (...args: unknown[]) => {
    lines.push(args.map(String).join(' '));
  };
  vi.spyOn(console, 'log').mockImplementation(keep);
  vi.spyOn(console, 'error').mockImplementation(keep);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  return {
    lines,
    requests: () =>
      lines.flatMap((line) => {
        try {
          const parsed = JSON.parse(line) as { event?: string };
          return parsed.event === 'request' ? [parsed as RequestLogLine] : [];
        } catch {
          return [];
        }
      }),
  };
}

const SECRET_BITS = [
  'cliente@massages-bien-etre.example',
  'jeton-secret-123',
  '203.0.113.9',
  'token=',
  'session=',
];

describe('the request log', () => {
  it('logs a page with its site, route pattern, status and duration, and nothing personal', async () => {
    const log = captureLines();
    const response = await request('/?email=cliente@massages-bien-etre.example&jeton=jeton-secret-123', {
      headers: { 'cf-connecting-ip': '203.0.113.9', cookie: 'token=jeton-secret-123', 'cf-ray': 'rayon-42' },
    });
    expect(response.status).toBe(200);
    const line = log.requests().find((entry) => entry.requestId === 'rayon-42');
    expect(line).toMatchObject({
      event: 'request',
      host: 'site',
      siteId: 1,
      method: 'GET',
      status: 200,
      errorKind: null,
    });
    expect(line?.route).not.toContain('?');
    expect(line?.durationMs).toBeGreaterThanOrEqual(0);
    const all = log.lines.join('\n');
    for (const bit of SECRET_BITS) expect(all).not.toContain(bit);
  });

  it('names the error kind of a refusal and of an unknown host', async () => {
    const log = captureLines();
    await request('/api/news/999999', { host: WINE_HOST, headers: { 'cf-ray': 'rayon-404' } });
    await request('/', { host: 'inconnu.example', headers: { 'cf-ray': 'rayon-hote' } });
    const byId = new Map(log.requests().map((entry) => [entry.requestId, entry]));
    expect(byId.get('rayon-404')).toMatchObject({ siteId: 2, status: 404, errorKind: 'refusal_404' });
    expect(byId.get('rayon-hote')).toMatchObject({ siteId: null, status: 404, errorKind: 'unknown_site' });
  });

  it('logs the admin host’s requests as admin, and a 500 with the route, never the URL', async () => {
    const log = captureLines();
    await request('/api/admin/session', { host: ADMIN_HOST, headers: { 'cf-ray': 'rayon-admin' } });
    expect(log.requests().find((entry) => entry.requestId === 'rayon-admin')).toMatchObject({
      host: 'admin',
      status: 401,
      errorKind: 'refusal_401',
    });

    const ctx = createExecutionContext();
    await app.fetch(
      new Request('http://localhost/api/message?email=cliente@massages-bien-etre.example', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cf-ray': 'rayon-500' },
        body: JSON.stringify({
          firstname: 'Claire',
          lastname: 'Bernard',
          email: 'cliente@massages-bien-etre.example',
          subject: 'Journal des requêtes',
          body: 'Bonjour, je souhaiterais réserver un massage samedi matin. Merci !',
        }),
      }),
      { ...env, SENDER_KEY_SECRET: undefined },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    const failed = log.lines.find((line) => line.includes('"request.failed"') && line.includes('rayon-500'));
    expect(failed).toBeDefined();
    expect(failed).not.toContain('cliente@');
    expect(failed).toContain('"route":"/api/message"');
    expect(log.requests().find((entry) => entry.requestId === 'rayon-500')).toMatchObject({
      status: 500,
      errorKind: 'Error',
    });
  });

  it('logs CMS pages by their kind, never as the catch-all route, served fresh or from the cache', async () => {
    const log = captureLines();
    const pages: [string, string][] = [
      ['/', 'page:home'],
      ['/me-contacter', 'page:contact'],
      ['/mentions-legales', 'page:legal'],
      ['/les-massages/les-massages-bien-etre', 'page:content'],
      ['/cette-page-n-existe-pas', 'page:missing'],
    ];
    for (const round of ['fresh', 'cached']) {
      for (const [path, kind] of pages) {
        const ray = `rayon-${round}-${kind}`;
        await request(path, { headers: { 'cf-ray': ray } });
        expect(log.requests().find((entry) => entry.requestId === ray)?.route, `${round} ${path}`).toBe(kind);
      }
    }
    const cached = await request('/');
    expect(cached.headers.get('x-cache')).toMatch(/HIT|STALE/);
    expect(cached.headers.has('x-log-route')).toBe(false);
    expect(log.requests().some((entry) => entry.route === '/*' || entry.route === '*')).toBe(false);
  });

  it('names the catalogue and news pages by their kind, with no id or slug in the name', async () => {
    const log = captureLines();
    const shop = await request('/boutique', { host: WINE_HOST, headers: { 'cf-ray': 'rayon-boutique' } });
    expect(shop.status).toBe(200);
    const product = /href="(\/boutique\/[^"?#]+)"/.exec(await shop.text())?.[1];
    expect(product).toBeDefined();
    const pages: [string, string][] = [
      [product!, 'page:product'],
      ['/actualites', 'page:news-list'],
      ['/blog', 'page:blog-home'],
    ];
    for (const [path, kind] of pages) {
      const ray = `rayon-${kind}`;
      await request(path, { host: WINE_HOST, headers: { 'cf-ray': ray } });
      expect(log.requests().find((entry) => entry.requestId === ray)?.route, path).toBe(kind);
    }
    expect(log.requests().find((entry) => entry.requestId === 'rayon-boutique')?.route).toBe(
      'page:product-list',
    );
  });
});
