import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { e2eServer } from './support/server';
import { adminApi, adminRequest, adminToken } from './support/api.ts';
import { islandsReady, launchBrowser, withPage } from './support/browser.ts';

// The builder form « Demande d'intervention à domicile » embedded in
// /mes-interventions/les-massages-a-domicile: sent with a file with JavaScript (the
// island) and without (a plain multipart post), the thanks shown either way, the file kept in
// R2 and downloadable by the admin; a wrong file shows the French error beside its field.

const baseUrl = e2eServer().baseUrl;
const PAGE = '/mes-interventions/les-massages-a-domicile';
const FORM_TITLE = "Demande d'intervention à domicile";
const THANKS = 'Merci, votre demande d’intervention à domicile a bien été envoyée.';
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00]);

let browser: Browser;
let filesDir: string;
beforeAll(async () => {
  browser = await launchBrowser();
  filesDir = await mkdtemp(path.join(tmpdir(), 'forms-e2e-'));
});
afterAll(async () => {
  await browser?.close();
  await rm(filesDir, { recursive: true, force: true });
});

/** A file on disk with that name and content, for the file input (as a visitor picks one). */
async function fileOnDisk(name: string, bytes: Uint8Array): Promise<string> {
  const file = path.join(filesDir, name);
  await writeFile(file, bytes);
  return file;
}

async function fillRequest(page: Page, name: string): Promise<void> {
  await page.getByLabel('Nom et prénom').fill(name);
  await page.getByLabel('Adresse e-mail').fill('claire.bernard@example.fr');
  await page.getByLabel('Téléphone').fill('06 21 43 65 87');
  await page.getByLabel('Adresse de l’intervention').fill('8 rue du Port, 44120 Vertou');
  await page.getByLabel('Date souhaitée').fill('2027-04-12');
  await page.getByLabel('Soin souhaité').selectOption('Réflexologie plantaire (1 h)');
  await page.getByLabel('J’accepte que mes informations').check();
}

interface StoredFile {
  submissionId: number;
  id: number;
  filename: string;
}

/** Every file sent with the form, as its admin lists them: GET /api/admin/forms/{id}/submissions, page by page. */
async function storedFiles(token: string): Promise<StoredFile[]> {
  const forms = await adminApi<{ forms: { id: number; title: string }[] }>(
    `/admin/forms?title=${encodeURIComponent(FORM_TITLE)}`,
    { token },
  );
  expect(forms.status).toBe(200);
  const form = forms.data.forms.find((candidate) => candidate.title === FORM_TITLE);
  expect(form).toBeDefined();
  const files: StoredFile[] = [];
  for (let page = 1, seen = 0, total = 1; seen < total; page += 1) {
    const answer = await adminApi<{
      submissions: { id: number; files: { id: number; filename: string }[] }[];
      total: number;
    }>(`/admin/forms/${form?.id}/submissions?page=${page}`, { token });
    expect(answer.status).toBe(200);
    total = answer.data.total;
    seen += answer.data.submissions.length;
    if (answer.data.submissions.length === 0) break;
    for (const submission of answer.data.submissions)
      for (const file of submission.files) files.push({ submissionId: submission.id, ...file });
  }
  return files;
}

/** The admin finds the file among the form's submissions and downloads it through the API:
 * it is in R2, bytes intact. */
async function downloadAsAdmin(filename: string): Promise<Uint8Array> {
  const token = await adminToken();
  const file = (await storedFiles(token)).find((candidate) => candidate.filename === filename);
  expect(file).toBeDefined();
  // On the admin host, with the admin session and the site.
  const response = await adminRequest(`/admin/forms/submissions/${file?.submissionId}/files/${file?.id}`, {
    token,
  });
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return response.bytes;
}

describe('builder form with a file', () => {
  test('with JavaScript: sent in place, the thanks shown, the file stored', async () => {
    const filename = `ordonnance-js-${Date.now()}.pdf`;
    await withPage(browser, {}, async ({ page, problems }) => {
      const response = await page.goto(`${baseUrl}${PAGE}`);
      expect(response?.status()).toBe(200);
      await islandsReady(page);
      await page.getByRole('button', { name: 'Tout refuser' }).click();
      await fillRequest(page, 'Claire Bernard');
      await page.getByLabel('Document utile').setInputFiles(await fileOnDisk(filename, PDF));
      await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
      const notice = page.locator('.block-form--builder .block-form__notice--success');
      await expect.poll(() => notice.textContent()).toContain(THANKS);
      expect(new URL(page.url()).pathname).toBe(PAGE); // no navigation
      await expect(page.getByLabel('Nom et prénom').inputValue()).resolves.toBe('');
      expect(problems.pageErrors).toEqual([]);
      expect(problems.hydrationWarnings).toEqual([]);
    });
    expect(await downloadAsAdmin(filename)).toEqual(PDF);
  });

  test('without JavaScript: a plain multipart post, the thanks on the answer page, the file stored', async () => {
    const filename = `ordonnance-nojs-${Date.now()}.pdf`;
    await withPage(browser, { javaScriptEnabled: false }, async ({ page }) => {
      await page.goto(`${baseUrl}${PAGE}`);
      await fillRequest(page, 'Paul Lemoine');
      await page.getByLabel('Document utile').setInputFiles(await fileOnDisk(filename, PDF));
      await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
      await page.waitForURL(`${baseUrl}/formulaires/1`);
      const notice = page.locator('.block-form__notice--success');
      await expect(notice.getAttribute('role')).resolves.toBe('status');
      await expect(notice.textContent()).resolves.toContain(THANKS);
    });
    expect(await downloadAsAdmin(filename)).toEqual(PDF);
  });

  test('a file that is not what its name says shows the French error beside the field, with and without JavaScript', async () => {
    const filename = `faux-${Date.now()}.pdf`;
    const expected = `Le contenu du fichier « ${filename} » ne correspond pas à un type accepté (PDF, JPEG, PNG).`;
    for (const javaScriptEnabled of [true, false]) {
      await withPage(browser, { javaScriptEnabled }, async ({ page }) => {
        await page.goto(`${baseUrl}${PAGE}`);
        if (javaScriptEnabled) {
          await islandsReady(page);
          await page.getByRole('button', { name: 'Tout refuser' }).click();
        }
        await fillRequest(page, 'Léa Garnier');
        await page.getByLabel('Document utile').setInputFiles(await fileOnDisk(filename, EXE));
        await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
        const error = page.locator('#form-1-ordonnance-error');
        await expect.poll(() => error.textContent(), { timeout: 15_000 }).toBe(expected);
        await expect(page.getByLabel('Document utile').getAttribute('aria-invalid')).resolves.toBe('true');
        await expect(page.locator('.block-form__notice--error').textContent()).resolves.toBe(
          'Le formulaire contient des erreurs : corrigez les champs signalés.',
        );
      });
    }
    const stored = (await storedFiles(await adminToken())).filter((file) => file.filename === filename);
    expect(stored).toEqual([]);
  });
});
