// Local secrets for `wrangler dev`: .dev.vars (never committed) gets a random
// SENDER_KEY_SECRET when it has none, so `npm start` works on a fresh clone. Production sets
// it with `wrangler secret put SENDER_KEY_SECRET`. Lines already in the file are kept.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** Appends `NAME="<random hex>"` unless the file sets NAME; true when it did. */
function addRandomSecret(file, name) {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (new RegExp(`^\\s*${name}\\s*=`, 'm').test(current)) return false;
  const line = `${name}="${randomBytes(32).toString('hex')}"\n`;
  const separator = current === '' || current.endsWith('\n') ? '' : '\n';
  writeFileSync(file, `${current}${separator}${line}`, { mode: 0o600 });
  return true;
}

/** Adds the missing local secrets to the file; returns the names it added. */
export function ensureDevVars(file = '.dev.vars') {
  return addRandomSecret(file, 'SENDER_KEY_SECRET') ? ['SENDER_KEY_SECRET'] : [];
}

/**
 * The key that encrypts the sites' own Stripe keys, random locally; kept once
 * written, since another key could not open the keys already stored.
 */
export function ensureSecretsEncryptionKey(file = '.dev.vars') {
  return addRandomSecret(file, 'SECRETS_ENCRYPTION_KEY');
}

/** The key of the gift card codes' HMAC, random locally; kept once written (cards sold need it). */
export function ensureGiftCardCodeSecret(file = '.dev.vars') {
  return addRandomSecret(file, 'GIFT_CARD_CODE_SECRET');
}

/**
 * The local inbox (worker/mail/local-inbox.ts): `npm start` delivers e-mails to it while no
 * mail API is configured. A line already in the file (LOCAL_INBOX= to turn it off) is kept.
 */
export function ensureLocalInbox(file = '.dev.vars') {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (/^\s*LOCAL_INBOX\s*=/m.test(current)) return false;
  const separator = current === '' || current.endsWith('\n') ? '' : '\n';
  writeFileSync(file, `${current}${separator}LOCAL_INBOX="on"\n`, { mode: 0o600 });
  return true;
}
