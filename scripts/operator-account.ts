// The pure parts of `npm run operator:create` (scripts/operator-create.mjs): its arguments, the
// checks (the registration's own e-mail and password rules) and the SQL it hands to
// `wrangler d1 execute`. No I/O here, so the unit and worker tests run exactly this code.
import { createHash, randomBytes } from 'node:crypto';
import { packagedCommonPasswords } from '../src/domain/members/common-passwords-package';
import { emailProblem, passwordProblem } from '../src/domain/members/member-rules';

/** An operator's one-time sign-in link is valid one hour (a member's: 15 minutes). */
export const OPERATOR_LINK_SECONDS = 3_600;

export interface OperatorArgs {
  email: string;
  /** Print a one-time sign-in link instead of asking for a password. */
  link: boolean;
  /** Replace the password of an operator who already exists (a locked-out operator). */
  reset: boolean;
  remote: boolean;
  env: string | null;
  persistTo: string | null;
  /** Where the admin host answers, for the printed link (default: the local one). */
  adminUrl: string | null;
}

export const OPERATOR_USAGE =
  'Usage : npm run operator:create -- --email <adresse> [--link] [--reset] [--remote] [--env <nom>] ' +
  '[--persist-to <dossier>] [--admin-url <https://admin.exemple.fr>]';

/** Reads the command's arguments; throws a French message on anything it does not know. */
export function parseOperatorArgs(argv: string[]): OperatorArgs {
  const args: OperatorArgs = {
    email: '',
    link: false,
    reset: false,
    remote: false,
    env: null,
    persistTo: null,
    adminUrl: null,
  };
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index];
    const value = () => {
      const next = argv[++index];
      if (next === undefined || next.startsWith('--'))
        throw new Error(`${arg} attend une valeur.\n${OPERATOR_USAGE}`);
      return next;
    };
    if (arg === '--email') args.email = value().trim().toLowerCase();
    else if (arg === '--link') args.link = true;
    else if (arg === '--reset') args.reset = true;
    else if (arg === '--remote') args.remote = true;
    else if (arg === '--env') args.env = value();
    else if (arg === '--persist-to') args.persistTo = value();
    else if (arg === '--admin-url') args.adminUrl = value().replace(/\/+$/, '');
    else throw new Error(`Argument inconnu : ${arg}\n${OPERATOR_USAGE}`);
  }
  const problem = emailProblem(args.email);
  if (problem) throw new Error(`${problem}\n${OPERATOR_USAGE}`);
  if (args.link && args.reset) throw new Error('--reset change un mot de passe : il ne va pas avec --link.');
  if (args.remote && args.persistTo)
    throw new Error('--persist-to désigne un état local : il ne va pas avec --remote.');
  if (args.remote && args.link && !args.adminUrl)
    throw new Error(
      "Avec --remote et --link, donnez l'adresse de l'hôte d'administration : --admin-url https://…",
    );
  return args;
}

/** The registration's rules (src/domain/members/member-rules.ts): null when the password may be used. */
export function operatorPasswordProblem(password: string): string | null {
  return passwordProblem(password, packagedCommonPasswords());
}

/** The arguments `wrangler d1 execute DB` needs for this database (local by default). */
export function databaseArgs(args: Pick<OperatorArgs, 'remote' | 'env' | 'persistTo'>): string[] {
  return [
    ...(args.remote ? ['--remote'] : ['--local']),
    ...(args.env ? ['--env', args.env] : []),
    ...(args.persistTo ? ['--persist-to', args.persistTo] : []),
  ];
}

export function sqlLiteral(value: string | number | null): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') return String(value);
  return `'${value.replaceAll("'", "''")}'`;
}

/** A sign-in token as the Worker makes them (32 random bytes, base64url) and its stored SHA-256. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: linkTokenHash(token) };
}

/** SHA-256 in base64, as worker/auth/password.ts tokenHash stores every token. */
export function linkTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64');
}

export const operatorExistsSql = (email: string): string =>
  `SELECT COUNT(*) AS n FROM operators WHERE email = ${sqlLiteral(email)}`;

/**
 * The statements that create the operator (or, with `reset`, give an existing one this
 * password) and, with a link, its one-time sign-in link. `passwordHash` is the Worker's stored
 * form; with --link alone it is the hash of random bytes nobody knows.
 */
export function operatorStatements(input: {
  email: string;
  passwordHash: string;
  reset: boolean;
  link: { tokenHash: string; expiresAt: number } | null;
}): string[] {
  const email = sqlLiteral(input.email);
  const hash = sqlLiteral(input.passwordHash);
  const statements = [
    input.reset
      ? `INSERT INTO operators (email, password_hash) VALUES (${email}, ${hash}) ` +
        'ON CONFLICT(email) DO UPDATE SET password_hash = excluded.password_hash;'
      : `INSERT INTO operators (email, password_hash) VALUES (${email}, ${hash}) ON CONFLICT(email) DO NOTHING;`,
  ];
  if (input.reset) {
    // A new password ends the sessions opened with the old one.
    statements.push(
      `DELETE FROM admin_sessions WHERE operator_id = (SELECT id FROM operators WHERE email = ${email});`,
    );
  }
  if (input.link) {
    statements.push(
      'INSERT INTO operator_sign_in_links (token_hash, operator_id, expires_at) ' +
        `SELECT ${sqlLiteral(input.link.tokenHash)}, id, ${input.link.expiresAt} FROM operators WHERE email = ${email};`,
    );
  }
  return statements;
}

/** The page of the admin host that takes the link (worker/admin-host/operator-link.routes.ts). */
export function signInLinkUrl(adminUrl: string, token: string): string {
  return `${adminUrl}/connexion/lien?jeton=${encodeURIComponent(token)}`;
}
