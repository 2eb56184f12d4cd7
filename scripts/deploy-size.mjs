// The Worker's size against Cloudflare's limit, for `npm run deploy` (scripts/deploy.mjs).
// Cloudflare limits the Worker after compression: 3 MiB on the Free plan, 10 MiB on Paid
// (developers.cloudflare.com/workers/platform/limits/#worker-size). The platform needs Workers
// Paid (a sign-in's password hash takes 100–218 ms of CPU, the Free plan allows 10 ms; Cloudflare
// for SaaS needs a paid account), so the check uses Paid's 10 MiB.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const FREE_LIMIT_GZIP_BYTES = 3 * 1024 * 1024;
export const PAID_LIMIT_GZIP_BYTES = 10 * 1024 * 1024;

/** The modules wrangler uploads (its --outdir): the bundle and its wasm, not maps or notes. */
export function workerModules(outdir) {
  return readdirSync(outdir)
    .filter((file) => /\.(m?js|wasm)$/.test(file))
    .map((file) => path.join(outdir, file));
}

/** Raw and gzip bytes of the files, each file compressed on its own as the upload is. */
export function measure(files) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(file);
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { raw, gzip };
}

const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MiB`;

/** The line printed, and whether the size is within the limit. */
export function sizeReport({ raw, gzip }, limit = PAID_LIMIT_GZIP_BYTES) {
  const share = Math.round((gzip / limit) * 100);
  const ok = gzip <= limit;
  return {
    ok,
    line:
      `Taille du Worker : ${mib(raw)} brut, ${mib(gzip)} gzip, soit ${share} % de la limite de ${mib(limit)} ` +
      `(offre Workers Paid).${ok ? '' : ' LIMITE DÉPASSÉE.'}`,
  };
}

/** Wrangler's warnings in its output (« ▲ [WARNING] … »): a rehearsal must have none. */
export function wranglerWarnings(output) {
  // eslint-disable-next-line no-control-regex -- wrangler colours its output
  const plain = output.replace(/\u001b\[[0-9;]*m/g, '');
  return plain.split('\n').filter((line) => /\[WARNING\]/.test(line));
}
