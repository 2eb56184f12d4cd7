import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { describe, expect, it } from 'vitest';
import { ProviderError } from '../../../src/provider/provider-error';
import { AppError, type ErrorStatus } from '../../../worker/errors';
import type { AppEnv } from '../../../worker/http/app-env';
import { authToken } from '../../../worker/http/auth-token';
import { errorPages, onError } from '../../../worker/http/on-error';
import { requestId } from '../../../worker/http/request-id';
import { app } from '../../../worker/index';
import { renderErrorInLayout } from '../../../worker/pages/content/page-render';
import { pageRenderer } from '../../../worker/pages/site/renderer';
import { siteMiddleware } from '../../../worker/site/site-middleware';
import { textOf } from '../support/html';
import { MASSAGE_HOST, postJson, request } from '../support/http';

// An HTTP status keeps its meaning through the one error handler, on pages and on
// the API alike. Hono's own HTTPExceptions (a body limit, a malformed body…) and a remote
// provider's refusals used to become 422 or 500; the probe below throws each kind from behind
// the Worker's real middlewares and error handler.

const STATUSES = [401, 403, 404, 409, 413, 422, 429] as const;

const probe = new Hono<AppEnv>()
  .use('*', requestId)
  .use('*', errorPages(renderErrorInLayout))
  .use('*', pageRenderer)
  .use('*', siteMiddleware)
  .use('*', authToken)
  .use('*', async (c, next) => {
    c.set('providerFetch', (request) => Promise.resolve(app.fetch(request, c.env, c.executionCtx)));
    await next();
  })
  .all('*', (c) => {
    const [, , kind = '', status = '0'] = new URL(c.req.url).pathname.replace(/^\/api/, '').split('/');
    const code = Number(status);
    if (kind === 'hono') throw new HTTPException(code as ContentfulStatusCode, { message: 'English text' });
    if (kind === 'provider') throw new ProviderError('Refus du fournisseur.', code);
    throw new AppError(code as ErrorStatus, 'Refus de l’application.');
  });
probe.onError(onError);

async function call(path: string): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await probe.fetch(new Request(`http://${MASSAGE_HOST}${path}`), env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

describe('Hono’s own 4xx keep their status, with a French message', () => {
  for (const status of STATUSES) {
    it(`answers ${status} on the API with the envelope`, async () => {
      const response = await call(`/api/sonde/hono/${status}`);
      expect(response.status).toBe(status);
      const body = await response.json<{ success: boolean; message: string }>();
      expect(body.success).toBe(false);
      expect(body.message).not.toBe('English text');
      expect(body.message).toMatch(/[éèàù]|Veuillez|Trop|Cette/);
    });

    it(`answers ${status} on a page with the error page in the site’s layout`, async () => {
      const response = await call(`/sonde/hono/${status}`);
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(textOf(await response.text())).not.toContain('English text');
    });
  }

  it('keeps 400 for a malformed JSON body on a real endpoint', async () => {
    const response = await request('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{pas du json',
    });
    expect(response.status).toBe(400);
  });
});

describe('application errors keep their status on pages and API', () => {
  for (const status of STATUSES) {
    it(`answers ${status} as itself`, async () => {
      expect((await call(`/api/sonde/app/${status}`)).status).toBe(status);
      const page = await call(`/sonde/app/${status}`);
      expect(page.status).toBe(status);
      expect(textOf(await page.text())).toContain('Refus de l’application.');
    });
  }

  it('answers real 401 and 403 as themselves', async () => {
    expect((await request('/api/logged')).status).toBe(401);
    expect((await postJson('/login', { email: 'personne@example.fr', password: 'faux' })).status).toBe(401);
    const forged = await request('/auth/logout', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    expect(forged.status).toBe(403);
  });
});

describe('a provider’s refusal of the visitor’s request reaches the visitor as itself', () => {
  for (const status of [404, 409, 413, 422, 429] as const) {
    it(`shows the provider’s ${status} and its message`, async () => {
      const response = await call(`/sonde/provider/${status}`);
      expect(response.status).toBe(status);
      expect(textOf(await response.text())).toContain('Refus du fournisseur.');
    });
  }

  it('answers 500 when the provider refuses the edge itself (401), without its message', async () => {
    const response = await call('/sonde/provider/401');
    expect(response.status).toBe(500);
    expect(textOf(await response.text())).not.toContain('Refus du fournisseur.');
  });
});
