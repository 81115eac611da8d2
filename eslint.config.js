import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

// Read, not listed, so a new feature folder is kept apart from the others without a config edit.
const foldersIn = (path) =>
  readdirSync(`${import.meta.dirname}/${path}`, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? [entry.name] : [],
  );
const webFeatures = foldersIn('apps/web/src/features');
// Each folder of the server is a capability; testing/ holds the tests' shared set-up.
const serverCapabilities = foldersIn('apps/server/src').filter((name) => name !== 'testing');

const pdfKnowsNoForms = {
  target: './apps/server/src/pdf',
  from: ['./apps/server/src/forms', './apps/server/src/delivery'],
  message: 'The PDF renders a document model: it knows nothing of forms or delivery.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/data/**',
      'coverage/**',
      'test-results/**',
      'reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts', 'vitest.mutation.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Fastify plugins are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts', '**/testing/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
  {
    // Production code never loads test code or test-only packages: they are not installed
    // with --omit=dev, and test data must not reach residents.
    files: ['apps/*/src/**/*.{ts,tsx,mjs}'],
    ignores: [
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/__tests__/**',
      '**/testing/**',
      '**/*-test-helpers.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['pdfjs-dist', 'smtp-server', 'mailparser', 'vitest', 'fast-check', 'jsdom'].map(
            (name) => ({ name, message: 'A test-only package: production code cannot load it.' }),
          ),
          patterns: [
            {
              regex: '(^|/)(testing|__tests__)(/|$)|\\.test(\\.tsx?)?$|-test-helpers(\\.ts)?$',
              message: 'Test code: production code cannot import it.',
            },
            {
              regex: '^@csa/server/test-support',
              message: 'Test code: production code cannot import it.',
            },
            {
              regex: '^(pdfjs-dist|@testing-library|playwright-core|@axe-core)(/|$)',
              message: 'A test-only package: production code cannot load it.',
            },
          ],
        },
      ],
    },
  },
  {
    // Boundaries that keep parts replaceable: a cycle makes two modules one, a feature that
    // reaches into another cannot be changed or lazy-loaded alone, shared code that knows a
    // feature is no longer shared, and the PDF renders a document model without knowing where
    // assessments are stored or sent.
    files: ['apps/**/*.{ts,tsx,mjs}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Imports name their .ts/.tsx files, so Node's resolver finds them; these say to parse them.
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver()],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message:
                'A feature does not import another: move what both need to components/ or lib/.',
            })),
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: './apps/web/src/features',
              message: 'Shared code imports no feature.',
            },
            pdfKnowsNoForms,
          ],
        },
      ],
    },
  },
  {
    // A server capability offers the others what its index.ts exports and keeps the rest its
    // own, so its files can be split, renamed or rewritten without reading the whole server.
    // Tests may reach inside what they test.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testing/**', '**/*-test-helpers.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            pdfKnowsNoForms,
            ...serverCapabilities.map((capability) => ({
              target: [
                './apps/server/src/*.ts',
                ...serverCapabilities
                  .filter((other) => other !== capability)
                  .map((other) => `./apps/server/src/${other}/**`),
              ],
              from: `./apps/server/src/${capability}`,
              except: ['./index.ts'],
              message: `Import what ${capability}/ offers from ${capability}/index.ts.`,
            })),
          ],
        },
      ],
    },
  },
  { files: ['**/*.js', '**/*.mjs'], extends: [tseslint.configs.disableTypeChecked] },
);
