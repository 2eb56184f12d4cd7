import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, BrowserContextOptions, Download, Page } from 'playwright-core';
import { inject } from 'vitest';

// Headless Chromium for the e2e tests: one browser per vitest worker, started by the tier's
// set-up (test/e2e/setup/server.ts) and shared by the files that worker runs, a new context
// (fresh storage, cookies and cache) per test, and what went wrong on the page collected as it loads.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const MOBILE = { width: 375, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * This worker's browser: a connection to the one the set-up started for it (closing it ends the
 * connection and its contexts, not the browser), or a browser of its own outside the tier's
 * set-up.
 */
export function launchBrowser(): Promise<Browser> {
  const endpoints = inject('browsers') ?? [];
  const pool = Number(process.env.VITEST_POOL_ID ?? 1);
  const endpoint = endpoints[(Math.max(pool, 1) - 1) % Math.max(endpoints.length, 1)];
  if (endpoint) return chromium.connect(endpoint, { timeout: 30_000 });
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, timeout: 30_000 });
}

export interface RequestProblem {
  url: string;
  resourceType: string;
  navigation: boolean; // the page's own document (a 404 page is expected to answer 404)
  problem: string; // 'HTTP 404' or the network error
}

export interface PageProblems {
  consoleErrors: string[];
  pageErrors: string[];
  hydrationWarnings: string[];
  requests: RequestProblem[];
}

export interface TestPage {
  context: BrowserContext;
  page: Page;
  problems: PageProblems;
}

// React, react-dom and preact/compat wordings for a server/client markup mismatch.
const HYDRATION = /hydrat|did not match|mismatch|server rendered html|expected server html/i;

export async function newPage(browser: Browser, options: BrowserContextOptions = {}): Promise<TestPage> {
  const context = await browser.newContext({ locale: 'fr-FR', viewport: DESKTOP, ...options });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  const problems: PageProblems = { consoleErrors: [], pageErrors: [], hydrationWarnings: [], requests: [] };
  context.on('requestfailed', (request) => {
    // Leaving a page cancels its images and favicon still in flight (ERR_ABORTED): not a
    // failure of the site. Blocked (CSP, CORS) or refused requests have other error texts.
    if (request.failure()?.errorText === 'net::ERR_ABORTED' && !request.isNavigationRequest()) return;
    problems.requests.push({
      url: request.url(),
      resourceType: request.resourceType(),
      navigation: request.isNavigationRequest(),
      problem: request.failure()?.errorText ?? 'failed',
    });
  });
  context.on('response', (response) => {
    if (response.status() < 400) return;
    const request = response.request();
    problems.requests.push({
      url: response.url(),
      resourceType: request.resourceType(),
      navigation: request.isNavigationRequest(),
      problem: `HTTP ${response.status()}`,
    });
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    const location = message.location();
    const text = `${message.text()} (${location.url}:${location.lineNumber})`;
    if (message.type() === 'error') problems.consoleErrors.push(text);
    if (HYDRATION.test(message.text())) problems.hydrationWarnings.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.pageErrors.push(`${error.name}: ${error.message}`));
  return { context, page, problems };
}

/** Runs `test` on a new page in its own context and always closes the context. */
export async function withPage<T>(
  browser: Browser,
  options: BrowserContextOptions,
  test: (testPage: TestPage) => Promise<T>,
): Promise<T> {
  const testPage = await newPage(browser, options);
  try {
    return await test(testPage);
  } finally {
    await testPage.context.close();
  }
}

/** Failed requests to `origin`, the page's own document excepted unless `withDocument`. */
export function originFailures(
  problems: PageProblems,
  origin: string,
  withDocument = true,
): RequestProblem[] {
  const { origin: expected } = new URL(origin);
  return problems.requests.filter(
    (request) => new URL(request.url).origin === expected && (withDocument || !request.navigation),
  );
}

/**
 * Every island hydrated and its effects run (listeners added, stored state read). Preact
 * runs effects after the next frame, so two frames and a task later they have all run.
 */
export async function islandsReady(page: Page): Promise<void> {
  try {
    await page.waitForFunction(
      () =>
        document.querySelector('[data-island]') !== null &&
        document.querySelectorAll('[data-island]:not([data-hydrated])').length === 0,
      undefined,
      { timeout: 15_000 },
    );
  } catch (error) {
    // Usually the bundle itself: say what its URL answers.
    const bundle = await page
      .evaluate(async () => {
        const src = document.querySelector('script[type="module"][src]')?.getAttribute('src');
        return src ? `${src} answers ${(await fetch(src)).status}` : 'no islands script in the page';
      })
      .catch(() => 'bundle status unknown');
    throw new Error(`islands not hydrated within 15 s (${bundle})`, { cause: error });
  }
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
      }),
  );
}

