import { libraryConfig } from '../../tools/lib-build/library-config.mts';

// `nx build`: the package other front ends install (see tools/lib-build).
export default libraryConfig(import.meta.dirname);
