import playwright from 'eslint-plugin-playwright';
import baseConfig from '../../eslint.config.mjs';

export default [
  ...baseConfig,
  { ...playwright.configs['flat/recommended'], files: ['src/**/*.ts'] },
  {
    // Browser tests may use the api-client's test factories, never the app's runtime libraries.
    files: ['**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@video/(?!api-client/testing$|browser(/engines|/nginx)?$)',
              message:
                'web-e2e may import only @video/api-client/testing (and @video/browser: the browser finder, the engines, nginx).',
            },
          ],
        },
      ],
    },
  },
];
