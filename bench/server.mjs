// Helpers for the benchmark: start the Worker the way users do (`node scripts/start.mjs`) in its
// own process group with its own local state, wait for it, stop the whole group, and plain
// HTTP requests against it (Host header set, body counted in bytes, no compression asked for).
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';

export const HOST = '127.0.0.1';

/** Size of the status line and headers as sent (HTTP/1.1), without the body. */
function headerBytes(response) {
  let size = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n\r\n`.length;
  for (let i = 0; i < response.rawHeaders.length; i += 2) {
    size += Buffer.byteLength(`${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`);
  }
  return size;
}

/**
 * One HTTP/1.1 request to http://127.0.0.1:port/path with the given Host header, on a fresh
 * connection (no keep-alive, so every sample pays the same setup); resolves status, headers,
 * body and timings: ttfbMs (request sent to response headers) and totalMs (to the last byte).
 */
export function request(
  port,
  method,
  urlPath,
  { host = 'localhost', headers = {}, body, timeoutMs = 10_000 } = {},
) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(body);
    const started = performance.now();
    let ttfbMs = 0;
    const sent = http.request(
      {
        host: HOST,
        port,
        method,
        path: urlPath,
        headers: {
          ...headers,
          host,
          ...(payload ? { 'content-length': String(payload.length) } : {}),
        },
        agent: false,
        timeout: timeoutMs,
      },
      (response) => {
        ttfbMs = performance.now() - started;
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            headerBytes: headerBytes(response),
            body: Buffer.concat(chunks),
            ttfbMs,
            totalMs: performance.now() - started,
          }),
        );
        response.on('error', reject);
      },
    );
    sent.on('timeout', () => sent.destroy(new Error(`${method} ${urlPath} timed out after ${timeoutMs} ms`)));
    sent.on('error', reject);
    sent.end(payload);
  });
}

/** GET with the given Host header (see request). */
export function get(port, urlPath, options = {}) {
  return request(port, 'GET', urlPath, options);
}

/** JSON request without Origin (a server-side client, like the admin tools): parsed envelope. */
export async function sendJson(port, method, urlPath, { host, token, json, extraHeaders = {} }) {
  const headers = { accept: 'application/json', ...extraHeaders };
  if (json !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await request(port, method, urlPath, {
    host,
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  let envelope = null;
  try {
    envelope = JSON.parse(response.body.toString('utf8'));
  } catch {
    // not JSON: reported below with the status
  }
  return { ...response, envelope };
}

/** True when nothing listens on 127.0.0.1:port (and we may bind it). */
function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, HOST, () => server.close(() => resolve(true)));
  });
}

/** The preferred port when free, else one the kernel hands out. */
export async function freePort(preferred) {
  if (await portIsFree(preferred)) return preferred;
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Whether any process of the group led by pid is alive. */
export function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Spawns `node scripts/start.mjs` detached (its own process group), with PORT and
 * LOCAL_STATE_DIR set and node_modules/.bin first on PATH (as under `npm start`), keeping the
 * last lines of its output for error reports.
 */
export function startServer({ root, port, stateDir, maxLines = 200 }) {
  const lines = [];
  const keep = (chunk) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim() === '') continue;
      lines.push(line);
      if (lines.length > maxLines) lines.shift();
    }
  };
  const bin = path.join(root, 'node_modules', '.bin');
  const child = spawn('node', ['scripts/start.mjs'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`,
      PORT: String(port),
      LOCAL_STATE_DIR: stateDir,
      WRANGLER_SEND_METRICS: 'false',
      FORCE_COLOR: '0',
      NO_COLOR: '1',
    },
  });
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  const exit = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      exited = { code, signal };
      resolve(exited);
    });
    child.on('error', (error) => {
      exited = { code: null, signal: null, error };
      resolve(exited);
    });
  });

  return {
    pid: child.pid,
    output: () => lines.join('\n'),
    exited: () => exited,

    /**
     * Polls GET / until it answers 200, the server exits, or the time is up; gives up early when
     * the server answers but keeps answering something else than 200 for wrongForMs.
     */
    async waitReady({ timeoutMs, path: urlPath = '/', host = 'localhost', wrongForMs = 20_000 }) {
      const deadline = Date.now() + timeoutMs;
      let last = 'no answer yet';
      let wrongSince = null;
      while (Date.now() < deadline) {
        if (exited) {
          const how = exited.error ? exited.error.message : `code ${exited.code ?? exited.signal}`;
          throw new Error(`the server exited before answering (${how})`);
        }
        try {
          const response = await get(port, urlPath, { host, timeoutMs: 5_000 });
          if (response.status === 200) return;
          const text = response.body
            .toString('utf8')
            .replace(/<[^>]*>/g, ' ')
            .replace(/\s+/g, ' ')
            .trim();
          last = `status ${response.status}: ${text.slice(0, 200)}`;
          wrongSince ??= Date.now();
        } catch (error) {
          last = error instanceof Error ? error.message : String(error);
          wrongSince = null;
        }
        if (wrongSince !== null && Date.now() - wrongSince > wrongForMs) {
          throw new Error(`GET ${urlPath} kept answering ${last}`);
        }
        await Promise.race([delay(500), exit]);
      }
      throw new Error(`GET ${urlPath} did not answer 200 within ${timeoutMs / 1000} s (last: ${last})`);
    },

    /** SIGTERM to the whole process group, SIGKILL if anything is left after graceMs. */
    async stop({ graceMs = 5_000 } = {}) {
      const pid = child.pid;
      if (pid === undefined || !groupAlive(pid)) return true;
      try {
        process.kill(-pid, 'SIGTERM');
      } catch {
        // already gone
      }
      const deadline = Date.now() + graceMs;
      while (groupAlive(pid) && Date.now() < deadline) await delay(100);
      if (groupAlive(pid)) {
        try {
          process.kill(-pid, 'SIGKILL');
        } catch {
          // already gone
        }
        const killDeadline = Date.now() + 2_000;
        while (groupAlive(pid) && Date.now() < killDeadline) await delay(100);
      }
      return !groupAlive(pid);
    },

    /** Last resort from a synchronous 'exit' handler. */
    killNow() {
      if (child.pid !== undefined && groupAlive(child.pid)) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    },
  };
}
