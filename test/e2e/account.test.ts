import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { e2eServer } from './support/server';
import { hashSeedPassword } from '../../worker/seed/members.ts';
import { islandsReady, launchBrowser, withPage } from './support/browser.ts';
import { queryLocalD1 } from './support/local-d1.ts';
import { adminApi, adminToken } from './support/api.ts';

// The personal space in Chromium, with and without JavaScript: a member changes the profile and the
// password, subscribes to the newsletter from the footer and confirms through the link of the
// outbox e-mail, unsubscribes through the link of a newsletter, and deletes the account.

const baseUrl = e2eServer().baseUrl;
const stateDir = e2eServer().stateDir;
const PASSWORD = 'Une-phrase-de-passe-solide-2026';
const NEW_PASSWORD = 'Une-autre-phrase-bien-longue-2027';
const ADMIN = { email: 'proprietaire@massages-bien-etre.example', password: 'Massages-Local-2026' };

let browser: Browser;
let storedHash: string;
beforeAll(async () => {
  browser = await launchBrowser();
  storedHash = hashSeedPassword(PASSWORD);
});
afterAll(async () => {
  await browser?.close();
});

const sql = (value: string) => `'${value.replaceAll("'", "''")}'`;

async function createMember(label: string): Promise<string> {
  const email = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@exemple.fr`;
  await queryLocalD1(
    stateDir,
    `INSERT INTO users (site_id, email, password_hash, role, firstname, lastname)
     VALUES (1, ${sql(email)}, ${sql(storedHash)}, 'MEMBER', 'Camille', 'Durand')`,
  );
  return email;
}

async function apiLogin(email: string, password: string): Promise<{ status: number; token: string }> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = await response.json<{ data: { token?: string } | null }>();
  return { status: response.status, token: body.data?.token ?? '' };
}

/** Signs the browser in as the login would: the HttpOnly token cookie of this host. */
async function signIn(context: BrowserContext, email: string, password = PASSWORD): Promise<void> {
  const { status, token } = await apiLogin(email, password);
  expect(status).toBe(200);
  await context.addCookies([{ name: 'token', value: token, url: baseUrl, httpOnly: true, sameSite: 'Lax' }]);
}

async function open(page: Page, path: string, javaScript: boolean): Promise<void> {
  const response = await page.goto(`${baseUrl}${path}`);
  expect(response?.status()).toBe(200);
  if (!javaScript) return;
  await islandsReady(page);
  const refuse = page.getByRole('button', { name: 'Tout refuser' });
  if (await refuse.isVisible()) await refuse.click();
}

async function lastEmail(to: string): Promise<string> {
  const rows = await queryLocalD1<{ text_body: string }>(
    stateDir,
    // The local inbox keeps the full text once delivered (the outbox copy is blanked then).
    `SELECT COALESCE((SELECT i.text_body FROM local_inbox i WHERE i.outbox_id = o.id), o.text_body) AS text_body
       FROM email_outbox o WHERE o.to_address = ${sql(to)} ORDER BY o.id DESC LIMIT 1`,
  );
  return rows[0]?.text_body ?? '';
}

const linkTo = (text: string, path: string) => {
  const match = new RegExp(`https?://\\S+${path}\\S*`).exec(text);
  if (!match) throw new Error(`no ${path} link in ${text}`);
  // The e-mail names the host the request came to; the test server's origin is the same.
  return match[0];
};

