import playwright from 'eslint-plugin-playwright';
import baseConfig from '../../eslint.config.mjs';

export default [
  ...baseConfig,
  { ...playwright.configs['flat/recommended'], files: ['src/**/*.ts'] },
  {
    // The player is tested from outside, as another site sees it: no runtime library of the
    // workspace, only @video/browser (the browser finder, the engines, the deploy's nginx).
    files: ['**/*.ts', '**/*.mts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@video/(?!browser(/engines|/nginx)?$)',
              message:
                'embed-e2e may import only @video/browser (the browser finder, the engines, nginx).',
            },
          ],
        },
      ],
    },
  },
];
