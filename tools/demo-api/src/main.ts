import { readDemoEnv } from './demo-env';
import { lanAddresses } from './lan-addresses';
import { startDemoApi } from './server';

/** `npm run demo-api`: serves the demo API until SIGINT or SIGTERM. */
const options = readDemoEnv(process.env);
const api = await startDemoApi(options);
console.log(`Demo API listening on ${api.url}`);
if (options.host === '0.0.0.0' || options.host === '::') {
  for (const address of lanAddresses()) console.log(`  on the LAN: http://${address}:${api.port}`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    api.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
