import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { server } from './testing/msw-server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.scrollTo = () => undefined;
});
afterAll(() => server.close());

// jsdom has no layout: give the window a phone-sized viewport and no-op scrolling.
window.scrollTo = () => undefined;
Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
Object.defineProperty(window, 'innerHeight', { configurable: true, value: 844 });
