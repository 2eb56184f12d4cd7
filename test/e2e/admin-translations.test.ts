import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newsPath } from '../../src/domain/content/news-url';
import { localRoutePath } from '../../src/i18n/route-paths';
import { DESKTOP, launchBrowser, MOBILE, seriousAxeViolations, withPage } from './support/browser.ts';
import { adminData, adminToken, hostRequest, OPERATOR, siteIdOf, WINE_OWNER } from './support/api.ts';
import { panelUrl, signInToPanel } from './support/admin-panel.ts';

// Per-language editing in the admin panel, in Chromium at 375 and 1280 px: the
// operator switches English on for the wine estate (this run's own state: nothing restored),
// its owner adds the English translation of a news item with « Traduire » and saves it, and
// the public /en/news/… page shows it; « Traductions manquantes » lists a news item that has
// no English version. axe finds nothing serious on these screens.

const WINE = 'vins.localhost';
const run = Date.now();

interface News {
  id: number;
  slug: string;
  title: string;
  locale: string;
  translationOf?: number | null;
}

let browser: Browser;
let wineId = 0;
let ownerToken = '';
let translated: News;
let untranslated: News;

async function frenchNews(title: string): Promise<News> {
  return adminData<News>('/admin/news', {
    token: ownerToken,
    site: WINE,
    body: {
      title,
      summary: 'Le raisin est rentré au chai.',
      content: '<p>Une belle année pour le domaine.</p>',
      isValid: true,
      isPromoted: false,
      locale: 'fr_FR',
    },
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  wineId = await siteIdOf(WINE);
  // The wine site offers English (the sample data's two languages, set again whatever ran before).
  await adminData(`/admin/platform/site/${wineId}`, {
    method: 'PUT',
    token: await adminToken(OPERATOR),
    site: WINE,
    body: { locales: ['fr_FR', 'en_GB'] },
  });
  ownerToken = await adminToken(WINE_OWNER);
  translated = await frenchNews(`Vendanges de la cuvée ${run}`);
  untranslated = await frenchNews(`Bouchons en liège ${run}`);
});
afterAll(async () => {
  await browser?.close();
});

// react-admin's own app bar (its title and user button on MUI's default blue) is checked by
// the panel's other tests; here the screens' own content is.
async function expectAxeClean(page: Page, screen: string): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const violations = [];
  for (const violation of await seriousAxeViolations(page)) {
    const targets = [];
    for (const target of violation.targets) {
      const inAppBar = await page.evaluate(
        (selectors: string[]) => {
          const node = selectors.length === 1 && selectors[0] ? document.querySelector(selectors[0]) : null;
          return node?.closest('header.MuiAppBar-root') != null;
        },
        JSON.parse(target) as string[],
      );
      if (!inAppBar) targets.push(target);
    }
    if (targets.length > 0) violations.push({ ...violation, targets });
  }
  expect(violations, `axe on ${screen}`).toEqual([]);
}

