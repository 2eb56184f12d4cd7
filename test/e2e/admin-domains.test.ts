import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, launchBrowser, MOBILE, withPage } from './support/browser.ts';
import { adminApi, adminToken, hostRequest, OPERATOR } from './support/api.ts';
import { screenDrawn, sidewaysScroll, signInToPanel } from './support/admin-panel.ts';

// Done when: a production host mapped by the operator shows « en attente » and the
// DNS record to create on the « Domaines » screen, and answers once the (local) custom hostname
// adapter reports it active (« Vérifier maintenant » here, the Cron Trigger in production).

const HOST = 'www.client-exemple.fr';
const BARE = 'cave-exemple.fr';
const WINE_NAME = 'Domaine des Coteaux de Loire';
let browser: Browser;
let token = '';

beforeAll(async () => {
  browser = await launchBrowser();
  token = await adminToken(OPERATOR);
});
afterAll(async () => {
  // The wine site's address goes back to its development host before the host goes.
  await adminApi('/admin/platform/domain/vins.localhost/primary', { token, method: 'POST', body: {} });
  for (const host of [HOST, BARE, `www.${BARE}`]) {
    await adminApi(`/admin/platform/domain/${host}`, { token, method: 'DELETE' });
  }
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
      const records = page.getByRole('list', { name: `Enregistrements DNS pour ${HOST}` });
      expect(await records.textContent()).toContain('CNAME');
      // Each name and value has its copy button; Cloudflare's verdict reads in French.
      await records.getByRole('button', { name: 'Copier valeur' }).first().waitFor();
      await row.getByText(/le nom ne pointe pas encore vers la plateforme/).waitFor();
      expect(await row.textContent()).not.toContain('does not CNAME');
      await page.getByRole('button', { name: 'Vérifier maintenant' }).click();
      await page.locator('tr', { hasText: HOST }).getByText('actif', { exact: true }).first().waitFor();
      // One site, one address: an active host that is not the site's primary domain
      // sends visitors there (301, same path and query)…
      const before = await hostRequest(HOST, 'GET', '/boutique?tri=prix');
      expect(before.status).toBe(301);
      expect(String(before.headers.location)).toMatch(
        /^http:\/\/vins\.localhost(:\d+)?\/boutique\?tri=prix$/,
      );
      // …until the operator makes it the primary one.
      await page.getByRole('button', { name: `Rendre principal ${HOST} pour ${WINE_NAME}` }).click();
      await page.locator('tr', { hasText: HOST }).getByText('Principal', { exact: true }).waitFor();
    });
    expect((await hostRequest(HOST, 'GET', '/')).status).toBe(200);
    // The wine site's development host still answers where it is.
    expect((await hostRequest('vins.localhost', 'GET', '/')).status).toBe(200);
  });

  test('guides a bare domain to its www host, and reads on a phone', async () => {
    for (const host of [BARE, `www.${BARE}`]) {
      await adminApi(`/admin/platform/domain/${host}`, { token, method: 'DELETE' });
    }
    const wineId = (await adminApi<{ id: number }[]>('/admin/platform/site', { token })).data[1]!.id;
    const added = await adminApi('/admin/platform/domain', {
      token,
      body: { host: BARE, kind: 'PROD', idSite: wineId },
    });
    expect(added.status).toBe(201);

    await withPage(browser, { viewport: MOBILE }, async ({ page }) => {
      await signInToPanel(page, { account: OPERATOR, screen: 'domains' });
      await screenDrawn(page);
      const row = page.locator('tr').filter({
        has: page.getByRole('list', { name: `Enregistrements DNS pour ${BARE}`, exact: true }),
      });
      await row.getByText(`${BARE} est un domaine nu`).waitFor();
      // The records fit the phone: the screen never scrolls sideways.
      expect(await sidewaysScroll(page)).toBe(0);
      await row.getByRole('button', { name: `Ajouter www.${BARE}` }).click();
      await page.getByRole('list', { name: `Enregistrements DNS pour www.${BARE}`, exact: true }).waitFor();
      // Its www host listed, the bare domain offers it no more.
      await row.getByText(`${BARE} est un domaine nu`).waitFor({ state: 'detached' });
    });
    const hosts = await adminApi<{ host: string; idSite: number; kind: string }[]>('/admin/platform/domain', {
      token,
    });
    expect(hosts.data.find((host) => host.host === `www.${BARE}`)).toMatchObject({
      idSite: wineId,
      kind: 'PROD',
    });
  });
});
