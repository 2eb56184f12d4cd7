// `npm run deploy -- --env <staging|production> [--dry-run] [--version-only] [wrangler deploy arguments]`,
// e.g. the rehearsal CI runs:
//   npm run deploy -- --dry-run --env production
// Builds the islands and the admin panel (public/assets/ is uploaded with the Worker), then runs
// the steps of scripts/deploy-plan.mjs: a dry run into a kept output folder, weighed against
// Cloudflare's size limit (scripts/deploy-size.mjs) and refused on any wrangler warning; then the
// remote D1 migrations; then the publish. Each step runs only when the one before succeeded.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildAdmin } from './build-admin.mjs';
import { buildClient } from './build-client.mjs';
import { deployPlan } from './deploy-plan.mjs';
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

/** The dry run: true when it built without a warning and within the size limit. */
async function rehearse(args) {
  const outdir = mkdtempSync(path.join(tmpdir(), 'deploy-'));
  try {
    const { code, output } = await run([...args, '--outdir', outdir]);
    if (code !== 0) return false;
    const report = sizeReport(measure(workerModules(outdir)));
    console.log(report.line);
    const warnings = wranglerWarnings(output);
    if (warnings.length > 0) {
      console.error(`Le déploiement a produit ${warnings.length} avertissement(s) de wrangler : à corriger.`);
      return false;
    }
    return report.ok;
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

let plan;
try {
  plan = deployPlan(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
await buildClient();
await buildAdmin();
for (const { step, wrangler } of plan) {
  if (step === 'rehearse') {
    if (!(await rehearse(wrangler))) {
      console.error('Rien n’a été publié ni migré.');
      process.exit(1);
    }
    continue;
  }
  const { code } = await run(wrangler);
  if (code !== 0) {
    console.error(
      step === 'migrate'
        ? 'Les migrations ont échoué : rien n’a été publié (la version en service continue).'
        : 'La publication a échoué après les migrations : la version en service continue avec le nouveau schéma.',
    );
    process.exit(code);
  }
}
