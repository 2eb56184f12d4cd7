import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, launchBrowser, MOBILE, seriousAxeViolations, withPage } from './support/browser.ts';
import { adminData, adminToken } from './support/api.ts';
import { signInToPanel } from './support/admin-panel.ts';
import { baseUrl } from './support/islands.ts';

// The site section of the admin panel in Chromium at 375 and 1280 px: the owner
// changes the primary colour (live preview, then the public site's CSS variable) and restores
// it; reorders the menu (dragging at 1280, the keyboard buttons at 375), sees the public menu
// follow, and restores it. Both screens pass axe. Whatever is changed is put back through the
// API at the end as well, since other e2e files read the same colours and menu. The panel runs
// on the admin host: signed in through its /login page, API calls with idSite.

const NEW_PRIMARY = '#1d5c8f';

interface AdminPage {
  id: number;
  idParent: number | null;
  order: number;
  path: string;
  title: string;
  menuTitle: string | null;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The « Monter » button of a page's row in the menu tree. */
const upButton = (page: Page, entry: AdminPage) =>
  page.getByRole('button', { name: new RegExp(`^Monter : « ${escape(entry.menuTitle ?? entry.title)} »$`) });

let browser: Browser;
let token = '';

const api = <T>(method: string, path: string, body?: unknown): Promise<T> =>
  adminData<T>(path, { method, body, token });

const adminPages = async () => (await api<{ pages: AdminPage[] }>('GET', '/admin/page')).pages;
const primaryColour = async () =>
  (await api<{ value: string | null }>('GET', '/parameter/PRIMARY_COLOR')).value;

beforeAll(async () => {
  browser = await launchBrowser();
  token = await adminToken();
});
afterAll(async () => {
  await browser?.close();
});

async function logIn(page: Page, screen: string) {
  await signInToPanel(page, { screen });
}

/** The public site's --color-primary, as the browser computes it on a fresh page. */
async function publicPrimary(page: Page): Promise<string> {
  await page.goto(`${baseUrl}/`);
  return page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
  );
}

/** The paths of the public menu's top-level entries, in order. */
async function publicMenu(page: Page): Promise<string[]> {
  await page.goto(`${baseUrl}/`);
  return page.evaluate(() =>
    [...document.querySelectorAll('nav.menu > ul.menu__list > li > a.menu__link')].map(
      (link) => new URL((link as HTMLAnchorElement).href).pathname,
    ),
  );
}

/**
 * axe's serious and critical findings on the screen, react-admin's own app bar left out: its
 * colours come from the panel's theme (client/admin/AdminApp.tsx, not this section's) and its
 * user menu button is react-admin's (aria-label « Profil » around the user's name).
 */
async function expectAxeClean(page: Page) {
  const violations = await seriousAxeViolations(page);
  const inAppBar = (target: string) =>
    page.evaluate(
      (selector) => document.querySelector(selector)?.closest('.MuiAppBar-root') != null,
      (JSON.parse(target) as string[])[0] ?? '',
    );
  const ours = [];
  for (const violation of violations) {
    const targets = [];
    for (const target of violation.targets) if (!(await inAppBar(target))) targets.push(target);
    if (targets.length > 0) ours.push({ ...violation, targets });
  }
  expect(ours).toEqual([]);
}

