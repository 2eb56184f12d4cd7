import { request } from 'node:http';
import { beforeEach } from 'vitest';
import { e2eServer } from '../support/server';

// Before each e2e test: the server answers. If it stopped mid-run, test/e2e/setup/server.ts
// starts it again (on the same port and local state), which takes several seconds; without
// this wait every test in between would fail at once with ERR_CONNECTION_REFUSED. When the
// server is up this costs one local request.

const READY_TIMEOUT_MS = 90_000;
const POLL_MS = 500;

function answers(baseUrl: string): Promise<boolean> {
  return new Promise((resolve) => {
    const url = new URL('/robots.txt', baseUrl);
    const req = request(url, { method: 'GET', timeout: 5_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode === 200));
      res.on('error', () => resolve(false));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(false));
    req.end();
  });
}

beforeEach(async () => {
  const baseUrl = e2eServer().baseUrl;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await answers(baseUrl))) {
    if (Date.now() > deadline) throw new Error(`the e2e server at ${baseUrl} does not answer`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}, READY_TIMEOUT_MS + 10_000);
