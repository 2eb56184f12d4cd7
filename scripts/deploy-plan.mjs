// The order `npm run deploy` runs wrangler in (scripts/deploy.mjs), as data so a test can read it:
// 1. rehearse: `wrangler deploy --dry-run` builds what would be published; any warning or a
//    size over the limit stops here, before anything changed;
// 2. migrate: the environment's remote D1 gets the new migrations (expand first: the Worker
//    still serving works with the new schema, docs/operations.md « Upgrades »);
// 3. publish: `wrangler deploy`, or with --version-only `wrangler versions upload` (a version
//    that serves nothing until `wrangler versions deploy` gives it a share of the traffic).
// --dry-run stops after step 1. An environment is required: the top level of wrangler.toml is
// local development only.

const OWN_FLAGS = new Set(['--dry-run', '--version-only']);

/** The environment named by --env X, --env=X or -e X; null without one. */
export function environmentOf(args) {
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if (arg === '--env' || arg === '-e') return args[index + 1] ?? null;
    if (arg.startsWith('--env=')) return arg.slice('--env='.length) || null;
  }
  return null;
}

/** The wrangler commands of a deploy with these arguments, in order. Throws without --env. */
export function deployPlan(args) {
  const environment = environmentOf(args);
  if (!environment) {
    throw new Error(
      'Précisez l’environnement : npm run deploy -- --env staging (ou --env production). ' +
        'Le niveau supérieur de wrangler.toml ne sert qu’au développement local.',
    );
  }
  const passed = args.filter((arg) => !OWN_FLAGS.has(arg));
  const steps = [{ step: 'rehearse', wrangler: ['deploy', ...passed, '--dry-run'] }];
  if (args.includes('--dry-run')) return steps;
  steps.push({
    step: 'migrate',
    wrangler: ['d1', 'migrations', 'apply', 'DB', '--remote', '--env', environment],
  });
  steps.push({
    step: 'publish',
    wrangler: args.includes('--version-only') ? ['versions', 'upload', ...passed] : ['deploy', ...passed],
  });
  return steps;
}
