import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * What the nginx config is rendered from. Every value is validated, so that nothing from the
 * environment can add a directive to the config or a source to the CSP.
 *
 * @typedef {object} NginxOptions
 * @property {string} listen Port, or `address:port`.
 * @property {string} workerProcesses A number, or `auto` (one per core).
 * @property {string} webRoot The build folder (index.html, assets/).
 * @property {string} embedRoot The embeddable player's build folder, served under `/embed/`.
 * @property {string} configFile The app's runtime config.json, served at `/config.json`.
 * @property {string} runtimeDir Writable folder for the pid file and temp files.
 * @property {string} mimeTypes nginx's mime.types file.
 * @property {string} accessLog A file, or `off`.
 * @property {readonly string[]} apiOrigins Origins the app calls (connect-src).
 * @property {readonly string[]} mediaOrigins Origins of covers and HLS media.
 * @property {readonly string[]} frameAncestors CSP frame-ancestors sources.
 * @property {readonly string[]} inlineScripts Hash sources of the built index.html's inline scripts.
 * @property {readonly string[]} inlineStyles Hash sources of its inline stylesheets.
 * @property {readonly string[]} embedFrameAncestors The embeddable player's frame-ancestors, from
 *   the runtime config's `embedOrigins`.
 * @property {readonly string[]} embedInlineScripts Hash sources of the embed's inline scripts.
 * @property {readonly string[]} embedInlineStyles Hash sources of the embed's inline stylesheets.
 * @property {string | undefined} apiUpstream Where `apiPaths` are proxied, if anywhere.
 * @property {readonly string[]} apiPaths Path prefixes of the API on the app's origin.
 * @property {string | undefined} brotliModulesDir Folder of the brotli modules when they are used.
 */

/**
 * @typedef {object} FileAccess
 * @property {(path: string) => boolean} exists
 * @property {(path: string) => string} read
 */

/** @type {FileAccess} */
const nodeFiles = { exists: existsSync, read: (path) => readFileSync(path, 'utf8') };

const DEFAULT_API_PATHS = '/api /share-api /stats /covers /media';
const BROTLI_MODULE = 'ngx_http_brotli_filter_module.so';
/** An http(s) origin; a leading `*.` label is CSP's subdomain wildcard. */
const ORIGIN = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/;
const LISTEN = /^(\d{1,5}|[a-z0-9.-]+:\d{1,5}|\[[0-9a-f:]+\]:\d{1,5})$/;
/** An absolute path nginx reads as one token: no spaces, quotes, `;`, braces or `$`. */
const SAFE_PATH = /^\/[\w./@+-]*$/;
const API_PATH = /^\/[\w-]+$/;

/**
 * Reads the options from environment variables (README.md lists them), with defaults for a
 * Debian host. Origins the app's config.json names (API, share service, stats) are allowed
 * automatically, so the CSP cannot drift from the config. Throws, naming the variable, on any
 * invalid value.
 *
 * @param {Record<string, string | undefined>} env
 * @param {FileAccess} [files]
 * @returns {NginxOptions}
 */
