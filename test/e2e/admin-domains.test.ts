import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, launchBrowser, withPage } from './support/browser.ts';
import { adminApi, adminToken, hostRequest, OPERATOR } from './support/api.ts';
import { signInToPanel } from './support/admin-panel.ts';

// Issue 25, done when: a production host mapped by the operator shows « en attente » and the
// DNS record to create on the « Domaines » screen, and answers once the (local) custom hostname
// adapter reports it active (« Vérifier maintenant » here, the Cron Trigger in production).

const HOST = 'www.client-exemple.fr';
let browser: Browser;
let token = '';

beforeAll(async () => {
  browser = await launchBrowser();
  token = await adminToken(OPERATOR);
});
afterAll(async () => {
  await adminApi(`/admin/platform/domain/${HOST}`, { token, method: 'DELETE' });
  await browser?.close();
});

describe('a customer domain on the « Domaines » screen', () => {
  test('is « en attente » with its CNAME, then « actif » and answering', async () => {
    // A retry starts from scratch: the host of a failed try goes first.
    await adminApi(`/admin/platform/domain/${HOST}`, { token, method: 'DELETE' });
    const wineId = (await adminApi<{ id: number }[]>('/admin/platform/site', { token })).data[1]!.id;
    const added = await adminApi<{ status: string }>('/admin/platform/domain', {
      token,
      body: { host: HOST, kind: 'PROD', idSite: wineId },
    });
    expect(added.status).toBe(201);
    expect((await hostRequest(HOST, 'GET', '/')).status).toBe(404);

    await withPage(browser, { viewport: DESKTOP }, async ({ page }) => {
      await signInToPanel(page, { account: OPERATOR, screen: 'domains' });
      const row = page.locator('tr', { hasText: HOST });
      await row.getByText('en attente', { exact: true }).first().waitFor();
      // Under the state of a waiting host: the DNS record the customer creates.
      await page.getByText('clients.plateforme.localhost').waitFor();
      const records = page.getByRole('table', { name: `Enregistrements DNS pour ${HOST}` });
      expect(await records.textContent()).toContain('CNAME');
      await page.getByRole('button', { name: 'Vérifier maintenant' }).click();
      await page.locator('tr', { hasText: HOST }).getByText('actif', { exact: true }).first().waitFor();
    });
    expect((await hostRequest(HOST, 'GET', '/')).status).toBe(200);
  });
});
