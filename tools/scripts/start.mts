// `npm start` (dev) and `npm run preview`: the demo API and the web app, served from one origin.
// The web server proxies the API paths to the demo API, so a phone on the LAN needs one address.
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { build, createServer, type Plugin, preview, type ProxyOptions } from 'vite';
import { lanAddresses, readDemoEnv, startDemoApi } from '@video/demo-api';

const root = fileURLToPath(new URL('../..', import.meta.url));
const webConfig = `${root}apps/web/vite.config.mts`;
const mode = process.argv[2] === 'preview' ? 'preview' : 'dev';
const skipBuild = process.argv.includes('--no-build');
const host = process.env['HOST'] ?? '0.0.0.0';
const port = Number(process.env['PORT'] ?? (mode === 'dev' ? 4200 : 4300));
/** Where the production build goes; browser tests may build elsewhere. */
const outDir = process.env['WEB_OUT_DIR'] ?? `${root}dist/apps/web`;

const API_PATHS = ['/api', '/share-api', '/stats', '/covers', '/media', '/__test'];

const demoApi = await startDemoApi({ ...readDemoEnv(process.env), host: '127.0.0.1' });

function proxyTo(target: string): Record<string, ProxyOptions> {
  // xfwd: links the demo API builds (covers, media, next pages) use the address the visitor used.
  return Object.fromEntries(API_PATHS.map((path) => [path, { target, xfwd: true }]));
}

/**
 * Serves `/config.json` for the demo: the committed config, with the share hosts of this server
 * (`share.localhost:<port>` resolves to this machine in Chromium and most systems).
 */
function demoConfig(): Plugin {
  const file = `${root}apps/web/public/config.json`;
  const serve = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (req.url?.split('?')[0] !== '/config.json') return next();
    const config = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    config['shareHosts'] = [
      `share.localhost:${port}`,
      ...(process.env['SHARE_HOSTS']?.split(',') ?? []),
    ];
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.end(JSON.stringify(config));
  };
  return {
    name: 'demo-config',
    configureServer: (server) => void server.middlewares.use(serve),
    configurePreviewServer: (server) => void server.middlewares.use(serve),
  };
}

async function startWeb() {
  const shared = { configFile: webConfig, plugins: [demoConfig()], build: { outDir } };
  if (mode === 'dev') {
    const server = await createServer({
      ...shared,
      server: { host, port, strictPort: true, proxy: proxyTo(demoApi.url) },
    });
    await server.listen();
    return server;
  }
  if (!skipBuild) await build({ ...shared, logLevel: 'warn' });
  return preview({
    ...shared,
    preview: { host, port, strictPort: true, proxy: proxyTo(demoApi.url) },
  });
}

const web = await startWeb();

const addresses = host === '0.0.0.0' ? ['localhost', ...lanAddresses()] : [host];
console.log(`\n  视频 web app (${mode}) with the demo API — open:`);
for (const address of addresses) console.log(`    http://${address}:${port}/`);
console.log('');

async function shutdown() {
  await Promise.allSettled([web.close(), demoApi.close()]);
  process.exit(0);
}
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
