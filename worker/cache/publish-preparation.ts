import { CONSENT_COOKIE } from '../../src/domain/site/consent';
import type { Env } from '../env';
import { D1_BOOKMARK_COOKIE } from './d1-session';
import { listSiteSummaries } from '../provider/site/public';
import { sessionOf } from './d1-session-database';
import { IsolateMemo } from '../isolate-memo';

// After a write publishes a new content version, the pages of that version are prepared after
// the answer, so the next visitor does not pay for them: the pages of the site this
// isolate served last (PREPARE_MAX_PAGES, most recently viewed first; the home page when it
// served none) are rendered through the app itself, as ordinary anonymous views, so the site
// context, content version, page data and each page (isolate, Cache API) are stored under the
// new version. A visitor asking for a page while it is being prepared waits for that render
// (render-flight.ts); one that was viewed meanwhile is a cheap HIT for the preparation.
//
// A burst of writes (a page's blocks, an import of 500 items) renders at most twice: the first
// publish starts a round at once (after the write's answer); publishes during a round only mark
// the site, and the next round starts once no publish came for PREPARE_QUIET_MS.
//
// The render reads D1 through its own session opened at the write's bookmark (the write is in
// what it reads, even from a replica), on the env as it was before the write's session wrapped
// it: publishContentVersion (content-version.ts) is called by dozens of write routes with only
// the env, so the entry middleware that gives each request its env (worker/cache/d1-session.ts)
// notes the request's facts here, and the page-cache middleware names the app that renders.
// Without them (a test calling a repository, a cron job) nothing is prepared.

interface Renderer {
  fetch: (request: Request, env: Env, ctx: ExecutionContext) => Response | Promise<Response>;
}

interface RequestScope {
  ctx: ExecutionContext;
  /** The write request's URL: its scheme and port are the storefronts' too. */
  url: string;
  requestId?: string;
  /** The env before the request's D1 session wrapped it (renders open their own session). */
  base?: Env;
  /** The write request's headers (NO_PREPARATION_HEADER). */
  headers?: Headers;
}

/**
 * Bench instrument (local hosts only, like the D1 probe): a write carrying `x-no-preparation: 1`
 * prepares nothing, so the next view shows what an unprepared cold render costs.
 */
const NO_PREPARATION_HEADER = 'x-no-preparation';

const benchSkips = (scope: RequestScope): boolean => {
  if (scope.headers?.get(NO_PREPARATION_HEADER) !== '1') return false;
  const { hostname } = new URL(scope.url);
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1';
};

const scopes = new WeakMap<object, RequestScope>();

/** The pages most recently viewed per site, newest first: what a preparation renders. */
const PREPARE_MAX_PAGES = 4;
const PREPARE_QUIET_MS = 500;
/** Between two prepared pages: visitors' requests (one may wait for the page just made) go first. */
const PREPARE_PAGE_GAP_MS = 20;

interface ViewedPage {
  url: string;
  /** The visitor's consent cookie (`consent=…`), part of the page's cache variant, or null. */
  consent: string | null;
}

// About 4 × 150 B per site: 5,000 sites in under 3 MB.
const viewedPages = new IsolateMemo<ViewedPage[]>({
  name: 'prepared-pages',
  maxEntries: 5_000,
  ttlMs: 60 * 60_000,
});

