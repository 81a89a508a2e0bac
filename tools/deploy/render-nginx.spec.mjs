import { describe, expect, it } from 'vitest';
import { readNginxOptions } from './nginx-options.mjs';
import { renderNginxConfig } from './render-nginx.mjs';
import { securityHeaders } from './security-headers.mjs';

/**
 * Files as readNginxOptions sees them: `files` maps a path to its content.
 *
 * @param {Record<string, string>} files
 * @returns {import('./nginx-options.mjs').FileAccess}
 */
function fakeFiles(files = {}) {
  return { exists: (path) => path in files, read: (path) => files[path] ?? '' };
}

const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

/** @param {Record<string, string>} env */
function render(env, files = fakeFiles()) {
  return renderNginxConfig(readNginxOptions(env, files));
}

/** @param {string} config */
function cspOf(config) {
  return /add_header Content-Security-Policy "([^"]*)"/.exec(config)?.[1];
}

/**
 * The block of the config that `opener` opens, up to its closing brace.
 *
 * @param {string} config
 * @param {string} opener e.g. `location ^~ /embed/ {`
 */
function blockOf(config, opener) {
  const start = config.indexOf(opener);
  if (start < 0) throw new Error(`no ${opener}`);
  let depth = 0;
  for (let index = start; index < config.length; index += 1) {
    if (config[index] === '{') depth += 1;
    if (config[index] === '}' && --depth === 0) return config.slice(start, index + 1);
  }
  throw new Error(`${opener} is not closed`);
}

/**
 * The `add_header` lines directly in `block` (not in its nested locations), by header name.
 *
 * @param {string} block
 */
function headersOf(block) {
  let depth = 0;
  let own = '';
  for (const character of block) {
    if (character === '}') depth -= 1;
    if (depth === 1) own += character;
    if (character === '{') depth += 1;
  }
  return Object.fromEntries(
    [...own.matchAll(/^\s*add_header ([\w-]+) "?([^"\n]*?)"?( always)?;$/gm)].map(
      ([, name = '', value = '']) => [name, value],
    ),
  );
}

/** The embeddable player's location and the server's headers, rendered for `embedOrigins`. */
function renderEmbed(/** @type {unknown} */ embedOrigins) {
  const config = embedOrigins === undefined ? {} : { embedOrigins };
  const rendered = render(
    { WEB_ROOT: '/srv/web', FRAME_ANCESTORS: "'self' https://portal.example" },
    fakeFiles({ '/srv/web/config.json': JSON.stringify(config) }),
  );
  const server = blockOf(rendered, 'server {');
  return {
    rendered,
    app: headersOf(server),
    embed: headersOf(blockOf(rendered, 'location ^~ /embed/ {')),
  };
}

