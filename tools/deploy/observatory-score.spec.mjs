// The app's nginx, with the example TLS terminator in front of it, served for real and scored the
// way Mozilla's HTTP Observatory scores a site.
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readNginxOptions } from './nginx-options.mjs';
import { observatoryScore } from './observatory-score.mjs';
import { renderNginxConfig } from './render-nginx.mjs';
import { securityHeaders } from './security-headers.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const nginx = process.env['NGINX_BIN'] ?? '/usr/sbin/nginx';
const EXAMPLE = fileURLToPath(new URL('tls-terminator.example.conf', import.meta.url));
/** The Origin the Observatory's scanner sends, to catch a server that reflects any origin. */
const PROBE_ORIGIN = 'https://http-observatory.security.mozilla.org';

/** A free port on loopback. */
async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  server.close();
  return port;
}

/**
 * A GET with its headers and body.
 *
 * @param {string} url
 * @param {import('node:https').RequestOptions} [options]
 * @returns {Promise<{ status: number, headers: Record<string, string | string[]>, body: string }>}
 */
function get(url, options = {}) {
  const send = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, { ...options, headers: { Origin: PROBE_ORIGIN } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: /** @type {Record<string, string | string[]>} */ (res.headers),
          body,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Runs nginx on `config` until the returned stop is called, once it answers at `url`.
 *
 * @param {string} prefix
 * @param {string} config
 * @param {string} url
 * @param {import('node:https').RequestOptions} [options]
 */
async function runNginx(prefix, config, url, options) {
  mkdirSync(prefix, { recursive: true });
  chmodSync(prefix, 0o755);
  const configPath = join(prefix, 'nginx.conf');
  writeFileSync(configPath, config);
  // As serve-nginx.mjs: started as root, the workers stay root to read the temporary files.
  const directives = process.getuid?.() === 0 ? 'daemon off; user root;' : 'daemon off;';
  const server = spawn(nginx, ['-p', prefix, '-c', configPath, '-g', directives], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`nginx exited with ${server.exitCode}`);
    try {
      await get(url, options);
      return async () => {
        server.kill('SIGTERM');
        if (server.exitCode === null) await once(server, 'exit');
      };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  server.kill('SIGTERM');
  throw new Error(`nginx did not answer at ${url}`);
}

describe('the served headers, scored as Mozilla Observatory scores them', () => {
  const work = mkdtempSync(join(tmpdir(), 'observatory-'));
  /** @type {Array<() => Promise<void>>} */
  const stops = [];
  let appUrl = '';
  let httpsUrl = '';
  let httpUrl = '';
  let cert = '';

  beforeAll(async () => {
    chmodSync(work, 0o755);
    const [appPort, httpPort, httpsPort] = [await freePort(), await freePort(), await freePort()];
    const webRoot = join(work, 'web');
    mkdirSync(webRoot);
    copyFileSync(join(root, 'apps/web/index.html'), join(webRoot, 'index.html'));
    copyFileSync(join(root, 'apps/web/public/config.json'), join(webRoot, 'config.json'));

    const app = renderNginxConfig(
      readNginxOptions({
        NGINX_LISTEN: `127.0.0.1:${appPort}`,
        NGINX_WORKERS: '1',
        NGINX_RUNTIME_DIR: join(work, 'app'),
        NGINX_ACCESS_LOG: 'off',
        NGINX_BROTLI: 'off',
        WEB_ROOT: webRoot,
      }),
    );
    appUrl = `http://127.0.0.1:${appPort}/`;
    stops.push(await runNginx(join(work, 'app'), app, appUrl));

    const tls = join(work, 'tls');
    mkdirSync(tls);
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        join(tls, 'key.pem'),
        '-out',
        join(tls, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost',
      ],
      { stdio: 'ignore' },
    );
    cert = readFileSync(join(tls, 'cert.pem'), 'utf8');
    // The example as documented, pointed at this machine's ports and the throwaway certificate.
    const example = readFileSync(EXAMPLE, 'utf8')
      .replace('listen 80;', `listen 127.0.0.1:${httpPort};`)
      .replace('listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`)
      .replace('/etc/ssl/video.example.com/fullchain.pem', join(tls, 'cert.pem'))
      .replace('/etc/ssl/video.example.com/privkey.pem', join(tls, 'key.pem'))
      .replace('http://127.0.0.1:8080', `http://127.0.0.1:${appPort}`);
    const terminator = [
      'worker_processes 1;',
      `pid ${join(tls, 'nginx.pid')};`,
      'error_log stderr warn;',
      'events { worker_connections 64; }',
      'http {',
      `  client_body_temp_path ${join(tls, 'body')};`,
      `  proxy_temp_path ${join(tls, 'proxy')};`,
      `  fastcgi_temp_path ${join(tls, 'fastcgi')};`,
      `  uwsgi_temp_path ${join(tls, 'uwsgi')};`,
      `  scgi_temp_path ${join(tls, 'scgi')};`,
      '  access_log off;',
      example,
      '}',
    ].join('\n');
    httpsUrl = `https://localhost:${httpsPort}/`;
    httpUrl = `http://localhost:${httpPort}/`;
    stops.push(await runNginx(tls, terminator, httpsUrl, { ca: cert }));
  }, 30_000);

  afterAll(async () => {
    await Promise.allSettled(stops.map((stop) => stop()));
    rmSync(work, { recursive: true, force: true });
  });

  it('grades A+ behind the example TLS terminator with HSTS', async () => {
    const page = await get(httpsUrl, { ca: cert });
    const plain = await get(httpUrl);
    expect(plain.status).toBe(301);
    const location = new URL(String(plain.headers['location']));
    expect([location.protocol, location.hostname]).toEqual(['https:', 'localhost']);

    const { score, grade, tests } = observatoryScore({
      headers: page.headers,
      html: page.body,
      https: true,
      redirection: 'to-https',
      probeOrigin: PROBE_ORIGIN,
    });
    expect(
      Object.fromEntries(Object.entries(tests).map(([name, { result }]) => [name, result])),
    ).toEqual({
      'content-security-policy': 'csp-implemented-with-no-unsafe-default-src-none',
      cookies: 'cookies-not-found',
      'cross-origin-resource-sharing': 'cross-origin-resource-sharing-not-implemented',
      redirection: 'redirection-to-https',
      'referrer-policy': 'referrer-policy-private',
      'strict-transport-security': 'hsts-implemented-max-age-at-least-six-months',
      'subresource-integrity': 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
      'x-content-type-options': 'x-content-type-options-nosniff',
      'x-frame-options': 'x-frame-options-implemented-via-csp',
      'cross-origin-resource-policy': 'corp-implemented-with-same-origin',
    });
    expect({ score, grade }).toEqual({ score: 130, grade: 'A+' });
  });

  it('sends COOP and CORP from the app’s own nginx', async () => {
    const page = await get(appUrl);
    expect(page.headers).toMatchObject({
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it('is no A+ served over plain http, without the terminator', async () => {
    const page = await get(appUrl);
    const { grade, tests } = observatoryScore({
      headers: page.headers,
      html: page.body,
      https: false,
      redirection: 'missing',
    });
    expect(grade).toBe('C+');
    expect(tests['strict-transport-security'].result).toBe('hsts-not-implemented-no-https');
  });
});

describe('observatoryScore', () => {
  const headers = Object.fromEntries(
    Object.entries(
      securityHeaders({ apiOrigins: [], mediaOrigins: [], frameAncestors: ["'self'"] }),
    ).map(([name, value]) => [name.toLowerCase(), value]),
  );
  const site = {
    headers: { ...headers, 'strict-transport-security': 'max-age=63072000' },
    https: true,
    redirection: /** @type {const} */ ('to-https'),
  };

  it.each([
    [
      'a CSP with unsafe-inline scripts',
      { 'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-inline'" },
      'csp-implemented-with-unsafe-inline',
      -20,
    ],
    ['no CSP', { 'content-security-policy': [] }, 'csp-not-implemented', -25],
    [
      'a short HSTS',
      { 'strict-transport-security': 'max-age=86400' },
      'hsts-implemented-max-age-less-than-six-months',
      -10,
    ],
    ['no nosniff', { 'x-content-type-options': [] }, 'x-content-type-options-not-implemented', -5],
    [
      'an unsafe referrer policy',
      { 'referrer-policy': 'unsafe-url' },
      'referrer-policy-unsafe',
      -5,
    ],
    [
      'a session cookie without flags',
      { 'set-cookie': 'sid=1; Path=/' },
      'cookies-without-secure-flag-but-protected-by-hsts',
      -5,
    ],
    [
      'CORS reflecting any origin with credentials',
      { 'access-control-allow-origin': PROBE_ORIGIN, 'access-control-allow-credentials': 'true' },
      'cross-origin-resource-sharing-implemented-with-universal-access',
      -50,
    ],
  ])('marks %s down', (_case, changed, result, modifier) => {
    const { tests } = observatoryScore({
      ...site,
      headers: { ...site.headers, ...changed },
      probeOrigin: PROBE_ORIGIN,
    });
    expect(Object.values(tests)).toContainEqual({ result, modifier });
  });

  it('gives no bonus below 90: bonuses are extra credit for a site already at A', () => {
    const weak = observatoryScore({
      ...site,
      headers: { ...site.headers, 'strict-transport-security': [], 'x-content-type-options': [] },
    });
    expect(weak.score).toBe(75);
    expect(weak.grade).toBe('B');
  });

  it('finds scripts from another origin without integrity', () => {
    const html = '<html><script src="https://cdn.example/x.js"></script></html>';
    const { tests } = observatoryScore({
      ...site,
      headers: { ...site.headers, 'content-type': 'text/html' },
      html,
    });
    expect(tests['subresource-integrity']).toEqual({
      result: 'sri-not-implemented-but-external-scripts-loaded-securely',
      modifier: -5,
    });
  });
});
