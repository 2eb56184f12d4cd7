// `npm run operator:create -- --email … [--link] [--reset] [--remote] [--env production]`:
// creates a platform operator in a database that has none (a fresh production D1 has no
// account at all: migrations never hold one). The password is read without echo and checked
// with the registration's rules, then hashed exactly as the Worker stores it (argon2id,
// worker/auth/password-format.ts); or, with --link, a one-time sign-in link valid 1 hour is
// printed instead. Writes go through `wrangler d1 execute` (local state by default).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readPassword } from './operator-read-password.mjs';
import { importTypeScript } from './ts-module.mjs';

function wrangler(args) {
  const result = spawnSync('wrangler', args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' },
  });
  if (result.status !== 0) {
    process.stderr.write(result.stderr ?? '');
    throw new Error(
      `wrangler ${args.slice(0, 3).join(' ')} a échoué (code ${result.status ?? result.signal}).`,
    );
  }
  return result.stdout;
}

async function main() {
  const ops = await importTypeScript('scripts/operator-account.ts');
  const { hashSeedPassword } = await importTypeScript('worker/seed/members.ts');
  const args = ops.parseOperatorArgs(process.argv.slice(2));
  if (!args.persistTo && !args.remote && process.env.LOCAL_STATE_DIR)
    args.persistTo = process.env.LOCAL_STATE_DIR;
  const db = ['d1', 'execute', 'DB', ...ops.databaseArgs(args)];

  const existing = JSON.parse(wrangler([...db, '--json', '--command', ops.operatorExistsSql(args.email)]));
  const exists = (existing[0]?.results?.[0]?.n ?? 0) > 0;
  if (exists && !args.link && !args.reset)
    throw new Error(
      `Un opérateur existe déjà avec l’adresse ${args.email} : --reset pour changer son mot de passe, --link pour un lien de connexion.`,
    );

  let password;
  if (args.link) {
    password = ops.newLinkToken().token; // a password nobody knows: the link is the way in
  } else {
    password = await readPassword();
    const problem = ops.operatorPasswordProblem(password);
    if (problem) throw new Error(problem);
  }
  const link = args.link ? ops.newLinkToken() : null;
  const statements = ops.operatorStatements({
    email: args.email,
    passwordHash: hashSeedPassword(password),
    reset: args.reset,
    link: link && {
      tokenHash: link.tokenHash,
      expiresAt: Math.floor(Date.now() / 1000) + ops.OPERATOR_LINK_SECONDS,
    },
  });
  // A file rather than --command: the hashes stay out of the process list.
  const dir = mkdtempSync(path.join(tmpdir(), 'operator-'));
  try {
    writeFileSync(path.join(dir, 'operator.sql'), statements.join('\n'), { mode: 0o600 });
    wrangler([...db, '--yes', '--file', path.join(dir, 'operator.sql')]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  const where = args.remote ? 'la base distante' : 'la base locale';
  console.log(
    exists
      ? `Opérateur ${args.email} : ${args.reset ? 'mot de passe changé' : 'compte existant'} (${where}).`
      : `Opérateur ${args.email} créé (${where}).`,
  );
  if (link) {
    const adminUrl = args.adminUrl ?? `http://admin.localhost:${process.env.PORT ?? '8787'}`;
    console.log('Lien de connexion à usage unique, valable 1 heure :');
    console.log(ops.signInLinkUrl(adminUrl, link.token));
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
