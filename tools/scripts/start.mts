// `npm start` (dev) and `npm run preview`: the demo API and the web app, served from one origin.
// The web server proxies the API paths to the demo API, so a phone on the LAN needs one address.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lanAddresses } from '@video/demo-api';
import { isWildcard, startDemoSite, webHost } from './demo-site.mts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const mode = process.argv[2] === 'preview' ? 'preview' : 'dev';
// Loopback unless HOST opens it to the network (HOST=0.0.0.0 for a phone on the same Wi-Fi).
const host = webHost(process.env);
const port = Number(process.env['PORT'] ?? (mode === 'dev' ? 4200 : 4300));

const site = await startDemoSite({
  mode,
  host,
  port,
  env: process.env,
  /**
   * Where the production build goes; browser tests may build elsewhere. A relative WEB_OUT_DIR is
   * the repository's (`dist/apps/web`), not the web app's folder, where the build tool would
   * resolve it.
   */
  outDir: resolve(root, process.env['WEB_OUT_DIR'] ?? 'dist/apps/web'),
  // The embeddable player's build, served under /embed/ (EMBED_OUT_DIR likewise the repository's).
  embedOutDir: resolve(root, process.env['EMBED_OUT_DIR'] ?? 'dist/apps/embed'),
  build: !process.argv.includes('--no-build'),
});

const addresses = isWildcard(host) ? ['localhost', ...lanAddresses()] : [host];
console.log(`\n  视频 web app (${mode}) with the demo API — open:`);
for (const address of addresses) console.log(`    http://${address}:${site.port}/`);
console.log(`  The embeddable player: http://${addresses[0]}:${site.port}/embed/<video id>`);
if (!isWildcard(host))
  console.log('  Only this machine can open it: HOST=0.0.0.0 npm start for a phone.');
if (site.testHooks) console.log('  Test hooks (/__test) are on: DEMO_TEST_HOOKS is set.');
console.log('');

async function shutdown() {
  await site.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
