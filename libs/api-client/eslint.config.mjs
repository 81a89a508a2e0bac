import baseConfig, { packageDependencyChecks } from '../../eslint.config.mjs';

/** The `./react` entry and what only it reaches: the RTK Query apis, their endpoints and tags. */
const REACT_SIDE = [
  'src/react.ts',
  'src/lib/own-api.ts',
  'src/lib/share-api.ts',
  'src/lib/cache-policy.ts',
  'src/lib/endpoints/**',
];

const FRAMEWORK_ONLY =
  'The core (`@video/api-client`) works without React and RTK Query: put this in ./react.';

/**
 * `react` and `react-redux` are peers of `./react` that no file here names: RTK Query's React
 * entry (`@reduxjs/toolkit/query/react`) imports them, as its own optional peers, so a project
 * using `./react` must install them. The rule sees direct imports only, and would call them
 * unused.
 */
const PEERS_IMPORTED_BY_RTK_QUERY_REACT = ['react', 'react-redux'];
const [severity, options] = packageDependencyChecks.rules['@nx/dependency-checks'];

export default [
  ...baseConfig,
  {
    // The root entry and everything it reaches: no React, no React Redux, no RTK Query React
    // entry and nothing of the React side, so a front end without them installs and bundles it.
    files: ['src/**/*.ts'],
    ignores: [
      ...REACT_SIDE,
      'src/**/*.spec.ts',
      'src/test-setup.ts',
      'src/testing.ts',
      'src/testing/**',
      'src/lib/test-support.ts',
      'src/lib/testing-support/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(react|react-dom|react-redux)(/|$)', message: FRAMEWORK_ONLY },
            { regex: '^@reduxjs/toolkit/(query/)?react$', message: FRAMEWORK_ONLY },
            {
              regex: '(^|/)(own-api|share-api|cache-policy|endpoints)(/|$)',
              message: FRAMEWORK_ONLY,
            },
          ],
        },
      ],
    },
  },
  {
    ...packageDependencyChecks,
    rules: {
      '@nx/dependency-checks': [
        severity,
        { ...options, ignoredDependencies: PEERS_IMPORTED_BY_RTK_QUERY_REACT },
      ],
    },
  },
];