const consentPart = (cookieHeader: string | undefined): string | null =>
  cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`)) ?? null;

/** Called by the page cache for each anonymous page it answers 200: what the next preparation renders. */
export function notePageView(siteId: number, url: string, cookieHeader: string | undefined): void {
  const pages = viewedPages.get(String(siteId)) ?? [];
  const consent = consentPart(cookieHeader);
  const first = pages[0];
  if (first?.url === url && first.consent === consent) return; // the common case: nothing moves
  const rest = pages.filter((page) => page.url !== url || page.consent !== consent);
  viewedPages.set(String(siteId), [{ url, consent }, ...rest].slice(0, PREPARE_MAX_PAGES));
}

/** Test hook: the pages a preparation of the site would render, newest first. */
export const pagesToPrepare = (siteId: number): readonly ViewedPage[] =>
  viewedPages.get(String(siteId)) ?? [];

let renderer: (() => Renderer) | null = null;

/** The app that renders the pages (set once, by the page-cache middleware's factory). */
export function setPreparationRenderer(app: () => Renderer): void {
  renderer = app;
}

/** Notes the request an env belongs to (its waitUntil, its URL, the env before its session). */
export function noteRequestScope(env: Env, scope: RequestScope): void {
  scopes.set(env, scope);
}

interface Publish {
  env: Env;
  scope: RequestScope;
  /** The write session's bookmark after the write, or null (no session). */
  bookmark: string | null;
  at: number;
}

interface SitePreparation {
  running: boolean;
  /** The newest publish not prepared yet, or null. */
  pending: Publish | null;
}

const sites = new Map<number, SitePreparation>();
/** Rounds of preparation started (tests: a burst renders at most twice). */
let rounds = 0;
export const preparationRounds = (): number => rounds;

function log(event: string, fields: Record<string, unknown>): void {
  console.warn(JSON.stringify({ event, ...fields }));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function pagesOf(env: Env, siteId: number, scope: RequestScope): Promise<ViewedPage[]> {
  const viewed = viewedPages.get(String(siteId));
  if (viewed && viewed.length > 0) return viewed;
  const [site] = await listSiteSummaries(env.DB, [siteId]);
  const host = site?.hosts[0];
  if (host === undefined) return [];
  const { protocol, port } = new URL(scope.url); // the storefronts' scheme and port are the write's
  return [{ url: `${protocol}//${host}${port ? `:${port}` : ''}/`, consent: null }];
}

/** Renders in `ctx`: the waitUntil of the write that started the preparation (its context). */
async function renderPages(siteId: number, publish: Publish, app: Renderer, ctx: ExecutionContext) {
  const env = publish.scope.base ?? publish.env;
  const bookmark = publish.bookmark === null ? null : `${D1_BOOKMARK_COOKIE}=${publish.bookmark}`;
  // One page after the other, most recently viewed first: the render a visitor most likely
  // waits for comes first, and a preparation never takes more than one render's CPU at a time.
  const pages = await pagesOf(env, siteId, publish.scope);
  for (const [index, page] of pages.entries()) {
    if (index > 0) await sleep(PREPARE_PAGE_GAP_MS);
    const headers = new Headers({ accept: 'text/html' });
    const cookies = [bookmark, page.consent].filter((part) => part !== null);
    if (cookies.length > 0) headers.set('cookie', cookies.join('; '));
    try {
      const response = await app.fetch(new Request(page.url, { headers }), env, ctx);
      await response.body?.cancel();
    } catch (error) {
      log('content_version.preparation_failed', {
        requestId: publish.scope.requestId,
        siteId,
        url: page.url,
        error: String(error),
      });
    }
  }
}

async function prepare(siteId: number, state: SitePreparation, app: Renderer, ctx: ExecutionContext) {
  try {
    // Let the write answer first: its own last steps are not slowed by the render.
    await sleep(0);
    while (state.pending !== null) {
      const publish = state.pending;
      state.pending = null;
      rounds += 1;
      await renderPages(siteId, publish, app, ctx);
      // A burst: wait for it to end before the next round.
      // (`newest()`: the publishes of other requests set it while this one sleeps.)
      const newest = (): Publish | null => state.pending;
      for (let next = newest(); next !== null && Date.now() - next.at < PREPARE_QUIET_MS; next = newest()) {
        await sleep(PREPARE_QUIET_MS - (Date.now() - next.at));
      }
    }
  } finally {
    state.running = false;
    sites.delete(siteId);
  }
}

/** After a publish: prepares the new version in the request's waitUntil (no-op without one). */
export function prepareAfterPublish(env: Env, siteId: number): void {
  const scope = scopes.get(env);
  const app = renderer?.();
  if (!scope || !app || benchSkips(scope)) return;
  const state = sites.get(siteId) ?? { running: false, pending: null };
  sites.set(siteId, state);
  const bookmark = sessionOf(env.DB)?.session.getBookmark() ?? null;
  state.pending = { env, scope, bookmark, at: Date.now() };
  if (state.running) return; // the running preparation takes this publish in its next round
  state.running = true;
  scope.ctx.waitUntil(prepare(siteId, state, app, scope.ctx));
}