export function readNginxOptions(env, files = nodeFiles) {
  const webRoot = path(env, 'WEB_ROOT', '/usr/share/nginx/html');
  const configFile = path(env, 'APP_CONFIG_FILE', join(webRoot, 'config.json'));
  // Beside the app's folder, as the builds lie in dist/apps/ (web, embed).
  const embedRoot = path(env, 'EMBED_ROOT', join(dirname(webRoot), 'embed'));
  const appConfig = readAppConfig(configFile, files);
  const embedHashes = inlineHashes(join(embedRoot, 'index.html'), files);
  const modulesDir = path(env, 'NGINX_MODULES_DIR', '/usr/lib/nginx/modules');
  const apiUpstream = env['API_UPSTREAM'] || undefined;
  if (apiUpstream !== undefined && (!ORIGIN.test(apiUpstream) || apiUpstream.includes('*'))) {
    throw invalid('API_UPSTREAM', apiUpstream, 'an http(s) origin without a path');
  }
  return {
    listen: matching(env, 'NGINX_LISTEN', '8080', LISTEN, 'a port or address:port'),
    workerProcesses: matching(env, 'NGINX_WORKERS', 'auto', /^(auto|\d{1,3})$/, 'auto or a number'),
    webRoot,
    embedRoot,
    configFile,
    runtimeDir: path(env, 'NGINX_RUNTIME_DIR', '/tmp/nginx'),
    mimeTypes: path(env, 'NGINX_MIME_TYPES', '/etc/nginx/mime.types'),
    accessLog:
      env['NGINX_ACCESS_LOG'] === 'off' ? 'off' : path(env, 'NGINX_ACCESS_LOG', '/dev/stdout'),
    apiOrigins: unique([
      ...originsInAppConfig(appConfig, configFile),
      ...origins(env, 'CSP_API_ORIGINS'),
    ]),
    mediaOrigins: origins(env, 'CSP_MEDIA_ORIGINS'),
    frameAncestors: frameAncestors(env['FRAME_ANCESTORS'] || "'self'"),
    ...inlineHashes(join(webRoot, 'index.html'), files),
    embedFrameAncestors: embedFrameAncestors(appConfig?.embedOrigins, configFile),
    embedInlineScripts: embedHashes.inlineScripts,
    embedInlineStyles: embedHashes.inlineStyles,
    apiUpstream,
    apiPaths: list(env['API_PATHS'] || DEFAULT_API_PATHS).map((item) => {
      if (!API_PATH.test(item)) throw invalid('API_PATHS', item, 'paths like /api');
      return item;
    }),
    brotliModulesDir: brotli(env['NGINX_BROTLI'] || 'auto', modulesDir, files),
  };
}

/**
 * @param {Record<string, string | undefined>} env
 * @param {string} name
 * @param {string} fallback
 */
function path(env, name, fallback) {
  return matching(env, name, fallback, SAFE_PATH, 'an absolute path without spaces or quotes');
}

/**
 * @param {Record<string, string | undefined>} env
 * @param {string} name
 * @param {string} fallback
 * @param {RegExp} pattern
 * @param {string} expected
 */
function matching(env, name, fallback, pattern, expected) {
  const value = env[name] || fallback;
  if (!pattern.test(value)) throw invalid(name, value, expected);
  return value;
}

/**
 * @param {Record<string, string | undefined>} env
 * @param {string} name
 */
function origins(env, name) {
  return list(env[name] ?? '').map((item) => origin(item, name));
}

/**
 * @param {string} value
 * @param {string} name
 * @param {string} [expected]
 */
function origin(value, name, expected = 'http(s) origins like https://a.example') {
  const normalised = value.toLowerCase().replace(/\/$/, '');
  if (!ORIGIN.test(normalised)) throw invalid(name, value, expected);
  return normalised;
}

/** @param {string} value */
function frameAncestors(value) {
  const sources = list(value);
  if (sources.length === 1 && sources[0] === "'none'") return sources;
  const expected = "'none' alone, or 'self' and http(s) origins";
  return sources.map((source) =>
    source === "'self'" ? source : origin(source, 'FRAME_ANCESTORS', expected),
  );
}

/**
 * @typedef {object} AppConfigFields What the deploy reads of the app's config.json.
 * @property {unknown} [apiBaseUrl]
 * @property {unknown} [shareApiBaseUrl]
 * @property {{ endpoint?: unknown, otlpEndpoint?: unknown }} [stats]
 * @property {unknown} [embedOrigins]
 */

/**
 * The app's config.json, or undefined before there is one.
 *
 * @param {string} configFile
 * @param {FileAccess} files
 * @returns {AppConfigFields | undefined}
 */
function readAppConfig(configFile, files) {
  return files.exists(configFile) ? JSON.parse(files.read(configFile)) : undefined;
}

/**
 * The origins of the absolute URLs in the app's config.json (the own API, the share service, page
 * views and the OTLP receiver of the field reports); relative ones are the app's own.
 *
 * @param {AppConfigFields | undefined} config
 * @param {string} configFile
 */
