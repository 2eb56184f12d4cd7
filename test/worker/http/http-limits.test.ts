import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, request } from '../support/http';
import { adminApi } from '../support/accounts';

// Hardening: request bodies are capped (413) and a known path asked with a method
// it does not accept answers 405 with Allow, both in French, in the envelope on the API and
// as an error page on the sites.

const TOO_LARGE = 'Le contenu envoyé est trop volumineux (64 Ko au maximum).';
const OVER_LIMIT = 64 * 1024 + 1;

async function messageCount(): Promise<number> {
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM messages').first<{ n: number }>();
  return row?.n ?? 0;
}

function contactMessage(body: string) {
  return { firstname: 'Anne', lastname: 'Martin', email: 'anne@example.fr', subject: 'Bonjour', body };
}

/** A body without Content-Length: the limit must count what it reads. */
function streamOf(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      for (let offset = 0; offset < bytes.length; offset += 8192)
        controller.enqueue(bytes.slice(offset, offset + 8192));
      controller.close();
    },
  });
}

describe('a request body over 64 KB is refused with 413', () => {
  it('on the API: the envelope, a French message, nothing written', async () => {
    const before = await messageCount();
    const { status, body } = await api('/message', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(contactMessage('x'.repeat(OVER_LIMIT))),
    });
    expect(status).toBe(413);
    expect(body).toEqual({ success: false, data: null, message: TOO_LARGE });
    expect(await messageCount()).toBe(before);
  });

  it('on the API when the body is streamed without a length', async () => {
    const before = await messageCount();
    const response = await request('/api/message', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: streamOf(JSON.stringify(contactMessage('y'.repeat(OVER_LIMIT)))),
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ success: false, message: TOO_LARGE });
    expect(await messageCount()).toBe(before);
  });

  it('on a page form post: a French error page', async () => {
    const before = await messageCount();
    const form = new URLSearchParams({ ...contactMessage('z'.repeat(OVER_LIMIT)) });
    const response = await request('/me-contacter', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('trop volumineux');
    // In the site's layout (its menu), not the plain apology shown when the layout fails.
    expect(html).toContain('href="/me-contacter"');
    expect(html).not.toContain('n’a pas pu s’afficher');
    expect(await messageCount()).toBe(before);
  });

  it('lets a body under the limit through', async () => {
    const { status } = await api('/message', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': '198.51.100.64' },
      body: JSON.stringify(contactMessage('Un message ordinaire, bien sous la limite.')),
    });
    expect(status).toBe(201);
  });
});

describe('a known path with another method answers 405 and Allow', () => {
  it.each([
    ['DELETE', '/parameter', 'GET, HEAD'],
    ['POST', '/parameter/COMPANY_NAME', 'GET, HEAD'],
    ['PUT', '/login', 'POST'],
    ['GET', '/message', 'POST'],
    ['DELETE', '/admin/parameter/COMPANY_NAME', 'PUT'],
  ])('API: %s /api%s', async (method, path, allow) => {
    // Admin paths exist on the admin host only.
    const { status, body, response } = path.startsWith('/admin/')
      ? await adminApi(path, { method })
      : await api(path, { method });
    expect(status).toBe(405);
    expect(response.headers.get('allow')).toBe(allow);
    expect(body.success).toBe(false);
    expect(body.message).toBe(
      `La méthode ${method} n'est pas acceptée à cette adresse de l'API (méthodes acceptées : ${allow}).`,
    );
  });

  it('API: an unknown path is still 404, whatever the method', async () => {
    for (const method of ['GET', 'DELETE']) {
      const { status, body, response } = await api('/nulle-part', { method });
      expect(status).toBe(404);
      expect(response.headers.get('allow')).toBeNull();
      expect(body.message).toBe("Cette adresse de l'API n'existe pas.");
    }
  });

  it('API: a CORS preflight still answers 204', async () => {
    const response = await request('/api/parameter', {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1', 'access-control-request-method': 'GET' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1');
  });

  it.each([
    ['DELETE', '/qui-suis-je', 'GET, HEAD'],
    ['POST', '/qui-suis-je', 'GET, HEAD'],
    ['PUT', '/me-contacter', 'GET, HEAD, POST'],
    ['DELETE', '/auth', 'GET, HEAD, POST'],
  ])('pages: %s %s is a French error page', async (method, path, allow) => {
    const response = await request(path, { method });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe(allow);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain(`Cette page ne peut pas recevoir de requête ${method}.`);
  });

  it('pages: GET and HEAD still answer, OPTIONS names the methods', async () => {
    expect((await request('/qui-suis-je')).status).toBe(200);
    expect((await request('/qui-suis-je', { method: 'HEAD' })).status).toBe(200);
    const options = await request('/me-contacter', { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS');
  });
});
