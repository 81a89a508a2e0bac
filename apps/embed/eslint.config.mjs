import baseConfig from '../../eslint.config.mjs';

/** The embeddable player is the libraries' framework-free front end: no React, no Redux. */
const FRAMEWORK_IMPORTS = [
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  'react-redux',
  '@reduxjs/toolkit/query/react',
  '@video/ui',
  '@video/*/react',
];

export default [
  ...baseConfig,
  {
    files: ['src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: FRAMEWORK_IMPORTS,
              message: 'The embed is built on the framework-free entries only.',
            },
          ],
        },
      ],
    },
  },
];
