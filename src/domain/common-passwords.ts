// The common-password list shipped with the project: zxcvbn-ts's "passwords-common" dictionary
// (@zxcvbn-ts/language-common, ~30 000 passwords from public breach corpora, most used first).
// It is decompressed into a Set once per isolate, on first use.
import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));
  return common;
}

/**
 * True when the password is a listed one, ignoring case, or a listed one (4+ characters)
 * padded with digits and symbols at the end (« password12345678 », « Qwertyuiop!!!! »): that
 * is how a short common password is usually stretched to pass a length rule.
 */
export function isCommonPassword(password: string): boolean {
  const list = commonPasswords();
  const lower = password.toLowerCase();
  if (list.has(lower)) return true;
  const stem = lower.replace(/[\d\W_]+$/u, '');
  return stem.length >= 4 && stem !== lower && list.has(stem);
}