describe('readNginxOptions', () => {
  it.each([
    ['NGINX_LISTEN', '80; include /etc/shadow'],
    ['NGINX_LISTEN', 'eighty'],
    ['WEB_ROOT', 'dist/apps/web'],
    ['WEB_ROOT', '/srv/my app'],
    ['WEB_ROOT', '/srv/web;'],
    ['NGINX_ACCESS_LOG', 'stdout'],
    ['CSP_API_ORIGINS', 'https://api.example/v1'],
    ['CSP_MEDIA_ORIGINS', "https://cdn.example; script-src 'unsafe-inline'"],
    ['CSP_MEDIA_ORIGINS', 'ftp://cdn.example'],
    ['FRAME_ANCESTORS', '*'],
    ['FRAME_ANCESTORS', "'none' https://portal.example"],
    ['API_UPSTREAM', 'http://127.0.0.1:4311/api'],
    ['API_UPSTREAM', 'http://*.example'],
    ['API_PATHS', '/api;'],
    ['NGINX_BROTLI', 'yes'],
    ['NGINX_WORKERS', 'many'],
  ])('refuses %s=%s, naming the variable', (name, value) => {
    expect(() => readNginxOptions({ [name]: value }, fakeFiles())).toThrow(`${name}=`);
  });

  it('refuses NGINX_BROTLI=on when the module is missing', () => {
    expect(() => readNginxOptions({ NGINX_BROTLI: 'on' }, fakeFiles())).toThrow(BROTLI_MODULE);
  });

  it('has defaults for a Debian host, allowing the app to be framed by itself only', () => {
    expect(readNginxOptions({}, fakeFiles())).toEqual({
      listen: '8080',
      workerProcesses: 'auto',
      webRoot: '/usr/share/nginx/html',
      embedRoot: '/usr/share/nginx/embed',
      configFile: '/usr/share/nginx/html/config.json',
      runtimeDir: '/tmp/nginx',
      mimeTypes: '/etc/nginx/mime.types',
      accessLog: '/dev/stdout',
      apiOrigins: [],
      mediaOrigins: [],
      frameAncestors: ["'self'"],
      inlineScripts: [],
      inlineStyles: [],
      embedFrameAncestors: ["'self'"],
      embedInlineScripts: [],
      embedInlineStyles: [],
      apiUpstream: undefined,
      apiPaths: ['/api', '/share-api', '/stats', '/covers', '/media'],
      brotliModulesDir: undefined,
    });
  });

  it('allows the absolute URLs of config.json, once, with the extra origins', () => {
    const config = {
      apiBaseUrl: 'https://API.example.com/v1/',
      shareApiBaseUrl: '/share-api',
      stats: { endpoint: 'https://stats.example.com/pageview' },
    };
    const options = readNginxOptions(
      {
        WEB_ROOT: '/srv/web',
        CSP_API_ORIGINS: 'https://api.example.com, https://share.example.com/',
        CSP_MEDIA_ORIGINS: 'https://*.cdn.example.com:8443',
        FRAME_ANCESTORS: "'self' https://portal.example",
      },
      fakeFiles({ '/srv/web/config.json': JSON.stringify(config) }),
    );
    expect(options).toMatchObject({
      apiOrigins: [
        'https://api.example.com',
        'https://stats.example.com',
        'https://share.example.com',
      ],
      mediaOrigins: ['https://*.cdn.example.com:8443'],
      frameAncestors: ["'self'", 'https://portal.example'],
    });
  });

  it("allows an absolute OTLP endpoint's origin in connect-src, and adds none for a relative one", () => {
    /** @param {string} otlpEndpoint */
    const withCollector = (otlpEndpoint) =>
      readNginxOptions(
        { WEB_ROOT: '/srv/web' },
        fakeFiles({
          '/srv/web/config.json': JSON.stringify({
            apiBaseUrl: '/',
            shareApiBaseUrl: '/share-api',
            stats: { siteId: 'demo', endpoint: '/stats/pageview', otlpEndpoint },
          }),
        }),
      );
    const collector = withCollector('https://OTEL.example.com:4318/otlp');
    expect(collector.apiOrigins).toEqual(['https://otel.example.com:4318']);
    expect(cspOf(renderNginxConfig(collector))).toContain(
      "connect-src 'self' https://otel.example.com:4318;",
    );
    expect(withCollector('/stats/otlp').apiOrigins).toEqual([]);
  });

  it("allows the built index.html's inline script and stylesheet by their hashes, and no other", () => {
    const page =
      '<!doctype html><head><script>document.title = "视频";</script>\n' +
      '<style>body{margin:0}</style>\n<script type="module" src="/assets/index-a1b2c3d4.js"></script>' +
      '</head><body><div id="root"></div></body>';
    const options = readNginxOptions(
      { WEB_ROOT: '/srv/web' },
      fakeFiles({ '/srv/web/index.html': page }),
    );
    // `printf '%s' '<content>' | openssl dgst -sha256 -binary | base64`
    expect(options.inlineScripts).toEqual([
      "'sha256-KKitTyejIvfijNHlpUXtQObMCipnWIR4UEkHF4BWI/A='",
    ]);
    expect(options.inlineStyles).toEqual(["'sha256-IAdwN3biDCQ3brrgp1m8kBEsPQYyqfREKOEfeoREopc='"]);
    const csp = cspOf(renderNginxConfig(options));
    expect(csp).toContain(`script-src 'self' ${options.inlineScripts[0]};`);
    expect(csp).toContain(`style-src 'self' ${options.inlineStyles[0]};`);
  });

  it('refuses an embedOrigins entry that is no web address, naming the config file', () => {
    const files = fakeFiles({
      '/srv/web/config.json': JSON.stringify({ embedOrigins: ['https://blog.example', 'ftp://x'] }),
    });
    expect(() => readNginxOptions({ WEB_ROOT: '/srv/web' }, files)).toThrow(
      '/srv/web/config.json embedOrigins="ftp://x" is invalid',
    );
    const notAList = fakeFiles({ '/srv/web/config.json': '{"embedOrigins":"https://a.example"}' });
    expect(() => readNginxOptions({ WEB_ROOT: '/srv/web' }, notAList)).toThrow('embedOrigins=');
  });

  it('reads the embed beside the app (EMBED_ROOT), its frame-ancestors from embedOrigins', () => {
    const page = '<!doctype html><head><style>body{margin:0}</style></head><body></body>';
    const options = readNginxOptions(
      { WEB_ROOT: '/srv/site/web', APP_CONFIG_FILE: '/etc/web/config.json' },
      fakeFiles({
        '/srv/site/embed/index.html': page,
        '/etc/web/config.json': JSON.stringify({
          embedOrigins: ['https://Blog.example/post/1', 'https://news.example', '/'],
        }),
      }),
    );
    expect(options).toMatchObject({
      embedRoot: '/srv/site/embed',
      embedFrameAncestors: ['https://blog.example', 'https://news.example', "'self'"],
      embedInlineScripts: [],
      embedInlineStyles: ["'sha256-IAdwN3biDCQ3brrgp1m8kBEsPQYyqfREKOEfeoREopc='"],
      inlineStyles: [],
    });
    expect(readNginxOptions({ EMBED_ROOT: '/opt/embed' }, fakeFiles()).embedRoot).toBe(
      '/opt/embed',
    );
    expect(() => readNginxOptions({ EMBED_ROOT: 'dist/apps/embed' }, fakeFiles())).toThrow(
      'EMBED_ROOT=',
    );
  });

  it('uses brotli when its module is installed, unless it is switched off', () => {
    const files = fakeFiles({ [BROTLI_MODULE]: '' });
    expect(readNginxOptions({}, files).brotliModulesDir).toBe('/usr/lib/nginx/modules');
    expect(readNginxOptions({ NGINX_BROTLI: 'off' }, files).brotliModulesDir).toBeUndefined();
  });
});

