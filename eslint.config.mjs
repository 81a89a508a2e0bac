// Workspace lint: module boundaries from ARCHITECTURE.md, type-aware TypeScript rules and
// React/a11y rules for .tsx. Each project's eslint.config.mjs spreads this and adds its own rules
// (purity in libs/domain, React hooks, import limits in web-e2e) with project-relative patterns.
import nx from '@nx/eslint-plugin';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactPlugin from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import jsoncParser from 'jsonc-eslint-parser';

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
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:domain', 'type:data', 'type:tool'] },
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
      // `import { type A }` alone would stay as a side-effect import under verbatimModuleSyntax.
      '@typescript-eslint/no-import-type-side-effects': 'error',
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

/** React hooks rules, for the projects that hold React code. */
export const reactHooksConfig = {
  files: ['**/*.ts', '**/*.tsx'],
  plugins: { 'react-hooks': reactHooks },
  rules: reactHooks.configs.recommended.rules,
};

/**
 * A publishable library's package.json declares exactly what its shipped code imports: every
 * package its build needs, no package it no longer uses. Tests, test support and tool configs are
 * not shipped code (they are not inputs of `build`).
 */
export const packageDependencyChecks = {
  files: ['package.json'],
  languageOptions: { parser: jsoncParser },
  rules: {
    '@nx/dependency-checks': [
      'error',
      {
        buildTargets: ['build'],
        checkMissingDependencies: true,
        checkObsoleteDependencies: true,
        checkVersionMismatches: true,
        ignoredFiles: ['{projectRoot}/vite.config.mts', '{projectRoot}/vitest.config.mts'],
      },
    ],
  },
};
