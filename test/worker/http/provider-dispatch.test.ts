import { afterEach, describe, expect, it, vi } from 'vitest';
import { app } from '../../../worker/index';
import type { RequestLogLine } from '../../../worker/http/request-log';
import { providerApp } from '../../../worker/provider/app';
import { ADMIN, ADMIN_HOST, adminApi, adminLogin, login, MEMBER } from '../support/accounts';
import { api, request } from '../support/http';

// The provider API is its own app behind one /api/* route of the page app, loaded on
// first use (worker/provider/dispatch.ts), and a page's in-process provider calls go
// straight to it (worker/provider/seam.ts) instead of through the page chain again.

afterEach(() => {
  vi.restoreAllMocks();
});

/** The request log lines (worker/http/request-log.ts) written while `run` runs. */
async function requestLines(run: () => Promise<unknown>): Promise<RequestLogLine[]> {
  const lines: RequestLogLine[] = [];
  vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
    try {
      const parsed = JSON.parse(args.map(String).join(' ')) as { event?: string };
      if (parsed.event === 'request') lines.push(parsed as RequestLogLine);
    } catch {
      // not a JSON line
    }
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  await run();
  return lines;
}

describe('a page’s in-process provider calls', () => {
  it('run none of the page middlewares: one request, one log line', async () => {
    const token = await login(MEMBER);
    const lines = await requestLines(async () => {
      // The personal space is never cached: it asks the provider on every view.
      const response = await request('/mon-compte', {
        headers: { cookie: `token=${token}`, 'cf-ray': 'rayon-compte' },
      });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('Mon compte');
    });
    // Through the page chain, each provider call was a request of its own, logged under /api.
    expect(lines.map((line) => [line.requestId, line.route])).toEqual([['rayon-compte', '/mon-compte']]);
  });
});

describe('the API behind its dispatcher', () => {
  it('answers an unknown path 404 and a known path’s other method 405, in the envelope', async () => {
    const unknown = await api('/ceci-nexiste-pas');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      success: false,
      data: null,
      message: "Cette adresse de l'API n'existe pas.",
    });
    const wrongMethod = await api('/parameter', { method: 'DELETE' });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.body.success).toBe(false);
    expect(wrongMethod.response.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers a CORS preflight', async () => {
    const response = await request('/api/parameter', {
      host: 'localhost:8787', // the massage site's origin as npm start serves it
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:8787', 'access-control-request-method': 'GET' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:8787');
  });

  it('logs an API request with the provider route that answered it', async () => {
    const lines = await requestLines(() =>
      request('/api/news/999999', { headers: { 'cf-ray': 'rayon-api' } }),
    );
    expect(lines.find((line) => line.requestId === 'rayon-api')).toMatchObject({
      route: '/api/news/:id',
      status: 404,
      errorKind: 'refusal_404',
    });
  });

  it('serves the admin host’s /api/admin/* with idSite, and refuses it on a storefront', async () => {
    const token = await adminLogin(ADMIN);
    const pages = await adminApi('/admin/page', { headers: { authorization: token } });
    expect(pages.status).toBe(200);
    expect(pages.body.success).toBe(true);
    const unknown = await adminApi('/admin/ceci-nexiste-pas', { headers: { authorization: token } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.success).toBe(false);
    expect((await api('/admin/page', { headers: { authorization: token } })).status).toBe(403);
    expect((await request('/api/admin/page', { host: ADMIN_HOST })).status).toBe(400); // no idSite
  });
});

describe('the page router', () => {
  it('holds one route for the whole API (and its CORS middleware), no provider route', () => {
    const api = app.routes.filter((route) => route.path === '/api' || route.path.startsWith('/api/'));
    expect(new Set(api.map((route) => route.path))).toEqual(new Set(['/api/*']));
    expect(api.length).toBeLessThanOrEqual(2);
  });

  it('is the TrieRouter that keeps its answers: no RegExpRouter built and dropped by the first request', async () => {
    expect((await request('/')).status).toBe(200);
    expect(app.router.name).toBe('MemoTrieRouter');
  });
});

describe('the OpenAPI document', () => {
  it('still lists every route of the provider app', async () => {
    const { status, body } = await api<never>('/openapi.json');
    expect(status).toBe(200);
    const document = body as unknown as { paths: Record<string, Record<string, unknown>> };
    const methods = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
    const routes = providerApp.routes.filter((route) => methods.has(route.method) && route.path !== '/*');
    expect(routes.length).toBeGreaterThan(200);
    const missing = routes.filter(
      (route) =>
        !document.paths[route.path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}')]?.[route.method.toLowerCase()],
    );
    expect(missing.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });
});
