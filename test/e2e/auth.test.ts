import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { e2eServer } from './support/server';
import { islandsReady, launchBrowser, originFailures, withPage } from './support/browser.ts';
import { queryLocalD1 } from './support/local-d1.ts';

// Members' sign-in in the browser, with and without JavaScript: register on /auth, log out, log in
// (back to ?redirect=), and reset the password through the link found in the e-mail outbox.

const baseUrl = e2eServer().baseUrl;
const stateDir = e2eServer().stateDir;
const PASSWORD = 'Huile-de-lavande-tiede-2026';
const NEW_PASSWORD = 'Pierres-chaudes-et-menthe-2026';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(page: Page, path: string, javaScript: boolean): Promise<void> {
  const response = await page.goto(`${baseUrl}${path}`);
  expect(response?.status()).toBe(200);
  if (javaScript) {
    await islandsReady(page);
    const refuse = page.getByRole('button', { name: 'Tout refuser' });
    if (await refuse.isVisible()) await refuse.click();
  }
}

/**
 * Every toast the pages showed, in order, kept by the page itself from the first byte: a toast
 * lives 3 s, so reading the screen afterwards would depend on the machine's speed.
 */
async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shown = JSON.parse(sessionStorage.getItem('e2e-toasts') ?? '[]') as string[];
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes)
          if (node instanceof HTMLElement && node.classList.contains('toast')) {
            shown.push(node.textContent ?? '');
            sessionStorage.setItem('e2e-toasts', JSON.stringify(shown));
          }
    }).observe(document, { childList: true, subtree: true });
  });
}

const toastsShown = (page: Page): Promise<string[]> =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-toasts') ?? '[]') as string[]);

async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'token');
}

async function logIn(
  page: Page,
  email: string,
  password: string,
  javaScript: boolean,
  redirect = '/me-contacter',
) {
  await open(page, `/auth?redirect=${encodeURIComponent(redirect)}`, javaScript);
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(`${baseUrl}${redirect}`);
}

async function logOut(page: Page, javaScript: boolean) {
  await open(page, '/auth', javaScript);
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await page.waitForURL(`${baseUrl}/`);
  expect(await sessionCookie(page)).toBeUndefined();
}

