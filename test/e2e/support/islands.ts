import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { adminApi, adminToken, WINE_OWNER } from './api.ts';
import { e2eServer } from './server';
import { islandsReady } from './browser.ts';
import type { PageProblems } from './browser.ts';

// Shared by the islands' end-to-end files: the Worker's URLs, the provider API on it, and
// opening a page once its islands are hydrated.

export const baseUrl = e2eServer().baseUrl;
const port = Number(new URL(baseUrl).port);
export const wineUrl = `http://vins.localhost:${port}`;

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

/** The wine site's settings, set by its owner through the admin host. */
export async function setWineParameters(values: Record<string, string>): Promise<void> {
  const token = await adminToken(WINE_OWNER);
  for (const [type, value] of Object.entries(values)) {
    const answer = await adminApi(`/admin/parameter/${type}`, {
      method: 'PUT',
      body: { value },
      token,
      site: 'vins.localhost',
    });
    expect(answer.status, `${type}: ${answer.message}`).toBe(200);
  }
}

export async function open(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status(), `GET ${url}`).toBe(200);
  await islandsReady(page);
}
