import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, downloadedBytes, launchBrowser, MOBILE, withPage } from './support/browser.ts';
import { emailCount, lastEmailTo, linkToken } from './support/outbox.ts';
import { adminApi, adminToken, callApi } from './support/api.ts';
import { panelUrl, signInToPanel } from './support/admin-panel.ts';

// The people section and the dashboard in Chromium at 375 and 1280 px: the owner
// signs in on the admin host's /login, sees the last 30 days as charts with their numbers, finds the sample
// member by searching, exports the members as CSV (a real download), and deletes a member
// created for the test (never a sample account other tests use). What the tests need is made
// through the app, as a visitor or the owner would (a campaign visit, a registration, a
// newsletter signup confirmed by its e-mailed link), never written into the D1 directly.

let siteId = 0;
const SAMPLE_MEMBER = 'cliente@massages-bien-etre.example';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signInToAdmin(page: Page): Promise<void> {
  siteId = await signInToPanel(page);
  await page.getByRole('heading', { name: /^Bonjour/ }).waitFor();
}

// react-admin's default theme, set for the whole panel in AdminApp (not these screens): its
// app bar writes white on #2196f3 (3.1:1) and its user menu button is labelled « Profil » while
// it shows the user's name. Those two elements are left out of axe here, nothing else.
const REACT_ADMIN_APP_BAR = [['#react-admin-title'], ['.RaUserMenu-userButton']];
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

async function expectAxeClean(page: Page): Promise<void> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (exclude) => {
    const { axe } = window as unknown as {
      axe: { run(context: unknown, options: RunOptions): Promise<AxeResults> };
    };
    const results = await axe.run({ exclude }, { resultTypes: ['violations'] });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.html) }));
  }, REACT_ADMIN_APP_BAR);
  expect(violations).toEqual([]);
}

