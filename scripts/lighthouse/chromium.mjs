// The system Chromium for Lighthouse: headless (new mode), no sandbox (containers run as root),
// its own throw-away profile, the DevTools port chosen by Chromium itself (port 0) and read
// from its "DevTools listening on" line, in its own process group so that stopping it also
// stops its renderer and GPU processes.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clearTimeout, setTimeout } from 'node:timers';
import { setTimeout as delay } from 'node:timers/promises';
import { groupAlive } from '../../bench/server.mjs';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export async function launchChromium({ timeoutMs = 30_000 } = {}) {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'site-platform-lighthouse-profile-'));
  const child = spawn(
    CHROMIUM,
    [
      '--headless=new',
      '--no-sandbox',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-dev-shm-usage', // /dev/shm is small in containers
      '--disable-extensions',
      '--disable-background-networking',
      'about:blank',
    ],
    { detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let output = '';
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(new Error(`${CHROMIUM} printed no DevTools port within ${timeoutMs / 1000} s:\n${output}`)),
      timeoutMs,
    );
    child.stderr.on('data', (chunk) => {
      output += chunk;
      const found = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(Number(found[1]));
      }
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`cannot start ${CHROMIUM}: ${error.message}`));
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${CHROMIUM} exited (${code ?? signal}) before listening:\n${output}`));
    });
  });
  child.stderr.resume(); // keep draining, Chromium logs to stderr all along

  return {
    port,
    async stop() {
      const pid = child.pid;
      if (pid !== undefined && groupAlive(pid)) {
        process.kill(-pid, 'SIGTERM');
        const deadline = Date.now() + 5_000;
        while (groupAlive(pid) && Date.now() < deadline) await delay(100);
        if (groupAlive(pid)) process.kill(-pid, 'SIGKILL');
      }
      rmSync(profile, { recursive: true, force: true });
    },
    killNow() {
      if (child.pid !== undefined && groupAlive(child.pid)) process.kill(-child.pid, 'SIGKILL');
    },
  };
}
