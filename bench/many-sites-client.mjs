// The many-sites bench's HTTP side: a fixed number of GETs spread over hosts through a pool of
// keep-alive connections (the client settings: 10 connections, fixed request counts),
// with requests/s, latency percentiles and the x-cache values seen; the operator's calls on
// the admin host; and the workerd processes' memory.
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { HOST, sendJson } from './server.mjs';

export const ADMIN_HOST = 'admin.localhost';
export const PROBE_HEADERS = { 'x-kv-write-probe': '1' };

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * `count` GETs of `targets(i)` ({ host, path }) over `connections` keep-alive connections;
 * resolves { requests, seconds, rps, p50, p99, statuses, xCache }.
 */
export async function pass({ port, count, connections, target, headers = PROBE_HEADERS }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  const statuses = new Map();
  const xCache = new Map();
  const roundTrips = []; // x-d1-round-trips, when the request asked with x-d1-probe
  let next = 0;
  const one = (index) =>
    new Promise((resolve, reject) => {
      const { host, path } = target(index);
      const started = performance.now();
      const request = http.request(
        { host: HOST, port, path, method: 'GET', agent, headers: { ...headers, host } },
        (response) => {
          response.on('data', () => undefined);
          response.on('end', () => {
            latencies.push(performance.now() - started);
            statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
            const cache = String(response.headers['x-cache'] ?? 'none');
            xCache.set(cache, (xCache.get(cache) ?? 0) + 1);
            const trips = response.headers['x-d1-round-trips'];
            if (trips !== undefined) roundTrips.push(Number(trips));
            resolve();
          });
          response.on('error', reject);
        },
      );
      request.setTimeout(30_000, () => request.destroy(new Error(`GET ${host}${path} timed out`)));
      request.on('error', reject);
      request.end();
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < count) {
        const index = next;
        next += 1;
        await one(index);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: count,
    seconds,
    rps: count / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    statuses: Object.fromEntries(statuses),
    xCache: Object.fromEntries(xCache),
    d1RoundTrips: roundTrips.length === 0 ? null : summary(roundTrips.sort((a, b) => a - b)),
  };
}

function summary(sorted) {
  return { p50: percentile(sorted, 50), max: sorted.at(-1) };
}

/** Median time of `count` sequential GETs (one keep-alive connection). */
export async function sequentialP50({ port, host, path, count }) {
  const result = await pass({ port, count, connections: 1, target: () => ({ host, path }) });
  return result;
}

/** The operator's admin-host session token. */
export async function operatorToken(port, account) {
  const response = await sendJson(port, 'POST', '/api/admin/session', { host: ADMIN_HOST, json: account });
  const token = response.envelope?.data?.token;
  if (response.status !== 200 || typeof token !== 'string') {
    throw new Error(`operator sign-in failed: ${response.status} ${response.envelope?.message ?? ''}`);
  }
  return token;
}

/** POST /api/admin/platform/site: a site copied from the model, open, on `host`; resolves ms. */
export async function createSiteFromModel(port, token, { name, host, modelSiteId }) {
  const response = await sendJson(port, 'POST', '/api/admin/platform/site', {
    host: ADMIN_HOST,
    token,
    extraHeaders: { idSite: String(modelSiteId) },
    json: {
      name,
      url: `https://${host}`,
      modelSiteId,
      isBuilding: false,
      // A site made from a model names its own business; any valid identity will do.
      identity: {
        activity: 'Massages bien-être',
        legalForm: 'Entreprise individuelle',
        address: '1 rue des Bancs, 44000 Nantes',
        phone: '02 40 00 00 00',
        email: `contact@${host}`,
        siret: '12345678900011',
      },
      domains: [{ host, kind: 'PROD' }],
    },
  });
  if (response.status !== 201) {
    throw new Error(`creating ${host}: ${response.status} ${response.envelope?.message ?? ''}`);
  }
  return response.totalMs;
}

/** The bench counters and the caps in force, from the Worker (local hosts only). */
export async function benchStats(port) {
  const response = await sendJson(port, 'GET', '/__bench/stats', { host: 'localhost' });
  if (response.status !== 200) throw new Error(`GET /__bench/stats answered ${response.status}`);
  return JSON.parse(response.body.toString('utf8'));
}

/** Resident memory (MiB) of the workerd processes in the server's process group (Linux /proc). */
export function workerdMemoryMiB(groupId) {
  let kib = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (Number(fields[2]) !== groupId || !command.includes('workerd')) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${entry}/status`, 'utf8'));
      if (rss) kib += Number(rss[1]);
    } catch {
      // the process ended meanwhile
    }
  }
  return kib / 1024;
}
