// Local secrets for `wrangler dev`: .dev.vars (never committed) gets a random
// SENDER_KEY_SECRET when it has none, so `npm start` works on a fresh clone. Production sets
// it with `wrangler secret put SENDER_KEY_SECRET`. Lines already in the file are kept.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** Adds the missing local secrets to the file; returns the names it added. */
export function ensureDevVars(file = '.dev.vars') {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const added = [];
  if (!/^\s*SENDER_KEY_SECRET\s*=/m.test(current)) {
    const line = `SENDER_KEY_SECRET="${randomBytes(32).toString('hex')}"\n`;
    const separator = current === '' || current.endsWith('\n') ? '' : '\n';
    writeFileSync(file, `${current}${separator}${line}`, { mode: 0o600 });
    added.push('SENDER_KEY_SECRET');
  }
  return added;
}
