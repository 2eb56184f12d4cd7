import { request } from 'node:http';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { e2eServer } from './server';
import { islandsReady } from './browser.ts';
import type { PageProblems } from './browser.ts';

// Shared by the islands' end-to-end files: the Worker's URLs, the provider API on it, and
// opening a page once its islands are hydrated.

export const baseUrl = e2eServer().baseUrl;
const port = Number(new URL(baseUrl).port);
export const wineUrl = `http://vins.localhost:${port}`;
const WINE_ADMIN = { email: 'proprietaire@domaine-coteaux.example', password: 'Domaine-Local-2026' };

// The analytics settings the wine site gets for these tests, and the host each one loads from.
export const ANALYTICS_PARAMETERS: Record<string, string> = {
  MATOMO_URL: 'https://matomo.example.org/',
  MATOMO_SITE_ID: '7',
  GOOGLE_TAG_ID: 'G-E2ETEST01',
  PLAUSIBLE_DOMAIN: 'domaine-coteaux.example',
  FACEBOOK_PIXEL_ID: '1234567890',
};
export const ANALYTICS_HOSTS = [
  'connect.facebook.net',
  'matomo.example.org',
  'plausible.io',
  'www.googletagmanager.com',
].sort();

export const expectNoHydrationWarning = (problems: PageProblems) =>
  expect(problems.hydrationWarnings, 'hydration warnings').toEqual([]);

/** A provider API call on the local Worker for `host` (Node cannot resolve vins.localhost). */
function api(
  method: string,
  path: string,
  { host, body, token }: { host: string; body?: unknown; token?: string },
): Promise<{ status: number; json: Record<string, unknown> }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname: 'localhost',
        port,
        path,
        method,
        timeout: 15_000,
        headers: {
          host: `${host}:${port}`,
          accept: 'application/json',
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) as Record<string, unknown> });
          } catch {
            reject(new Error(`${method} ${path}: ${res.statusCode ?? 0} ${text.slice(0, 300)}`));
          }
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${path}: timeout`)));
    req.on('error', reject);
    req.end(payload);
  });
}

export async function setWineParameters(values: Record<string, string>): Promise<void> {
  const login = await api('POST', '/api/login', { host: 'vins.localhost', body: WINE_ADMIN });
  expect(login.status, JSON.stringify(login.json)).toBe(200);
  const token = (login.json.data as { token?: unknown } | undefined)?.token;
  expect(typeof token).toBe('string');
  for (const [type, value] of Object.entries(values)) {
    const answer = await api('PUT', `/api/admin/parameter/${type}`, {
      host: 'vins.localhost',
      body: { value },
      token: token as string,
    });
    expect(answer.status, `${type}: ${JSON.stringify(answer.json)}`).toBe(200);
  }
}

export async function open(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status(), `GET ${url}`).toBe(200);
  await islandsReady(page);
}
