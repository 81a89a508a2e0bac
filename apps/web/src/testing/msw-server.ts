import { setupServer } from 'msw/node';

/** One MSW server for a test file; `renderApp` adds a fresh reference API for each test. */
export const server = setupServer();