/** The page holds nothing wider than the screen (a phone never scrolls sideways). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
}

async function openPanel(page: Page, screen: string): Promise<void> {
  await signInToPanel(page, { account: WINE_OWNER, site: WINE });
  await page.locator('#main-content').waitFor();
  await page.goto(panelUrl(wineId, screen));
}

const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

describe('per-language editing in the admin panel', () => {
  test('at 1280 px: the English translation of a news item, machine-translated, saved and public', async () => {
    await withPage(browser, { viewport: DESKTOP }, async ({ page }) => {
      await openPanel(page, `news/${translated.id}`);
      // The site has two languages: the panel offers the choice of the content's language.
      await expect.poll(() => page.getByLabel('Contenu en').inputValue()).toBe('fr_FR');
      const add = page.getByRole('button', { name: 'Ajouter la traduction anglaise' });
      await add.waitFor();
      await expectAxeClean(page, 'the original news item with its translations');
      await add.click();

      await page.waitForURL(/#\/news\/create$/);
      await page.getByText('Nouvelle traduction anglaise').waitFor();
      const title = page.getByLabel(/^Titre/);
      await expect.poll(() => title.inputValue()).toBe(translated.title); // prefilled
      await page.getByRole('button', { name: 'Traduire', exact: true }).click();
      await expect.poll(() => title.inputValue()).not.toBe(translated.title);
      const english = await title.inputValue();
      expect(english.trim()).not.toBe('');
      await expectAxeClean(page, 'the new translation’s form');
      await page.getByRole('button', { name: 'Enregistrer' }).click();

      await page.waitForURL(/#\/news\/\d+$/);
      const id = Number(/#\/news\/(\d+)$/.exec(page.url())?.[1]);
      expect(id).not.toBe(translated.id);
      await page.getByText('Version en anglais.').waitFor();
      const saved = await adminData<News>(`/admin/news/${id}`, { token: ownerToken, site: WINE });
      expect(saved).toMatchObject({ title: english, locale: 'en_GB' });

      // The original now links to its translation (saved with translationOf), not to a new one.
      await page.goto(panelUrl(wineId, `news/${translated.id}`));
      const edit = page.getByRole('link', { name: 'Modifier la traduction anglaise' });
      await edit.waitFor();
      expect(await edit.getAttribute('href')).toBe(`#/news/${id}`);
      expect(await page.getByRole('button', { name: 'Ajouter la traduction anglaise' }).count()).toBe(0);

      // The public English page shows the translation, in English.
      const path = `/en${localRoutePath(newsPath(saved), 'en_GB')}`;
      expect(path).toMatch(/^\/en\/news\//);
      const answer = await hostRequest(WINE, 'GET', path, { headers: { accept: 'text/html' } });
      expect(answer.status, path).toBe(200);
      // English, with the full tag (en-GB).
      expect(answer.text).toContain('<html lang="en-GB">');
      expect(answer.text).toContain(escaped(english));
    });
  });

  test('at 375 px: the French text changes, so the English version is « à revoir » until marked up to date', async () => {
    const french = await frenchNews(`Taille de la vigne ${run}`);
    const english = await adminData<News>('/admin/news', {
      token: ownerToken,
      site: WINE,
      body: {
        title: `Pruning the vines ${run}`,
        summary: 'The pruning has begun.',
        content: '<p>A quiet month in the vineyard.</p>',
        isValid: true,
        isPromoted: false,
        locale: 'en_GB',
        translationOf: french.id,
      },
    });
    await adminData(`/admin/news/${french.id}`, {
      method: 'PUT',
      token: ownerToken,
      site: WINE,
      body: {
        title: french.title,
        summary: 'La taille a commencé, parcelle par parcelle.',
        content: '<p>Un mois calme dans les vignes, sécateur en main.</p>',
        isValid: true,
        isPromoted: false,
      },
    });
    await withPage(browser, { viewport: MOBILE }, async ({ page }) => {
      await openPanel(page, 'missingTranslations');
      const item = page.getByRole('listitem').filter({ hasText: french.title });
      await item.getByText('À revoir : l’original a changé').waitFor();
      // The link opens the translation to read again, not its original.
      expect(await item.getByRole('link').getAttribute('href')).toBe(`#/news/${english.id}`);
      await item.getByRole('link').click();
      const notice = page.getByTestId('translation-of');
      await notice.getByText(/Version en anglais, à revoir : l’original a été modifié le/).waitFor();
      // The French text to compare with sits above the form.
      await page.getByText('Texte original (français)').click();
      await page.getByText('La taille a commencé, parcelle par parcelle.').waitFor();
      await expectAxeClean(page, 'a translation to read again at 375 px');
      await expectNoSidewaysScroll(page);
      await notice.getByRole('button', { name: 'Marquer comme à jour' }).click();
      await page.getByText('Traduction marquée comme à jour.').waitFor();
      await notice.getByText('Version en anglais.').waitFor();
    });
    const missing = await adminData<{ id: number; state: string }[]>(
      '/admin/translation/missing?locale=en_GB',
      {
        token: ownerToken,
        site: WINE,
      },
    );
    expect(missing.filter((entry) => entry.id === french.id && entry.state === 'outdated')).toEqual([]);
  });

  for (const { name, viewport } of [
    { name: '375', viewport: MOBILE },
    { name: '1280', viewport: DESKTOP },
  ] as const) {
    test(`at ${name} px: « Traductions manquantes » lists a news item without English`, async () => {
      await withPage(browser, { viewport }, async ({ page }) => {
        await openPanel(page, 'missingTranslations');
        await page.getByTestId('missing-summary').waitFor();
        const link = page.getByRole('link', { name: untranslated.title });
        await link.waitFor();
        expect(await link.getAttribute('href')).toBe(`#/news/${untranslated.id}`);
        await expectAxeClean(page, `the missing translations at ${name} px`);
        await expectNoSidewaysScroll(page);
        await link.click();
        await page.waitForURL(/#\/news\/\d+$/);
        await page.getByRole('button', { name: 'Ajouter la traduction anglaise' }).waitFor();
        await expectAxeClean(page, `the untranslated news item at ${name} px`);
        await expectNoSidewaysScroll(page);
      });
    });
  }
});
