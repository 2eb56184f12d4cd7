import { request as httpRequest } from 'node:http';
import { expect } from 'vitest';
import { e2eServer } from './server';

// The provider API of the e2e Worker, called as a front end or an owner would. The e2e tests
// set up and check their data through it (or through the pages), never by writing the local
// D1 behind the Worker's back: what they create is then exactly what the app creates.

const baseUrl = e2eServer().baseUrl;

export const MASSAGE_OWNER = {
  email: 'proprietaire@massages-bien-etre.example',
  password: 'Massages-Local-2026',
};

interface CallOptions {
  method?: string;
  token?: string;
  body?: unknown;
}

/** Calls /api{path} on the massage site; the answer's status and its JSON `data`. */
export async function callApi<T>(
  path: string,
  options: CallOptions = {},
): Promise<{ status: number; data: T }> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  const parsed = text ? (JSON.parse(text) as { data?: T }) : {};
  return { status: response.status, data: parsed.data as T };
}

/** Signs in through POST /api/login; the session token. */
export async function apiToken(
  account: { email: string; password: string } = MASSAGE_OWNER,
): Promise<string> {
  const { status, data } = await callApi<{ token: string }>('/login', { body: account });
  expect(status).toBe(200);
  return data.token;
}

/**
 * Calls /api{path} on another site's host (the wine site: `vins.localhost`), which Node cannot
 * resolve itself: the request goes to the e2e server with that Host. JSON answers give their
 * envelope; `raw: true` gives the bytes (an invoice PDF).
 */
export function callSiteApi<T>(
  host: string,
  path: string,
  options: CallOptions & { raw?: boolean } = {},
): Promise<{ status: number; data: T; message: string; bytes: Uint8Array }> {
  const port = Number(new URL(baseUrl).port);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        hostname: 'localhost',
        port,
        path: `/api${path}`,
        method: options.method ?? (payload === undefined ? 'GET' : 'POST'),
        timeout: 15_000,
        headers: {
          host: `${host}:${port}`,
          ...(options.raw ? {} : { accept: 'application/json' }),
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (res) => {
        const chunks: Uint8Array[] = [];
        res.on('data', (chunk: Uint8Array) => chunks.push(chunk));
        res.on('end', () => {
          const bytes = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.length, 0));
          chunks.reduce((offset, chunk) => (bytes.set(chunk, offset), offset + chunk.length), 0);
          const text = new TextDecoder().decode(bytes);
          const status = res.statusCode ?? 0;
          if (options.raw && status === 200)
            return resolve({ status, data: undefined as T, message: '', bytes });
          try {
            const parsed = JSON.parse(text) as { data?: T; message?: string };
            resolve({ status, data: parsed.data as T, message: parsed.message ?? '', bytes });
          } catch {
            reject(new Error(`${path}: ${status} ${text.slice(0, 300)}`));
          }
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${path}: timeout`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** Signs in on a site's host (POST /api/login there); the session token. */
export async function siteApiToken(
  host: string,
  account: { email: string; password: string },
): Promise<string> {
  const { status, data, message } = await callSiteApi<{ token: string }>(host, '/login', { body: account });
  expect(status, message).toBe(200);
  return data.token;
}
