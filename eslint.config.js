import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// Imports never run back up the layers (README, "Import rules"). Each block names what a folder
// must not import; `files` says where it holds. Patterns match the import as written (relative).
const PAGES = {
  group: ['../pages/*'],
  message: 'worker/pages/ sits above this folder: receive what you need (c.var, an argument) instead.',
};
const PROVIDER_INTERNALS = {
  group: ['../provider/*/*', '!../provider/*/public'],
  message: 'Reach a provider module only through its public.ts (add the function there).',
};
const restrict = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});
const importRules = [
  {
    files: ['src/**'],
    rules: restrict({
      group: ['**/worker/*', '**/client/*'],
      message: 'src/ runs on both sides: it imports nothing from worker/ or client/.',
    }),
  },
  { files: ['worker/http/**', 'worker/cache/**'], rules: restrict(PAGES) },
  {
    files: ['worker/pdf/**'],
    rules: restrict(
      {
        group: ['**/*.repository', '../provider/**'],
        message: 'worker/pdf/ draws documents from the data it is given: no repository, no provider module.',
      },
      {
        group: ['../mail/*'],
        message: 'worker/pdf/ does not depend on the mails: share the words through src/domain/.',
      },
    ),
  },
  {
    files: ['worker/auth/**', 'worker/site/**', 'worker/mail/**', 'worker/cron/**'],
    rules: restrict(PAGES, PROVIDER_INTERNALS),
  },
];

export default tseslint.config(
  { ignores: ['node_modules', '.wrangler', 'public', 'worker/env.generated.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  ...importRules,
  {
    files: ['**/*.mjs', '**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: {
      parserOptions: { projectService: false },
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly' },
    },
  },
  // Repositories are the only place SQL lives (issue 18): elsewhere in worker/, a `.prepare(`
  // call is an error. Other files call repository functions (which may hand back statements
  // for a caller's batch); shared/d1.ts holds the statements every repository shares.
  {
    files: ['worker/**/*.ts', 'worker/**/*.tsx'],
    ignores: [
      'worker/**/*.repository.ts',
      'worker/provider/shared/d1.ts',
      'worker/migrations/**',
      'worker/seed/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='prepare']",
          message: 'SQL lives in a *.repository.ts: add a repository function and call it.',
        },
      ],
    },
  },
);
