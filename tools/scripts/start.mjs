#!/usr/bin/env node
// Starts the web app: `dev` runs the Vite dev server, `preview` builds (unless --no-build) and
// serves the production build. Prints the URLs to open on this machine and on a phone.
import { networkInterfaces } from 'node:os';
import { fileURLToPath } from 'node:url';
import { build, createServer, preview } from 'vite';

const root = fileURLToPath(new URL('../..', import.meta.url));
const webConfig = `${root}apps/web/vite.config.mts`;
const mode = process.argv[2] === 'preview' ? 'preview' : 'dev';
const skipBuild = process.argv.includes('--no-build');
const host = process.env.HOST ?? '0.0.0.0';
const port = Number(process.env.PORT ?? (mode === 'dev' ? 4200 : 4300));

function lanAddresses() {
  return Object.values(networkInterfaces())
    .flatMap((nets) => nets ?? [])
    .filter((net) => net.family === 'IPv4' && !net.internal)
    .map((net) => net.address);
}

async function startWeb() {
  if (mode === 'dev') {
    const server = await createServer({
      configFile: webConfig,
      server: { host, port, strictPort: true },
    });
    await server.listen();
    return server;
  }
  if (!skipBuild) await build({ configFile: webConfig, logLevel: 'warn' });
  return preview({ configFile: webConfig, preview: { host, port, strictPort: true } });
}

const servers = [await startWeb()];

const shown = host === '0.0.0.0' ? ['localhost', ...lanAddresses()] : [host];
console.log(`\n  视频 web app (${mode}) is running:`);
for (const address of shown) console.log(`    http://${address}:${port}/`);
console.log('');

async function shutdown() {
  await Promise.allSettled(servers.map((server) => server.close()));
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
