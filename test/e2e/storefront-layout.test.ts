import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashSeedPassword } from '../../worker/seed/members.ts';
import {
  DESKTOP,
  islandsReady,
  launchBrowser,
  MOBILE,
  seriousAxeViolations,
  withPage,
} from './support/browser.ts';
import { setWineParameters, wineUrl } from './support/islands.ts';
import { queryLocalD1 } from './support/local-d1.ts';
import { e2eServer } from './support/server.ts';

// « Members and visitors » and « Shoppers » at 375 and 1280 px: signing out from the
// account menu, the bottom bar and the personal space; the member's name in the header; the
// desktop menu on one row with « Plus »; Escape closing menus; the search boxes; side margins;
// the footer logo; theme colours on the cookie banner; the product page's first screen and its
// capacities; the checkout's summary and kept step; the payment page's order; toasts.

const baseUrl = e2eServer().baseUrl;
const stateDir = e2eServer().stateDir;
const PASSWORD = 'Une-phrase-de-passe-solide-2026';
const WINE_MEMBER = { email: 'client@domaine-coteaux.example', password: 'Client-Vins-Local-2026' };
const SIZES = [
  ['375', MOBILE],
  ['1280', DESKTOP],
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  await setWineParameters({ PAYMENT_METHOD: 'BANK_TRANSFER,CHEQUE,PAY_AT_PICKUP' });
});
afterAll(async () => {
  await browser?.close();
});

const sql = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** A massage-site member with the given e-mail, signed in through the page's login form. */
async function newMember(email: string): Promise<void> {
  await queryLocalD1(
    stateDir,
    `INSERT INTO users (site_id, email, password_hash, role, firstname, lastname)
     VALUES (1, ${sql(email)}, ${sql(hashSeedPassword(PASSWORD))}, 'MEMBER', 'Léonie', 'Durand')`,
  );
}

async function signIn(page: Page, origin: string, email: string, password: string): Promise<void> {
  await page.goto(`${origin}/auth`);
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  await Promise.all([
    page.waitForURL((url) => !url.pathname.startsWith('/auth')),
    page.locator('form:has(#login-email) button[type="submit"]').click(),
  ]);
  await islandsReady(page);
}

async function refuseCookies(page: Page): Promise<void> {
  const refuse = page.getByRole('button', { name: 'Tout refuser' });
  if (await refuse.isVisible()) await refuse.click();
}

const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

