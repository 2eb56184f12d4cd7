import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, launchBrowser, MOBILE, withPage } from './support/browser.ts';
import { adminData, adminToken } from './support/api.ts';
import { signInToPanel } from './support/admin-panel.ts';
import { baseUrl } from './support/islands.ts';

// Drafts, shared previews, scheduled publishing and revisions in Chromium at 375 and 1280 px:
// the owner's page has a published text and a drafted one; the panel says so, « Aperçu » makes
// a link a private window opens without an account, a publication scheduled a few seconds
// ahead shows by itself, and « Restaurer » then « Publier » puts the earlier text back.

let browser: Browser;
let token = '';

const api = <T>(method: string, path: string, body?: unknown): Promise<T> =>
  adminData<T>(path, { method, body, token });
const block = (html: string) => ({ kind: 'RICH_TEXT', data: { html } });

beforeAll(async () => {
  browser = await launchBrowser();
  token = await adminToken();
});
afterAll(async () => {
  await browser?.close();
});

describe('publishing a page', () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    test(`drafts, shares, schedules and restores at ${viewport.width} px`, async () => {
      const title = `Offre d’été ${viewport.width} ${Date.now() % 100_000}`;
      const { page: created } = await api<{ page: { id: number; path: string } }>('POST', '/admin/page', {
        title,
        isValid: false,
      });
      const base = `/admin/page/${created.id}`;
      let state = await api<{ version: number }>('PUT', `${base}/draft`, {
        fields: { title, blocks: [block('<p>Le texte d’hier : soins du printemps.</p>')] },
        version: 0,
      });
      state = await api<{ version: number }>('POST', `${base}/publish`, {});
      await api('PUT', `${base}/draft`, {
        fields: { title, blocks: [block('<p>Le nouveau texte : soins de l’été au jardin.</p>')] },
        version: state.version,
      });

      await withPage(browser, { viewport }, async ({ page }) => {
        await signInToPanel(page, { screen: `pages/${created.id}` });
        await expect
          .poll(() => page.getByText('Modifications non publiées').count(), { timeout: 10_000 })
          .toBeGreaterThan(0);
        // The draft form holds the draft, not the live text.
        await expect.poll(() => page.getByText('soins de l’été au jardin').count()).toBeGreaterThan(0);
        await page.getByRole('button', { name: 'Aperçu', exact: true }).click();
        const link = page.getByLabel('Lien d’aperçu à partager (7 jours)');
        await expect.poll(() => link.inputValue()).toMatch(/\/apercu\//);
        await page.screenshot({
          path: `test-results/publishing-panel-${viewport.width}.png`,
          fullPage: true,
        });
        const url = new URL(await link.inputValue());

        // A private window: no account, the draft as visitors will see it.
        await withPage(browser, { viewport }, async ({ page: visitor }) => {
          const answer = await visitor.goto(`${baseUrl}${url.pathname}`);
          expect(answer?.status()).toBe(200);
          expect(answer?.headers()['cache-control']).toBe('private, no-store');
          await expect.poll(() => visitor.getByText('soins de l’été au jardin').count()).toBe(1);
          await visitor.screenshot({
            path: `test-results/publishing-preview-${viewport.width}.png`,
            fullPage: true,
          });
          await visitor.goto(`${baseUrl}${created.path}`);
          expect(await visitor.getByText('soins du printemps').count()).toBe(1);
        });

        // Scheduled a few seconds ahead: it shows by itself.
        await api('POST', `${base}/publish`, { at: Date.now() + 4_000 });
        expect((await api<{ state: string }>('GET', `${base}/draft`)).state).toBe('scheduled');
        await withPage(browser, { viewport }, async ({ page: visitor }) => {
          // Asked again until its time has come (a condition, not a fixed wait).
          await expect
            .poll(
              async () => {
                await visitor.goto(`${baseUrl}${created.path}`);
                return visitor.getByText('soins de l’été au jardin').count();
              },
              { timeout: 30_000, interval: 1_000 },
            )
            .toBe(1);
        });

        // Yesterday's version back: restored as a draft, then published.
        await page.reload();
        await expect.poll(() => page.getByText('Versions publiées').count(), { timeout: 10_000 }).toBe(1);
        await page
          .getByRole('button', { name: /^Restaurer la version/ })
          .last()
          .click();
        await expect
          .poll(() => page.getByText('Modifications non publiées').count(), { timeout: 10_000 })
          .toBeGreaterThan(0);
        await page.getByRole('button', { name: 'Publier', exact: true }).click();
        await expect
          .poll(() => page.getByText('Publié', { exact: true }).count(), { timeout: 10_000 })
          .toBeGreaterThan(0);
        await page.screenshot({
          path: `test-results/publishing-restored-${viewport.width}.png`,
          fullPage: true,
        });
        await withPage(browser, { viewport }, async ({ page: visitor }) => {
          await visitor.goto(`${baseUrl}${created.path}`);
          expect(await visitor.getByText('soins du printemps').count()).toBe(1);
        });
      });
      await api('DELETE', `/admin/page/${created.id}`);
    }, 120_000);
  }
});