describe('securityHeaders', () => {
  it("lets scripts, styles and workers come only from the app's own files", () => {
    const headers = securityHeaders({
      apiOrigins: [],
      mediaOrigins: [],
      frameAncestors: ["'none'"],
    });
    expect(headers['Content-Security-Policy']).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; " +
        "media-src 'self' blob:; connect-src 'self'; worker-src 'self'; manifest-src 'self'; " +
        "form-action 'self'; base-uri 'none'; object-src 'none'; frame-ancestors 'none'; " +
        "require-trusted-types-for 'script'; trusted-types dompurify default html 'allow-duplicates'",
    );
    expect(headers).toMatchObject({
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Content-Type-Options': 'nosniff',
    });
    expect(headers).toMatchObject({
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
    });
    expect(headers['Permissions-Policy']).toContain('camera=(), geolocation=()');
  });

  it('lets the app reach its API and media origins, media also as images', () => {
    const csp = securityHeaders({
      apiOrigins: ['https://api.example'],
      mediaOrigins: ['https://cdn.example'],
      frameAncestors: ["'self'"],
    })['Content-Security-Policy'];
    expect(csp).toContain("img-src 'self' data: blob: https://cdn.example;");
    expect(csp).toContain("media-src 'self' blob: https://cdn.example;");
    expect(csp).toContain("connect-src 'self' https://api.example https://cdn.example;");
  });
});

