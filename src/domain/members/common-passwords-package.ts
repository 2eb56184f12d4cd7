// The common-password list read from the npm package, for Node (scripts, unit tests) and for
// writing its file form (scripts/common-passwords.mjs). Never imported by the Worker: it reads
// the same list from its static assets (worker/auth/common-passwords.ts).
import { dictionary } from '@zxcvbn-ts/language-common';
import { commonPasswordsText, parseCommonPasswords, type CommonPasswords } from './common-passwords';

let list: CommonPasswords | undefined;

/** The package's "passwords-common" words, most used first, in the file form. */
export function packagedCommonPasswordsText(): string {
  return commonPasswordsText(dictionary['passwords-common']);
}

/** The list as a set, decompressed once per process. */
export function packagedCommonPasswords(): CommonPasswords {
  list ??= parseCommonPasswords(packagedCommonPasswordsText());
  return list;
}