describe.each(SIZES)('members at %s px', (_width, viewport) => {
  test('the header names the member, and each sign-out form signs out', async () => {
    await withPage(browser, { viewport }, async ({ page }) => {
      const email = `${unique('leonie')}@exemple.fr`;
      await newMember(email);
      await signIn(page, baseUrl, email, PASSWORD);
      await refuseCookies(page);
      const desktop = viewport.width >= 960;
      const header = page.locator(desktop ? '.header-bar' : '.mobile-bar');
      const menu = header.locator('details.account-menu');
      await expect.poll(() => menu.getAttribute('data-member')).toBe('1');
      if (desktop) expect(await header.locator('.account-menu__name').textContent()).toBe('Léonie');
      expect(await seriousAxeViolations(page)).toEqual([]);

      // The personal space has its own sign-out.
      await page.goto(`${baseUrl}/mon-compte`);
      expect(await page.locator('.account-page__signout button').isVisible()).toBe(true);

      if (desktop) {
        await menu.locator('summary').click();
        await Promise.all([
          page.waitForURL(`${baseUrl}/`),
          menu.getByRole('button', { name: 'Se déconnecter' }).click(),
        ]);
      } else {
        const account = page.locator('.mobile-bottom-bar__account');
        await account.locator('summary').click();
        const signOut = account.getByRole('button', { name: 'Se déconnecter' });
        expect(await signOut.isVisible()).toBe(true);
        await Promise.all([page.waitForURL(`${baseUrl}/`), signOut.click()]);
      }
      await islandsReady(page);
      expect(
        await page
          .locator(`${desktop ? '.header-bar' : '.mobile-bar'} a.header-icons__link`)
          .getAttribute('data-member'),
      ).toBe('0');
      expect((await page.context().cookies()).some((cookie) => cookie.name === 'token')).toBe(false);
    });
  });

  test('the personal space fits the screen with a long e-mail, and a saved profile is said where the member looks', async () => {
    await withPage(browser, { viewport }, async ({ page }) => {
      const email = `${unique('une-adresse-vraiment-tres-longue-pour-un-telephone')}@un-domaine-assez-long.exemple.fr`;
      await newMember(email);
      await signIn(page, baseUrl, email, PASSWORD);
      await page.goto(`${baseUrl}/mon-compte`);
      await islandsReady(page);
      await refuseCookies(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await page.locator('#profil-firstname').fill('Léa');
      await page.locator('#profil button[type="submit"]').click();
      const toast = page.locator('.toast--success');
      await toast.waitFor();
      const box = await toast.boundingBox();
      expect(box).not.toBeNull();
      expect((box?.y ?? -1) >= 0 && (box?.y ?? 0) + (box?.height ?? 0) <= viewport.height).toBe(true);
    });
  });
});

describe.each(SIZES)('visitors at %s px', (_width, viewport) => {
  test('search boxes: a placeholder in the header, a full-width box on /recherche', async () => {
    await withPage(browser, { viewport }, async ({ page }) => {
      await page.goto(`${baseUrl}/recherche?q=massage`);
      await islandsReady(page);
      const box = await page.locator('#recherche-page').boundingBox();
      const column = await page.locator('.search-page').boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan((column?.width ?? 0) * 0.55);
      if (viewport.width >= 960)
        expect(await page.locator('#recherche-entete').getAttribute('placeholder')).toBe('Rechercher…');
    });
  });

  test('the same side margins on every page type', async () => {
    await withPage(browser, { viewport }, async ({ page }) => {
      const lefts: Record<string, number> = {};
      for (const url of [
        `${baseUrl}/auth`,
        `${baseUrl}/recherche`,
        `${baseUrl}/actualites`,
        `${wineUrl}/boutique`,
        `${wineUrl}/panier`,
        `${wineUrl}/commande`,
      ]) {
        await page.goto(url);
        lefts[url] = Math.round((await page.locator('main h1').first().boundingBox())?.x ?? -1);
      }
      expect(new Set(Object.values(lefts)).size, JSON.stringify(lefts)).toBe(1);
    });
  });

  test('the footer logo stands on a light plate, readable on the dark footer', async () => {
    await withPage(browser, { viewport }, async ({ page }) => {
      for (const origin of [baseUrl, wineUrl]) {
        await page.goto(origin);
        const background = await page
          .locator('.site-footer .logo__image')
          .evaluate((image) => getComputedStyle(image).backgroundColor);
        expect(background).toBe('rgb(255, 255, 255)');
      }
    });
  });

  test('the cookie banner uses the site’s theme colour', async () => {
    await withPage(browser, { viewport }, async ({ page }) => {
      await page.goto(wineUrl);
      await islandsReady(page);
      const [button, theme] = await page.evaluate(() => {
        const probe = document.createElement('span');
        probe.style.color = 'var(--color-primary-dark)';
        document.body.appendChild(probe);
        const themed = getComputedStyle(probe).color;
        probe.remove();
        const accept = document.querySelector('.consent-banner__button');
        return [accept ? getComputedStyle(accept).backgroundColor : '', themed];
      });
      expect(button).toBe(theme);
      expect(button).not.toBe('rgb(107, 83, 48)'); // the brown fallback
    });
  });
});

test('the desktop menu keeps one row at 1280 px, « Plus » opens with the keyboard and Escape closes it', async () => {
  await withPage(browser, { viewport: DESKTOP }, async ({ page }) => {
    await page.goto(baseUrl);
    await islandsReady(page);
    await refuseCookies(page);
    const row = await page.locator('.header-bar__inner').boundingBox();
    expect(row?.height ?? 999).toBeLessThan(100);
    const more = page.locator('#menu-principal .menu__more-details');
    await more.locator('summary').focus();
    await page.keyboard.press('Enter');
    expect(await more.getAttribute('open')).not.toBeNull();
    const folded = more.locator('.menu__list--more > .menu__item > .menu__link');
    expect(await folded.count()).toBeGreaterThan(0);
    expect(await folded.first().isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await more.getAttribute('open')).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.classList.contains('menu__more-toggle'))).toBe(
      true,
    );
  });
});

test('Escape closes the mobile menu at 375 px', async () => {
  await withPage(browser, { viewport: MOBILE }, async ({ page }) => {
    await page.goto(baseUrl);
    await islandsReady(page);
    await refuseCookies(page);
    const drawer = page.locator('.mobile-bar__drawer');
    await drawer.locator('summary.mobile-bar__toggle').click();
    expect(await drawer.getAttribute('open')).not.toBeNull();
    await page.keyboard.press('Escape');
    expect(await drawer.getAttribute('open')).toBeNull();
  });
});

