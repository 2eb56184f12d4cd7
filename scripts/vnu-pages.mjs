// `npm run vnu [-- http://localhost:8787]`: the Nu HTML Checker (vnu, the W3C validator's engine,
// from the vnu-jar package; it needs Java 11 or later on the PATH) on the rendered pages of both
// sample sites: the pages of bench/targets.mjs and a few more (search results, cart, legal pages,
// services). Prints vnu's errors per page and exits non-zero when there is any.
//
// Without an argument it starts the Worker itself as the bench does (node scripts/start.mjs on a
// free port with a fresh LOCAL_STATE_DIR) and stops it at the end; with a URL it uses the server
// already running at that URL's port (the pages' hosts, localhost and vins.localhost, are sent as
// Host headers). VNU_WARNINGS=1 prints vnu's warnings too.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vnuJar from 'vnu-jar';
import { freePort, get, startServer } from '../bench/server.mjs';
import { prepareState } from '../bench/state.mjs';
import { targets } from '../bench/targets.mjs';

const pages = [
  ...targets,
  { name: 'massage search', host: 'localhost', path: '/recherche?q=massage' },
  { name: 'wine search (en)', host: 'vins.localhost', path: '/en/search?q=wine' },
  { name: 'wine cart', host: 'vins.localhost', path: '/panier' },
  { name: 'massage sign-in', host: 'localhost', path: '/auth' },
  { name: 'massage legal notice', host: 'localhost', path: '/mentions-legales' },
];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main() {
  const given = process.argv[2] ? new URL(process.argv[2]) : null;
  let server = null;
  let stateDir = null;
  let port = given ? Number(given.port || 80) : 0;
  const folder = mkdtempSync(path.join(os.tmpdir(), 'site-platform-vnu-'));
  try {
    if (!given) {
      stateDir = mkdtempSync(path.join(os.tmpdir(), 'site-platform-vnu-state-'));
      port = await freePort(8798);
      await prepareState(root, stateDir);
      server = startServer({ root, port, stateDir });
      await server.waitReady({ timeoutMs: 120_000 });
    }
    const files = [];
    for (const [index, page] of pages.entries()) {
      const response = await get(port, page.path, { host: page.host });
      if (response.status !== 200) {
        console.log(`skipped ${page.name} (${page.host}${page.path}): ${response.status}`);
        continue;
      }
      const file = path.join(
        folder,
        `${String(index).padStart(2, '0')}-${page.name.replace(/\W+/g, '-')}.html`,
      );
      writeFileSync(file, response.body);
      files.push(file);
    }
    const args = [
      '-jar',
      vnuJar,
      '--format',
      'gnu',
      ...(process.env.VNU_WARNINGS ? [] : ['--errors-only']),
      ...files,
    ];
    try {
      execFileSync('java', args, { stdio: 'inherit' });
      console.log(`vnu: no error on ${files.length} pages`);
    } catch {
      process.exitCode = 1;
    }
  } finally {
    await server?.stop();
    rmSync(folder, { recursive: true, force: true });
    if (stateDir) rmSync(stateDir, { recursive: true, force: true });
  }
}

await main();
