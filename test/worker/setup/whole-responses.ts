import worker from '../../../worker/index';

// The worker test files share one runtime (isolate: false), so nothing a file started may
// still run when the next one empties the storage. A page is streamed: a test that reads only
// the status leaves React rendering, and querying D1, after the test ended — once during the
// next file's reset ("no such table: page_blocks"). So the tests get each answer whole: the
// Worker's own fetch handler runs as it does in production, and its body is read to the end
// before the test sees the response. (What ctx.waitUntil() starts is awaited by fresh-state.ts.)

const wrapped = Symbol.for('site-platform.test.whole-responses');
type Handler = typeof worker & { [wrapped]?: true };

export function answerWholeResponses(): void {
  const handler = worker as Handler;
  if (handler[wrapped]) return;
  handler[wrapped] = true;
  const streamed = handler.fetch;
  handler.fetch = async (request, env, ctx) => {
    const response = await streamed(request, env, ctx);
    if (response.body === null || response.webSocket) return response;
    return new Response(await response.arrayBuffer(), response);
  };
}
