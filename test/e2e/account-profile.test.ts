import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { e2eServer } from './support/server';
import { hashSeedPassword } from '../../worker/seed/members.ts';
import { islandsReady, launchBrowser, MOBILE, seriousAxeViolations, withPage } from './support/browser.ts';
import { queryLocalD1 } from './support/local-d1.ts';

// The personal space's island (AccountForms) on a phone (375 px): the server's own
// rules judge a field as the member leaves it and everything on submit, before anything is
// sent; the current password shows only for a new e-mail; the save goes through fetch and
// the page shows the server's notice and per-field errors in place; axe finds nothing serious.

const baseUrl = e2eServer().baseUrl;
const stateDir = e2eServer().stateDir;
const PASSWORD = 'Une-phrase-de-passe-solide-2026';

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
const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@exemple.fr`;

async function createMember(): Promise<string> {
  const email = unique('profil-ilot');
  await queryLocalD1(
    stateDir,
    `INSERT INTO users (site_id, email, password_hash, role, firstname, lastname)
     VALUES (1, ${sql(email)}, ${sql(storedHash)}, 'MEMBER', 'Camille', 'Durand')`,
  );
  return email;
}

async function signIn(context: BrowserContext, email: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  const { data } = await response.json<{ data: { token: string } }>();
  await context.addCookies([
    { name: 'token', value: data.token, url: baseUrl, httpOnly: true, sameSite: 'Lax' },
  ]);
}

async function storedProfile(email: string) {
  const rows = await queryLocalD1<{ email: string; phone: string | null; lastname: string }>(
    stateDir,
    `SELECT email, phone, lastname FROM users WHERE site_id = 1 AND email = ${sql(email)}`,
  );
  return rows[0] ?? null;
}

const errorOf = (page: Page, id: string) => page.locator(`#${id}-error`);
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** A saved profile is said twice on purpose: the notice at the top of « Mon profil » stays, and a
 * toast says it where the member looks (the notice is off screen on a phone after the bottom
 * button). Each is waited for in its own place, never by its text alone (it matches both). The
 * toasts already shown are marked first: a second save within a toast's life shows a second toast
 * (each toast is its own keyed element), and only the new one proves the new save. */
async function saveProfile(page: Page): Promise<void> {
  const saved = 'Votre profil est enregistré.';
  await page.evaluate(() => {
    for (const shown of document.querySelectorAll<HTMLElement>('.toasts .toast')) shown.dataset.seen = 'yes';
  });
  await page.getByRole('button', { name: 'Enregistrer mon profil' }).click();
  await page
    .getByRole('region', { name: 'Mon profil' })
    .getByRole('status')
    .filter({ hasText: saved })
    .waitFor();
  await page.locator('.toasts .toast--success:not([data-seen])', { hasText: saved }).waitFor();
}

/** POSTs the page sent to /mon-compte (the island's fetch or a plain post). */
function countPosts(page: Page): { count: number } {
  const posts = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/mon-compte') posts.count += 1;
  });
  return posts;
}