test.each(SIZES)(
  'the slider at %s px hides the page behind its counter and close button',
  async (_width, viewport) => {
    await withPage(browser, { viewport }, async ({ page }) => {
      await page.goto(baseUrl);
      await islandsReady(page);
      await refuseCookies(page);
      await page.locator('.block-gallery [data-media-index="0"]').click();
      const slider = page.locator('[role="dialog"].media-slider');
      await slider.waitFor();
      const alpha = (color: string) => Number(/rgba?\([^)]*?,\s*([\d.]+)\)$/.exec(color)?.[1] ?? '1');
      expect(
        alpha(await slider.evaluate((node) => getComputedStyle(node).backgroundColor)),
      ).toBeGreaterThanOrEqual(0.97);
      for (const part of ['.media-slider__counter', '.media-slider__close'])
        expect(await slider.locator(part).evaluate((node) => getComputedStyle(node).backgroundColor)).toBe(
          'rgb(0, 0, 0)',
        );
    });
  },
);

test('the wine logo is drawn inside its box (nothing clipped at the bottom)', async () => {
  await withPage(browser, { viewport: DESKTOP }, async ({ page }) => {
    await page.goto(`${wineUrl}/`);
    const bottomRow = await page.evaluate(async () => {
      const image = new Image();
      image.src = '/assets/sample/wine-logo.svg';
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = 480;
      canvas.height = 120;
      const context = canvas.getContext('2d');
      context?.drawImage(image, 0, 0, 480, 120);
      const pixels = context?.getImageData(0, 118, 130, 2).data ?? new Uint8ClampedArray();
      return [...pixels].filter((_value, index) => index % 4 === 3 && pixels[index] !== 0).length;
    });
    // The disc ends above the last rows: a shape reaching the edge was cut by the viewBox.
    expect(bottomRow).toBe(0);
  });
});

/** The wine with the most vintages and capacities in the demo catalogue. */
async function richestWine(page: Page): Promise<{ id: number; slug: string; declination: { id: number }[] }> {
  return page.evaluate(async () => {
    const answer: { data: unknown } = await (await fetch('/api/product?nbItem=50')).json();
    type Wine = {
      id: number;
      slug: string;
      type: { type: string };
      declination: { id: number; year: number | null; capacity: number | null }[];
    };
    const list = (
      Array.isArray(answer.data) ? answer.data : (answer.data as { products: Wine[] }).products
    ) as Wine[];
    const spread = (wine: Wine) =>
      new Set(wine.declination.map((d) => d.year)).size +
      new Set(wine.declination.map((d) => d.capacity)).size;
    const wines = list.filter((wine) => wine.type.type === 'WINE').sort((a, b) => spread(b) - spread(a));
    if (!wines[0]) throw new Error('no wine');
    return wines[0];
  });
}

/** A click-and-collect order of six bottles for the signed-in member: its id. */
async function placeOrder(page: Page, declinationId: number): Promise<number> {
  return page.evaluate(async (declination) => {
    const html = await (await fetch('/commande')).text();
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const props = JSON.parse(
      doc.querySelector('[data-island="Checkout"]')?.getAttribute('data-props') ?? '{}',
    ) as { pickupAddresses: { id: number }[] };
    const idAddress = props.pickupAddresses[0]?.id;
    const slots: {
      data:
        | { date: string; slots: { idSchedule: number }[] }[]
        | { days: { date: string; slots: { idSchedule: number }[] }[] };
    } = await (await fetch(`/api/click-and-collect/slots?idAddress=${idAddress}`)).json();
    const days = Array.isArray(slots.data) ? slots.data : slots.data.days;
    const day = days[0];
    const billing = {
      firstname: 'Thomas',
      lastname: 'Lefèvre',
      address: '12 rue Beaurepaire',
      addressPart2: '',
      postalCode: '49400',
      city: 'Saumur',
      country: { id: 250, alphaTwo: 'FR', alphaThree: 'FRA' },
    };
    const response = await fetch('/api/order', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({
        products: [{ id: declination, quantity: 6 }],
        user: { phone: '06 12 34 56 78' },
        address: { delivery: null, billing },
        message: '',
        dateSchedule: day?.date,
        idSchedule: day?.slots[0]?.idSchedule,
        idAddress,
        delivery: { type: 'CLICK_AND_COLLECT' },
      }),
    });
    const answer: { data: { order: { id: number } } } = await response.json();
    return answer.data.order.id;
  }, declinationId);
}

