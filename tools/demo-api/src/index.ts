export { readDemoEnv } from './demo-env';
export { lanAddresses } from './lan-addresses';
export { DEFAULT_PORT, startDemoApi } from './server';
export type { DemoApi, DemoApiOptions } from './server';
