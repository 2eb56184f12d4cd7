import { request } from 'node:http';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { CART_STORAGE_KEY } from '../../client/cart-store.ts';
import { emptyCartState } from '../../src/domain/cart.ts';
import { CONSENT_COOKIE, CONSENT_STORAGE_KEY } from '../../src/domain/consent.ts';
import { parseStoredCart } from '../../src/domain/stored-cart.ts';
import type { StoredCart } from '../../src/schema/cart.ts';
import { TOAST_EVENT } from '../../src/ui/islands/island-events.ts';
import { DESKTOP, MOBILE, islandsReady, launchBrowser, newPage, withPage } from './support/browser.ts';
import type { PageProblems, TestPage } from './support/browser.ts';

// The islands in headless Chromium (issue 4): the fullscreen slider on the massage site's
// gallery, the consent banner and the cart badge on the wine shop (vins.localhost), toasts
// and the online status.

const baseUrl = inject('baseUrl');
const port = Number(new URL(baseUrl).port);
const wineUrl = `http://vins.localhost:${port}`;
const WINE_ADMIN = { email: 'proprietaire@domaine-coteaux.example', password: 'Domaine-Local-2026' };

// The analytics settings the wine site gets for these tests, and the host each one loads from.
const ANALYTICS_PARAMETERS: Record<string, string> = {
  MATOMO_URL: 'https://matomo.example.org/',
  MATOMO_SITE_ID: '7',
  GOOGLE_TAG_ID: 'G-E2ETEST01',
  PLAUSIBLE_DOMAIN: 'domaine-coteaux.example',
  FACEBOOK_PIXEL_ID: '1234567890',
};
const ANALYTICS_HOSTS = [
  'connect.facebook.net',
  'matomo.example.org',
  'plausible.io',
  'www.googletagmanager.com',
].sort();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const expectNoHydrationWarning = (problems: PageProblems) =>
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

async function setWineParameters(values: Record<string, string>): Promise<void> {
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

async function open(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status(), `GET ${url}`).toBe(200);
  await islandsReady(page);
}

