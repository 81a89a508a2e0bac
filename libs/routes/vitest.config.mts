import { libraryTestConfig } from '../../tools/lib-build/vitest-preset.mts';

// Addresses and plans: no DOM to test against.
export default libraryTestConfig(import.meta.dirname, { environment: 'node' });