/** Presses Tab until the focused element matches `selector`; false after `max` presses. */
export async function tabTo(page: Page, selector: string, max = 30): Promise<boolean> {
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((css) => document.activeElement?.matches(css) ?? false, selector)) return true;
  }
  return false;
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

const requireFromHere = createRequire(import.meta.url);
let axeSource: string | undefined;

/** axe-core's serious and critical violations on the page as it is now. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  const violations = await axeViolations(page);
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/**
 * axe-core's violations of any impact, of the given rules only (all rules when none given):
 * landmark rules such as `region` and `landmark-unique` are « moderate », so the serious filter
 * above never shows them.
 */
export async function axeViolations(page: Page, rules: string[] = []): Promise<AxeViolation[]> {
  axeSource ??= readFileSync(requireFromHere.resolve('axe-core/axe.min.js'), 'utf8');
  // The resting state: no transition half-way. A notification fading in (the admin panel's
  // « Fichier envoyé. ») has its text blended with the page for a few frames, which axe measures
  // as a contrast failure on a loaded machine. Infinite animations (a spinner) are not
  // transitions and are not waited for.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
    undefined,
    { timeout: 5_000 },
  );
  // Evaluated through DevTools, not an inline <script>: the page's CSP refuses inline scripts.
  await page.evaluate(axeSource);
  return page.evaluate(async (ruleIds) => {
    const { axe } = window as unknown as {
      axe: { run(context: Document, options: RunOptions): Promise<AxeResults> };
    };
    const only: RunOptions = ruleIds.length > 0 ? { runOnly: { type: 'rule', values: ruleIds } } : {};
    const results = await axe.run(document, { resultTypes: ['violations'], ...only });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes.map((node) => JSON.stringify(node.target)),
    }));
  }, rules);
}

/**
 * Resolves once the page holds still: no animation or transition running, and the document's
 * size and element count the same over several frames in a row. What a person sees once a
 * screen has finished drawing; waited for as a condition, never as a fixed delay.
 */
export async function layoutStill(page: Page, frames = 3): Promise<void> {
  await page.waitForFunction(
    (needed) =>
      new Promise<boolean>((resolve) => {
        const shape = () => {
          const root = document.documentElement;
          return `${root.scrollWidth}x${root.scrollHeight}:${document.getElementsByTagName('*').length}`;
        };
        // A looping animation (a spinner, a pulse) never ends: only those that end are waited for.
        const moving = () =>
          document
            .getAnimations()
            .some(
              (animation) =>
                animation.playState === 'running' &&
                animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
            );
        let last = shape();
        let same = 0;
        const step = () => {
          const now = shape();
          same = now === last && !moving() ? same + 1 : 0;
          last = now;
          if (same >= needed) resolve(true);
          else requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      }),
    frames,
  );
}

/** The bytes of a finished download (the browser is connected to, so they come over its channel). */
export async function downloadedBytes(download: Download): Promise<Uint8Array> {
  const stream = await download.createReadStream();
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk as Uint8Array);
  const bytes = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}
