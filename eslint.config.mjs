// ESLint for the whole monorepo (flat config): `npm run lint`, and a step of `npm test`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries, { workspacePackages } from './scripts/lib/package-boundaries.mjs';

const ROOT = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig(
  {
    // Build output, caches and generated files.
    ignores: [
      '**/node_modules/',
      '**/dist/',
      'cms/build/',
      'cms/.strapi/',
      'cms/.tmp/',
      'cms/types/generated/',
      'cms/public/',
      'site/.cache/',
      'site/public/',
      'site/src/gatsby-types.d.ts',
      'tests/results/',
      'tests/playwright-report/',
      'tests/test-results/',
      'tests/screenshots/',
      '.data/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Each workspace package is reached from another only through its package.json exports, by
    // name: no path into its folder, no subpath it does not export (scripts/lib/package-boundaries.mjs;
    // scripts/__tests__/import-boundaries.test.ts keeps the rule in force).
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { boundaries },
    rules: { 'boundaries/package-entries': ['error', { packages: workspacePackages(ROOT) }] },
  },
  {
    // Plain JavaScript: the jest configs, mocks and Strapi's migrations are CommonJS in Node.
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  { files: ['**/*.mjs'], languageOptions: { globals: globals.node } },
  { files: ['__mocks__/**'], languageOptions: { globals: globals.jest } },
  {
    // React: the site and the app. The classic hooks rules; the React Compiler's diagnostics
    // (the plugin's recommended set since v6) apply to code compiled by it, which this is not.
    files: ['site/**/*.{ts,tsx}', 'app-routes/**/*.{ts,tsx}'],
    ignores: ['site/server/**'],
    extends: [jsxA11y.flatConfigs.recommended],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // useLoadEffect (app-routes/src/ui/useLoadEffect.ts) takes an effect's callback and deps: checked alike.
      'react-hooks/exhaustive-deps': ['error', { additionalHooks: '^useLoadEffect$' }],
      // A scrolling table region is focusable so keyboard users can scroll it (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
    },
  },
  {
    // The importer writes any content type's documents from JSON data files, through a structural
    // stand-in for Strapi (it does not depend on Strapi): its values are whatever the data holds.
    files: ['content-seed/src/index.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The Playwright suites read the JSON answers of the API and the CMS under test, whose shape
    // is what they assert.
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
