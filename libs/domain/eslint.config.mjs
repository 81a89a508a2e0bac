import baseConfig, { packageDependencyChecks } from '../../eslint.config.mjs';

export default [
  ...baseConfig,
  {
    // The domain is pure: the clock, randomness, timers and the browser come in as arguments.
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.spec.ts'],
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
  packageDependencyChecks,
];
