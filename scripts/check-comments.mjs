// Part of `npm run check`: fails when a tracked source, test, script or doc file names an
// internal ticket or a section of a document the repository does not hold. Such a number means
// nothing to the next reader; a comment states the rule it stands for instead.
//
// Every line is read, not only comments: test names and docs follow the same rule. Migrations
// up to FROZEN_MIGRATION are exempt (an applied migration is never edited, and the lock file
// would refuse the change), as are the edited-migration fixtures, copies of old migrations.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const FROZEN_MIGRATION = 49;
const FIXTURES = 'test/unit/fixtures/';
const ROOTS = [
  'worker/',
  'src/',
  'client/',
  'test/',
  'scripts/',
  'bench/',
  'docs/',
  'public/assets/',
  '.ci/',
];
const TOP_FILES = new Set([
  'README.md',
  'CONTRIBUTING.md',
  'wrangler.toml',
  'package.json',
  'eslint.config.js',
  'vitest.config.ts',
  'knip.json',
  '.dependency-cruiser.cjs',
]);
const TEXT = /\.(ts|tsx|js|mjs|cjs|json|md|sql|css|html|toml|txt)$|^\.ci\//;

// A ticket (the word, then a number, optionally with #), a numbered section of « the spec »,
// a section sign with a number, or « (section N ».
const PATTERNS = [
  /\b[Ii]ssues? #?\d+/,
  /\b[Ss]pec(?:ification)?(?:'s)? (?:sections? |§ ?)?\d/,
  /§ ?\d/,
  /\(sections? \d/,
];

function isFrozenMigration(file) {
  const match = /^worker\/migrations\/(\d{4})_/.exec(file);
  return match !== null && Number(match[1]) <= FROZEN_MIGRATION;
}

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && (TOP_FILES.has(file) || ROOTS.some((root) => file.startsWith(root))))
  .filter((file) => TEXT.test(file) && !file.startsWith(FIXTURES) && !isFrozenMigration(file))
  .filter((file) => !file.endsWith('common-passwords.txt') && file !== 'package-lock.json');

const findings = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue; // listed by git but deleted in the work tree
  }
  text.split('\n').forEach((line, index) => {
    if (PATTERNS.some((pattern) => pattern.test(line))) findings.push(`${file}:${index + 1}: ${line.trim()}`);
  });
}

if (findings.length > 0) {
  console.error(
    'A ticket or spec section number is named here; state the rule it stands for instead:\n' +
      findings.join('\n'),
  );
  process.exit(1);
}
console.log(`comments: ${files.length} files, no ticket or spec section number`);
