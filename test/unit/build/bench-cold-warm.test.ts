import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { coldWarm } from '../../../bench/cold-warm.mjs';
import { countValues, median } from '../../../bench/table.mjs';
import { sampleMembers } from '../../../worker/seed/index.ts';

// A stand-in for the Worker: the sample owner's login, PRIMARY_COLOR read and written through
// the API, and a page showing the colour. After a write the page keeps showing the previous
// colour for `lag` more answers, like a content version memoised in the isolate.
interface FakeSite {
  port: number;
  writes: string[];
  authorizations: (string | undefined)[];
  /** Per write: did it ask for no preparation (the unprepared samples' writes)? */
  unprepared: boolean[];
  close: () => Promise<void>;
}

const owner = sampleMembers.find((user) => user.siteId === 1 && user.role === 'ADMIN');
const ORIGINAL = '#b08d57';

async function fakeSite({ lag = 0, pageShowsColour = true } = {}): Promise<FakeSite> {
  let stored = ORIGINAL;
  let shown = ORIGINAL;
  let staleLeft = 0;
  const writes: string[] = [];
  const authorizations: (string | undefined)[] = [];
  const unprepared: boolean[] = [];
  const json = (response: http.ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      // The owner signs in on the admin host; every host reaches this one server.
      if (request.method === 'POST' && request.url === '/api/admin/session') {
        const { email, password } = JSON.parse(body) as { email: string; password: string };
        if (email !== owner?.email || password !== owner.password) {
          json(response, 401, { success: false, data: null, message: 'Identifiants incorrects.' });
        } else
          json(response, 200, { success: true, data: { token: 'jeton', sites: [{ id: 1 }] }, message: 'OK' });
      } else if (request.method === 'GET' && request.url === '/api/parameter/PRIMARY_COLOR') {
        json(response, 200, { success: true, data: { type: 'PRIMARY_COLOR', value: stored }, message: 'OK' });
      } else if (request.method === 'PUT' && request.url === '/api/admin/parameter/PRIMARY_COLOR') {
        authorizations.push(request.headers.authorization);
        unprepared.push(request.headers['x-no-preparation'] === '1');
        stored = (JSON.parse(body) as { value: string }).value;
        writes.push(stored);
        staleLeft = lag;
        json(response, 200, { success: true, data: { value: stored }, message: 'Paramètre enregistré.' });
      } else if (request.method === 'GET' && request.url === '/') {
        const stale = staleLeft > 0;
        if (stale) staleLeft -= 1;
        else shown = stored;
        response.writeHead(200, { 'content-type': 'text/html', 'x-cache': stale ? 'HIT' : 'MISS' });
        response.end(`<html><style>:root{--primary:${pageShowsColour ? shown : 'none'}}</style></html>`);
      } else {
        response.writeHead(404, { 'content-type': 'text/html' });
        response.end('<p>Page introuvable</p>');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    writes,
    authorizations,
    unprepared,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const target = { name: 'home', host: 'localhost', path: '/' };
const options = { rounds: 3, warmPerRound: 2, settleMs: 1, visibleTimeoutMs: 5_000 };
let site: FakeSite | null = null;

afterEach(async () => {
  await site?.close();
  site = null;
});

describe('bench cold vs warm: a cold sample is the first answer showing a new content version', () => {
  it('writes a new same-length colour each round as the sample owner, then restores the original', async () => {
    site = await fakeSite();
    const result = await coldWarm({ port: site.port, target, tokens: new Map(), ...options });
    expect('skipped' in result).toBe(false);
    // Each round: the measured write, then the unprepared sample's.
    expect(site.writes).toHaveLength(2 * options.rounds + 1);
    expect(new Set(site.writes.slice(0, -1)).size).toBe(2 * options.rounds);
    expect(site.unprepared).toEqual([false, true, false, true, false, true, false]);
    for (const colour of site.writes) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    expect(site.writes.slice(0, -1)).not.toContain(ORIGINAL);
    expect(site.writes.at(-1)).toBe(ORIGINAL);
    expect(site.authorizations.every((value) => value === 'Bearer jeton')).toBe(true);
  });

  it('measures one cold and warmPerRound warm answers per round, all at the new version', async () => {
    site = await fakeSite();
    const result = await coldWarm({ port: site.port, target, tokens: new Map(), ...options });
    if ('skipped' in result) throw new Error('not expected to skip');
    expect(result.cold).toHaveLength(options.rounds);
    expect(result.warm).toHaveLength(options.rounds * options.warmPerRound);
    expect(result.unprepared).toHaveLength(options.rounds);
    expect(result.staleBeforeCold).toBe(0);
    expect(result.staleWarm).toBe(0);
    expect(countValues(result.cold.map((sample) => sample.xCache))).toBe('MISS 3');
    for (const sample of [...result.cold, ...result.warm]) {
      expect(sample.totalMs).toBeGreaterThanOrEqual(sample.ttfbMs);
    }
  });

  it('counts answers still showing the previous version instead of measuring them as cold', async () => {
    site = await fakeSite({ lag: 2 });
    const result = await coldWarm({ port: site.port, target, tokens: new Map(), ...options });
    if ('skipped' in result) throw new Error('not expected to skip');
    expect(result.staleBeforeCold).toBe(2 * 2 * options.rounds); // both writes of each round
    expect(result.cold).toHaveLength(options.rounds);
    expect(result.cold.every((sample) => sample.xCache === 'MISS')).toBe(true);
    expect(result.visibleAfterMs.every((ms) => ms > 0)).toBe(true);
  });

  it('skips a page that answers 404 without writing anything', async () => {
    site = await fakeSite();
    const result = await coldWarm({
      port: site.port,
      target: { ...target, path: '/actualites' },
      tokens: new Map(),
      ...options,
    });
    expect(result).toEqual({ skipped: 404 });
    expect(site.writes).toEqual([]);
  });

  it('refuses a page that does not show the colour, since cold could not be told from stale', async () => {
    site = await fakeSite({ pageShowsColour: false });
    await expect(coldWarm({ port: site.port, target, tokens: new Map(), ...options })).rejects.toThrow(
      /cannot tell cold from stale/,
    );
    expect(site.writes).toEqual([]);
  });
});

describe('bench statistics', () => {
  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});
