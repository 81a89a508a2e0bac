// Workspace lint: module boundaries from ARCHITECTURE.md, type-aware TypeScript rules,
// React/a11y rules for .tsx, and purity rules for libs/domain.
import nx from '@nx/eslint-plugin';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactPlugin from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';

const TS_FILES = ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'];
const TEST_FILES = [
  '**/*.spec.ts',
  '**/*.spec.tsx',
  '**/test-setup.ts',
  '**/testing/**',
  '**/testing.ts',
];

/** Who may import whom: the tag table of ARCHITECTURE.md. */
const depConstraints = [
  {
    sourceTag: 'type:domain',
    onlyDependOnLibsWithTags: ['type:domain'],
    bannedExternalImports: ['*'],
  },
  { sourceTag: 'type:data', onlyDependOnLibsWithTags: ['type:domain', 'type:data'] },
  { sourceTag: 'type:player', onlyDependOnLibsWithTags: ['type:domain', 'type:ui'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:domain'] },
  {
    sourceTag: 'type:app',
    onlyDependOnLibsWithTags: ['type:domain', 'type:data', 'type:player', 'type:ui'],
  },
  { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:domain', 'type:data', 'type:tool'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:data', 'type:tool'] },
];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: [
      '**/dist',
      '**/out-tsc',
      '**/coverage',
      '**/test-results',
      '**/playwright-report',
      '**/*.timestamp*',
      '**/public/mockServiceWorker.js',
      'tools/demo-api/media/**',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.mts'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.mts'] } },
    },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: ['^.*/eslint(\\.base)?\\.config\\.[cm]?[jt]s$'],
          depConstraints,
        },
      ],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name=/^(describe|it|test)$/][property.name='only']",
          message: 'Remove .only before committing.',
        },
      ],
    },
  },
  {
    files: TS_FILES,
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: [
      'apps/web/src/**/*.{ts,tsx}',
      'libs/ui/src/**/*.{ts,tsx}',
      'libs/player/src/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.tsx', '**/*.jsx'],
    plugins: { react: reactPlugin, 'jsx-a11y': jsxA11y },
    settings: { react: { version: '19.3' } },
    rules: {
      ...reactPlugin.configs.recommended.rules,
      ...reactPlugin.configs['jsx-runtime'].rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react/prop-types': 'off',
    },
  },
  {
    // The domain is pure: the clock, randomness, timers and the browser come in as arguments.
    files: ['libs/domain/src/**/*.ts'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-globals': [
        'error',
        ...[
          'window',
          'document',
          'localStorage',
          'sessionStorage',
          'navigator',
          'location',
          'fetch',
        ].map((name) => ({ name, message: 'libs/domain is pure: pass it in as an argument.' })),
        ...[
          'setTimeout',
          'setInterval',
          'clearTimeout',
          'clearInterval',
          'requestAnimationFrame',
          'queueMicrotask',
        ].map((name) => ({ name, message: 'libs/domain has no timers: the caller schedules.' })),
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Pass `now` in as an argument.' },
        { object: 'Math', property: 'random', message: 'Pass a random source in as an argument.' },
        { object: 'globalThis', message: 'libs/domain has no globals.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: '`new Date()` reads the clock: pass `now` in as an argument.',
        },
      ],
    },
  },
  {
    // Browser tests may use the api-client's test factories, never the app's runtime libraries.
    files: ['apps/web-e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@video/(?!api-client/testing$)',
              message: 'web-e2e may import only @video/api-client/testing.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tool configuration files are not part of a library's code.
    files: [
      '**/vite.config.mts',
      '**/vitest.config.mts',
      '**/playwright.config.ts',
      '**/eslint.config.mjs',
    ],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  prettier,
];
