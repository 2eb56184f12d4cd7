// `npm run bench:password`: the CPU cost of one password hash IN WORKERD (the Workers runtime,
// through Miniflare), for the password-hash candidates, so the figures of docs/performance.md can be measured
// again. Each candidate runs RUNS times after one warm-up; the median is printed. Nothing is
// asserted: the run fails only if a candidate throws (then its error is printed instead).
//   - argon2id m=19 MiB t=2 p=1 (OWASP), WebAssembly: @phi-ag/argon2 (the one the Worker uses)
//   - argon2id, same parameters, pure JavaScript: @noble/hashes
//   - scrypt N=2^17 r=8 p=1 (OWASP), pure JavaScript: @noble/hashes
//   - PBKDF2-SHA256 600 000 iterations (OWASP), pure JavaScript: @noble/hashes
//   - PBKDF2-SHA256 100 000 iterations, WebCrypto (workerd's maximum; the old hashes)
// Settings: BENCH_PASSWORD_RUNS (5).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { convertV4MiniflareOptions, Miniflare } from 'miniflare';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_PASSWORD_RUNS ?? 5);

const entry = `
import Argon2, { Argon2Type, Argon2Version } from '@phi-ag/argon2';
import argon2Wasm from './argon2.wasm';
import { argon2id } from '@noble/hashes/argon2.js';
import { pbkdf2 } from '@noble/hashes/pbkdf2.js';
import { scrypt } from '@noble/hashes/scrypt.js';
import { sha256 } from '@noble/hashes/sha2.js';

const salt = new Uint8Array(16).fill(42); // random values are refused at global scope; any salt costs the same
const password = 'Huile-de-lavande-tiede-2026';
let wasm;

async function webPbkdf2(iterations) {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  return crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256);
}

const candidates = {
  'argon2id m=19456 t=2 p=1, WebAssembly (@phi-ag/argon2)': async () => {
    wasm ??= new Argon2(await WebAssembly.instantiate(argon2Wasm));
    wasm.hash(password, { salt, hashLength: 32, timeCost: 2, memoryCost: 19456, parallelism: 1,
      type: Argon2Type.Argon2id, version: Argon2Version.Version13 });
  },
  'argon2id m=19456 t=2 p=1, JavaScript (@noble/hashes)': () => argon2id(password, salt, { t: 2, m: 19456, p: 1, dkLen: 32 }),
  'scrypt N=2^17 r=8 p=1, JavaScript (@noble/hashes)': () => scrypt(password, salt, { N: 2 ** 17, r: 8, p: 1, dkLen: 32 }),
  'PBKDF2-SHA256 600000, JavaScript (@noble/hashes)': () => pbkdf2(sha256, password, salt, { c: 600000, dkLen: 32 }),
  'PBKDF2-SHA256 100000, WebCrypto (workerd maximum)': () => webPbkdf2(100000),
};

export default {
  async fetch(request) {
    const name = new URL(request.url).searchParams.get('candidate');
    const runs = Number(new URL(request.url).searchParams.get('runs'));
    const run = candidates[name];
    if (!run) return Response.json(Object.keys(candidates));
    try {
      await run();
      const times = [];
      for (let index = 0; index < runs; index++) {
        const start = performance.now();
        await run();
        times.push(performance.now() - start);
      }
      return Response.json({ times });
    } catch (error) {
      return Response.json({ error: String(error) });
    }
  },
};
`;

const bundle = await build({
  stdin: { contents: entry, resolveDir: ROOT, sourcefile: 'password-bench.js' },
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  write: false,
  external: ['./argon2.wasm'],
  mainFields: ['module', 'main'],
});

// Miniflare 5 takes the options of the 4.x releases through convertV4MiniflareOptions.
const mf = new Miniflare(
  convertV4MiniflareOptions({
    compatibilityDate: '2025-09-01',
    modules: [
      { type: 'ESModule', path: 'worker.js', contents: bundle.outputFiles[0].text },
      {
        type: 'CompiledWasm',
        path: 'argon2.wasm',
        contents: readFileSync(path.join(ROOT, 'node_modules/@phi-ag/argon2/dist/argon2.wasm')),
      },
    ],
  }),
);

try {
  const names = await (await mf.dispatchFetch('http://bench/')).json();
  console.log(`Cost of one password hash in workerd (median of ${RUNS}, ms; the machine's load counts):`);
  for (const name of names) {
    const url = `http://bench/?candidate=${encodeURIComponent(name)}&runs=${RUNS}`;
    const result = await (await mf.dispatchFetch(url)).json();
    if (result.error) {
      console.log(`  ${name}: ${result.error}`);
      continue;
    }
    const sorted = [...result.times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    console.log(
      `  ${name}: ${median.toFixed(0)} ms (min ${sorted[0].toFixed(0)}, max ${sorted.at(-1).toFixed(0)})`,
    );
  }
} finally {
  await mf.dispose();
}
