import worker from '../../../worker/index';

// The worker test files share one runtime (isolate: false), so nothing a file started may
// still run when the next one empties the storage. A page is streamed: a test that reads only
// the status leaves React rendering, and querying D1, after the test ended — once during the
// next file's reset ("no such table: page_blocks"). So the tests get each answer whole: the
// Worker's own fetch handler runs as it does in production, and its body is read to the end
// before the test sees the response. A test that timed out leaves its request running: every
// request is counted until its answer is whole, and fresh-state.ts waits for the count to
// reach zero before it resets. (What ctx.waitUntil() starts is awaited by fresh-state.ts too.)

const wrapped = Symbol.for('site-platform.test.whole-responses');
type Handler = typeof worker & { [wrapped]?: true };

interface Running {
  what: string;
  since: number;
  done: Promise<void>;
}
const running = new Set<Running>();

export function answerWholeResponses(): void {
  const handler = worker as Handler;
  if (handler[wrapped]) return;
  handler[wrapped] = true;
  const streamed = handler.fetch;
  handler.fetch = async (request, env, ctx) => {
    let finish = (): void => undefined;
    const entry: Running = {
      what: `${request.method} ${request.url}`,
      since: Date.now(),
      done: new Promise<void>((resolve) => (finish = resolve)),
    };
    running.add(entry);
    try {
      const response = await streamed(request, env, ctx);
      if (response.body === null || response.webSocket) return response;
      return new Response(await response.arrayBuffer(), response);
    } finally {
      running.delete(entry);
      finish();
    }
  };
}

/** Whether `work` settles within `limitMs` (its failure counts as settled). */
export async function settlesWithin(work: Promise<unknown>, limitMs: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), limitMs)));
  const settled = await Promise.race([
    work.then(
      () => true,
      () => true,
    ),
    limit,
  ]);
  clearTimeout(timer);
  return settled;
}

/** Waits until no request is running, for at most `limitMs`; returns those still running then. */
export async function requestsStillRunning(limitMs: number): Promise<string[]> {
  const deadline = Date.now() + limitMs;
  // Requests may start while others end: wait again until none is left or the time is up.
  while (running.size > 0 && Date.now() < deadline)
    await settlesWithin(Promise.all([...running].map((entry) => entry.done)), deadline - Date.now());
  const now = Date.now();
  return [...running].map((entry) => `${entry.what} (for ${Math.round((now - entry.since) / 1000)} s)`);
}
