import baseConfig, { reactHooksConfig, packageDependencyChecks } from '../../eslint.config.mjs';

export default [...baseConfig, reactHooksConfig, packageDependencyChecks];
