import type { Env } from '../env';
import { listSiteSummaries } from '../provider/site/public';
import { IsolateMemo } from './isolate-memo';

// After a write publishes a new content version, the data of that version is prepared after the
// answer (issue 22): the site's home page is rendered in waitUntil, through the app itself, so
// its site context, content version, page data (isolate, KV) and the page (isolate, Cache API)
// are stored under the new version before the next visitor comes. It is rendered once, on the
// origin this isolate last served the site's pages on (the HTML cache keys on the origin; the
// page data does not), else on the site's first host: one render per publish, not one per host.
//
// publishContentVersion (content-version.ts) is called by dozens of write routes with only the
// env, so the request's own facts travel with its env object: the entry middleware that gives
// each request its env (worker/http/d1-session.ts) notes them here, and the page-cache
// middleware names the app that renders. Without them (a test calling a repository, a cron
// job) nothing is prepared.

interface Renderer {
  fetch: (request: Request, env: Env, ctx: ExecutionContext) => Response | Promise<Response>;
}

interface RequestScope {
  ctx: ExecutionContext;
  /** The write request's URL: its scheme and port are the storefronts' too. */
  url: string;
  requestId?: string;
}

const scopes = new WeakMap<object, RequestScope>();
/** The origin each site's pages were last asked on, in this isolate (about 100 B an entry). */
const visitedOrigins = new IsolateMemo<string>({
  name: 'visited-origins',
  maxEntries: 5_000,
  ttlMs: 60 * 60_000,
});

/** Called by the page cache for each page view: where the next preparation should render. */
export function noteVisitedOrigin(siteId: number, origin: string): void {
  if (visitedOrigins.get(String(siteId)) !== origin) visitedOrigins.set(String(siteId), origin);
}
let renderer: (() => Renderer) | null = null;

/** The app that renders the pages (set once, by the page-cache middleware's factory). */
export function setPreparationRenderer(app: () => Renderer): void {
  renderer = app;
}

/** Notes the request an env belongs to (its waitUntil, its URL). */
export function noteRequestScope(env: Env, scope: RequestScope): void {
  scopes.set(env, scope);
}

// An owner's edit is often a burst of writes (a page's blocks, a settings screen): each
// publish waits PREPARE_QUIET_MS after its answer, and only the last one of a burst renders.
// The render is an ordinary anonymous view: if a visitor's view already stored the page, it
// is a cheap HIT.
export const PREPARE_QUIET_MS = 500;
const latestPublish = new Map<number, number>();
let publishes = 0;

function log(event: string, fields: Record<string, unknown>): void {
  console.warn(JSON.stringify({ event, ...fields }));
}

async function homeUrl(env: Env, siteId: number, scope: RequestScope): Promise<string | null> {
  const visited = visitedOrigins.get(String(siteId));
  if (visited !== undefined) return `${visited}/`;
  const [site] = await listSiteSummaries(env.DB, [siteId]);
  const host = site?.hosts[0];
  if (host === undefined) return null;
  const { protocol, port } = new URL(scope.url); // the storefronts' scheme and port are the write's
  return `${protocol}//${host}${port ? `:${port}` : ''}/`;
}

async function renderHome(env: Env, siteId: number, scope: RequestScope, app: Renderer): Promise<void> {
  const url = await homeUrl(env, siteId, scope);
  if (url === null) return;
  const response = await app.fetch(new Request(url, { headers: { accept: 'text/html' } }), env, scope.ctx);
  await response.body?.cancel();
}

async function prepare(env: Env, siteId: number, ticket: number, scope: RequestScope, app: Renderer) {
  await new Promise((resolve) => setTimeout(resolve, PREPARE_QUIET_MS));
  if (latestPublish.get(siteId) !== ticket) return; // a later publish of the burst prepares
  latestPublish.delete(siteId);
  try {
    await renderHome(env, siteId, scope, app);
  } catch (error) {
    log('content_version.preparation_failed', { requestId: scope.requestId, siteId, error: String(error) });
  }
}

/** After a publish: prepares the new version in the request's waitUntil (no-op without one). */
export function prepareAfterPublish(env: Env, siteId: number): void {
  const scope = scopes.get(env);
  const app = renderer?.();
  if (!scope || !app) return;
  publishes += 1;
  latestPublish.set(siteId, publishes);
  scope.ctx.waitUntil(prepare(env, siteId, publishes, scope, app));
}