describe('fullscreen media slider (home page gallery)', () => {
  const dialog = '[role="dialog"].media-slider';
  const counter = `${dialog} .media-slider__counter`;
  const item = (index: number) => `.block-gallery [data-media-index="${index}"]`;

  async function galleryAlts(page: Page): Promise<string[]> {
    const raw = await page.locator('.block-gallery[data-media-slider]').getAttribute('data-media-slider');
    const items = JSON.parse(raw ?? '[]') as { alt: string }[];
    expect(items.length).toBeGreaterThan(2);
    return items.map((media) => media.alt);
  }

  async function expectSlide(page: Page, index: number, alts: string[]): Promise<void> {
    await expect
      .poll(() => page.locator(counter).innerText(), { timeout: 5_000 })
      .toBe(`${index + 1} / ${alts.length}`);
    expect(await page.locator(`${dialog} .media-slider__image`).getAttribute('alt')).toBe(alts[index]);
  }

  // Focus goes back in the slider's effect cleanup, a frame after the dialog leaves the DOM.
  const focusedItem = (page: Page) =>
    page.evaluate(() => document.activeElement?.getAttribute('data-media-index') ?? null);

  const focusedLabel = (page: Page) =>
    page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);

  /** The dialog is shown, and its effect ran: focus on « Fermer », keys listened to. */
  async function opened(page: Page): Promise<void> {
    await page.locator(dialog).waitFor({ state: 'visible' });
    await expect.poll(() => focusedLabel(page), { timeout: 2_000 }).toBe('Fermer');
  }

  test('opens on a click with the counter, arrows navigate and wrap, Escape closes and restores focus', async () => {
    await withPage(browser, { viewport: DESKTOP }, async ({ page, problems }) => {
      await open(page, `${baseUrl}/`);
      const alts = await galleryAlts(page);
      const last = alts.length - 1;
      expect(await page.locator(dialog).count()).toBe(0);

      await page.locator(item(0)).click();
      await opened(page);
      expect(page.url()).toBe(`${baseUrl}/`); // the slider opened instead of following the link
      expect(await page.locator(dialog).getAttribute('aria-modal')).toBe('true');
      await expectSlide(page, 0, alts);

      await page.keyboard.press('ArrowRight');
      await expectSlide(page, 1, alts);
      await page.keyboard.press('ArrowLeft');
      await expectSlide(page, 0, alts);
      await page.keyboard.press('ArrowLeft'); // before the first: the last
      await expectSlide(page, last, alts);
      await page.keyboard.press('ArrowRight'); // after the last: the first
      await expectSlide(page, 0, alts);
      await page.locator(`${dialog} [aria-label="Image suivante"]`).click();
      await expectSlide(page, 1, alts);
      await page.locator(`${dialog} [aria-label="Image précédente"]`).click();
      await expectSlide(page, 0, alts);

      await page.keyboard.press('Escape');
      await page.locator(dialog).waitFor({ state: 'detached' });
      await expect.poll(() => focusedItem(page), { timeout: 2_000 }).toBe('0');
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
      expect(problems.pageErrors).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
      expectNoHydrationWarning(problems);
    });
  });

  test('opens from the keyboard at the chosen item and traps focus while open', async () => {
    await withPage(browser, { viewport: DESKTOP }, async ({ page }) => {
      await open(page, `${baseUrl}/`);
      const alts = await galleryAlts(page);
      await page.locator(item(2)).focus();
      await page.keyboard.press('Enter');
      await opened(page);
      await expectSlide(page, 2, alts);

      // Close, previous, next, then back to close: Tab never leaves the dialog.
      const forward: (string | null)[] = [];
      for (let presses = 0; presses < 4; presses += 1) {
        await page.keyboard.press('Tab');
        forward.push(await focusedLabel(page));
      }
      expect(forward).toEqual(['Image précédente', 'Image suivante', 'Fermer', 'Image précédente']);
      await page.keyboard.press('Shift+Tab');
      expect(await focusedLabel(page)).toBe('Fermer');
      await page.keyboard.press('Shift+Tab');
      expect(await focusedLabel(page)).toBe('Image suivante');
      expect(await page.evaluate(() => document.activeElement?.closest('.media-slider') !== null)).toBe(true);

      await page.keyboard.press('Escape');
      await page.locator(dialog).waitFor({ state: 'detached' });
      await expect.poll(() => focusedItem(page), { timeout: 2_000 }).toBe('2');
    });
  });

  test('on a touch screen, swipe left shows the next image, swipe right the previous, a tap advances', async () => {
    await withPage(
      browser,
      { viewport: MOBILE, hasTouch: true, isMobile: true },
      async ({ page, context }) => {
        await open(page, `${baseUrl}/`);
        const alts = await galleryAlts(page);
        await page.locator(item(0)).tap();
        await opened(page);
        await expectSlide(page, 0, alts);
        // Small screens have no arrows.
        expect(await page.locator(`${dialog} [aria-label="Image suivante"]`).isVisible()).toBe(false);

        const cdp = await context.newCDPSession(page);
        // A finger that moves over 180 ms, then rests before lifting: a swipe, not a fling
        // (after a fling Chromium swallows the next tap). Timestamps make it independent of timers.
        const swipe = async (fromX: number, toX: number) => {
          const y = 370;
          const start = Date.now() / 1000;
          const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number | null, after: number) =>
            cdp.send('Input.dispatchTouchEvent', {
              type,
              touchPoints: x === null ? [] : [{ x, y }],
              timestamp: start + after,
            });
          await touch('touchStart', fromX, 0);
          for (let step = 1; step <= 6; step += 1) {
            await touch('touchMove', fromX + ((toX - fromX) * step) / 6, step * 0.03);
          }
          await touch('touchMove', toX, 0.4);
          await touch('touchEnd', null, 0.42);
        };

        await swipe(300, 80); // finger to the left: next
        await expectSlide(page, 1, alts);
        await swipe(80, 300); // finger to the right: previous
        await expectSlide(page, 0, alts);
        await swipe(80, 300); // before the first: the last
        await expectSlide(page, alts.length - 1, alts);
        await swipe(300, 80); // after the last: the first
        await expectSlide(page, 0, alts);

        await page.locator(`${dialog} .media-slider__image`).tap();
        await expectSlide(page, 1, alts);
        await cdp.detach();
      },
    );
  });
});