for (const javaScript of [true, false]) {
  const mode = javaScript ? 'with JavaScript' : 'without JavaScript';

  describe(`the personal space ${mode}`, () => {
    test('changes the profile, then the password', async () => {
      const email = await createMember(javaScript ? 'profil-js' : 'profil-html');
      await withPage(browser, { javaScriptEnabled: javaScript }, async ({ context, page, problems }) => {
        await signIn(context, email);
        await open(page, '/mon-compte', javaScript);
        await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Mon compte');

        await page.locator('#profil-lastname').fill('Lefèvre');
        await page.locator('#profil-phone').fill('02 40 12 34 56');
        await page.getByRole('button', { name: 'Enregistrer mon profil' }).click();
        // Without JavaScript the post redirects to ?ok=profile; the island saves in place.
        // Either way the notice in the profile's section says it; with JavaScript a toast says
        // it as well (the notice may be off screen), and only there.
        const notice = page
          .getByRole('region', { name: 'Mon profil' })
          .getByText('Votre profil est enregistré.');
        if (javaScript) await notice.waitFor();
        else await page.waitForURL(/ok=profile/);
        await expect(notice.count()).resolves.toBe(1);
        const toast = page.locator('.toasts .toast--success', { hasText: 'Votre profil est enregistré.' });
        await expect(toast.count()).resolves.toBe(javaScript ? 1 : 0);
        await expect(page.getByText('Votre profil est enregistré.').count()).resolves.toBe(
          javaScript ? 2 : 1,
        );
        await expect(page.locator('#profil-lastname').inputValue()).resolves.toBe('Lefèvre');

        // A wrong current password: the French error under the field.
        await page.locator('#mot-de-passe-currentPassword').fill('pas-le-bon-mot');
        await page.locator('#mot-de-passe-newPassword').fill(NEW_PASSWORD);
        await page.getByRole('button', { name: 'Changer mon mot de passe' }).click();
        await expect
          .poll(() => page.locator('#mot-de-passe-currentPassword-error').textContent())
          .toBe('Le mot de passe actuel est incorrect.');

        await page.locator('#mot-de-passe-currentPassword').fill(PASSWORD);
        await page.locator('#mot-de-passe-newPassword').fill(NEW_PASSWORD);
        await page.getByRole('button', { name: 'Changer mon mot de passe' }).click();
        // The same: the notice in its section, and with JavaScript a toast too.
        const changed = page
          .getByRole('region', { name: 'Mon mot de passe' })
          .getByText('Votre mot de passe est changé.', { exact: false });
        if (javaScript) await changed.waitFor();
        else await page.waitForURL(/ok=password/);
        await expect(changed.count()).resolves.toBe(1);
        await expect(
          page.locator('.toasts .toast--success', { hasText: 'Votre mot de passe est changé.' }).count(),
        ).resolves.toBe(javaScript ? 1 : 0);
        await expect(
          page.getByText('Votre mot de passe est changé.', { exact: false }).count(),
        ).resolves.toBe(javaScript ? 2 : 1);
        // The refused form is answered 400 by design (the page with its errors): nothing else.
        const unexpected = problems.consoleErrors.filter(
          (error) => !/status of 400 .*\/mon-compte/.test(error),
        );
        expect(unexpected).toEqual([]);
      });
      expect((await apiLogin(email, PASSWORD)).status).toBe(401);
      expect((await apiLogin(email, NEW_PASSWORD)).status).toBe(200);
    });

    test('subscribes from the footer, confirms by the e-mailed link, then unsubscribes by a newsletter’s link', async () => {
      const email = `lecteur-${javaScript ? 'js' : 'html'}-${Date.now()}@exemple.fr`;
      await withPage(browser, { javaScriptEnabled: javaScript }, async ({ page, problems }) => {
        await open(page, '/', javaScript);
        await page.locator('#newsletter-signup-email').fill(email);
        await page.getByRole('button', { name: 'S’inscrire' }).click();
        await page.waitForURL(/\/newsletter\/inscription$/);
        await expect(page.getByText('cliquez sur le lien', { exact: false }).count()).resolves.toBe(1);

        await open(
          page,
          new URL(linkTo(await lastEmail(email), '/newsletter/confirmation')).pathname +
            new URL(linkTo(await lastEmail(email), '/newsletter/confirmation')).search,
          javaScript,
        );
        await page.getByRole('button', { name: 'Confirmer mon inscription' }).click();
        await expect
          .poll(() => page.getByText('Votre inscription est confirmée', { exact: false }).count())
          .toBe(1);

        // The owner sends a letter to the default list: one e-mail, with its unsubscribe link.
        const lists = await (
          await fetch(`${baseUrl}/api/user/newsletter/lists`)
        ).json<{
          data: { id: number; isDefault: boolean }[];
        }>();
        const listId = lists.data.find((list) => list.isDefault)?.id;
        // Sent from the admin host with the owner's admin session.
        const sent = await adminApi('/admin/newsletter/send', {
          token: await adminToken(ADMIN),
          body: { listId, subject: `Lettre de saison ${Date.now()}`, body: 'Les ateliers reprennent.' },
        });
        expect(sent.status).toBe(200);
        const unsubscribe = new URL(linkTo(await lastEmail(email), '/mon-compte/desinscription'));
        await open(page, unsubscribe.pathname + unsubscribe.search, javaScript);
        await page.getByRole('button', { name: 'Me désinscrire' }).click();
        await expect.poll(() => page.getByText('Vous êtes désinscrit', { exact: false }).count()).toBe(1);
        if (javaScript) expect(problems.consoleErrors).toEqual([]);
      });
      const rows = await queryLocalD1(
        stateDir,
        `SELECT id FROM newsletter_subscribers WHERE email = ${sql(email)}`,
      );
      expect(rows).toEqual([]);
    });

    test('deletes the account after typing the confirmation', async () => {
      const email = await createMember(javaScript ? 'suppression-js' : 'suppression-html');
      await withPage(browser, { javaScriptEnabled: javaScript }, async ({ context, page }) => {
        await signIn(context, email);
        await open(page, '/mon-compte', javaScript);
        await page.locator('#suppression-confirmation').fill('SUPPRIMER');
        await page.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click();
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).textContent())
          .toBe('Compte supprimé');
        const cookies = await context.cookies(baseUrl);
        expect(cookies.find((cookie) => cookie.name === 'token')).toBeUndefined();
        await page.goto(`${baseUrl}/mon-compte`);
        expect(page.url()).toContain('/auth?redirect=%2Fmon-compte');
      });
      const rows = await queryLocalD1(stateDir, `SELECT id FROM users WHERE email = ${sql(email)}`);
      expect(rows).toEqual([]);
    });
  });
}
