import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { e2eServer } from './support/server';
import { islandsReady, launchBrowser, withPage } from './support/browser.ts';
import { queryLocalD1 } from './support/local-d1.ts';

// The contact form island on /me-contacter: French errors per field before anything
// is sent, a success toast, and the message and its e-mail stored by the Worker.

const baseUrl = e2eServer().baseUrl;
const stateDir = e2eServer().stateDir;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openContact(page: Page): Promise<void> {
  const response = await page.goto(`${baseUrl}/me-contacter`);
  expect(response?.status()).toBe(200);
  await islandsReady(page);
  await page.getByRole('button', { name: 'Tout refuser' }).click();
}

describe('contact form', () => {
  test('shows a French error under each wrong field and sends nothing', async () => {
    await withPage(browser, {}, async ({ page, problems }) => {
      await openContact(page);
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST') posts.push(request.url());
      });
      await page.getByLabel('Prénom').fill('Camille');
      await page.getByLabel('Adresse e-mail').fill('pas-une-adresse');
      await page.getByRole('button', { name: 'Envoyer le message' }).click();
      await expect.poll(() => page.locator('.block-form__error').count()).toBeGreaterThanOrEqual(3);
      await expect(page.locator('#message-email-error').textContent()).resolves.toBe(
        "L'adresse e-mail n'est pas valide.",
      );
      await expect(page.locator('#message-lastname-error').textContent()).resolves.toBe(
        'Le nom est obligatoire.',
      );
      await expect(page.locator('#message-lastname').getAttribute('aria-invalid')).resolves.toBe('true');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('message-lastname');
      expect(posts).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
      expect(problems.hydrationWarnings).toEqual([]);
    });
  });

  test('sends a valid message, shows the success toast, and the Worker stores it with its e-mail', async () => {
    const subject = `Séance du samedi ${Date.now()}`;
    await withPage(browser, {}, async ({ page, problems }) => {
      await openContact(page);
      await page.getByLabel('Prénom').fill('Camille');
      await page.getByLabel('Nom', { exact: true }).fill('Durand');
      await page.getByLabel('Adresse e-mail').fill('camille.durand@example.fr');
      await page.getByLabel('Objet').fill(subject);
      await page
        .getByLabel('Votre message')
        .fill('Bonjour, je voudrais réserver une réflexologie samedi matin.');
      await page.getByRole('button', { name: 'Envoyer le message' }).click();
      const toast = page.locator('.notification-area').getByText('Merci, votre message a bien été envoyé.');
      await expect.poll(() => toast.count()).toBeGreaterThan(0);
      await expect(page.getByLabel('Objet').inputValue()).resolves.toBe('');
      expect(problems.consoleErrors).toEqual([]);
    });
    const messages = await queryLocalD1<{ site_id: number; email: string }>(
      stateDir,
      `SELECT site_id, email FROM messages WHERE subject = '${subject}'`,
    );
    expect(messages).toEqual([{ site_id: 1, email: 'camille.durand@example.fr' }]);
    const outbox = await queryLocalD1<{ to_address: string; reply_to: string }>(
      stateDir,
      `SELECT to_address, reply_to FROM email_outbox WHERE subject = '[Contact] ${subject}'`,
    );
    expect(outbox).toEqual([
      { to_address: 'contact@massages-bien-etre.example', reply_to: 'camille.durand@example.fr' },
    ]);
  });

  test('works without JavaScript: a plain POST answered with the thanks', async () => {
    await withPage(browser, { javaScriptEnabled: false }, async ({ page }) => {
      await page.goto(`${baseUrl}/me-contacter`);
      await page.getByLabel('Prénom').fill('Louis');
      await page.getByLabel('Nom', { exact: true }).fill('Martin');
      await page.getByLabel('Adresse e-mail').fill('louis.martin@example.fr');
      await page.getByLabel('Objet').fill('Sans JavaScript');
      await page.getByLabel('Votre message').fill('Bonjour, avez-vous des créneaux en soirée ?');
      await page.getByRole('button', { name: 'Envoyer le message' }).click();
      const notice = page.locator('.block-form__notice--success');
      await expect(notice.getAttribute('role')).resolves.toBe('status');
      await expect(notice.textContent()).resolves.toContain('Merci, votre message a bien été envoyé.');
    });
  });
});
