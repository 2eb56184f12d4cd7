import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, launchBrowser, MOBILE, originFailures, withPage } from './support/browser.ts';
import { hostRequest } from './support/api.ts';
import { book, cancel, ENGLISH, move, summary } from './support/booking-flow.ts';
import { expectNoHydrationWarning, wineUrl } from './support/islands.ts';

// Online booking in English on the bilingual wine estate, on a phone and on a desktop, with and
// without JavaScript: a visitor books the cellar tour and tasting for two people at /en/book,
// moves it to another time from the manage page, then cancels it.

const WINE = { url: wineUrl, label: 'wine-en' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  // The wine site offers English in the sample data; no other file may take it away (the
  // language switcher's file gives back the languages it found).
  const answer = await hostRequest('vins.localhost', 'GET', ENGLISH.bookPath);
  expect(answer.status, `${wineUrl}${ENGLISH.bookPath}: ${answer.text.slice(0, 400)}`).toBe(200);
});
afterAll(async () => {
  await browser?.close();
});

describe('booking, moving then cancelling the cellar tour in English', () => {
  test.each([
    ['375 px, with JavaScript', MOBILE, true],
    ['1280 px, with JavaScript', DESKTOP, true],
    ['375 px, without JavaScript', MOBILE, false],
    ['1280 px, without JavaScript', DESKTOP, false],
  ])('at %s', async (_name, viewport, javaScriptEnabled) => {
    await withPage(browser, { viewport, javaScriptEnabled, locale: 'en-GB' }, async ({ page, problems }) => {
      const label = `${WINE.label}-${javaScriptEnabled ? 'js' : 'nojs'}`;
      const slug = `${viewport.width}${javaScriptEnabled ? 'js' : ''}`;
      const { start } = await book(page, { ...WINE, label }, ENGLISH, 'Cellar tour and tasting', {
        firstname: 'Oliver',
        lastname: 'Hughes',
        email: `oliver.hughes.${slug}@example.co.uk`,
        phone: '+44 7700 900123',
        places: 2,
      });
      expect(new URL(page.url()).pathname).toMatch(/^\/en\//);
      expect(await summary(page, 'Service')).toBe('Cellar tour and tasting');
      const bookedWhen = await summary(page, 'When');
      expect(await page.locator('.booking__policy').count()).toBe(0); // changeable: no call-us terms
      // To a time of the week after the one its manage page shows first (one still changeable).
      const to = await move(page, { label }, ENGLISH, start, true);
      expect(to).not.toBe(start);
      expect(await summary(page, 'When')).not.toBe(bookedWhen);
      await cancel(page, ENGLISH);
      expect(problems.pageErrors).toEqual([]);
      expectNoHydrationWarning(problems);
      expect(originFailures(problems, wineUrl)).toEqual([]);
    });
  });
});
