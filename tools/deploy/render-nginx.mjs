#!/usr/bin/env node
// Renders nginx.conf.template into an nginx config for the web app's build.
//   node tools/deploy/render-nginx.mjs [NAME=value ...] [--out nginx.conf]
// Settings come from the environment; NAME=value arguments override it (README.md lists them).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readNginxOptions } from './nginx-options.mjs';
import { securityHeaders } from './security-headers.mjs';

/** @typedef {import('./nginx-options.mjs').NginxOptions} NginxOptions */

const TEMPLATE = fileURLToPath(new URL('nginx.conf.template', import.meta.url));
/** What gzip (and brotli) compress: text. Covers are encrypted bytes and media is compressed. */
const COMPRESSIBLE_TYPES = [
  'text/plain',
  'text/css',
  'text/javascript',
  'application/javascript',
  'application/json',
  'application/vnd.apple.mpegurl',
  'image/svg+xml',
].join(' ');

/** @param {string} text */
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** @param {NginxOptions} options */
function apiPathPattern({ apiPaths }) {
  return apiPaths.map(escapeRegExp).join('|');
}

/** @param {NginxOptions} options */
function apiProxy(options) {
  if (options.apiUpstream === undefined) return '';
  return `
    # The API on the app's origin; the upstream builds its links from the forwarded host.
    location ~ ^(${apiPathPattern(options)})(/|$) {
      proxy_pass ${options.apiUpstream};
      proxy_http_version 1.1;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
`;
}

/** @param {NginxOptions} options */
function brotli({ brotliModulesDir }) {
  if (brotliModulesDir === undefined) return { load: '', directives: '' };
  return {
    load: `load_module ${join(brotliModulesDir, 'ngx_http_brotli_filter_module.so')};`,
    directives: `  brotli on;\n  brotli_comp_level 5;\n  brotli_types ${COMPRESSIBLE_TYPES};\n`,
  };
}

/**
 * @param {import('./security-headers.mjs').CspSources} sources
 * @param {string} indent
 */
function securityHeaderLines(sources, indent = '    ') {
  return Object.entries(securityHeaders(sources))
    .map(([name, value]) => `${indent}add_header ${name} "${value}" always;`)
    .join('\n');
}

/**
 * The embeddable player's headers: the app's, with the embed's own frame-ancestors (the sites
 * that may show it) and the hashes of its own index.html.
 *
 * @param {NginxOptions} options
 */
function embedSecurityHeaderLines(options) {
  return securityHeaderLines(
    {
      ...options,
      frameAncestors: options.embedFrameAncestors,
      inlineScripts: options.embedInlineScripts,
      inlineStyles: options.embedInlineStyles,
    },
    '      ',
  );
}

/**
 * The nginx config for `options`: the template with every `${NAME}` filled in. Throws when the
 * template names a value this renderer does not know, so a typo never reaches nginx.
 *
 * @param {NginxOptions} options
 * @param {string} [template] The template text; default nginx.conf.template beside this file.
 * @returns {string}
 */
export function renderNginxConfig(options, template = readFileSync(TEMPLATE, 'utf8')) {
  const compression = brotli(options);
  /** @type {Record<string, string>} */
  const values = {
    LOAD_MODULES: compression.load,
    BROTLI: compression.directives,
    WORKER_PROCESSES: options.workerProcesses,
    LISTEN: options.listen,
    WEB_ROOT: options.webRoot,
    EMBED_ROOT: options.embedRoot,
    CONFIG_FILE: options.configFile,
    RUNTIME_DIR: options.runtimeDir,
    MIME_TYPES: options.mimeTypes,
    // Never the default format, whose request line carries the query string.
    ACCESS_LOG: options.accessLog === 'off' ? 'off' : `${options.accessLog} pathonly`,
    COMPRESSIBLE_TYPES,
    SECURITY_HEADERS: securityHeaderLines(options),
    EMBED_SECURITY_HEADERS: embedSecurityHeaderLines(options),
    API_CACHE_RULE:
      options.apiUpstream === undefined ? '' : `    ~^(${apiPathPattern(options)})(/|$) "";`,
    API_PROXY: apiProxy(options),
  };
  return template.replace(/\$\{([A-Z_]+)\}/g, (_, /** @type {string} */ name) => {
    const value = values[name];
    if (value === undefined) throw new Error(`nginx.conf.template: unknown \${${name}}`);
    return value;
  });
}

/**
 * The environment with `NAME=value` arguments applied, and where to write (`--out`).
 *
 * @param {readonly string[]} args
 * @param {Record<string, string | undefined>} env
 */
function parseArgs(args, env) {
  /** @type {Record<string, string | undefined>} */
  const merged = { ...env };
  let out;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    const assignment = /^([A-Z_]+)=(.*)$/.exec(arg);
    if (arg === '--out') out = args[(index += 1)];
    else if (assignment) merged[assignment[1] ?? ''] = assignment[2];
    else throw new Error(`render-nginx: unexpected argument ${arg}`);
  }
  return { env: merged, out };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { env, out } = parseArgs(process.argv.slice(2), process.env);
  const config = renderNginxConfig(readNginxOptions(env));
  if (out) writeFileSync(out, config);
  else process.stdout.write(config);
}
