import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, islandsReady, launchBrowser, MOBILE, originFailures, withPage } from './support/browser.ts';
import { baseUrl, expectNoHydrationWarning, wineUrl } from './support/islands.ts';

// The booking page's free times with JavaScript: the BookingSlots island pages to the next
// week and back without loading the page (the days come from GET /api/booking/slots), says so
// to screen readers and keeps focus on the pager, then a time still leads to the details form.
// A failed call shows a message and the pager's links load their page again.

const SITES = {
  fr: {
    url: baseUrl,
    path: '/rendez-vous',
    service: 'Massage relaxant aux huiles · 1 h',
    next: 'Jours suivants →',
    previous: '← Jours précédents',
    shown: 'Horaires du',
    failed: 'Les horaires n’ont pas pu être chargés.',
    form: 'Prénom',
  },
  en: {
    url: wineUrl,
    path: '/en/book',
    service: 'Cellar tour and tasting',
    next: 'Next days →',
    previous: '← Previous days',
    shown: 'Free times from',
    failed: 'The free times could not be loaded.',
    form: 'First name',
  },
};
type Site = (typeof SITES)['fr'];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/${name}-${page.viewportSize()?.width ?? 0}.png`, fullPage: true });

/** The service's free times, hydrated; counts the page loads from there on. */
async function openSlots(page: Page, site: Site): Promise<{ loads: () => number }> {
  expect((await page.goto(`${site.url}${site.path}`))?.status()).toBe(200);
  const refuse = page.getByRole('button', { name: /Tout refuser|Refuse all/ });
  if (await refuse.isVisible()) await refuse.click();
  await Promise.all([
    page.waitForURL((url) => url.searchParams.has('service')),
    page.getByRole('link', { name: site.service, exact: true }).click(),
  ]);
  await islandsReady(page);
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  return { loads: () => loads };
}

const firstDay = (page: Page) => page.locator('.booking__days').getAttribute('data-from');
const jourOf = async (page: Page, name: string) =>
  new URL(
    (await page.getByRole('link', { name, exact: true }).getAttribute('href')) ?? '',
    'http://x',
  ).searchParams.get('jour');
const sameDocument = (page: Page) => page.evaluate(() => 'sameDocument' in window);
const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

describe('the booking island pages the free times in place', () => {
  test.each([
    ['French at 375 px', 'fr', MOBILE],
    ['French at 1280 px', 'fr', DESKTOP],
    ['English at 375 px', 'en', MOBILE],
    ['English at 1280 px', 'en', DESKTOP],
  ] as const)('%s', async (_name, lang, viewport) => {
    const site = SITES[lang];
    await withPage(
      browser,
      { viewport, locale: lang === 'en' ? 'en-GB' : 'fr-FR' },
      async ({ page, problems }) => {
        const { loads } = await openSlots(page, site);
        const today = await firstDay(page);
        const next = await jourOf(page, site.next);
        expect(next).not.toBeNull();
        const slotsUrl = page.url();

        await page.getByRole('link', { name: site.next, exact: true }).click();
        await page.locator(`.booking__days[data-from="${next}"]:not([aria-busy])`).waitFor();
        await expect
          .poll(() => page.locator('.booking__status[role=status]').innerText())
          .toContain(site.shown);
        expect(await sameDocument(page)).toBe(true);
        expect(loads()).toBe(0);
        expect(new URL(page.url()).searchParams.get('jour')).toBe(next); // for a reload
        expect(await page.locator('.booking__day h3').first().getAttribute('id')).toBe(`day-${next}`);
        expect(await focused(page)).toBe(site.next);
        await shot(page, `booking-island-next-${lang}`);

        // Back to this week: the previous-week link goes, focus moves to the next-week one.
        await page.getByRole('link', { name: site.previous, exact: true }).click();
        await page.locator(`.booking__days[data-from="${today}"]:not([aria-busy])`).waitFor();
        expect(await page.getByRole('link', { name: site.previous, exact: true }).count()).toBe(0);
        expect(await focused(page)).toBe(site.next);
        expect(loads()).toBe(0);

        await page.getByRole('link', { name: site.next, exact: true }).click();
        await page.locator(`.booking__days[data-from="${next}"]:not([aria-busy])`).waitFor();
        const slot = page.locator('a.booking__slot').first();
        await Promise.all([page.waitForURL((url) => url.searchParams.has('start')), slot.click()]);
        await page.locator('form.booking__form').getByLabel(site.form).waitFor();
        // A time of the week shown (the first day may have none).
        const day = new URL(page.url()).searchParams.get('start')?.slice(0, 10) ?? '';
        expect(day >= (next ?? '')).toBe(true);
        expect(slotsUrl).not.toBe(page.url());
        await shot(page, `booking-island-form-${lang}`);
        expect(problems.pageErrors).toEqual([]);
        expectNoHydrationWarning(problems);
        expect(originFailures(problems, site.url)).toEqual([]);
      },
    );
  });

  test('a failed call says so, then the links load their page', async () => {
    const site = SITES.fr;
    await withPage(browser, { viewport: MOBILE }, async ({ page, problems }) => {
      const { loads } = await openSlots(page, site);
      const next = await jourOf(page, site.next);
      await page.route('**/api/booking/slots**', (route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: '{"success":false}' }),
      );
      const before = page.url();
      await page.getByRole('link', { name: site.next, exact: true }).click();
      await expect
        .poll(() => page.locator('.booking__status[role=status]').innerText())
        .toContain(site.failed);
      expect(page.url()).toBe(before);
      expect(loads()).toBe(0);
      await shot(page, 'booking-island-failed');
      await Promise.all([
        page.waitForURL((url) => url.searchParams.get('jour') === next),
        page.getByRole('link', { name: site.next, exact: true }).click(),
      ]);
      expect(await sameDocument(page)).toBe(false);
      expect(await firstDay(page)).toBe(next);
      expect(problems.pageErrors).toEqual([]);
    });
  });
});
