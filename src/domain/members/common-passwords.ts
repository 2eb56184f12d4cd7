// The common-password rule (OWASP ASVS 2.1.7) over a list of lowercase passwords. The list is
// zxcvbn-ts's "passwords-common" dictionary (~30 000 passwords from public breach corpora);
// where it comes from depends on the runtime, so this file only reads a list it is given:
// the Worker reads public/assets/data/common-passwords.txt through the ASSETS binding
// (worker/auth/common-passwords.ts), Node code and tests the package itself
// (common-passwords-package.ts). Bundling the package would put 400 KB of words and their
// decompression into every Worker cold start, for a list only registration needs.

export type CommonPasswords = ReadonlySet<string>;

/** The list from its file form: one password a line, as scripts/common-passwords.mjs writes it. */
export function parseCommonPasswords(text: string): CommonPasswords {
  return new Set(text.split('\n').filter((line) => line !== ''));
}

/** The file form of a list of words: lowercase, one a line, first occurrence kept. */
export function commonPasswordsText(words: readonly string[]): string {
  return `${[...new Set(words.map((word) => word.toLowerCase()))].join('\n')}\n`;
}

/**
 * True when the password is a listed one, ignoring case, or a listed one (4+ characters)
 * padded with digits and symbols at the end (« password12345678 », « Qwertyuiop!!!! »): that
 * is how a short common password is usually stretched to pass a length rule.
 */
export function isCommonPassword(password: string, list: CommonPasswords): boolean {
  const lower = password.toLowerCase();
  if (list.has(lower)) return true;
  const stem = lower.replace(/[\d\W_]+$/u, '');
  return stem.length >= 4 && stem !== lower && list.has(stem);
}
