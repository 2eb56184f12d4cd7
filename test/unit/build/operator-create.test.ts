import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  databaseArgs,
  operatorPasswordProblem,
  operatorStatements,
  parseOperatorArgs,
  signInLinkUrl,
} from '../../../scripts/operator-account';
import { prepareLocalDatabase } from '../../../scripts/local-db.mjs';
import { PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT } from '../../../src/domain/members/member-rules';

// `npm run operator:create` (scripts/operator-create.mjs). Its pure parts here; the
// sign-in with what it writes: test/worker/admin-host/operator-create.test.ts.

describe('operator:create arguments', () => {
  it('reads the address (lower-cased) and the database choice', () => {
    expect(
      parseOperatorArgs(['--email', ' Chef@Plateforme.example ', '--remote', '--env', 'production']),
    ).toMatchObject({ email: 'chef@plateforme.example', remote: true, env: 'production', link: false });
    expect(databaseArgs({ remote: true, env: 'production', persistTo: null })).toEqual([
      '--remote',
      '--env',
      'production',
    ]);
    expect(databaseArgs({ remote: false, env: null, persistTo: '/tmp/etat' })).toEqual([
      '--local',
      '--persist-to',
      '/tmp/etat',
    ]);
  });

  it('refuses what it cannot do, in French', () => {
    expect(() => parseOperatorArgs([])).toThrow(/adresse e-mail/i);
    expect(() => parseOperatorArgs(['--email', 'pas-une-adresse'])).toThrow(/n'est pas valide/);
    expect(() => parseOperatorArgs(['--email', 'a@b.fr', '--force'])).toThrow('Argument inconnu : --force');
    expect(() => parseOperatorArgs(['--email', 'a@b.fr', '--remote', '--link'])).toThrow(/--admin-url/);
    expect(() => parseOperatorArgs(['--email', 'a@b.fr', '--link', '--reset'])).toThrow(/--reset/);
  });

  it('applies the registration’s password rules', () => {
    expect(operatorPasswordProblem('court')).toBe(PASSWORD_TOO_SHORT);
    expect(operatorPasswordProblem('motdepasse123')).toBe(PASSWORD_TOO_COMMON);
    expect(operatorPasswordProblem('Une phrase assez longue 2026')).toBeNull();
  });

  it('escapes the address in its SQL and names the link page of the admin host', () => {
    const [insert] = operatorStatements({
      email: "o'neil@plateforme.example",
      passwordHash: '$h',
      reset: false,
      link: null,
    });
    expect(insert).toContain("'o''neil@plateforme.example'");
    expect(insert).toContain('ON CONFLICT(email) DO NOTHING');
    expect(signInLinkUrl('https://admin.exemple.fr', 'abc_-1')).toBe(
      'https://admin.exemple.fr/connexion/lien?jeton=abc_-1',
    );
  });
});

// The command itself, against a local state made by the migrations alone (the local D1 that
// `npm start` prepares, without the sample sites).
// Each wrangler call starts workerd: the calls are kept few, and the Node running this test
// runs the script (the project's pinned Node, as `npm run` would).
describe('npm run operator:create on a fresh local state', () => {
  const state = mkdtempSync(path.join(tmpdir(), 'operator-state-'));
  afterAll(() => rmSync(state, { recursive: true, force: true }));
  const env = { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' };
  const wrangler = path.resolve('node_modules/.bin/wrangler');
  const run = (args: string[], input = '') =>
    spawnSync(process.execPath, ['scripts/operator-create.mjs', ...args, '--persist-to', state], {
      input,
      encoding: 'utf8',
      env,
    });
  const query = (sql: string) => {
    const out = spawnSync(
      wrangler,
      ['d1', 'execute', 'DB', '--local', '--persist-to', state, '--json', '--command', sql],
      {
        encoding: 'utf8',
        env,
      },
    );
    return (JSON.parse(out.stdout) as { results: Record<string, unknown>[] }[]).map(
      (result) => result.results,
    );
  };

  it(
    'starts with no account, refuses a weak password, creates the operator and prints a link',
    { timeout: 240_000 },
    async () => {
      await prepareLocalDatabase({ stateDir: state, sampleSites: false });
      expect(query('SELECT COUNT(*) AS n FROM operators; SELECT COUNT(*) AS n FROM users')).toEqual([
        [{ n: 0 }],
        [{ n: 0 }],
      ]);

      const weak = run(['--email', 'chef@plateforme.example'], 'motdepasse\n');
      expect(weak.status).toBe(1);
      expect(weak.stderr).toContain(PASSWORD_TOO_SHORT);

      const created = run(['--email', 'chef@plateforme.example'], 'Une phrase assez longue 2026\n');
      expect(created.stderr).toBe('');
      expect(created.stdout).toContain('Opérateur chef@plateforme.example créé (la base locale).');

      const link = run([
        '--email',
        'chef@plateforme.example',
        '--link',
        '--admin-url',
        'https://admin.exemple.fr',
      ]);
      expect(link.stdout).toMatch(/https:\/\/admin\.exemple\.fr\/connexion\/lien\?jeton=[\w-]{43}\n/);

      const [operators, links] = query(
        'SELECT email, password_hash FROM operators; SELECT COUNT(*) AS n FROM operator_sign_in_links WHERE used_at IS NULL',
      );
      expect(operators).toHaveLength(1);
      expect(operators![0]!.email).toBe('chef@plateforme.example');
      // The password typed first is kept: --link on an existing operator adds a link only.
      expect(String(operators![0]!.password_hash)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(links).toEqual([{ n: 1 }]);
    },
  );
});
