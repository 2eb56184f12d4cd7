import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminApi, adminToken, adminUrl, MASSAGE_OWNER, OPERATOR } from './support/api.ts';
import { signInToPanel } from './support/admin-panel.ts';
import { DESKTOP, islandsReady, launchBrowser, withPage } from './support/browser.ts';
import { baseUrl } from './support/islands.ts';

// The admin host's reason to exist, replayed end to end: the owner of site 1 puts a script in the site's
// custom end-of-body HTML (a product feature) that tries to create a platform operator and a
// site account, on its own origin and on the admin origin with the browser's cookies. The
// platform operator, signed in on the admin host in the same browser, opens that storefront and
// accepts cookies (which runs the owner's HTML). Nothing may be created, and every admin call
// the storefront made must be refused (403) or blocked by the browser (CSP, CORS).

const stamp = Date.now().toString(36);
const PIRATE_OPERATOR = `pirate-operateur-${stamp}@exemple.fr`;
const PIRATE_USER = `pirate-compte-${stamp}@exemple.fr`;
const PASSWORD = 'Pirate-Du-Grand-Large-2026';

/** The owner's payload: six POSTs, each outcome kept in window.__attack for the test to read. */
function payload(adminOrigin: string): string {
  const script = `
(function () {
  var results = (window.__attack = []);
  var operator = JSON.stringify({ email: '${PIRATE_OPERATOR}', password: '${PASSWORD}' });
  var account = JSON.stringify({ email: '${PIRATE_USER}', password: '${PASSWORD}', role: 'ADMIN',
    firstname: 'Pi', lastname: 'Rate', idSite: 1 });
  var targets = [
    ['/api/admin/platform/operator', operator],
    ['/api/admin/platform/site/1/user', account],
    ['/api/admin/platform/user', account]
  ];
  [location.origin, '${adminOrigin}'].forEach(function (origin) {
    targets.forEach(function (target) {
      var url = origin + target[0];
      fetch(url, { method: 'POST', credentials: 'include', body: target[1],
        headers: { 'content-type': 'application/json', idSite: '1' } })
        .then(function (response) { results.push({ url: url, outcome: response.status }); })
        .catch(function (error) { results.push({ url: url, outcome: 'blocked: ' + error }); });
    });
  });
})();`;
  return `<script>${script}</script>`;
}

let browser: Browser;
let ownerToken = '';
let operatorToken = '';

const setCustomHtml = async (value: string) => {
  const saved = await adminApi('/admin/parameter/CUSTOM_HTML_END_OF_BODY', {
    method: 'PUT',
    body: { value },
    token: ownerToken,
  });
  expect(saved.status, saved.message).toBe(200);
};

beforeAll(async () => {
  browser = await launchBrowser();
  ownerToken = await adminToken(MASSAGE_OWNER);
  operatorToken = await adminToken(OPERATOR);
  // The owner saves the script through the admin API, as the panel would.
  await setCustomHtml(payload(adminUrl));
});
afterAll(async () => {
  try {
    await setCustomHtml('');
  } finally {
    await browser?.close();
  }
});

describe('an owner’s custom HTML against the platform operator', () => {
  test('the operator browsing the storefront signed in on the admin host creates nothing', async () => {
    await withPage(browser, { viewport: DESKTOP }, async ({ page, context }) => {
      await signInToPanel(page, { account: OPERATOR });

      // Every answer the storefront's page gets from an admin route, whatever its origin.
      const adminAnswers: { url: string; status: number }[] = [];
      const storefront = await context.newPage();
      storefront.on('response', (response) => {
        if (new URL(response.url()).pathname.startsWith('/api/admin/'))
          adminAnswers.push({ url: response.url(), status: response.status() });
      });
      await storefront.goto(`${baseUrl}/`);
      await islandsReady(storefront);
      await storefront
        .locator('section.consent-banner')
        .getByRole('button', { name: 'Tout accepter' })
        .click();

      // The owner's script ran and every one of its six calls has an outcome.
      type Outcome = { url: string; outcome: number | string };
      const outcomes = () =>
        storefront.evaluate(() => (window as unknown as { __attack?: Outcome[] }).__attack ?? null);
      await expect.poll(async () => (await outcomes())?.length ?? -1, { timeout: 15_000 }).toBe(6);
      for (const { url, outcome } of (await outcomes()) ?? []) {
        expect(outcome === 403 || (typeof outcome === 'string' && outcome.startsWith('blocked')), url).toBe(
          true,
        );
      }
      expect(adminAnswers.length, 'the storefront-origin calls reached the Worker').toBeGreaterThanOrEqual(3);
      for (const answer of adminAnswers) expect(answer.status, answer.url).toBe(403);

      // Nothing exists, as the operator's own API says; the operator's session still works.
      const operators = await adminApi<{ email: string }[]>('/admin/platform/operator', {
        token: operatorToken,
      });
      expect(operators.status).toBe(200);
      expect(operators.data.map((operator) => operator.email)).not.toContain(PIRATE_OPERATOR);
      for (const email of [PIRATE_USER, PIRATE_OPERATOR]) {
        const users = await adminApi<{ total: number }>(
          `/admin/platform/user?email=${encodeURIComponent(`lk:${email}`)}`,
          { token: operatorToken },
        );
        expect(users.status).toBe(200);
        expect(users.data.total, email).toBe(0);
      }
      const session = await page.evaluate(async () => (await fetch('/api/admin/session')).status);
      expect(session).toBe(200);
    });
  });
});