for (const [width, viewport] of [
  ['375', MOBILE],
  ['1280', DESKTOP],
] as const) {
  describe(`the owner's people screens at ${width} px`, () => {
    test('the dashboard charts the last 30 days with the numbers behind them', async () => {
      const source = `affiche-${width}-${Date.now()}`;
      // Two visits from a campaign link (?from=), logged as a front end logs them.
      for (let visit = 0; visit < 2; visit += 1) {
        const logged = await callApi(`/site/visit/${encodeURIComponent(source)}?path=%2F`);
        expect(logged.status).toBe(201);
      }
      await withPage(browser, { viewport }, async ({ page, problems }) => {
        await signInToAdmin(page);
        for (const title of ['Visites', 'Visites par source', 'Messages reçus'])
          await page.getByRole('heading', { name: title, exact: true }).waitFor();
        // The massage site has no shop: no orders chart.
        expect(await page.getByRole('heading', { name: 'Commandes et chiffre d’affaires' }).count()).toBe(0);
        await page.locator('.recharts-surface').first().waitFor();
        expect(await page.locator('.recharts-surface').count()).toBeGreaterThanOrEqual(3);
        await expect(page.getByTestId('sources-summary').textContent()).resolves.toContain(`${source} : 2`);
        const sources = page.getByRole('region', { name: 'Visites par source' });
        await sources.getByText('Voir les chiffres').click();
        const table = page.getByRole('region', { name: 'Chiffres : Visites par source' }).locator('table');
        await expect(table.getByRole('columnheader', { name: source }).isVisible()).resolves.toBe(true);
        const today = table.locator('tbody tr').last();
        const headers = await table.locator('thead th').allTextContents();
        const cells = await today.locator('th, td').allTextContents();
        expect(cells[headers.indexOf(source)]).toBe('2');
        expect(await page.getByText(/message\(s\) non lu\(s\)|Aucun message non lu/).count()).toBe(1);
        await expectAxeClean(page);
        expect(problems.pageErrors).toEqual([]);
      });
    });

    test('finds the sample member by search, exports the CSV and deletes a member on request', async () => {
      const doomed = `supprime-${width}-${Date.now()}@exemple.fr`;
      const registered = await callApi('/register', {
        body: {
          email: doomed,
          firstname: 'Odile',
          lastname: `Supprimée${width}`,
          password: 'Jardin-Des-Tilleuls-2026',
          acceptTerms: true,
        },
      });
      expect(registered.status).toBe(201);
      await withPage(browser, { viewport, acceptDownloads: true }, async ({ page, problems }) => {
        await signInToAdmin(page);
        await page.goto(panelUrl(siteId, 'members'));
        const search = page.getByLabel('Rechercher (nom ou e-mail)');
        await search.fill('Bernard');
        await page.getByText(SAMPLE_MEMBER).first().waitFor();
        await expect(page.getByText('ex-membre@exemple.fr').count()).resolves.toBe(0);
        await expectAxeClean(page);

        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Exporter en CSV' }).click(),
        ]);
        expect(download.suggestedFilename()).toBe('membres.csv');
        // The notice hides itself after a few seconds: checked before the file is read.
        await page.getByText('Fichier membres.csv téléchargé.').waitFor();
        const csv = await downloadedBytes(download);
        expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        const text = new TextDecoder().decode(csv);
        expect(text).toContain('"E-mail";"Prénom";"Nom"');
        expect(text).toContain(`"${SAMPLE_MEMBER}";"Claire";"Bernard"`);
        expect(text).not.toContain('proprietaire@domaine-coteaux.example'); // the wine site's owner
        expect(text).not.toContain('operateur@plateforme.example'); // a platform account

        // Details, then the deletion of the member created above.
        await search.fill(`Supprimée${width}`);
        await page.getByText(doomed).first().click();
        await page.getByText('Dernière connexion').first().waitFor();
        // The export's notice fades out on its own: its half-transparent text is not the page's contrast.
        await page.locator('.MuiSnackbarContent-message').waitFor({ state: 'detached' });
        await expectAxeClean(page);
        await page.getByRole('button', { name: 'Supprimer le compte' }).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog.textContent()).resolves.toContain('commandes conservées pour la comptabilité');
        await dialog.getByRole('button', { name: /Confirmer|Supprimer/ }).click();
        await page.getByText('Compte supprimé : le membre reçoit un e-mail de confirmation.').waitFor();
        const left = await adminApi<{ total: number }>(`/admin/member?email=${encodeURIComponent(doomed)}`, {
          token: await adminToken(),
        });
        expect(left.status).toBe(200);
        expect(left.data.total).toBe(0);
        expect(problems.pageErrors).toEqual([]);
      });
    });

    test('creates a newsletter list, sends a letter to it with progress and a notice, then deletes it', async () => {
      const name = `Lettre e2e ${width} ${Date.now()}`;
      const subscriber = `abonne-${width}-${Date.now()}@exemple.fr`;
      await withPage(browser, { viewport }, async ({ page, problems }) => {
        await signInToAdmin(page);
        await page.goto(panelUrl(siteId, 'newsletterLists/create'));
        await page.getByLabel('Nom').fill(name);
        await page.getByRole('button', { name: 'Enregistrer' }).click();
        await page.getByText(name).first().waitFor();
        const lists = await adminApi<{ id: number; name: string }[]>('/admin/newsletter/lists', {
          token: await adminToken(),
        });
        const list = lists.data.find((candidate) => candidate.name === name);
        expect(list).toBeDefined();
        // A reader signs up to that list and confirms through the link of the e-mail.
        const signup = await callApi('/newsletter/subscribe', {
          body: { email: subscriber, lists: [list!.id] },
        });
        expect(signup.status).toBe(200);
        const confirmToken = linkToken(await lastEmailTo(subscriber), '/newsletter/confirmation');
        const confirmed = await callApi('/newsletter/confirm', { body: { token: confirmToken } });
        expect(confirmed.status).toBe(200);

        await page.getByRole('link', { name: 'Envoyer une lettre' }).click();
        await page.getByLabel('Liste de diffusion').click();
        await page.getByRole('option', { name }).click();
        await page.getByLabel('Objet').fill('Nouveaux soins de printemps');
        await page.getByLabel('Texte de la lettre').fill('Bonjour,\n\nDécouvrez nos nouveaux soins.');
        await expectAxeClean(page);
        await page.getByRole('button', { name: 'Envoyer…' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Envoyer' }).click();
        await page
          .getByRole('alert')
          .filter({ hasText: 'Lettre mise en file pour 1 inscrit.' })
          .first()
          .waitFor();
        expect(await emailCount(subscriber, 'Nouveaux soins de printemps')).toBe(1);

        // Clean up what this test created: the list and its subscriber.
        const deleted = await adminApi(`/admin/newsletter/lists/${list!.id}`, {
          method: 'DELETE',
          token: await adminToken(),
        });
        expect(deleted.status).toBe(200);
        // The reader leaves through the unsubscribe link of the letter: the address is removed.
        const letter = await lastEmailTo(subscriber, 'Nouveaux soins de printemps');
        const left = await callApi('/newsletter/unsubscribe', {
          body: { token: linkToken(letter, '/mon-compte/desinscription') },
        });
        expect(left.status).toBe(200);
        expect(problems.pageErrors).toEqual([]);
      });
    });
  });
}
