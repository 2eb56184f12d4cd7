import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { sidewaysScroll } from './admin-panel.ts';

// The visitor's side of online booking, shared by the booking end-to-end files: choose a
// service and a free time of the next week, fill in the details form, move the appointment from
// its manage page, cancel it. Each step checks that the page fits the screen and keeps a
// screenshot under test-results/.

export interface BookingWords {
  bookPath: string; // '/rendez-vous' or '/en/book'
  title: string;
  nextDays: RegExp;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  places: string;
  acceptTerms: string;
  confirm: string;
  manageTitle: string;
  confirmed: string;
  move: string;
  moved: string;
  cancel: string;
  cancelled: string;
  cancelledStatus: string;
  /** The sample sites' cancellation terms, as the details form shows them. */
  policy: string;
}

export const FRENCH: BookingWords = {
  bookPath: '/rendez-vous',
  title: 'Prendre rendez-vous',
  nextDays: /Jours suivants/,
  firstname: 'Prénom',
  lastname: 'Nom',
  email: 'E-mail',
  phone: 'Téléphone',
  places: 'Nombre de personnes',
  acceptTerms: 'J’ai lu les conditions d’annulation et je les accepte.',
  confirm: 'Confirmer le rendez-vous',
  manageTitle: 'Votre rendez-vous',
  confirmed: 'Votre rendez-vous est confirmé.',
  move: 'Déplacer le rendez-vous',
  moved: 'Votre rendez-vous est déplacé.',
  cancel: 'Annuler le rendez-vous',
  cancelled: 'Votre rendez-vous est annulé.',
  cancelledStatus: 'Ce rendez-vous est annulé.',
  policy:
    'Vous pouvez déplacer ou annuler votre rendez-vous en ligne jusqu’à 24 heures avant. Passé ce délai, merci d’appeler.',
};

export const ENGLISH: BookingWords = {
  bookPath: '/en/book',
  title: 'Book an appointment',
  nextDays: /Next days/,
  firstname: 'First name',
  lastname: 'Last name',
  email: 'E-mail',
  phone: 'Phone',
  places: 'Number of people',
  acceptTerms: 'I have read and accept the cancellation terms.',
  confirm: 'Confirm the appointment',
  manageTitle: 'Your appointment',
  confirmed: 'Your appointment is confirmed.',
  move: 'Move the appointment',
  moved: 'Your appointment has been moved.',
  cancel: 'Cancel the appointment',
  cancelled: 'Your appointment is cancelled.',
  cancelledStatus: 'This appointment is cancelled.',
  policy: 'You can move or cancel your appointment online up to 24 hours before. After that, please call us.',
};

export interface Visitor {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  places?: number;
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/${name}-${page.viewportSize()?.width ?? 0}.png`, fullPage: true });

async function fitsScreen(page: Page, what: string): Promise<void> {
  expect(await sidewaysScroll(page), `${what} fits the screen`).toBeLessThanOrEqual(0);
}

/** Refuses the cookies when the banner is up (with JavaScript), so screenshots show the page. */
async function dismissCookies(page: Page, name = /Tout refuser|Refuse all/): Promise<void> {
  const refuse = page.getByRole('button', { name });
  if (await refuse.isVisible()) await refuse.click();
}

/** Books `service` at the first free time of the next week; the manage page's URL and the start. */
export async function book(
  page: Page,
  site: { url: string; label: string },
  w: BookingWords,
  service: string,
  visitor: Visitor,
): Promise<{ start: string }> {
  const answer = await page.goto(`${site.url}${w.bookPath}`);
  // A refusal names itself: its status, its heading and the start of its text.
  const shown = answer?.ok() ? '' : (await page.locator('body').innerText()).slice(0, 300);
  expect(answer?.status(), `GET ${site.url}${w.bookPath}: ${shown}`).toBe(200);
  expect(await page.locator('h1').innerText()).toBe(w.title);
  await dismissCookies(page);
  await Promise.all([
    page.waitForURL((url) => url.searchParams.has('service')),
    page.getByRole('link', { name: service, exact: true }).click(),
  ]);
  // The first free time of the next week (the minimum notice is already applied).
  await Promise.all([
    page.waitForURL((url) => url.searchParams.has('jour')),
    page.getByRole('link', { name: w.nextDays }).click(),
  ]);
  await fitsScreen(page, 'the free times');
  await shot(page, `booking-slots-${site.label}`);
  await Promise.all([
    page.waitForURL((url) => url.searchParams.has('start')),
    page.locator('a.booking__slot').first().click(),
  ]);
  const start = new URL(page.url()).searchParams.get('start') ?? '';
  const form = page.locator('form.booking__form');
  await form.getByLabel(w.firstname).fill(visitor.firstname);
  await form.getByLabel(w.lastname, { exact: true }).fill(visitor.lastname);
  await form.getByLabel(w.email).fill(visitor.email);
  await form.getByLabel(w.phone).fill(visitor.phone);
  if (visitor.places) await form.getByLabel(w.places).fill(String(visitor.places));
  await form.getByLabel(w.acceptTerms).check();
  if (w.policy) expect(await page.locator('.booking__policy').innerText()).toBe(w.policy);
  await fitsScreen(page, 'the details form');
  await shot(page, `booking-form-${site.label}`);
  await Promise.all([
    page.waitForURL((url) => url.searchParams.get('fait') === 'reserve'),
    form.getByRole('button', { name: w.confirm }).click(),
  ]);
  expect(await page.locator('.block-form__notice').innerText()).toContain(w.confirmed);
  expect(await page.locator('h1').innerText()).toBe(w.manageTitle);
  return { start };
}

/** The `<dd>` after the summary's `label`. */
export const summary = (page: Page, label: string) =>
  page
    .locator('.booking__summary dt', { hasText: label })
    .locator('xpath=following-sibling::dd[1]')
    .innerText();

/**
 * Moves the appointment from its manage page to the first other free time it offers, of the
 * week after the one shown first when `laterWeek`.
 */
export async function move(
  page: Page,
  site: { label: string },
  w: BookingWords,
  from: string,
  laterWeek = false,
): Promise<string> {
  const before = await page.locator('.booking__summary').innerText();
  await page.getByRole('heading', { name: w.move }).waitFor();
  if (laterWeek)
    await Promise.all([
      page.waitForURL((url) => url.searchParams.has('jour') && url.searchParams.has('token')),
      page.getByRole('link', { name: w.nextDays }).click(),
    ]);
  const other = page.locator(`button.booking__slot:not([value="${from}"])`).first();
  const to = (await other.getAttribute('value')) ?? '';
  expect(to).not.toBe('');
  await Promise.all([page.waitForURL((url) => url.searchParams.get('fait') === 'deplace'), other.click()]);
  expect(await page.locator('.block-form__notice').innerText()).toContain(w.moved);
  expect(await page.locator('.booking__summary').innerText()).not.toBe(before);
  await fitsScreen(page, 'the manage page');
  await shot(page, `booking-moved-${site.label}`);
  return to;
}

/** Cancels the appointment from its manage page. */
export async function cancel(page: Page, w: BookingWords): Promise<void> {
  await Promise.all([
    page.waitForURL((url) => url.searchParams.get('fait') === 'annule'),
    page.getByRole('button', { name: w.cancel }).click(),
  ]);
  expect(await page.locator('.block-form__notice').innerText()).toContain(w.cancelled);
  expect(await page.getByText(w.cancelledStatus).count()).toBe(1);
}
