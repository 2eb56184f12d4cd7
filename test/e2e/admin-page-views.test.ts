import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { PageViews } from '../../src/schema/site/page-views.ts';
import { DESKTOP, launchBrowser, MOBILE, withPage } from './support/browser.ts';
import { adminData, adminToken, hostRequest } from './support/api.ts';
import { signInToPanel } from './support/admin-panel.ts';

// The dashboard counts the storefront's page views (anonymous, no cookie): views per
// day, the most viewed pages and the sources, for 30 or 7 days, at 375 and 1280 px. The views
// are made as a browser would ask the pages (a person's User-Agent, a referring site).

const BROWSER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const REFERRER = 'https://www.ecosia.org/search?q=massage+vertou';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  for (let view = 0; view < 3; view += 1) {
    const answer = await hostRequest('localhost', 'GET', '/qui-suis-je', {
      headers: { 'user-agent': BROWSER_AGENT, accept: 'text/html', referer: REFERRER },
    });
    expect(answer.status).toBe(200);
  }
  // Counted after the answers: wait until the dashboard's call sees them.
  const token = await adminToken();
  const counted = async () =>
    (await adminData<PageViews>('/admin/dashboard/page-views?days=7', { token })).topPages.find(
      (page) => page.path === '/qui-suis-je',
    )?.views ?? 0;
  await vi.waitFor(
    async () => {
      if ((await counted()) < 3) throw new Error('the page views were not counted');
    },
    { timeout: 30_000, interval: 200 },
  );
});
afterAll(async () => {
  await browser?.close();
});

for (const [width, viewport] of [
  ['375', MOBILE],
  ['1280', DESKTOP],
] as const) {
  describe(`page views on the dashboard at ${width} px`, () => {
    test('shows the views per day, the top pages and the sources, for 30 then 7 days', async () => {
      await withPage(browser, { viewport }, async ({ page, problems }) => {
        await signInToPanel(page);
        const card = page.getByRole('region', { name: 'Pages vues', exact: true });
        await card.waitFor();
        await expect
          .poll(() => page.getByTestId('page-views-summary').textContent())
          .toMatch(/pages? vues? en 30 jours/);
        const pages = card.getByRole('table', { name: 'Pages les plus vues' });
        await expect(
          pages.getByRole('cell', { name: '/qui-suis-je', exact: true }).isVisible(),
        ).resolves.toBe(true);
        const sources = card.getByRole('table', { name: 'Sources' });
        await expect(
          sources.getByRole('cell', { name: 'ecosia.org', exact: true }).isVisible(),
        ).resolves.toBe(true);

        await card.getByRole('button', { name: '7 jours' }).click();
        await expect.poll(() => page.getByTestId('page-views-summary').textContent()).toMatch(/en 7 jours/);
        await card.getByText('Voir les pages vues par jour').click();
        expect(await card.getByRole('region', { name: 'Pages vues par jour' }).locator('tr').count()).toBe(7);
        // Nothing wider than the screen.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        expect(problems.pageErrors).toEqual([]);
      });
    });
  });
}
