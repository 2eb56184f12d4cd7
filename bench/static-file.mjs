// The static-file baseline: a plain HTML file of exactly the home page's size, written to
// public/assets while the run lasts (removed afterwards), and a wait until the dev server serves it.
import { Buffer } from 'node:buffer';
import { setTimeout as delay } from 'node:timers/promises';
import { get } from './server.mjs';

export const STATIC_NAME = 'bench-same-size.html';

/** A plain HTML page of exactly `size` bytes (ASCII only, so characters are bytes). */
export function paddedHtml(size) {
  const head =
    '<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Benchmark static file</title></head><body><p>';
  const tail = '</p></body></html>\n';
  const filler = 'Static file of the same size as the home page, served from the Worker assets. ';
  const room = size - head.length - tail.length;
  const html =
    room < 0 ? 'x'.repeat(size) : head + filler.repeat(Math.ceil(room / filler.length)).slice(0, room) + tail;
  if (Buffer.byteLength(html) !== size)
    throw new Error(`padding made ${Buffer.byteLength(html)} B, not ${size}`);
  return html;
}

/** Polls until the dev server serves the new asset with the right length (following one redirect). */
export async function waitForStatic({ port, host, urlPath, size, log, timeoutMs = 30_000 }) {
  const deadline = Date.now() + timeoutMs;
  let current = urlPath;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    try {
      const response = await get(port, current, { host });
      const location = response.headers.location;
      if (response.status >= 300 && response.status < 400 && typeof location === 'string') {
        const next = new URL(location, `http://${host}`).pathname;
        last = `${response.status} to ${next}`;
        if (next !== current) {
          log(`${current} answers ${response.status}, measuring ${next} instead`);
          current = next;
          continue;
        }
      } else if (response.status === 200 && response.body.length === size) {
        return {
          path: current,
          contentType: response.headers['content-type'] ?? '?',
          headerBytes: response.headerBytes,
        };
      } else {
        last = `status ${response.status}, ${response.body.length} B`;
      }
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await delay(250);
  }
  throw new Error(`${urlPath} was not served with ${size} B within ${timeoutMs / 1000} s (last: ${last})`);
}
