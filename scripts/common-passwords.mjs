// Writes public/assets/data/common-passwords.txt, the common-password list the Worker reads
// through its ASSETS binding (worker/auth/common-passwords.ts), from the npm package
// @zxcvbn-ts/language-common. Run it after upgrading that package (`node
// scripts/common-passwords.mjs`); test/unit/members/common-passwords-file.test.ts fails while the
// committed file and the package differ.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dictionary } from '@zxcvbn-ts/language-common';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const COMMON_PASSWORDS_FILE = path.join(root, 'public/assets/data/common-passwords.txt');

// Same form as commonPasswordsText (src/domain/members/common-passwords.ts), which the test compares.
const words = [...new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()))];
await mkdir(path.dirname(COMMON_PASSWORDS_FILE), { recursive: true });
await writeFile(COMMON_PASSWORDS_FILE, `${words.join('\n')}\n`);
console.log(`${words.length} passwords written to ${path.relative(root, COMMON_PASSWORDS_FILE)}`);
