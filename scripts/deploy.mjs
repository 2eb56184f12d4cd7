// `npm run deploy -- [wrangler deploy arguments]`, e.g. the rehearsal CI runs:
//   npm run deploy -- --dry-run --env production
// Builds the islands and the admin panel (public/assets/ is uploaded with the Worker), runs
// `wrangler deploy` with the given arguments into a kept output folder, then weighs what it
// bundled against Cloudflare's size limit (scripts/deploy-size.mjs) and prints it. Fails on a
// wrangler failure, on any wrangler warning, or over the limit.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildAdmin } from './build-admin.mjs';
import { buildClient } from './build-client.mjs';
import { measure, sizeReport, workerModules, wranglerWarnings } from './deploy-size.mjs';

function run(args) {
  return new Promise((resolve) => {
    const child = spawn('wrangler', args, {
      stdio: ['inherit', 'pipe', 'pipe'],
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        output += chunk;
        (stream === child.stdout ? process.stdout : process.stderr).write(chunk);
      });
    }
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const args = process.argv.slice(2);
await buildClient();
await buildAdmin();
const outdir = mkdtempSync(path.join(tmpdir(), 'deploy-'));
try {
  const { code, output } = await run(['deploy', ...args, '--outdir', outdir]);
  if (code !== 0) process.exit(code);
  const report = sizeReport(measure(workerModules(outdir)));
  console.log(report.line);
  const warnings = wranglerWarnings(output);
  if (warnings.length > 0) {
    console.error(`Le déploiement a produit ${warnings.length} avertissement(s) de wrangler : à corriger.`);
    process.exit(1);
  }
  if (!report.ok) process.exit(1);
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
