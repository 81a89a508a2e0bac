import type { AppConfig } from '../lib/config/app-config';
import { REFERENCE_SITE } from './catalogue/seed-content';

/** The image key of {@link testConfig}, and the reference server's default. */
export const TEST_CIPHER_KEY = '5f3c1e0a9b7d24681357924680acebdf';

/**
 * A runtime config for the reference server at `origin`: own API at the root, the share service
 * under `/share-api`, the tracker at `/stats/pageview`.
 */
export function referenceConfig(origin: string): AppConfig {
  return {
    apiBaseUrl: origin,
    shareApiBaseUrl: `${origin}/share-api`,
    shareHosts: ['share.localhost'],
    shareSiteUrl: `${origin}/`,
    site: REFERENCE_SITE,
    authRequired: false,
    isShowAd: true,
    stats: { siteId: 'reference', endpoint: `${origin}/stats/pageview` },
    imageCipher: { algorithm: 'aes-128-cbc', key: TEST_CIPHER_KEY },
    version: '0.0.0-test',
    siteName: '视频',
  };
}

/** The config unit tests use: the reference server as MSW answers it on `http://localhost`. */
export const testConfig: AppConfig = referenceConfig('http://localhost');
