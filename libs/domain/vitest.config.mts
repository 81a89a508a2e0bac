import { libraryTestConfig } from '../../tools/lib-build/vitest-preset.mts';

// Pure rules: no DOM to test against.
export default libraryTestConfig(import.meta.dirname, { environment: 'node' });