function originsInAppConfig(config, configFile) {
  if (config === undefined) return [];
  const { apiBaseUrl, shareApiBaseUrl, stats } = config;
  return [apiBaseUrl, shareApiBaseUrl, stats?.endpoint, stats?.otlpEndpoint]
    .filter((url) => typeof url === 'string' && /^https?:\/\//i.test(url))
    .map((url) => origin(new URL(String(url)).origin, configFile));
}

/**
 * The embeddable player's CSP `frame-ancestors`, from the runtime config's `embedOrigins` (the
 * sites that may show it in an iframe): `*` any site (`frame-ancestors *`), a list those origins
 * (an entry with a path counts by its origin, a relative one is the app's own, `'self'`), missing
 * or empty the app's own pages only (`'self'`). Throws, naming the file, on an entry that is no
 * http(s) URL: what the player would quietly drop must not reach the header unseen.
 *
 * @param {unknown} embedOrigins
 * @param {string} [source] Where the value comes from, for the error.
 * @returns {string[]}
 */
export function embedFrameAncestors(embedOrigins, source = 'embedOrigins') {
  if (embedOrigins === undefined || embedOrigins === null) return ["'self'"];
  const name = `${source} embedOrigins`;
  const expected = '* or http(s) origins like https://blog.example';
  if (!Array.isArray(embedOrigins)) throw invalid(name, String(embedOrigins), expected);
  if (embedOrigins.includes('*')) return ['*'];
  const sources = embedOrigins.map((entry) => {
    if (typeof entry === 'string' && entry.startsWith('/') && !entry.startsWith('//')) {
      return "'self'";
    }
    if (typeof entry !== 'string' || !/^https?:\/\//i.test(entry)) {
      throw invalid(name, String(entry), expected);
    }
    return origin(new URL(entry).origin, name, expected);
  });
  return sources.length === 0 ? ["'self'"] : unique(sources);
}

/**
 * The demo's `DEMO_EMBED_ORIGINS` (comma-separated origins, or `*`): the sites a local try or a
 * browser test lets embed the player in place of the committed config's; undefined when unset.
 *
 * @param {Readonly<Record<string, string | undefined>>} env
 * @returns {string[] | undefined}
 */
export function demoEmbedOrigins(env) {
  return env['DEMO_EMBED_ORIGINS']
    ?.split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/**
 * The CSP hash sources (`'sha256-…'`) of the inline `<script>` and `<style>` blocks of the built
 * index.html: what the first paint needs (the outline's script, the page's stylesheet) is in the
 * page, and the CSP allows exactly that inline code and no other. None before the build is there:
 * render the config from the build's folder.
 *
 * @param {string} indexFile
 * @param {FileAccess} files
 */
function inlineHashes(indexFile, files) {
  const html = files.exists(indexFile) ? files.read(indexFile) : '';
  return {
    inlineScripts: hashesOf(html, /<script>([\s\S]*?)<\/script>/g),
    inlineStyles: hashesOf(html, /<style>([\s\S]*?)<\/style>/g),
  };
}

/**
 * @param {string} html
 * @param {RegExp} pattern Its first group is a block's content.
 */
function hashesOf(html, pattern) {
  return [...html.matchAll(pattern)].map(
    ([, content = '']) => `'sha256-${createHash('sha256').update(content).digest('base64')}'`,
  );
}

/**
 * @param {string} setting
 * @param {string} modulesDir
 * @param {FileAccess} files
 */
function brotli(setting, modulesDir, files) {
  const present = files.exists(join(modulesDir, BROTLI_MODULE));
  if (setting === 'off') return undefined;
  if (setting === 'auto') return present ? modulesDir : undefined;
  if (setting !== 'on') throw invalid('NGINX_BROTLI', setting, 'auto, on or off');
  if (!present)
    throw new Error(`NGINX_BROTLI=on, but ${join(modulesDir, BROTLI_MODULE)} is missing`);
  return modulesDir;
}

/** @param {string} value Items separated by spaces or commas. */
function list(value) {
  return value.split(/[\s,]+/).filter(Boolean);
}

/** @param {readonly string[]} items */
function unique(items) {
  return [...new Set(items)];
}

/**
 * @param {string} name
 * @param {string} value
 * @param {string} expected
 */
function invalid(name, value, expected) {
  return new Error(`${name}=${JSON.stringify(value)} is invalid: expected ${expected}`);
}
