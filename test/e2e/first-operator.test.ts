import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { prepareLocalDatabase } from '../../scripts/local-db.mjs';
import { DESKTOP, launchBrowser, withPage } from './support/browser.ts';

// The runbook's first steps on a platform with nothing in it: a local state made by
// the migrations alone (no sample site, unlike the other e2e files' `npm start`), the operator
// of `npm run operator:create`, the password sign-in on the admin host, « Créer le premier
// site » in the chooser, and the new site's home on its development host. The Worker is served
// by `wrangler dev` on that state (the islands and admin bundles are the ones the e2e setup's
// `npm start` built).

const PORT = Number(process.env.FIRST_OPERATOR_PORT ?? 8871);
const ADMIN = `http://admin.localhost:${PORT}`;
const OPERATOR = { email: 'premiere@plateforme.example', password: 'Une phrase assez longue 2026' };
const DEV_HOST = 'premier-site.localhost';
const BIN = path.resolve('node_modules/.bin');
const env = {
  ...process.env,
  PATH: `${BIN}${path.delimiter}${process.env.PATH ?? ''}`,
  CI: 'true',
  WRANGLER_SEND_METRICS: 'false',
  NO_COLOR: '1',
};

const state = mkdtempSync(path.join(tmpdir(), 'first-operator-state-'));
let server: ChildProcess | undefined;
let browser: Browser;
let output = '';

function run(command: string, args: string[], input = '') {
  const result = spawnSync(command, args, { input, encoding: 'utf8', env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${result.stderr}${result.stdout}`);
  return result.stdout;
}

/** Status of GET `urlPath` on the local server for `host`, or null while it does not answer. */
function statusOf(host: string, urlPath = '/'): Promise<number | null> {
  return new Promise((resolve) => {
    const req = request(
      { hostname: 'localhost', port: PORT, path: urlPath, headers: { host }, timeout: 5_000 },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? null));
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(null));
    req.end();
  });
}

beforeAll(async () => {
  await prepareLocalDatabase({ stateDir: state, sampleSites: false });
  run(
    process.execPath,
    ['scripts/operator-create.mjs', '--email', OPERATOR.email, '--persist-to', state],
    `${OPERATOR.password}\n`,
  );
  server = spawn(
    path.join(BIN, 'wrangler'),
    ['dev', '--port', String(PORT), '--persist-to', state, '--show-interactive-dev-session=false'],
    { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  server.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output = (output + chunk).slice(-8_000)));
  server.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output = (output + chunk).slice(-8_000)));
  const deadline = Date.now() + 150_000;
  while ((await statusOf('probe.invalid')) === null) {
    if (Date.now() > deadline || server.exitCode !== null)
      throw new Error(`wrangler dev did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  if (server?.pid !== undefined) {
    try {
      process.kill(-server.pid, 'SIGTERM'); // wrangler and its workerd
    } catch {
      // already gone
    }
  }
  rmSync(state, { recursive: true, force: true });
});

describe('the first operator on an empty platform', () => {
  test('signs in with the password, creates the first site, and its home answers', async () => {
    expect(await statusOf(DEV_HOST)).toBe(404); // no site answers yet

    await withPage(browser, { viewport: DESKTOP }, async ({ page, problems }) => {
      await page.goto(`${ADMIN}/login`);
      await page.getByLabel('Adresse e-mail').fill(OPERATOR.email);
      await page.getByLabel('Mot de passe').fill(OPERATOR.password);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await page.waitForURL((url) => url.pathname === '/');

      const form = page.getByRole('region', { name: 'Créer le premier site' });
      await form.waitFor();
      await expect.poll(() => page.getByText('La plateforme n’a encore aucun site').count()).toBe(1);
      await form.getByLabel('Nom du site').fill('Premier site');
      await form.getByLabel('Hôte de développement').fill(DEV_HOST);
      await form.getByLabel('En construction').uncheck();
      await form.getByRole('button', { name: 'Créer le site' }).click();
      await page.waitForURL((url) => /^\/sites\/\d+\/$/.test(url.pathname));
      await expect.poll(() => page.getByTestId('admin-site-name').textContent()).toContain('Premier site');
      expect(problems.pageErrors).toEqual([]);
    });

    await expect.poll(() => statusOf(DEV_HOST), { timeout: 40_000 }).toBe(200);
    await withPage(browser, { viewport: DESKTOP }, async ({ page }) => {
      const home = await page.goto(`http://${DEV_HOST}:${PORT}/`);
      expect(home?.status()).toBe(200);
      expect(await page.content()).toContain('Premier site');
    });
  });
});
