import { libraryTestConfig } from '../../tools/lib-build/vitest-preset.mts';

export default libraryTestConfig(import.meta.dirname);