describe('consent banner and analytics (wine site with every service configured)', () => {
  beforeAll(async () => {
    await setWineParameters(ANALYTICS_PARAMETERS);
  });
  afterAll(async () => {
    await setWineParameters(Object.fromEntries(Object.keys(ANALYTICS_PARAMETERS).map((type) => [type, ''])));
  });

  interface ConsentPage extends TestPage {
    /** Every request that left the site, in order; they are all aborted. */
    thirdParty: string[];
    analyticsHosts: () => string[];
  }

  async function consentPage(): Promise<ConsentPage> {
    const testPage = await newPage(browser, { viewport: DESKTOP });
    const thirdParty: string[] = [];
    await testPage.context.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (url.origin === wineUrl) return route.continue();
      thirdParty.push(url.href);
      return route.abort('blockedbyclient');
    });
    const analyticsHosts = () =>
      [...new Set(thirdParty.map((url) => new URL(url).host))]
        .filter((host) => ANALYTICS_HOSTS.includes(host))
        .sort();
    return { ...testPage, thirdParty, analyticsHosts };
  }

  async function withConsentPage(test: (consent: ConsentPage) => Promise<void>): Promise<void> {
    const consent = await consentPage();
    try {
      await test(consent);
    } finally {
      await consent.context.close();
    }
  }

  const banner = (page: Page) => page.locator('section.consent-banner');

  async function storedChoice(page: Page, context: BrowserContext) {
    const stored = await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY);
    const cookie = (await context.cookies(wineUrl)).find((candidate) => candidate.name === CONSENT_COOKIE);
    return {
      storage: (JSON.parse(stored ?? 'null') as { choice?: string } | null)?.choice ?? null,
      cookie: cookie?.value.split('.')[0] ?? null,
    };
  }

  async function quiet(page: Page): Promise<void> {
    await islandsReady(page);
    await page.waitForLoadState('networkidle');
  }

  test('nothing is requested from an analytics service before the choice; accepting loads each one and persists', async () => {
    await withConsentPage(async ({ page, context, problems, thirdParty, analyticsHosts }) => {
      await open(page, `${wineUrl}/`);
      await quiet(page);
      expect(await banner(page).isVisible()).toBe(true);
      expect(await banner(page).getByRole('link').getAttribute('href')).toBe('/cookie-policy');
      expect(await banner(page).getByRole('button').allInnerTexts()).toEqual([
        'Tout accepter',
        'Tout refuser',
      ]);
      expect(analyticsHosts(), `requests before the choice: ${thirdParty.join(', ')}`).toEqual([]);
      expect(await page.locator('script[data-analytics]').count()).toBe(0);

      await banner(page).getByRole('button', { name: 'Tout accepter' }).click();
      await banner(page).waitFor({ state: 'detached' });
      await expect.poll(analyticsHosts, { timeout: 10_000 }).toEqual(ANALYTICS_HOSTS);
      expect(await storedChoice(page, context)).toEqual({ storage: 'accepted', cookie: 'accepted' });

      thirdParty.length = 0;
      await open(page, `${wineUrl}/`);
      await quiet(page);
      expect(await banner(page).count()).toBe(0);
      await expect.poll(analyticsHosts, { timeout: 10_000 }).toEqual(ANALYTICS_HOSTS);
      expectNoHydrationWarning(problems);
    });
  });

  test('denying loads nothing, and the choice persists across a reload', async () => {
    await withConsentPage(async ({ page, context, problems, thirdParty, analyticsHosts }) => {
      await open(page, `${wineUrl}/`);
      await quiet(page);
      await banner(page).getByRole('button', { name: 'Tout refuser' }).click();
      await banner(page).waitFor({ state: 'detached' });
      await page.waitForLoadState('networkidle');
      expect(await storedChoice(page, context)).toEqual({ storage: 'denied', cookie: 'denied' });

      await page.reload();
      await quiet(page);
      expect(await banner(page).count()).toBe(0);
      expect(analyticsHosts(), `third-party requests: ${thirdParty.join(', ')}`).toEqual([]);
      expect(await page.locator('script[data-analytics]').count()).toBe(0);
      expect(problems.pageErrors).toEqual([]);
      expectNoHydrationWarning(problems);
    });
  });

  test('the banner comes back once the choice is more than 13 months old', async () => {
    await withConsentPage(async ({ page, context, thirdParty, analyticsHosts }) => {
      await open(page, `${wineUrl}/`);
      const storeChoiceMadeMonthsAgo = async (months: number) => {
        const date = new Date();
        date.setMonth(date.getMonth() - months);
        await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
          CONSENT_STORAGE_KEY,
          JSON.stringify({ choice: 'accepted', date: date.toISOString() }),
        ] as const);
        await context.addCookies([
          { name: CONSENT_COOKIE, value: `accepted.${date.getTime()}`, url: wineUrl },
        ]);
      };

      await storeChoiceMadeMonthsAgo(12); // still valid: no banner, services load
      await page.reload();
      await quiet(page);
      expect(await banner(page).count()).toBe(0);
      await expect.poll(analyticsHosts, { timeout: 10_000 }).toEqual(ANALYTICS_HOSTS);

      await storeChoiceMadeMonthsAgo(14);
      thirdParty.length = 0;
      const response = await page.reload();
      expect(await response?.text()).toContain('consent-banner'); // the worker already asks again
      await quiet(page);
      expect(await banner(page).isVisible()).toBe(true);
      expect(analyticsHosts(), `requests with an expired choice: ${thirdParty.join(', ')}`).toEqual([]);
    });
  });
});

