import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { axeViolations, DESKTOP, launchBrowser, MOBILE, withPage } from './support/browser.ts';
import { wineUrl } from './support/islands.ts';
import { e2eServer } from './support/server.ts';

// « Integrators »: every piece of content sits in a landmark (axe `region`: the phone
// bar's logo used to sit in a bare <div>), and two landmarks of one kind have distinct names
// (`landmark-unique`: the header's search and the shop's or the results page's own search).
// These rules are « moderate », so the serious-only axe checks elsewhere never saw them.

const baseUrl = e2eServer().baseUrl;
const RULES = ['region', 'landmark-unique', 'landmark-no-duplicate-banner', 'landmark-one-main'];
const PAGES = [
  ['the massage home', () => `${baseUrl}/`],
  ['the results page', () => `${baseUrl}/recherche?q=massage`],
  ['the wine shop list', () => `${wineUrl}/boutique`],
  ['the wine shop in English', () => `${wineUrl}/en/shop`],
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each([
  ['375', MOBILE],
  ['1280', DESKTOP],
] as const)('landmarks at %s px', (_width, viewport) => {
  test.each(PAGES)('%s: no region or landmark violation', async (_name, url) => {
    await withPage(browser, { viewport }, async ({ page }) => {
      await page.goto(url());
      expect(await axeViolations(page, [...RULES])).toEqual([]);
    });
  });
});
