import baseConfig, { reactHooksConfig } from '../../eslint.config.mjs';

export default [...baseConfig, reactHooksConfig];