for (const [name, viewport] of [
  ['1280', DESKTOP],
  ['375', MOBILE],
] as const) {
  describe(`the owner runs the site at ${name} px`, () => {
    test('changes the primary colour, sees it in the preview and on the public site, then restores it', async () => {
      const original = await primaryColour();
      try {
        await withPage(browser, { viewport }, async ({ page }) => {
          await logIn(page, 'settings');
          const field = page.getByTestId('setting-PRIMARY_COLOR');
          await expect.poll(() => field.inputValue()).toBe(original);
          await expectAxeClean(page);

          await field.fill(NEW_PRIMARY);
          // The live preview derives the theme from the colour being typed.
          await expect
            .poll(() => page.getByTestId('theme-preview').getAttribute('data-primary'))
            .toBe(NEW_PRIMARY);
          await expect.poll(() => page.getByText('Texte sur la couleur principale').count()).toBe(1);
          await page.getByRole('button', { name: 'Enregistrer : apparence' }).click();
          await page.getByText('Réglage enregistré.').waitFor();
          expect(await primaryColour()).toBe(NEW_PRIMARY);

          const visitor = await page.context().newPage();
          expect(await publicPrimary(visitor)).toBe(NEW_PRIMARY);

          // On a phone the notification covers the bottom toolbar until it fades (MUI keeps it
          // while the pointer is over it: a phone has no hovering pointer, the test moves it away).
          await page.mouse.move(1, 1);
          await page.getByText('Réglage enregistré.').waitFor({ state: 'hidden' });
          await field.fill(original ?? '');
          await page.getByRole('button', { name: 'Enregistrer : apparence' }).click();
          await page.getByText('Réglage enregistré.').first().waitFor();
          await expect.poll(() => primaryColour()).toBe(original);
          expect(await publicPrimary(visitor)).toBe(original);
        });
      } finally {
        if ((await primaryColour()) !== original)
          await api('PUT', '/admin/parameter/PRIMARY_COLOR', { value: original ?? '' });
      }
    });

    test('reorders the menu and sees the new order on the public site, then restores it', async () => {
      const before = await adminPages();
      const payload = before.map(({ id, idParent, order }) => ({ id, idParent, order }));
      try {
        await withPage(browser, { viewport }, async ({ page }) => {
          const menu = await publicMenu(page);
          expect(menu.length).toBeGreaterThan(2);
          const [firstPath, secondPath] = menu as [string, string];
          const byPath = (path: string) => before.find((candidate) => candidate.path === path)!;
          const first = byPath(firstPath);
          const second = byPath(secondPath);

          await logIn(page, 'pages');
          const rows = page.locator('[data-testid^="menu-row-"]');
          await rows.first().waitFor();
          await expectAxeClean(page);
          const order = async () =>
            (
              await rows.evaluateAll((elements) =>
                elements.map((element) => element.getAttribute('data-testid')),
              )
            ).map((testId) => Number(testId?.replace('menu-row-', '')));
          const positionOf = async (id: number) => (await order()).indexOf(id);

          if (viewport === DESKTOP) {
            // Drag the second entry's handle onto the first entry's row.
            const handle = await page.getByTestId(`menu-handle-${second.id}`).boundingBox();
            const target = await page.getByTestId(`menu-row-${first.id}`).boundingBox();
            if (!handle || !target) throw new Error('menu rows not laid out');
            await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
            await page.mouse.down();
            await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2 - 10, {
              steps: 5,
            });
            await page.mouse.move(handle.x + handle.width / 2, target.y + target.height / 3, { steps: 15 });
            await page.mouse.up();
          } else {
            // The keyboard alternative: « Monter » until the second entry is above the first.
            const up = upButton(page, second);
            while ((await positionOf(second.id)) > (await positionOf(first.id))) await up.click();
          }
          await expect.poll(() => positionOf(second.id)).toBeLessThan(await positionOf(first.id));
          expect(await page.getByTestId(`menu-row-${second.id}`).getAttribute('data-depth')).toBe('0');

          await page.getByRole('button', { name: 'Enregistrer le menu' }).click();
          await page.getByText('Menu enregistré.').waitFor();
          const visitor = await page.context().newPage();
          const after = await publicMenu(visitor);
          expect(after.indexOf(secondPath)).toBeLessThan(after.indexOf(firstPath));

          // Restored through the screen: the first entry goes back above the second.
          while ((await positionOf(first.id)) > (await positionOf(second.id)))
            await upButton(page, first).click();
          await page.getByRole('button', { name: 'Enregistrer le menu' }).click();
          await expect.poll(() => page.getByText('Menu enregistré.').count()).toBeGreaterThan(0);
          await expect.poll(() => publicMenu(visitor)).toEqual(menu);
        });
      } finally {
        const now = (await adminPages()).map(({ id, idParent, order }) => ({ id, idParent, order }));
        const sort = (list: typeof now) => JSON.stringify([...list].sort((a, b) => a.id - b.id));
        if (sort(now) !== sort(payload)) await api('PUT', '/admin/page-order', { pages: payload });
      }
    });
  });
}

describe('the owner edits a page’s content blocks at 1280 px', () => {
  test('is told in French when someone else changed the page, reloads it, then saves', async () => {
    const target = (await adminPages()).find((entry) => entry.path === '/avis') ?? (await adminPages())[1]!;
    type Stored = { blocks: { kind: string; data: Record<string, unknown> }[] };
    const original = (await api<Stored>('GET', `/admin/page/${target.id}`)).blocks;
    const restore = original.map(({ kind, data }) => ({ kind, data }));
    try {
      await withPage(browser, { viewport: DESKTOP }, async ({ page }) => {
        await logIn(page, `pages/${target.id}`);
        await page.getByRole('heading', { name: 'Contenu de la page' }).waitFor();
        // The public page opens on the storefront's origin in a new tab, never inside the panel.
        const preview = page.getByRole('link', { name: 'Voir la page sur le site (nouvel onglet)' });
        expect(new URL((await preview.getAttribute('href')) ?? '').origin).toBe(new URL(baseUrl).origin);
        expect(await preview.getAttribute('rel')).toContain('noopener');
        expect(await page.locator('iframe').count()).toBe(0);
        const lines = page.locator('#blocks-title ~ form .RaSimpleFormIterator-line');
        await expect.poll(() => lines.count()).toBe(original.length);
        // The edit screen with its blocks, rich-text editor included, passes axe too.
        await expectAxeClean(page);

        // Someone else adds a block while the page is open.
        const added = { kind: 'RICH_TEXT', data: { html: '<p>Ajouté par quelqu’un d’autre.</p>' } };
        await api('PUT', `/admin/page/${target.id}/blocks`, { blocks: [...restore, added] });

        await page.getByRole('button', { name: 'Enregistrer le contenu' }).click();
        await page.getByRole('heading', { name: 'La page a changé entre-temps' }).waitFor();
        await page.getByRole('button', { name: 'Recharger la page' }).click();
        await expect.poll(() => lines.count()).toBe(original.length + 1);

        await page.getByRole('button', { name: 'Enregistrer le contenu' }).click();
        await page.getByText('Contenu enregistré.').waitFor();
      });
    } finally {
      await api('PUT', `/admin/page/${target.id}/blocks`, { blocks: restore });
    }
  });
});
