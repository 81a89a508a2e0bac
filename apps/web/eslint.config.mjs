import baseConfig, { reactHooksConfig } from '../../eslint.config.mjs';
import { floors } from './import-floors.mjs';

export default [
  ...baseConfig,
  reactHooksConfig,
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    rules: {
      'import/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: floors }],
    },
  },
];