describe('cart badge (wine site)', () => {
  const product = (id: number, name: string) => ({
    id,
    name,
    type: { type: 'WINE' as const },
    isVintage: false,
    declination: [{ id: id * 10, year: 2022, price: 14.5, capacity: 75, capacityUnit: 'cl' }],
    box: null,
  });
  const storedCart: StoredCart = {
    ...emptyCartState(),
    lines: [
      { id: 0, product: product(1, 'Saumur-Champigny 2022'), declinationId: 10, quantity: 2 },
      { id: 1, product: product(2, 'Crémant de Loire brut'), declinationId: 20, quantity: 3 },
    ],
  };
  const headerCount = '.header-bar .cart-badge__count';

  test('shows the stored cart’s item count after a reload', async () => {
    expect(parseStoredCart(JSON.stringify(storedCart)), 'the fixture is a valid stored cart').not.toBeNull();
    await withPage(browser, { viewport: DESKTOP }, async ({ page, problems }) => {
      await open(page, `${wineUrl}/`);
      expect(await page.locator(headerCount).innerText()).toBe('0');
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
        CART_STORAGE_KEY,
        JSON.stringify(storedCart),
      ] as const);
      await page.reload();
      await islandsReady(page);
      await page.locator(headerCount, { hasText: '5' }).waitFor({ timeout: 5_000 });
      expect(await page.locator('.header-bar .cart-badge').getAttribute('aria-label')).toBe(
        'Panier, 5 articles',
      );
      const kept = await page.evaluate((key) => localStorage.getItem(key), CART_STORAGE_KEY);
      expect(parseStoredCart(kept)?.lines.map((line) => line.quantity)).toEqual([2, 3]);
      expect(problems.pageErrors).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
      expectNoHydrationWarning(problems);
    });
  });

  test.each([
    ['not JSON', '{"lines": [{"id": 0'],
    ['foreign data', JSON.stringify({ items: [{ sku: 'abc', qty: 2 }] })],
    [
      'a line with a negative quantity',
      JSON.stringify({ ...storedCart, lines: [{ ...storedCart.lines[0], quantity: -4 }] }),
    ],
  ])('discards %s in the stored cart without an error', async (_, corrupt) => {
    await withPage(browser, { viewport: DESKTOP }, async ({ page, problems }) => {
      await open(page, `${wineUrl}/`);
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
        CART_STORAGE_KEY,
        corrupt,
      ] as const);
      await page.reload();
      await islandsReady(page);
      expect(await page.locator(headerCount).innerText()).toBe('0');
      expect(await page.evaluate((key) => localStorage.getItem(key), CART_STORAGE_KEY)).toBeNull();
      expect(problems.pageErrors).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
      expectNoHydrationWarning(problems);
    });
  });
});

describe('page behaviour', () => {
  test('a toast shows top right and goes away after about 3 s', async () => {
    await withPage(browser, { viewport: DESKTOP }, async ({ page, problems }) => {
      await open(page, `${baseUrl}/`);
      const message = 'Votre message a bien été envoyé.';
      const started = Date.now();
      await page.evaluate(([type, detail]) => window.dispatchEvent(new CustomEvent(type, { detail })), [
        TOAST_EVENT,
        { message, kind: 'success' },
      ] as const);
      const toast = page.locator('.toasts .toast', { hasText: message });
      await toast.waitFor({ state: 'visible', timeout: 2_000 });
      expect(await toast.getAttribute('class')).toContain('toast--success');
      const box = await toast.boundingBox();
      expect(box).not.toBeNull();
      if (box) {
        expect(box.y, 'near the top').toBeLessThan(80);
        expect(DESKTOP.width - (box.x + box.width), 'against the right edge').toBeLessThan(40);
        expect(box.x, 'on the right half').toBeGreaterThan(DESKTOP.width / 2);
      }
      await toast.waitFor({ state: 'detached', timeout: 6_000 });
      const shownFor = Date.now() - started;
      expect(shownFor).toBeGreaterThanOrEqual(2_500);
      expect(shownFor).toBeLessThan(6_000);
      expect(problems.pageErrors).toEqual([]);
      expectNoHydrationWarning(problems);
    });
  });

  test('going offline shows « Vous êtes hors ligne », coming back hides it', async () => {
    await withPage(browser, { viewport: DESKTOP }, async ({ page, context, problems }) => {
      await open(page, `${baseUrl}/`);
      const status = page.locator('.online-status');
      expect((await status.innerText()).trim()).toBe('');
      await context.setOffline(true);
      await page.locator('.online-status', { hasText: 'Vous êtes hors ligne' }).waitFor({ timeout: 5_000 });
      expect(await status.isVisible()).toBe(true);
      expect(await page.locator('html').getAttribute('data-online')).toBe('false');
      await context.setOffline(false);
      await page.waitForFunction(
        () => document.querySelector('.online-status')?.textContent === '',
        undefined,
        {
          timeout: 5_000,
        },
      );
      expect(await page.locator('html').getAttribute('data-online')).toBe('true');
      expect(problems.pageErrors).toEqual([]);
      expectNoHydrationWarning(problems);
    });
  });
});
