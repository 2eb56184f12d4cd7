import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { vi } from 'vitest';
import { app } from '../../../worker/index';
import { MASSAGE_HOST } from './http';

// The site in remote-provider mode, inside one Miniflare: page requests run the Worker with
// PROVIDER_URL set, so its provider client goes over the global `fetch`. That `fetch` is
// stubbed: calls to the provider's host are answered by a second instance of the app configured
// as a provider API host (site from the idSite header, as a real remote provider would do),
// and every call is recorded so tests can show what went through the seam. Anything else is
// refused: no test reaches the network.

const PROVIDER_HOST = 'provider.example.test';
const PROVIDER_URL = `https://${PROVIDER_HOST}/api/`;

/** One call the site made to the remote provider. */
interface ProviderCall {
  method: string;
  path: string; // /api/logged, /api/site/visit/… (query string included)
  siteId: string | null; // the idSite header
  authorization: string | null;
}

export interface RemoteProvider {
  /** A browser request to a site host, served by the Worker in remote-provider mode. */
  request(path: string, init?: RequestInit & { host?: string }): Promise<Response>;
  /** Calls made to the provider since the harness started (or since the last reset). */
  readonly calls: ProviderCall[];
  /** Calls whose path starts with the given one, e.g. '/api/logout'. */
  callsTo(path: string): ProviderCall[];
  reset(): void;
  /** From now on, calls whose path starts with `path` get this status and a failure envelope. */
  fail(path: string, status: number): void;
  /** From now on, calls whose path starts with `path` are answered (or thrown at) by `answer`. */
  answer(path: string, answer: (request: Request) => Response | Promise<Response>): void;
  /** Puts the real global fetch back; call it in afterEach. */
  restore(): void;
}

function providerEnv(): Cloudflare.Env {
  return { ...env, API_HOST: PROVIDER_HOST, PROVIDER_URL: '' };
}

function siteEnv(): Cloudflare.Env {
  return { ...env, PROVIDER_URL };
}

async function run(request: Request, bindings: Cloudflare.Env): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await app.fetch(request, bindings, ctx);
  // Deferred work (cache writes, e-mail jobs) finishes before the test looks at the result.
  await waitOnExecutionContext(ctx);
  return response;
}

/** Starts the remote provider: stubs the global fetch until restore(). */
export function startRemoteProvider(): RemoteProvider {
  const calls: ProviderCall[] = [];
  const answers = new Map<string, (request: Request) => Response | Promise<Response>>();
  const stub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.host !== PROVIDER_HOST) throw new TypeError(`Pas de réseau dans les tests : ${request.url}`);
    calls.push({
      method: request.method,
      path: `${url.pathname}${url.search}`,
      siteId: request.headers.get('idSite'),
      authorization: request.headers.get('Authorization'),
    });
    for (const [path, answer] of answers) {
      if (url.pathname.startsWith(path)) return answer(request);
    }
    return run(request, providerEnv());
  });
  vi.stubGlobal('fetch', stub);
  return {
    request: (path, init = {}) => {
      const { host = MASSAGE_HOST, ...rest } = init;
      return run(new Request(`http://${host}${path}`, { redirect: 'manual', ...rest }), siteEnv());
    },
    calls,
    callsTo: (path) => calls.filter((call) => call.path.startsWith(path)),
    reset: () => {
      calls.length = 0;
      answers.clear();
    },
    fail: (path, status) => {
      const body = { success: false, data: null, message: 'Fournisseur indisponible.' };
      answers.set(path, () => Response.json(body, { status }));
    },
    answer: (path, answer) => {
      answers.set(path, answer);
    },
    restore: () => {
      vi.unstubAllGlobals();
    },
  };
}