describe('renderNginxConfig', () => {
  it('names a placeholder the renderer does not know', () => {
    const options = readNginxOptions({}, fakeFiles());
    expect(() => renderNginxConfig(options, 'root ${WEB_ROT};')).toThrow('unknown ${WEB_ROT}');
  });

  it('fills in every placeholder, with no API proxy or brotli by default', () => {
    const config = render({ NGINX_LISTEN: '127.0.0.1:8081', WEB_ROOT: '/srv/web' });
    expect(config).not.toMatch(/\$\{[A-Z_]+\}/);
    expect(config).toContain('listen 127.0.0.1:8081;');
    expect(config).toContain('root /srv/web;');
    expect(config).toContain('alias /srv/web/config.json;');
    expect(config).not.toContain('proxy_pass');
    expect(config).not.toContain('brotli');
    expect(cspOf(config)).toContain("frame-ancestors 'self'");
  });

  it('logs requests without their query string or Referer, which can carry a visitor code', () => {
    const config = render({ NGINX_ACCESS_LOG: '/var/log/nginx/web.log' });
    expect(config).toContain('access_log /var/log/nginx/web.log pathonly;');
    const format = /log_format pathonly ([^;]*);/.exec(config)?.[1] ?? '';
    expect(format).toContain('$uri');
    for (const leaky of ['$request ', '$request"', '$request_uri', '$args', '$query_string']) {
      expect(format).not.toContain(leaky);
    }
    expect(format).not.toContain('$http_referer');
    expect(render({ NGINX_ACCESS_LOG: 'off' })).toContain('access_log off;');
  });

  it('proxies the API paths, leaving their caching to the upstream', () => {
    const config = render({ API_UPSTREAM: 'http://127.0.0.1:4311', API_PATHS: '/api /__test' });
    expect(config).toContain('location ~ ^(/api|/__test)(/|$) {');
    expect(config).toContain('proxy_pass http://127.0.0.1:4311;');
    expect(config).toContain('~^(/api|/__test)(/|$) "";');
  });

  it('serves the embeddable player from its own build under /embed/, a missing file a 404', () => {
    const { rendered } = renderEmbed(undefined);
    const embed = blockOf(rendered, 'location ^~ /embed/ {');
    expect(embed).toContain('alias /srv/embed/;');
    expect(embed).toMatch(/location \^~ \/embed\/assets\/ \{\s*try_files \$uri =404;\s*\}/);
    expect(embed).toMatch(/location ~ \/\\\. \{\s*return 404;\s*\}/);
    expect(embed).toMatch(/try_files \$uri \/embed\/index\.html;\s*\}$/);
    expect(blockOf(rendered, 'location = /embed {')).toContain('rewrite ^ /embed/index.html last;');
    // Its hashed files are kept for a year, as the app's.
    expect(rendered).toContain(
      '"~^/embed/assets/.+-[A-Za-z0-9_-]{8}\\.[A-Za-z0-9]+$" "public, max-age=31536000, immutable";',
    );
  });

  it.each([
    ['any site (*)', ['*'], '*'],
    [
      'the listed sites',
      ['https://blog.example', 'https://news.example:8443'],
      'https://blog.example https://news.example:8443',
    ],
    ['no embedOrigins: the app itself only', undefined, "'self'"],
  ])(
    'lets %s frame the embed, every other header as strict as the app’s',
    (_, embedOrigins, ancestors) => {
      const { app, embed } = renderEmbed(embedOrigins);
      expect(embed['Content-Security-Policy']).toContain(`; frame-ancestors ${ancestors};`);
      // The app keeps FRAME_ANCESTORS.
      expect(app['Content-Security-Policy']).toContain(
        "; frame-ancestors 'self' https://portal.example;",
      );
      const strip = (/** @type {string | undefined} */ csp) =>
        csp?.replace(/; frame-ancestors [^;]*;/, '; frame-ancestors …;');
      expect(strip(embed['Content-Security-Policy'])).toBe(strip(app['Content-Security-Policy']));
      expect(Object.keys(embed).sort()).toEqual(Object.keys(app).sort());
      for (const name of Object.keys(app).filter((key) => key !== 'Content-Security-Policy')) {
        expect(embed[name], name).toBe(app[name]);
      }
      // Nothing says otherwise: no X-Frame-Options, which would refuse every other site.
      expect(Object.keys(embed).map((name) => name.toLowerCase())).not.toContain('x-frame-options');
    },
  );

  it('loads and configures brotli when its module is there', () => {
    const config = render({}, fakeFiles({ [BROTLI_MODULE]: '' }));
    expect(config).toMatch(new RegExp(`^load_module ${BROTLI_MODULE};`, 'm'));
    expect(config).toContain('brotli on;');
  });
});
