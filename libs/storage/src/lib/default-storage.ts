import { createStorage } from './create-storage';

/** The browser app's store: localStorage of this window (memory where there is none), logging to the console. */
export const storage = createStorage();
