import baseConfig, { reactHooksConfig, packageDependencyChecks } from '../../eslint.config.mjs';

/** The `./react` entry and what only it reaches: the hooks and the components. */
const REACT_SIDE = [
  'src/react.ts',
  'src/lib/react/**',
  'src/lib/player-frame/**',
  'src/lib/player-controls/**',
  'src/lib/preroll-overlay/**',
  'src/lib/share-lock-overlay/**',
  'src/lib/held-rate-hint/**',
  'src/lib/more-menu/**',
  'src/lib/shortcuts-dialog/**',
];

const FRAMEWORK_ONLY = 'The core (`@video/player`) installs without React: put this in ./react.';

export default [
  ...baseConfig,
  reactHooksConfig,
  {
    // The root entry and everything it reaches: no React, no @video/ui, no styles, and nothing of
    // the React side, so that a front end without React installs and bundles it alone.
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: [
      ...REACT_SIDE,
      'src/**/*.spec.ts',
      'src/**/*.spec.tsx',
      'src/test-setup.ts',
      'src/testing.ts',
      'src/lib/testing/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(react-dom|@video/ui)(/|$)', message: FRAMEWORK_ONLY },
            { regex: '\\.css$', message: FRAMEWORK_ONLY },
            {
              // react itself, and the React side's folders
              regex:
                '(^|/)(react|player-frame|player-controls|preroll-overlay|share-lock-overlay|held-rate-hint|more-menu|shortcuts-dialog)(/|$)',
              message: FRAMEWORK_ONLY,
            },
          ],
        },
      ],
    },
  },
  packageDependencyChecks,
];
