import baseConfig, { packageDependencyChecks } from '../../eslint.config.mjs';

export default [...baseConfig, packageDependencyChecks];
