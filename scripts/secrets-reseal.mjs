// `npm run secrets:reseal -- --admin https://admin.plateforme-exemple.fr --email <operator>`: the
// re-encryption step of a SECRETS_ENCRYPTION_KEY rotation. Signs in as an operator on the admin
// host (the password is read without echo, or from standard input when piped), then asks the
// Worker, which alone holds the keys, to seal every stored value again with the newest listed
// key (POST /api/admin/platform/secrets/reseal). Prints what it did; exits 1 when a value opens
// with no listed key (then keep the old key in the secret). Safe to run again.
import { readSignInPassword } from './operator-read-password.mjs';
import { parseArgs } from './site-d1.mjs';

const USAGE =
  'Usage : npm run secrets:reseal -- --admin <https://hôte-admin> --email <adresse de l’opérateur>';

async function call(url, init) {
  const response = await globalThis.fetch(url, init);
  const body = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`${init.method} ${url} : ${response.status} ${body.message ?? ''}`);
  return body;
}

async function main() {
  const args = parseArgs(process.argv.slice(2), { values: ['admin', 'email'], flags: [], usage: USAGE });
  if (!args.admin || !args.email) throw new Error(`--admin et --email sont obligatoires.\n${USAGE}`);
  const admin = new URL(args.admin).origin;
  const password = await readSignInPassword();
  const json = { 'content-type': 'application/json' };
  const session = await call(`${admin}/api/admin/session`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: args.email, password }),
  });
  const headers = { ...json, authorization: `Bearer ${session.data.token}` };
  const result = await call(`${admin}/api/admin/platform/secrets/reseal`, { method: 'POST', headers });
  console.log(result.message);
  const { sites, resealed, current, unreadable } = result.data;
  console.log(JSON.stringify({ sites, resealed, current, unreadable }, null, 2));
  await call(`${admin}/api/admin/session`, { method: 'DELETE', headers }).catch(() => undefined);
  if (unreadable.length > 0) process.exit(1);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