describe('member account, end to end', () => {
  for (const javaScript of [true, false]) {
    test(`register, log out, log in, reset the password ${javaScript ? 'with' : 'without'} JavaScript`, async () => {
      const email = `e2e-${javaScript ? 'js' : 'nojs'}-${Date.now()}@example.fr`;
      await withPage(browser, { javaScriptEnabled: javaScript }, async ({ page, problems }) => {
        if (javaScript) await recordToasts(page);
        // Register: the terms box is required, then the account exists and the member signs in.
        await open(page, '/auth', javaScript);
        await page.locator('#register-firstname').fill('Inès');
        await page.locator('#register-lastname').fill('Marchand');
        await page.locator('#register-email').fill(email);
        await page.locator('#register-password').fill(PASSWORD);
        await page.getByRole('button', { name: 'Créer mon compte' }).click();
        const termsError = page.locator('#register-acceptTerms-error');
        await expect
          .poll(() => termsError.textContent())
          .toContain('Je reconnais avoir lu et compris les CGU');
        if (javaScript) {
          // Checked in the browser: nothing was sent, focus is on the box.
          expect(page.url()).toBe(`${baseUrl}/auth`);
          expect(await page.evaluate(() => document.activeElement?.id)).toBe('register-acceptTerms');
        } else {
          // The server's answer: the summary, what was typed kept, the password not.
          await expect(page.locator('.error-summary').textContent()).resolves.toContain(
            'Le formulaire contient des erreurs',
          );
          await expect(page.locator('#register-email').inputValue()).resolves.toBe(email);
          await page.locator('#register-password').fill(PASSWORD);
        }
        await page.getByLabel('Je reconnais avoir lu et compris les CGU et je les accepte').check();
        await page.getByRole('button', { name: 'Créer mon compte' }).click();
        // The same neutral notice whether the address was new or known; nobody is
        // signed in by registering: the login form beside it has the address, the member signs in.
        await expect
          .poll(() => page.locator('.form-notice').textContent())
          .toContain('Votre inscription est enregistrée');
        expect(await sessionCookie(page)).toBeUndefined();
        await expect(page.locator('#login-email').inputValue()).resolves.toBe(email);
        await page.locator('#login-password').fill(PASSWORD);
        await page.getByRole('button', { name: 'Se connecter' }).click();
        await page.waitForURL(`${baseUrl}/`);
        const token = await sessionCookie(page);
        expect(token?.httpOnly).toBe(true);
        expect(token?.sameSite).toBe('Lax');
        if (javaScript) {
          await islandsReady(page);
          await expect(
            page.locator('header [data-island="AccountIcon"] a').first().getAttribute('href'),
          ).resolves.toBe('/mon-compte');
          // The page the sign-in lands on says so once; the notice is gone for the next page.
          await expect.poll(() => toastsShown(page)).toContain('Vous êtes connecté.');
          await expect
            .poll(async () => (await page.context().cookies()).some((c) => c.name === 'session_notice'))
            .toBe(false);
        }
        const welcome = await queryLocalD1<{ subject: string }>(
          stateDir,
          `SELECT subject FROM email_outbox WHERE to_address = '${email}'`,
        );
        expect(welcome.map((row) => row.subject)).toEqual([
          'Bienvenue sur Sophie Morel – Massages & Bien-être',
        ]);

        await logOut(page, javaScript);
        if (javaScript) {
          await islandsReady(page);
          await expect(
            page.locator('header [data-island="AccountIcon"] a').first().getAttribute('href'),
          ).resolves.toBe('/auth');
          await expect.poll(() => toastsShown(page)).toContain('Vous êtes déconnecté.');
        }

        // A wrong password: the French message on the page, no session.
        await open(page, '/auth', javaScript);
        await page.locator('#login-email').fill(email);
        await page.locator('#login-password').fill('Pas-le-bon-mot-de-passe');
        await page.getByRole('button', { name: 'Se connecter' }).click();
        await expect
          .poll(() => page.locator('#login-summary').textContent())
          .toContain('Adresse e-mail ou mot de passe incorrect.');
        expect(await sessionCookie(page)).toBeUndefined();

        await logIn(page, email, PASSWORD, javaScript);
        expect(await sessionCookie(page)).toBeDefined();
        await logOut(page, javaScript);

        // Reset through the link of the e-mail in the outbox.
        await open(page, '/password/reset/ask', javaScript);
        await page.getByLabel('Adresse e-mail de votre compte').fill(email);
        await page.getByRole('button', { name: 'Recevoir le lien' }).click();
        await expect.poll(() => page.locator('.form-notice').textContent()).toContain('Si un compte existe');
        const [mail] = await queryLocalD1<{ text_body: string }>(
          stateDir,
          // The local inbox keeps the full text once delivered (the outbox copy is blanked then).
          `SELECT COALESCE((SELECT i.text_body FROM local_inbox i WHERE i.outbox_id = o.id), o.text_body) AS text_body
             FROM email_outbox o WHERE o.to_address = '${email}' AND o.subject LIKE 'Réinitialisation%' ORDER BY o.id DESC LIMIT 1`,
        );
        // The token is in the link's fragment, never in a logged path.
        const [link, code] =
          /(http:\/\/\S+\/password\/reset#([A-Za-z0-9_-]+))/.exec(mail?.text_body ?? '')?.slice(1) ?? [];
        expect(link?.startsWith(baseUrl)).toBe(true);
        await page.goto(link ?? '');
        if (javaScript) {
          await islandsReady(page);
          // The island copied the code into the form, hid its field and dropped the fragment.
          await expect.poll(() => page.locator('#reset-token').inputValue()).toBe(code);
          await expect(page.locator('#reset-token').isVisible()).resolves.toBe(false);
          expect(page.url()).toBe(`${baseUrl}/password/reset`);
        } else {
          await page.getByLabel('Code du lien reçu').fill(code ?? '');
        }
        await page.getByLabel('Nouveau mot de passe').fill(NEW_PASSWORD);
        await page.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click();
        await expect
          .poll(() => page.locator('.form-notice').textContent())
          .toContain('Votre mot de passe a été changé.');

        await logIn(page, email, NEW_PASSWORD, javaScript, '/');
        expect(await sessionCookie(page)).toBeDefined();

        expect(problems.pageErrors).toEqual([]);
        // The refused posts answer their page with 400 and 401, which the browser logs.
        expect(problems.consoleErrors.filter((line) => !/status of 40[01]/.test(line))).toEqual([]);
        expect(problems.hydrationWarnings).toEqual([]);
        expect(originFailures(problems, baseUrl, false)).toEqual([]);
      });
    });
  }
});
