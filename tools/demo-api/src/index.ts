export { readDemoEnv } from './demo-env';
export { lanAddresses } from './lan-addresses';
export { DEFAULT_HOST, DEFAULT_PORT, MAX_BODY_BYTES, originsOf, startDemoApi } from './server';
export type { DemoApi, DemoApiOptions } from './server';