describe('the profile island on a phone', () => {
  test('inline errors before submit, the password only for a new e-mail, saved in place', async () => {
    const email = await createMember();
    await withPage(browser, { viewport: MOBILE }, async ({ context, page, problems }) => {
      await signIn(context, email);
      await page.goto(`${baseUrl}/mon-compte`);
      await islandsReady(page);
      const refuse = page.getByRole('button', { name: 'Tout refuser' });
      if (await refuse.isVisible()) await refuse.click();
      const posts = countPosts(page);
      const password = page.locator('#profil-currentPassword');

      // The e-mail is unchanged: no current password asked.
      expect(await password.isVisible()).toBe(false);

      // Leaving a wrong field shows the server's words under it, nothing sent.
      await page.locator('#profil-phone').fill('pas un numéro');
      await page.locator('#profil-birthdate').focus();
      await expect
        .poll(() => errorOf(page, 'profil-phone').textContent())
        .toBe("Le numéro de téléphone n'est pas valide.");
      expect(await page.locator('#profil-phone').getAttribute('aria-invalid')).toBe('true');
      expect(await page.locator('#profil-phone').getAttribute('aria-describedby')).toContain(
        'profil-phone-error',
      );

      // Submit judges every field, focuses the first wrong one, and posts nothing.
      await page.locator('#profil-firstname').fill('   ');
      await page.getByRole('button', { name: 'Enregistrer mon profil' }).click();
      expect(await errorOf(page, 'profil-firstname').textContent()).toBe('Le prénom est obligatoire.');
      expect(await focusedId(page)).toBe('profil-firstname');
      expect(posts.count).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Corrected as typed: the message goes as soon as the field is right.
      await page.locator('#profil-firstname').fill('Camille');
      await expect.poll(() => errorOf(page, 'profil-firstname').count()).toBe(0);
      await page.locator('#profil-phone').fill('02 40 12 34 56');
      await page.locator('#profil-lastname').fill('Lefèvre');
      await saveProfile(page);
      expect(new URL(page.url()).search).toBe(''); // saved in place, no redirect
      expect(posts.count).toBe(1);
      expect(await errorOf(page, 'profil-phone').count()).toBe(0);
      expect(await storedProfile(email)).toEqual({ email, phone: '02 40 12 34 56', lastname: 'Lefèvre' });

      // A new e-mail asks the current password: first on the client, then the server's refusal.
      const newEmail = unique('nouvelle-adresse');
      await page.locator('#profil-email').fill(newEmail);
      await password.waitFor({ state: 'visible' });
      await page.getByRole('button', { name: 'Enregistrer mon profil' }).click();
      expect(await errorOf(page, 'profil-currentPassword').textContent()).toBe(
        'Saisissez votre mot de passe actuel.',
      );
      expect(await focusedId(page)).toBe('profil-currentPassword');
      expect(posts.count).toBe(1);
      await password.fill('pas-le-bon-mot-de-passe');
      await page.getByRole('button', { name: 'Enregistrer mon profil' }).click();
      await expect
        .poll(() => errorOf(page, 'profil-currentPassword').textContent())
        .toBe('Le mot de passe actuel est incorrect.');
      // Said once, beside its field: no second copy above the form.
      expect(await page.locator('#profil .block-form__notice--error').count()).toBe(0);
      expect(posts.count).toBe(2);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await password.fill(PASSWORD);
      await saveProfile(page);
      await password.waitFor({ state: 'hidden' }); // the new address is the stored one now
      expect(await password.inputValue()).toBe(''); // never kept in the page
      expect(await page.locator('.account-page__welcome strong').textContent()).toBe(newEmail);
      expect((await storedProfile(newEmail))?.email).toBe(newEmail);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // The refused attempt answered 400 by design (the fetch): no other console error.
      expect(problems.consoleErrors.filter((error) => !/status of 400/.test(error))).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    });
  });

  test('the password form checks the new password’s length before sending', async () => {
    const email = await createMember();
    await withPage(browser, { viewport: MOBILE }, async ({ context, page, problems }) => {
      await signIn(context, email);
      await page.goto(`${baseUrl}/mon-compte`);
      await islandsReady(page);
      const posts = countPosts(page);
      await page.locator('#mot-de-passe-newPassword').fill('trop-court');
      await page.getByRole('button', { name: 'Changer mon mot de passe' }).click();
      expect(await errorOf(page, 'mot-de-passe-currentPassword').textContent()).toBe(
        'Saisissez votre mot de passe actuel.',
      );
      expect(await errorOf(page, 'mot-de-passe-newPassword').textContent()).toBe(
        'Le mot de passe doit contenir au moins 12 caractères.',
      );
      expect(posts.count).toBe(0);
      expect(problems.pageErrors).toEqual([]);
    });
  });
});
