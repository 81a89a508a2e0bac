/**
 * @typedef {object} CspSources
 * @property {readonly string[]} apiOrigins Origins the app calls: own API, share service, stats.
 * @property {readonly string[]} mediaOrigins Origins of covers and HLS media.
 * @property {readonly string[]} frameAncestors Who may embed the app (`'self'`, `'none'`, origins).
 * @property {readonly string[]} [inlineScripts] Hash sources of index.html's inline scripts.
 * @property {readonly string[]} [inlineStyles] Hash sources of index.html's inline stylesheets.
 */

/**
 * Features the app never uses are switched off for it and anything it embeds; autoplay, the
 * clipboard (copy link), fullscreen and picture-in-picture stay with the app itself.
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'autoplay=(self)',
  'clipboard-write=(self)',
  'fullscreen=(self)',
  'picture-in-picture=(self)',
];

/**
 * The app's Content-Security-Policy. Scripts, styles and workers come only from the app's own
 * files and from index.html's own inline blocks, each allowed by its hash (no other inline
 * script, no eval). React sets `style` through the CSSOM, which CSP does not govern, so styles
 * need no 'unsafe-inline' either. Images may be `blob:` (decrypted covers) and
 * `data:` (Vite inlines the small tab icons; a video's blurred preview under its cover comes as
 * a data URL in the API's reply), which is safe to allow: a data: image is its own bytes and can
 * make no request. Media may be `blob:` (hls.js feeds Media Source Extensions). Every fetch goes
 * to the app's origin or a configured API or media origin.
 *
 * @param {CspSources} sources
 * @returns {string}
 */
function contentSecurityPolicy({
  apiOrigins,
  mediaOrigins,
  frameAncestors,
  inlineScripts = [],
  inlineStyles = [],
}) {
  /** @type {string[][]} */
  const directives = [
    ['default-src', "'none'"],
    ['script-src', "'self'", ...inlineScripts],
    ['style-src', "'self'", ...inlineStyles],
    ['img-src', "'self'", 'data:', 'blob:', ...mediaOrigins],
    ['media-src', "'self'", 'blob:', ...mediaOrigins],
    ['connect-src', "'self'", ...apiOrigins, ...mediaOrigins],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['form-action', "'self'"],
    ['base-uri', "'none'"],
    ['object-src', "'none'"],
    ['frame-ancestors', ...frameAncestors],
    // Every DOM sink that can run script takes only policy-made values: a string written to
    // innerHTML or a worker URL that did not pass a policy is refused.
    ['require-trusted-types-for', "'script'"],
    // dompurify: the notice sanitiser's output; default: the app's own worker URLs, no HTML;
    // html: Swiper's pagination markup (Swiper makes that policy anew on each call, hence
    // 'allow-duplicates', which DOMPurify's one-per-instance policy needs as well).
    ['trusted-types', 'dompurify', 'default', 'html', "'allow-duplicates'"],
  ];
  return directives.map((directive) => [...new Set(directive)].join(' ')).join('; ');
}

/**
 * The security headers every response of the app carries, by name.
 *
 * @param {CspSources} sources
 * @returns {Record<string, string>}
 */
export function securityHeaders(sources) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(sources),
    'Permissions-Policy': PERMISSIONS_POLICY.join(', '),
    // Cross-origin requests (media CDNs that check hotlinking) still learn the app's origin.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    // A page the app opens (ads, check-in) gets no handle on the app's window, nor it on theirs.
    'Cross-Origin-Opener-Policy': 'same-origin',
    // What this server sends (the app, and covers and media it proxies) is for its own pages: no
    // other site may embed it. Covers and media on their own origins answer for themselves.
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}
