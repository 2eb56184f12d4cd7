import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { albumPath } from '../../src/ui/albums/album-paths';
import { DESKTOP, launchBrowser, MOBILE, seriousAxeViolations, withPage } from './support/browser.ts';
import { adminData, adminToken, adminUrl } from './support/api.ts';
import { panelUrl, signInToPanel } from './support/admin-panel.ts';
import { baseUrl } from './support/islands.ts';

// Content section of the admin panel, in Chromium at 375 and 1280 px: the owner
// writes a blog article with an image and finds it on the public blog, drops two images on an
// album and sees them on the public album, adds a field to a builder form; axe on those
// screens. Everything created here is deleted at the end of its test. The panel runs on the
// admin host; the public pages on the site's storefront.

let siteId = 0;
let token: Promise<string> | null = null;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  filesDir = await mkdtemp(path.join(tmpdir(), 'admin-content-'));
});
afterAll(async () => {
  await browser?.close();
  await rm(filesDir, { recursive: true, force: true });
});

const u32 = (value: number) =>
  new Uint8Array([value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255]);

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** A real PNG of one colour (the server checks the file's signature, not only its name). */
function png(width: number, height: number, rgb: [number, number, number]): Uint8Array {
  const chunk = (type: string, data: Uint8Array) => {
    const body = concat([new TextEncoder().encode(type), data]);
    return concat([u32(data.length), body, u32(crc32(body))]);
  };
  const header = concat([u32(width), u32(height), new Uint8Array([8, 2, 0, 0, 0])]); // 8 bits, RGB
  const row = new Uint8Array([0, ...Array.from({ length: width }, () => rgb).flat()]);
  const pixels = concat(Array.from({ length: height }, () => row));
  return concat([
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', new Uint8Array(deflateSync(pixels))),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

let filesDir: string;

async function fileOnDisk(name: string, bytes: Uint8Array): Promise<string> {
  const file = path.join(filesDir, name);
  await writeFile(file, bytes);
  return file;
}

async function logIn(page: Page): Promise<void> {
  siteId = await signInToPanel(page);
  await page.locator('#main-content').waitFor(); // react-admin's layout: the panel has started
}

/** Opens one of the panel's screens and waits for its form or list. */
async function screen(page: Page, hash: string, ready: string): Promise<void> {
  await page.goto(`${adminUrl}/sites/${siteId}/#${hash}`);
  await page.locator(ready).first().waitFor();
}

/**
 * A provider API call as the owner, on the admin host with the site's idSite (the page may be
 * on the storefront by then, where admin calls are refused).
 */
async function apiFromPage<T>(_page: Page, method: string, path: string, body?: unknown): Promise<T> {
  token ??= adminToken();
  return adminData<T>(path, { method, body, token: await token });
}

async function expectNotification(page: Page, text: string | RegExp): Promise<void> {
  // react-admin shows one notification at a time (4 s each): a later one waits its turn.
  await page
    .locator('.MuiSnackbar-root', { hasText: text })
    .first()
    .waitFor({ state: 'visible', timeout: 30_000 });
}

// react-admin's own app bar, the same on every screen of the panel: its title and its user
// menu button are white on MUI's default blue (#2196f3, 3.1:1), and the user menu button is
// named « Profil » while it shows the e-mail address. Nodes inside that bar are left out;
// everything these screens render is checked.
async function inReactAdminAppBar(page: Page, target: string): Promise<boolean> {
  return page.evaluate(
    (selectors: string[]) => {
      const node = selectors.length === 1 && selectors[0] ? document.querySelector(selectors[0]) : null;
      return node?.closest('header.MuiAppBar-root') != null;
    },
    JSON.parse(target) as string[],
  );
}

async function expectAxeClean(page: Page, screen: string): Promise<void> {
  // The resting state: a focused field's blue label is MUI's focus style, not the screen's.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const violations = [];
  for (const violation of await seriousAxeViolations(page)) {
    const targets = [];
    for (const target of violation.targets) {
      if (!(await inReactAdminAppBar(page, target))) targets.push(target);
    }
    if (targets.length > 0) violations.push({ ...violation, targets });
  }
  expect(violations, `axe on ${screen}`).toEqual([]);
}

const WIDTHS = [
  { name: '375', viewport: MOBILE },
  { name: '1280', viewport: DESKTOP },
] as const;

describe('admin content screens', () => {
  for (const { name, viewport } of WIDTHS) {
    test(`at ${name} px: a blog article with an image, found on the public blog`, async () => {
      await withPage(browser, { viewport }, async ({ page }) => {
        await logIn(page);
        const title = `Article e2e ${name} ${Date.now()}`;
        await screen(page, '/blogArticles/create', '[name="title"]');
        await page.getByLabel(/^Titre/).fill(title);
        // The pages' rich-text editor, not a field of raw HTML.
        await page.getByRole('textbox', { name: 'Texte', exact: true }).click();
        await page.keyboard.type('Un texte écrit depuis le panneau.');
        await page
          .getByTestId('imageUrl-file')
          .setInputFiles(await fileOnDisk(`photo-${name}.png`, png(40, 30, [30, 120, 90])));
        await expectNotification(page, 'Fichier envoyé.');
        // The form measured the image for the server.
        await expect.poll(() => page.getByLabel('Largeur de l’image (px)').inputValue()).toBe('40');
        expect(await page.getByLabel('Hauteur de l’image (px)').inputValue()).toBe('30');
        await page.getByLabel('Texte de remplacement de l’image').fill('Un carré vert');
        await expectAxeClean(page, 'the article form');
        await page.getByRole('button', { name: 'Enregistrer' }).click();
        await page.waitForURL(panelUrl(siteId, 'blogArticles'));
        await page.getByText(title).first().waitFor();
        const found = await apiFromPage<{ blogs: { id: number; url: string }[] }>(
          page,
          'GET',
          `/admin/blog/article?title=${encodeURIComponent(`lk:${title}`)}`,
        );
        expect(found.blogs).toHaveLength(1);
        const article = found.blogs[0]!;
        try {
          await page.goto(`${baseUrl}/blog`);
          await page.locator('a', { hasText: title }).first().click();
          await page.waitForURL(`${baseUrl}${article.url}`);
          expect(await page.locator('h1').innerText()).toBe(title);
          expect(await page.getByText('Un texte écrit depuis le panneau.').count()).toBe(1);
          const image = page.locator('img[alt="Un carré vert"]').first();
          expect(await image.getAttribute('src')).toMatch(/\/media\//);
        } finally {
          await apiFromPage(page, 'DELETE', `/admin/blog/article/${article.id}`);
        }
      });
    });

    test(`at ${name} px: two images added to an album at once, shown on the public album`, async () => {
      await withPage(browser, { viewport }, async ({ page }) => {
        await logIn(page);
        const title = `Album e2e ${name} ${Date.now()}`;
        await screen(page, '/albums/create', '[name="title"]');
        await page.getByLabel(/^Titre/).fill(title);
        await page.getByRole('button', { name: 'Enregistrer' }).click();
        await page.waitForURL(/#\/albums\/\d+$/);
        // At 375 px the notification opens under the pointer, which pauses its hiding (MUI):
        // the pointer leaves, as a finger would.
        await page.mouse.move(0, 0);
        const id = Number(/#\/albums\/(\d+)$/.exec(page.url())?.[1]);
        try {
          await page.getByText('Cet album ne contient encore aucun média.').waitFor();
          const files = [
            { name: 'plage-du-nord.png', mimeType: 'image/png', bytes: png(20, 20, [200, 40, 40]) },
            { name: 'phare-rouge.png', mimeType: 'image/png', bytes: png(20, 20, [40, 40, 200]) },
          ];
          if (name === '1280') {
            // A real drop: the files in a DataTransfer, dropped on the zone.
            const dataTransfer = await page.evaluateHandle(
              (list) => {
                const transfer = new DataTransfer();
                for (const file of list) {
                  transfer.items.add(
                    new File([new Uint8Array(file.bytes)], file.name, { type: file.mimeType }),
                  );
                }
                return transfer;
              },
              files.map((file) => ({ name: file.name, mimeType: file.mimeType, bytes: [...file.bytes] })),
            );
            await page.dispatchEvent('[data-testid="album-drop-zone"]', 'drop', { dataTransfer });
          } else {
            const paths = await Promise.all(files.map((file) => fileOnDisk(file.name, file.bytes)));
            await page.getByTestId('album-files').setInputFiles(paths);
          }
          await expectNotification(page, '« plage-du-nord.png » ajouté à l’album.');
          await expectNotification(page, '« phare-rouge.png » ajouté à l’album.');
          await expect.poll(() => page.getByTestId('album-media').count()).toBe(2);
          // The panel shows the media from the site's storefront: /media/* is served per site host.
          const thumbnail = await page.getByTestId('album-media').first().locator('img').getAttribute('src');
          expect(new URL(thumbnail ?? '').origin).toBe(new URL(baseUrl).origin);
          expect(
            await page.getByRole('progressbar', { name: /plage-du-nord/ }).getAttribute('aria-valuenow'),
          ).toBe('100');
          await expectAxeClean(page, 'the album media screen');

          // The second goes first; the order is the public album's order.
          // On a phone the notifications cover the bottom of the screen: let them go first.
          await page.mouse.move(0, 0);
          await page.locator('.MuiSnackbar-root').waitFor({ state: 'detached', timeout: 30_000 });
          // …and the form's toolbar is fixed at the bottom: the button is brought to the middle.
          const up = page.getByRole('button', { name: 'Monter le média 2' });
          await up.evaluate((button) => button.scrollIntoView({ block: 'center' }));
          await up.click();
          await expectNotification(page, 'Ordre des médias enregistré.');
          await page.goto(`${baseUrl}${albumPath({ id, title })}`);
          expect(await page.locator('h1').innerText()).toBe(title);
          const links = page.locator('.album-page .block-gallery__item');
          expect(await links.count()).toBe(2);
          expect(await links.nth(0).getAttribute('aria-label')).toContain('phare rouge');
          expect(await links.nth(1).getAttribute('aria-label')).toContain('plage du nord');
          expect(await links.nth(0).getAttribute('href')).toMatch(/\/media\//);
        } finally {
          await apiFromPage(page, 'DELETE', `/admin/album/${id}`);
        }
      });
    });

    test(`at ${name} px: a field added to a builder form with the field editor`, async () => {
      await withPage(browser, { viewport }, async ({ page }) => {
        await logIn(page);
        const form = await apiFromPage<{ id: number }>(page, 'POST', '/admin/forms', {
          title: `Formulaire e2e ${name}`,
          successMessage: 'Merci !',
          fields: [{ name: 'nom', type: 'text', label: 'Votre nom', required: true }],
        });
        try {
          await screen(page, `/forms/${form.id}`, '[name="fields.0.label"]');
          await page.getByText('Aucune réponse pour l’instant.').waitFor();
          await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
          await page.locator('[name="fields.1.label"]').fill('Formule souhaitée');
          await page.locator('[name="fields.1.name"]').fill('formule');
          const line = page.locator('li', { has: page.locator('[name="fields.1.label"]') });
          await line.getByRole('combobox', { name: /^Type/ }).click();
          await page.getByRole('option', { name: 'Liste de choix' }).click();
          const options = line.getByLabel(/^Propositions/);
          await options.fill('Solo');
          await options.press('Enter');
          await options.fill('Duo');
          await options.press('Enter');
          await expectAxeClean(page, 'the form field editor');
          await page.getByRole('button', { name: 'Enregistrer' }).click();
          await page.waitForURL(panelUrl(siteId, 'forms'));
          // What visitors get: the public form with its new field.
          const saved = await apiFromPage<{ fields: { name: string; type: string; options?: string[] }[] }>(
            page,
            'GET',
            `/forms/${form.id}`,
          );
          expect(saved.fields).toEqual([
            expect.objectContaining({ name: 'nom', type: 'text', label: 'Votre nom', required: true }),
            expect.objectContaining({ name: 'formule', type: 'select', options: ['Solo', 'Duo'] }),
          ]);
        } finally {
          await apiFromPage(page, 'DELETE', `/admin/forms/${form.id}`);
        }
      });
    });
  }
});
