// Cold vs warm page latency. A cold page is the first answer after a new content version: each
// round the site owner writes PRIMARY_COLOR (through the admin API, which bumps the site's
// content version) with a value never used before and of the same length, so the page keeps
// its size; the first answer whose HTML carries that value is the cold sample: it cannot come
// from any cache filled before the write. Answers still showing an older value (the new version
// not visible yet) are counted, not measured. After a short pause (the render's waitUntil work
// ends) the same page is fetched again: the warm samples. Cold and warm are interleaved, so the
// noise of a shared machine hits both alike. Requests are sequential, one connection each.
//
// After a write the Worker prepares the pages it served (worker/cache/publish-preparation.ts),
// so the cold sample is often a page that render made (a HIT, or a view that waited for it).
// To show the raw cost of a render as well, each round ends with an « unprepared » sample: a
// second write carrying NO_PREPARATION (a bench instrument of local hosts: that write prepares
// nothing), then the first answer showing it, which the view renders itself (a MISS).
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { login, readParameter, writeParameter } from './admin.mjs';
import { get } from './server.mjs';

const MARKER_PARAMETER = 'PRIMARY_COLOR';
const COLOUR = /^#[0-9a-f]{6}$/i;

// Asks the Worker (local hosts only) to say how many D1 round trips the answer made
// (worker/cache/d1-session.ts): the « D1 round trips per cold view ».
const D1_PROBE = { 'x-d1-probe': '1' };
const NO_PREPARATION = { 'x-no-preparation': '1' };

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

  const result = {
    cold: [],
    warm: [],
    unprepared: [],
    bumpMs: [],
    staleBeforeCold: 0,
    visibleAfterMs: [],
    staleWarm: 0,
  };
  /** Writes `colour`, then GETs until the page shows it: that first answer's sample. */
  async function firstShowing(colour, headers) {
    result.bumpMs.push(await writeParameter(port, host, token, MARKER_PARAMETER, colour, headers));
    const written = performance.now();
    for (;;) {
      const response = await get(port, path, { host, headers: D1_PROBE });
      if (response.status !== 200) throw new Error(`cold GET ${host}${path} answered ${response.status}`);
      if (shows(response, colour)) {
        result.visibleAfterMs.push(performance.now() - written - response.totalMs);
        return sample(response);
      }
      result.staleBeforeCold += 1;
      if (performance.now() - written > visibleTimeoutMs) {
        throw new Error(
          `${host}${path} still showed the previous version ${visibleTimeoutMs} ms after the write`,
        );
      }
      await delay(50);
    }
  }
  for (let round = 1; round <= rounds; round += 1) {
    // Unique colours: the measured rounds' first, then the unprepared samples' after them.
    const colour = marker(original, round);
    result.cold.push(await firstShowing(colour, {}));
    await delay(settleMs);
    for (let i = 0; i < warmPerRound; i += 1) {
      const response = await get(port, path, { host, headers: D1_PROBE });
      if (response.status !== 200) throw new Error(`warm GET ${host}${path} answered ${response.status}`);
      if (!shows(response, colour)) result.staleWarm += 1;
      result.warm.push(sample(response));
    }
    result.unprepared.push(await firstShowing(marker(original, rounds + round), NO_PREPARATION));
    await delay(settleMs);
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
