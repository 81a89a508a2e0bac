#!/usr/bin/env node
// Serves a production build behind Debian's nginx with the deploy config, the API paths proxied
// to a running demo API: what the browser tests run through, and a way to try the deploy locally.
//   NGINX_PORT=4312 API_PORT=4311 node tools/deploy/serve-nginx.mjs
// WEB_OUT_DIR picks the build (default dist/apps/web), EMBED_OUT_DIR the embeddable player's
// (default dist/apps/embed, served under /embed/); DEMO_EMBED_ORIGINS (comma-separated) the sites
// its config.json lets embed the player, as for the preview; FRAME_ANCESTORS, SHARE_HOSTS, CSP_*
// and the other render-nginx.mjs settings pass through.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoEmbedOrigins, readNginxOptions } from './nginx-options.mjs';
import { renderNginxConfig } from './render-nginx.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env['NGINX_PORT'] ?? 4312);
const apiPort = Number(process.env['API_PORT'] ?? 4311);
const nginx = process.env['NGINX_BIN'] ?? '/usr/sbin/nginx';

/**
 * The committed config.json with this server's share host and the embed's sites of
 * DEMO_EMBED_ORIGINS, as tools/scripts/start.mts serves it.
 */
function appConfig() {
  const config = JSON.parse(readFileSync(join(root, 'apps/web/public/config.json'), 'utf8'));
  const extraHosts = process.env['SHARE_HOSTS']?.split(',') ?? [];
  const embedOrigins = demoEmbedOrigins(process.env);
  return JSON.stringify({
    ...config,
    shareHosts: [`share.localhost:${port}`, ...extraHosts],
    ...(embedOrigins === undefined ? {} : { embedOrigins }),
  });
}

/**
 * Writes the app config and the nginx config into `runtimeDir`.
 *
 * @param {string} runtimeDir
 */
function prepare(runtimeDir) {
  // nginx's workers may run as another user (nobody, when started as root): they must read this.
  chmodSync(runtimeDir, 0o755);
  const configFile = join(runtimeDir, 'config.json');
  writeFileSync(configFile, appConfig());
  const options = readNginxOptions({
    ...process.env,
    NGINX_LISTEN: `127.0.0.1:${port}`,
    NGINX_WORKERS: '1',
    NGINX_RUNTIME_DIR: runtimeDir,
    NGINX_ACCESS_LOG: 'off',
    WEB_ROOT: resolve(root, process.env['WEB_OUT_DIR'] ?? 'dist/apps/web'),
    EMBED_ROOT: resolve(root, process.env['EMBED_OUT_DIR'] ?? 'dist/apps/embed'),
    APP_CONFIG_FILE: configFile,
    API_UPSTREAM: `http://127.0.0.1:${apiPort}`,
    API_PATHS: '/api /share-api /stats /covers /media /__test',
  });
  const configPath = join(runtimeDir, 'nginx.conf');
  writeFileSync(configPath, renderNginxConfig(options));
  return { configPath, webRoot: options.webRoot };
}

const runtimeDir = mkdtempSync(join(tmpdir(), 'web-nginx-'));
/**
 * @param {number} code
 * @returns {never}
 */
function stop(code) {
  rmSync(runtimeDir, { recursive: true, force: true });
  process.exit(code);
}

/** @type {ReturnType<typeof prepare>} */
let prepared;
try {
  prepared = prepare(runtimeDir);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stop(1);
}
const { configPath, webRoot } = prepared;

// Started as root, nginx hands its workers to `nobody`, who cannot read a build inside a private
// checkout (e.g. a clone in a `mktemp -d` directory). This local server keeps them as the user who
// started it, as it does for everyone else; a real deploy configures its own user.
const directives = process.getuid?.() === 0 ? 'daemon off; user root;' : 'daemon off;';
const server = spawn(nginx, ['-p', runtimeDir, '-c', configPath, '-g', directives], {
  stdio: ['ignore', 'inherit', 'inherit'],
});
server.on('error', (error) => {
  console.error(`Cannot start ${nginx}: ${error.message}. Install it: apt-get install nginx`);
  stop(1);
});
server.on('exit', (code, signal) => stop(code ?? (signal ? 0 : 1)));
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => server.kill('SIGTERM'));
}
console.log(`nginx serving ${webRoot} at http://127.0.0.1:${port}/`);
