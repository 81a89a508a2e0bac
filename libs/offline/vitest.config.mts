import { libraryTestConfig } from '../../tools/lib-build/vitest-preset.mts';

// The downloads run on fetch and the Cache API's shape: Node has both.
export default libraryTestConfig(import.meta.dirname, { environment: 'node' });
