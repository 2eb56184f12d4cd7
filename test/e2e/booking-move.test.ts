import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, launchBrowser, MOBILE, originFailures, withPage } from './support/browser.ts';
import { book, cancel, FRENCH, move, summary } from './support/booking-flow.ts';
import { baseUrl, expectNoHydrationWarning } from './support/islands.ts';

// Online booking on the massage practice, in French, on a phone and on a desktop, with and
// without JavaScript: a visitor books a massage at a free time of the next week, moves it from
// the manage page to a free time of the week after, then cancels it.

const MASSAGE = { url: baseUrl, label: 'massage' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('booking, moving then cancelling a massage', () => {
  test.each([
    ['375 px, with JavaScript', MOBILE, true],
    ['1280 px, with JavaScript', DESKTOP, true],
    ['375 px, without JavaScript', MOBILE, false],
    ['1280 px, without JavaScript', DESKTOP, false],
  ])('at %s', async (_name, viewport, javaScriptEnabled) => {
    await withPage(browser, { viewport, javaScriptEnabled }, async ({ page, problems }) => {
      const label = `${MASSAGE.label}-${javaScriptEnabled ? 'js' : 'nojs'}`;
      const slug = `${viewport.width}${javaScriptEnabled ? 'js' : ''}`;
      const { start } = await book(page, { ...MASSAGE, label }, FRENCH, 'Massage relaxant aux huiles · 1 h', {
        firstname: 'Inès',
        lastname: 'Marchand',
        email: `ines.marchand.${slug}@exemple.fr`,
        phone: '06 41 27 93 58',
      });
      const bookedWhen = await summary(page, 'Date');
      // To a time of the week after the one its manage page shows first.
      const to = await move(page, { label }, FRENCH, start, true);
      expect(to).not.toBe(start);
      expect(await summary(page, 'Date')).not.toBe(bookedWhen);
      await cancel(page, FRENCH);
      expect(problems.pageErrors).toEqual([]);
      expectNoHydrationWarning(problems);
      expect(originFailures(problems, baseUrl)).toEqual([]);
    });
  });
});
