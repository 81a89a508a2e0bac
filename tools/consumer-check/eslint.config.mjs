import baseConfig from '../../eslint.config.mjs';

// The pages are the consumers' code: the check type-checks them against the installed packages.
export default [...baseConfig, { ignores: ['pages/**'] }];
