import type { MiddlewareHandler } from 'hono';
import { lastParisDays } from '../../src/domain/site/dashboard-days';
import { DIRECT_SOURCE } from '../../src/schema/site/page-views';
import type { Env } from '../env';
import type { AppEnv } from '../http/app-env';
import { addPageViews, type PageViewCount } from '../provider/site/public';

// The storefront counts its page views for the owner's dashboard, anonymously: no
// cookie, nothing about the visitor is read or kept but the path, the day and where the view
// came from (the `from` campaign of the link, else the referring site's domain). Only what a
// person reads counts: a GET answered 200 in HTML, not the API, the files, the admin, a
// prefetch or a robot (a simple User-Agent check; no User-Agent is a robot too).
//
// The count is written after the answer (waitUntil), never on the request's path. Views
// are summed in the isolate by (site, day, path, source) and written by one batch of upserts
// (count = count + n); views arriving while a batch is being written wait for the next one,
// so a busy isolate writes a few batches a second, whatever the traffic.
//
// A request can go through the app twice (the locale prefix is routed again, a stale cached
// page is rendered again in the background): the middleware only notes the view against the
// Request it saw, and countPageViews, around the Worker's own fetch, records the view of the
// request that came from outside, once.

const BOT_AGENT =
  /bot|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|headless|lighthouse|pingdom|uptime|monitor|curl|wget|python|java\/|go-http|httpclient|okhttp|axios|node-fetch|undici|scrapy|phantom|selenium|puppeteer|playwright/i;
const NOT_PAGES = /^\/(api|assets|admin|media)(\/|$)/;
const MAX_PATH = 300;
const MAX_SOURCE = 100;

/** A robot, by its User-Agent (absent: a script, not a person). */
export const isBot = (userAgent: string | undefined): boolean => !userAgent || BOT_AGENT.test(userAgent);

/** Where a view came from: the `from` campaign, else another site's domain, else direct (''). */
export function viewSource(url: URL, referrer: string | undefined): string {
  const campaign = url.searchParams.get('from')?.trim() ?? '';
  if (campaign !== '') return campaign.slice(0, MAX_SOURCE);
  if (!referrer || !URL.canParse(referrer)) return DIRECT_SOURCE;
  const from = new URL(referrer);
  if (from.hostname === url.hostname || !/^https?:$/.test(from.protocol)) return DIRECT_SOURCE;
  return from.hostname.replace(/^www\./, '').slice(0, MAX_SOURCE);
}

const noted = new WeakMap<Request, Omit<PageViewCount, 'count'>>();

export const notePageView: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.req.method !== 'GET' || c.res.status !== 200) return;
  if (!c.res.headers.get('content-type')?.startsWith('text/html')) return;
  const url = new URL(c.req.url);
  if (NOT_PAGES.test(url.pathname) || isBot(c.req.header('user-agent'))) return;
  const purpose = c.req.header('sec-purpose') ?? c.req.header('purpose') ?? '';
  if (purpose.includes('prefetch')) return;
  noted.set(c.req.raw, {
    siteId: c.var.site.id,
    day: lastParisDays(new Date(), 1)[0] ?? '',
    path: url.pathname.slice(0, MAX_PATH),
    source: viewSource(url, c.req.header('referer')),
  });
};

const pending = new Map<string, PageViewCount>();
let writing: Promise<void> | null = null;

async function writePending(env: Env): Promise<void> {
  if (pending.size === 0) return;
  const counts = [...pending.values()];
  pending.clear();
  try {
    await addPageViews(env.DB, counts);
  } catch (error) {
    // Lost counts are a dashboard a little low, never a visitor's error.
    console.warn(
      JSON.stringify({ event: 'page_views.write_failed', views: counts.length, error: String(error) }),
    );
  }
}

/** Adds one view to the isolate's sums; the promise ends once it is written. */
function recordPageView(env: Env, view: Omit<PageViewCount, 'count'>): Promise<void> {
  const key = [view.siteId, view.day, view.path, view.source].join('\n');
  const known = pending.get(key);
  if (known) known.count += 1;
  else pending.set(key, { ...view, count: 1 });
  // After the batch being written, if any: the views added meanwhile go in the next one, and
  // the later calls, finding nothing left, write nothing.
  const next: Promise<void> = (writing ?? Promise.resolve()).then(() => writePending(env));
  writing = next;
  void next.finally(() => {
    if (writing === next) writing = null;
  });
  return next;
}

type Fetch = (request: Request, env: Env, ctx: ExecutionContext) => Response | Promise<Response>;

/** The Worker's fetch, recording the page view the app noted for this outside request. */
export function countPageViews(fetch: Fetch): Fetch {
  return async (request, env, ctx) => {
    const response = await fetch(request, env, ctx);
    const view = noted.get(request);
    if (view) ctx.waitUntil(recordPageView(env, view));
    return response;
  };
}
