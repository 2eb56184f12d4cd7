import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// The layers (which folder may import which) are checked by dependency-cruiser: see
// .dependency-cruiser.cjs and `npm run layers`.

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
  {
    files: ['**/*.mjs', '**/*.js', '**/*.cjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: {
      parserOptions: { projectService: false },
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', module: 'writable' },
    },
  },
  // Repositories are the only place SQL lives: elsewhere in worker/, a `.prepare(`
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