describe.each(SIZES)('shoppers at %s px', (_width, viewport) => {
  test('the product page shows name, price, the choice and « Ajouter au panier » in the first screen; capacities of another vintage say so', async () => {
    await withPage(browser, { viewport }, async ({ page }) => {
      await page.goto(`${wineUrl}/boutique`);
      const wine = await richestWine(page);
      await page.goto(`${wineUrl}/boutique/${wine.id}-${wine.slug}`);
      await islandsReady(page);
      const bottomBar =
        viewport.width < 960 ? ((await page.locator('.mobile-bottom-bar').boundingBox())?.height ?? 0) : 0;
      const firstScreen = viewport.height - bottomBar;
      for (const selector of [
        '.product__title',
        '.purchase__price',
        '.purchase__options',
        '.purchase__add',
      ]) {
        const box = await page.locator(selector).first().boundingBox();
        expect((box?.y ?? 9999) + (box?.height ?? 0), selector).toBeLessThanOrEqual(firstScreen);
      }
      // Choosing a vintage that lacks a capacity marks that capacity with the vintage it leads to.
      const years = page.locator('.purchase__group').first().locator('.purchase__option');
      let flagged = 0;
      for (let index = 0; index < (await years.count()); index += 1) {
        await years.nth(index).click();
        flagged += await page.locator('.purchase__option--other-vintage').count();
        const current = await years.nth(index).textContent();
        for (const option of await page.locator('.purchase__option--other-vintage').all()) {
          const note = await option.locator('.purchase__option-note').textContent();
          expect(note).not.toBe(current);
        }
      }
      expect(flagged).toBeGreaterThan(0);
    });
  });

  test('adding to the cart shows a toast that leaves the cart badge visible', async () => {
    await withPage(browser, { viewport }, async ({ page }) => {
      await page.goto(`${wineUrl}/boutique`);
      const wine = await richestWine(page);
      await page.goto(`${wineUrl}/boutique/${wine.id}-${wine.slug}`);
      await islandsReady(page);
      await refuseCookies(page);
      await page.locator('.purchase__add').click();
      const toast = page.locator('.toast').first();
      await toast.waitFor();
      const badge = page
        .locator(`${viewport.width >= 960 ? '.header-bar' : '.mobile-bar'} .cart-badge`)
        .first();
      const [a, b] = [await toast.boundingBox(), await badge.boundingBox()];
      expect(a && b).toBeTruthy();
      if (!a || !b) return;
      const overlaps =
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(overlaps).toBe(false);
    });
  });

  test('checkout: the summary beside the steps on wide screens, the step kept when leaving and coming back', async () => {
    await withPage(browser, { viewport }, async ({ page }) => {
      await signIn(page, wineUrl, WINE_MEMBER.email, WINE_MEMBER.password);
      await refuseCookies(page);
      const wine = await richestWine(page);
      await page.goto(`${wineUrl}/boutique/${wine.id}-${wine.slug}`);
      await islandsReady(page);
      await page.locator('.purchase__add').click();
      await page.goto(`${wineUrl}/commande`);
      await islandsReady(page);
      await page.locator('.checkout__progress').waitFor();
      await page.getByLabel('Retrait au domaine (click and collect)').check();
      await page.getByRole('button', { name: 'Continuer' }).click();
      expect(await page.locator('#checkout-step-title').textContent()).not.toBe('Mode de réception');
      const stepTitle = await page.locator('#checkout-step-title').textContent();

      const summary = await page.locator('.checkout__summary').boundingBox();
      const steps = await page.locator('.checkout-layout__main').boundingBox();
      if (viewport.width >= 960)
        expect(summary?.x ?? 0).toBeGreaterThanOrEqual((steps?.x ?? 0) + (steps?.width ?? 0));
      else expect(summary?.y ?? 0).toBeGreaterThan(steps?.y ?? 0);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.goto(`${wineUrl}/boutique`);
      await page.goto(`${wineUrl}/commande`);
      await islandsReady(page);
      await page.locator('.checkout__progress').waitFor();
      expect(await page.locator('#checkout-step-title').textContent()).toBe(stepTitle);
    });
  });

  test('the payment page puts the amount and the choice first, the notices after, the summary beside on wide screens', async () => {
    await withPage(browser, { viewport }, async ({ page }) => {
      await signIn(page, wineUrl, WINE_MEMBER.email, WINE_MEMBER.password);
      await refuseCookies(page);
      const wine = await richestWine(page);
      const id = await placeOrder(page, wine.declination[0]?.id ?? 0);
      await page.goto(`${wineUrl}/commande/paiement/${id}`);
      await islandsReady(page);
      const total = await page.locator('.payment__total').boundingBox();
      const choice = await page.locator('input[type="radio"]').first().boundingBox();
      const notices = await page.locator('.payment__notices').boundingBox();
      expect(total && choice && notices).toBeTruthy();
      expect(choice?.y ?? 0).toBeLessThan(notices?.y ?? 0);
      expect((choice?.y ?? 9999) + (choice?.height ?? 0)).toBeLessThanOrEqual(viewport.height);
      expect(
        await page
          .locator('.checkout-page')
          .evaluate((article) => (article.textContent ?? '').split("L'abus d'alcool").length - 1),
      ).toBeLessThanOrEqual(1);
      const summary = await page.locator('.checkout-layout__summary').boundingBox();
      if (viewport.width >= 960) expect(summary?.x ?? 0).toBeGreaterThan((choice?.x ?? 0) + 100);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  });
});
