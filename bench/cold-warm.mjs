// Cold vs warm page latency. A cold page is the first answer after a new content version: each
// round the site owner writes PRIMARY_COLOR (through the admin API, which bumps the site's
// content version) with a value never used before and of the same length, so the page keeps
// its size; the first answer whose HTML carries that value is the cold sample: it cannot come
// from any cache filled before the write. Answers still showing an older value (the new version
// not visible yet) are counted, not measured. After a short pause (the render's waitUntil work
// ends) the same page is fetched again: the warm samples. Cold and warm are interleaved, so the
// noise of a shared machine hits both alike. Requests are sequential, one connection each.
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { login, readParameter, writeParameter } from './admin.mjs';
import { get } from './server.mjs';

const MARKER_PARAMETER = 'PRIMARY_COLOR';
const COLOUR = /^#[0-9a-f]{6}$/i;

// Asks the Worker (local hosts only) to say how many D1 round trips the answer made
// (worker/http/d1-session.ts): issue 22's « D1 round trips per cold view ».
const D1_PROBE = { 'x-d1-probe': '1' };

function sample(response) {
  const trips = response.headers['x-d1-round-trips'];
  return {
    ttfbMs: response.ttfbMs,
    totalMs: response.totalMs,
    bytes: response.body.length,
    xCache: String(response.headers['x-cache'] ?? 'none'),
    d1RoundTrips: trips === undefined ? null : Number(trips),
  };
}

/** The round's colour: the original plus `round`, as #rrggbb (same length, unique per round). */
function marker(original, round) {
  const value = (Number.parseInt(original.slice(1), 16) + round) % 0x1000000;
  return `#${value.toString(16).padStart(6, '0')}`;
}

const shows = (response, colour) => response.body.toString('utf8').toLowerCase().includes(colour);

/**
 * Measures one target; resolves { skipped } when the page does not answer 200, else the cold,
 * warm and bump samples and the counts of answers that still showed the previous version.
 */
export async function coldWarm({ port, target, tokens, rounds, warmPerRound, settleMs, visibleTimeoutMs }) {
  const { host, path } = target;
  const probe = await get(port, path, { host });
  if (probe.status !== 200) return { skipped: probe.status };

  let token = tokens.get(host);
  if (!token) {
    token = await login(port, host);
    tokens.set(host, token);
  }
  const original = String(await readParameter(port, host, MARKER_PARAMETER)).toLowerCase();
  if (!COLOUR.test(original)) {
    throw new Error(`${MARKER_PARAMETER} on ${host} is "${original}", not a #rrggbb colour to vary`);
  }
  if (!shows(probe, original)) {
    throw new Error(
      `${host}${path} does not show ${MARKER_PARAMETER} (${original}): cannot tell cold from stale`,
    );
  }

  const result = { cold: [], warm: [], bumpMs: [], staleBeforeCold: 0, visibleAfterMs: [], staleWarm: 0 };
  for (let round = 1; round <= rounds; round += 1) {
    const colour = marker(original, round);
    result.bumpMs.push(await writeParameter(port, host, token, MARKER_PARAMETER, colour));
    const written = performance.now();
    for (;;) {
      const response = await get(port, path, { host, headers: D1_PROBE });
      if (response.status !== 200) throw new Error(`cold GET ${host}${path} answered ${response.status}`);
      if (shows(response, colour)) {
        result.cold.push(sample(response));
        result.visibleAfterMs.push(performance.now() - written - response.totalMs);
        break;
      }
      result.staleBeforeCold += 1;
      if (performance.now() - written > visibleTimeoutMs) {
        throw new Error(
          `${host}${path} still showed the previous version ${visibleTimeoutMs} ms after the write`,
        );
      }
      await delay(50);
    }
    await delay(settleMs);
    for (let i = 0; i < warmPerRound; i += 1) {
      const response = await get(port, path, { host, headers: D1_PROBE });
      if (response.status !== 200) throw new Error(`warm GET ${host}${path} answered ${response.status}`);
      if (!shows(response, colour)) result.staleWarm += 1;
      result.warm.push(sample(response));
    }
  }
  // Leave the site as it was (one more version bump, not measured).
  await writeParameter(port, host, token, MARKER_PARAMETER, original);
  return result;
}

/** Sequential GETs of one path (the static file baseline): same client, same connection setup. */
export async function sequential(port, path, host, count) {
  const samples = [];
  for (let i = 0; i < count; i += 1) {
    const response = await get(port, path, { host });
    if (response.status !== 200) throw new Error(`GET ${host}${path} answered ${response.status}`);
    samples.push(sample(response));
  }
  return samples;
}
