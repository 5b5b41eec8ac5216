import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { architectureRule, tableWritesRule } from './scripts/lint/architecture.js';
import { featureImportsRule } from './scripts/lint/feature-imports.js';
import { ZONE_EXCEPTIONS } from './scripts/lint/zone-exceptions.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Type-aware rules: a promise nobody awaits is work that may land after its transaction
    // committed, or never (issue 27: a refund timer written after its command's commit).
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { architecture: { rules: { imports: architectureRule, 'table-writes': tableWritesRule } } },
    rules: {
      // The folder table, the module boundaries inside backend and the worker's entry points
      // (scripts/lint/architecture.js, backend-zones.js). The exceptions are today's imports that
      // cross a zone, each commented with its reason in zone-exceptions.js; the list only shrinks.
      'architecture/imports': ['error', { exceptions: ZONE_EXCEPTIONS }],
      // A module writes only the tables it owns (TABLE_OWNERS in scripts/lint/backend-zones.js).
      'architecture/table-writes': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, features: { rules: { imports: featureImportsRule } } },
    rules: { ...reactHooks.configs.recommended.rules, 'features/imports': 'error' },
  },
);
