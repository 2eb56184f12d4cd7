import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  DESKTOP,
  islandsReady,
  launchBrowser,
  MOBILE,
  newPage,
  seriousAxeViolations,
  withPage,
} from './support/browser.ts';
import type { TestPage } from './support/browser.ts';
import { ANALYTICS_PARAMETERS, baseUrl, open, setWineParameters, wineUrl } from './support/islands.ts';

// Hardening in a real browser: the pages run under their Content-Security-Policy with
// no violation (consent flows included), both demo sites pass axe at phone and desktop widths,
// and the owner's end-of-body HTML cannot escape the consent gate.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Records every CSP violation the page reports, from the first byte of each document. */
async function watchViolations({ context }: TestPage): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sample})`);
    });
  });
}

async function violations(page: Page, testPage: TestPage): Promise<string[]> {
  const reported = await page.evaluate(
    () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? ['no watcher'],
  );
  const logged = testPage.problems.consoleErrors.filter((error) => /content security policy/i.test(error));
  return [...reported, ...logged];
}

const SITES = [
  ['massage', baseUrl],
  ['wine', wineUrl],
] as const;

describe('pages run under their Content-Security-Policy without a violation', () => {
  test.each(SITES.flatMap(([site, url]) => ['/', '/me-contacter'].map((path) => [site, path, url] as const)))(
    '%s site %s',
    async (_, path, url) => {
      const testPage = await newPage(browser, { viewport: DESKTOP });
      try {
        await watchViolations(testPage);
        const response = await testPage.page.goto(`${url}${path}`);
        expect(response?.status()).toBe(200);
        const policy = (await response?.headerValue('content-security-policy')) ?? '';
        expect(policy).toMatch(/frame-ancestors 'self'/);
        expect(/script-src [^;]*'unsafe-inline'/.test(policy)).toBe(false);
        expect(await response?.headerValue('x-content-type-options')).toBe('nosniff');
        await islandsReady(testPage.page);
        await testPage.page.locator('.consent-banner').waitFor({ state: 'visible' });
        expect(await violations(testPage.page, testPage)).toEqual([]);
        expect(testPage.problems.pageErrors).toEqual([]);
      } finally {
        await testPage.context.close();
      }
    },
  );

  test('the watcher sees a violation when an inline script is refused (so the checks above can fail)', async () => {
    const testPage = await newPage(browser, { viewport: DESKTOP });
    try {
      await watchViolations(testPage);
      await testPage.page.goto(`${wineUrl}/`);
      await testPage.page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true;';
        document.body.appendChild(script);
      });
      await expect.poll(() => violations(testPage.page, testPage)).not.toEqual([]);
      const injected = await testPage.page.evaluate(
        () => (window as unknown as { __injected?: boolean }).__injected ?? false,
      );
      expect(injected).toBe(false);
    } finally {
      await testPage.context.close();
    }
  });

  test('serves the hashed islands bundle as immutable, and no file to an unknown host', async () => {
    await withPage(browser, { viewport: DESKTOP }, async ({ page }) => {
      const response = await page.goto(`${baseUrl}/`);
      const html = (await response?.text()) ?? '';
      const bundle = /<script type="module" src="(\/assets\/islands-[^"]+\.js)"/.exec(html)?.[1];
      expect(bundle).toBeDefined();
      const asset = await page.request.get(`${baseUrl}${bundle ?? ''}`);
      expect(asset.status()).toBe(200);
      expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      const port = new URL(baseUrl).port;
      const unknown = await page.goto(`http://inconnu.localhost:${port}/assets/site.css`);
      expect(unknown?.status()).toBe(404);
    });
  });
});

describe('the owner’s end-of-body HTML waits for consent and cannot escape it', () => {
  const PAYLOAD =
    '<script>window.__ownerRan = (window.__ownerRan || 0) + 1;</script></template>' +
    '<script>window.__escaped = true;</script><p id="owner-html">Fin du propriétaire</p></script>';
  beforeAll(async () => {
    await setWineParameters({ ...ANALYTICS_PARAMETERS, CUSTOM_HTML_END_OF_BODY: PAYLOAD });
  });
  afterAll(async () => {
    const settings = { ...ANALYTICS_PARAMETERS, CUSTOM_HTML_END_OF_BODY: '' };
    await setWineParameters(Object.fromEntries(Object.keys(settings).map((type) => [type, ''])));
  });

  test('nothing of it runs or shows before acceptance; all of it after, under the CSP', async () => {
    const testPage = await newPage(browser, { viewport: DESKTOP });
    const { page, context } = testPage;
    try {
      await watchViolations(testPage);
      // Analytics requests leave the page only to be aborted: the CSP must let them start.
      await context.route('**/*', (route) =>
        new URL(route.request().url()).origin === wineUrl ? route.continue() : route.abort('blockedbyclient'),
      );
      await open(page, `${wineUrl}/`);
      const state = () =>
        page.evaluate(() => {
          const win = window as unknown as { __ownerRan?: number; __escaped?: boolean };
          return {
            ran: win.__ownerRan ?? 0,
            escaped: win.__escaped ?? false,
            shown: document.getElementById('owner-html') !== null,
          };
        });
      expect(await state()).toEqual({ ran: 0, escaped: false, shown: false });

      await page.locator('section.consent-banner').getByRole('button', { name: 'Tout accepter' }).click();
      await expect.poll(state).toEqual({ ran: 1, escaped: true, shown: true });
      await expect.poll(() => page.locator('script[data-analytics]').count()).toBe(4);
      expect(await violations(page, testPage)).toEqual([]);
      expect(testPage.problems.pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('accessibility of both demo sites’ home pages (axe: no serious or critical violation)', () => {
  const viewports = [
    ['375 px', MOBILE],
    ['1280 px', DESKTOP],
  ] as const;
  test.each(
    SITES.flatMap(([site, url]) => viewports.map(([size, viewport]) => [site, size, url, viewport] as const)),
  )('%s home at %s', async (_, __, url, viewport) => {
    await withPage(browser, { viewport }, async ({ page }) => {
      await open(page, `${url}/`);
      await page.locator('.consent-banner').waitFor({ state: 'visible' });
      expect(await seriousAxeViolations(page)).toEqual([]);
      // The promo banner and the rest without the cookie banner over them.
      await page.locator('section.consent-banner').getByRole('button', { name: 'Tout refuser' }).click();
      await page.locator('section.consent-banner').waitFor({ state: 'detached' });
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  });
});
