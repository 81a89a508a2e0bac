import { http, type RequestHandler } from 'msw';
import {
  createReferenceApi,
  type ReferenceApi,
  type ReferenceApiOptions,
} from './server/reference-api';

export interface MswHandlerOptions extends ReferenceApiOptions {
  /** Origin the handlers answer for; default `http://localhost` (that of {@link testConfig}). */
  readonly baseUrl?: string;
  /** An existing reference server to answer with, e.g. to reset or inspect it in a test. */
  readonly api?: ReferenceApi;
}

/**
 * MSW handlers answering every request to `baseUrl` with the reference server, so that unit tests
 * of the client and the app run against the same contract as the demo. Its test hooks are on
 * unless `testHooks: false`.
 */
export function createMswHandlers(options: MswHandlerOptions = {}): RequestHandler[] {
  const {
    baseUrl = 'http://localhost',
    api = createReferenceApi({ testHooks: true, ...options }),
  } = options;
  return [http.all(`${baseUrl.replace(/\/+$/, '')}/*`, ({ request }) => api.fetch(request))];
}
