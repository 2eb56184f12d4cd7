import { request as httpRequest } from 'node:http';
import { describe, expect, test } from 'vitest';
import { e2eServer } from './support/server.ts';

// Tooling: wrangler 4.124 died on one anonymous chunked request body over the 64 KB
// limit — the Worker answered 413, the next request got 500, then the connection was refused,
// so one request stopped `npm start`. This sends such bodies to `npm start` (the wrangler
// pinned in package.json) and checks the server still answers normally afterwards.

const { baseUrl } = e2eServer();
const CHUNK = new Uint8Array(16 * 1024).fill(0x61); // 'a'
const CHUNKS = 64; // 1 MiB, well over the 64 KB limit

/** POSTs a chunked body (no Content-Length) to `path`; resolves with the status, or the error. */
function postChunked(path: string, contentType: string): Promise<number | string> {
  return new Promise((resolve) => {
    const url = new URL(path, baseUrl);
    const request = httpRequest(
      url,
      {
        method: 'POST',
        headers: { 'content-type': contentType, 'transfer-encoding': 'chunked', origin: baseUrl },
      },
      (response) => {
        response.resume(); // drain, so the socket can go back to the pool
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    // The Worker may answer 413 and close before the whole body is sent: that is fine.
    request.on('error', (error) => resolve(`error: ${error.message}`));
    let sent = 0;
    const writeMore = (): void => {
      while (sent < CHUNKS) {
        sent += 1;
        if (!request.write(CHUNK)) {
          request.once('drain', writeMore);
          return;
        }
      }
      request.end();
    };
    writeMore();
  });
}

async function statusOf(path: string): Promise<number> {
  const response = await fetch(new URL(path, baseUrl), { redirect: 'manual' });
  await response.arrayBuffer();
  return response.status;
}

describe('a chunked body over the limit does not stop the server', () => {
  test.each([
    ['an API call', '/api/login', 'application/json'],
    ['a page form', '/auth', 'application/x-www-form-urlencoded'],
    ['the contact form', '/me-contacter', 'application/x-www-form-urlencoded'],
  ])('%s: 413 (or the connection closed early), then normal answers', async (_label, path, type) => {
    const status = await postChunked(path, type);
    if (typeof status === 'number') expect(status).toBe(413);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await statusOf('/api/parameter')).toBe(200);
      expect(await statusOf('/')).toBe(200);
    }
  });
});
