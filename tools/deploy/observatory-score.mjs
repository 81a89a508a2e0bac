// Scores a response's security headers the way Mozilla's HTTP Observatory does: its published
// tests and score modifiers (MDN, "HTTP Observatory: tests and scoring"), baseline 100, penalties
// first, bonuses only for a site already at 90 or more.

/**
 * @typedef {object} ScannedSite
 * @property {Record<string, string | string[]>} headers The response's headers, by lower-case name.
 * @property {boolean} https The page was fetched over https.
 * @property {'to-https' | 'off-host' | 'missing' | 'not-needed'} redirection What plain http
 *   does: redirect to https on the same host, to another host, not redirect, or not answer.
 * @property {string} [html] The page's HTML, for Subresource Integrity.
 * @property {string} [probeOrigin] The `Origin` the request sent, to tell a reflected CORS origin.
 */

/**
 * @typedef {object} TestResult
 * @property {string} result The Observatory's name for the outcome.
 * @property {number} modifier
 */

/** @type {ReadonlyArray<readonly [number, string]>} */
const GRADES = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

const SIX_MONTHS = 15_768_000;
const PRIVATE_REFERRER = [
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
];
const UNSAFE_REFERRER = [
  'origin',
  'origin-when-cross-origin',
  'unsafe-url',
  'no-referrer-when-downgrade',
];
const BROAD_SOURCES = ['*', 'http:', 'https:', 'data:', 'blob:', 'filesystem:'];

/**
 * @param {Record<string, string | string[]>} headers
 * @param {string} name
 * @returns {string[]}
 */
function all(headers, name) {
  const value = headers[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * @param {Record<string, string | string[]>} headers
 * @param {string} name
 */
function one(headers, name) {
  return all(headers, name).join(', ').trim();
}

/**
 * The directives of every policy sent, merged as a browser enforces them (each policy applies).
 *
 * @param {string[]} policies
 * @returns {Map<string, string[]> | null}
 */
function parseCsp(policies) {
  /** @type {Map<string, string[]>} */
  const directives = new Map();
  for (const policy of policies) {
    for (const part of policy.split(';')) {
      const [name, ...sources] = part.trim().split(/\s+/);
      if (!name) continue;
      if (!/^[a-z-]+$/i.test(name)) return null;
      if (!directives.has(name.toLowerCase())) {
        directives.set(
          name.toLowerCase(),
          sources.map((source) => source.toLowerCase()),
        );
      }
    }
  }
  return directives;
}

/**
 * @param {ScannedSite} site
 * @returns {TestResult}
 */
function contentSecurityPolicy(site) {
  const policies = all(site.headers, 'content-security-policy');
  if (policies.length === 0) return { result: 'csp-not-implemented', modifier: -25 };
  const csp = parseCsp(policies);
  if (csp === null) return { result: 'csp-header-invalid', modifier: -25 };
  const fallback = csp.get('default-src');
  /** @param {string} name */
  const sources = (name) => csp.get(name) ?? fallback;
  const script = sources('script-src');
  const object = sources('object-src');
  const style = sources('style-src');
  const usesNonceOrHash = (script ?? []).some((source) =>
    /^'(nonce-|sha256-|sha384-|sha512-|strict-dynamic)/.test(source),
  );
  const scriptUnsafe =
    script === undefined ||
    (script.includes("'unsafe-inline'") && !usesNonceOrHash) ||
    script.some((source) => BROAD_SOURCES.includes(source));
  const objectUnsafe =
    object === undefined || object.some((source) => BROAD_SOURCES.includes(source));
  if (scriptUnsafe || objectUnsafe) {
    return { result: 'csp-implemented-with-unsafe-inline', modifier: -20 };
  }
  const insecure = (/** @type {string[] | undefined} */ list) =>
    (list ?? []).some((source) => source === 'http:' || source.startsWith('http://'));
  if (site.https) {
    const passive = ['img-src', 'media-src'];
    const active = [...csp.keys()].filter((name) => !passive.includes(name));
    if (active.some((name) => insecure(csp.get(name))) || insecure(fallback)) {
      return { result: 'csp-implemented-with-insecure-scheme', modifier: -20 };
    }
    if (passive.some((name) => insecure(csp.get(name)))) {
      return {
        result: 'csp-implemented-with-insecure-scheme-in-passive-content-only',
        modifier: -10,
      };
    }
  }
  if (script.includes("'unsafe-eval'")) {
    return { result: 'csp-implemented-with-unsafe-eval', modifier: -10 };
  }
  const styleUnsafe =
    style === undefined ||
    style.includes("'unsafe-inline'") ||
    style.some((source) => BROAD_SOURCES.includes(source));
  if (styleUnsafe) {
    return { result: 'csp-implemented-with-unsafe-inline-in-style-src-only', modifier: 0 };
  }
  const formAction = csp.get('form-action');
  const formsRestricted =
    formAction !== undefined && !formAction.some((source) => BROAD_SOURCES.includes(source));
  if (fallback?.length === 1 && fallback[0] === "'none'" && formsRestricted) {
    return { result: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10 };
  }
  return { result: 'csp-implemented-with-no-unsafe', modifier: 5 };
}

/**
 * @param {ScannedSite} site
 * @returns {TestResult}
 */
function cookies(site) {
  const cookieList = all(site.headers, 'set-cookie');
  if (cookieList.length === 0) return { result: 'cookies-not-found', modifier: 0 };
  const attributes = cookieList.map((cookie) =>
    cookie
      .toLowerCase()
      .split(';')
      .map((part) => part.trim()),
  );
  const hsts = site.https && one(site.headers, 'strict-transport-security') !== '';
  const secure = attributes.every((parts) => parts.includes('secure'));
  const httpOnly = attributes.every((parts) => parts.includes('httponly'));
  const sameSite = attributes.every((parts) =>
    parts.some((part) => part === 'samesite=strict' || part === 'samesite=lax'),
  );
  if (!secure) {
    return hsts
      ? { result: 'cookies-without-secure-flag-but-protected-by-hsts', modifier: -5 }
      : { result: 'cookies-without-secure-flag', modifier: -20 };
  }
  if (!httpOnly) return { result: 'cookies-session-without-httponly-flag', modifier: -30 };
  return sameSite
    ? { result: 'cookies-secure-with-httponly-sessions-and-samesite', modifier: 5 }
    : { result: 'cookies-secure-with-httponly-sessions', modifier: 0 };
}

/**
 * @param {ScannedSite} site
 * @returns {TestResult}
 */
function crossOriginResourceSharing(site) {
  const origin = one(site.headers, 'access-control-allow-origin');
  if (origin === '')
    return { result: 'cross-origin-resource-sharing-not-implemented', modifier: 0 };
  const credentials =
    one(site.headers, 'access-control-allow-credentials').toLowerCase() === 'true';
  if (origin === '*') {
    return { result: 'cross-origin-resource-sharing-implemented-with-public-access', modifier: 0 };
  }
  if (origin === site.probeOrigin && credentials) {
    return {
      result: 'cross-origin-resource-sharing-implemented-with-universal-access',
      modifier: -50,
    };
  }
  return {
    result: 'cross-origin-resource-sharing-implemented-with-restricted-access',
    modifier: 0,
  };
}

/**
 * @param {ScannedSite} site
 * @returns {TestResult}
 */
function redirection(site) {
  switch (site.redirection) {
    case 'to-https':
      return { result: 'redirection-to-https', modifier: 0 };
    case 'not-needed':
      return { result: 'redirection-not-needed-no-http', modifier: 0 };
    case 'off-host':
      return { result: 'redirection-off-host-from-http', modifier: -5 };
    default:
      return { result: 'redirection-missing', modifier: -20 };
  }
}

/**
 * @param {ScannedSite} site
 * @returns {TestResult}
 */
function referrerPolicy(site) {
  const value = one(site.headers, 'referrer-policy');
  if (value === '') return { result: 'referrer-policy-not-implemented', modifier: 0 };
  // The last policy a browser knows wins.
  const known = value
    .toLowerCase()
    .split(',')
    .map((policy) => policy.trim())
    .filter((policy) => PRIVATE_REFERRER.includes(policy) || UNSAFE_REFERRER.includes(policy));
  const effective = known.at(-1);
  if (effective === undefined) return { result: 'referrer-policy-header-invalid', modifier: -5 };
  return PRIVATE_REFERRER.includes(effective)
    ? { result: 'referrer-policy-private', modifier: 5 }
    : { result: 'referrer-policy-unsafe', modifier: -5 };
}

/**
 * @param {ScannedSite} site
 * @returns {TestResult}
 */
function strictTransportSecurity(site) {
  if (!site.https) return { result: 'hsts-not-implemented-no-https', modifier: -20 };
  const value = one(site.headers, 'strict-transport-security');
  if (value === '') return { result: 'hsts-not-implemented', modifier: -20 };
  const maxAge = /(?:^|;)\s*max-age\s*=\s*"?(\d+)"?\s*(?:;|$)/i.exec(value)?.[1];
  if (maxAge === undefined) return { result: 'hsts-header-invalid', modifier: -20 };
  return Number(maxAge) >= SIX_MONTHS
    ? { result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 }
    : { result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 };
}

/**
 * @param {ScannedSite} site
 * @returns {TestResult}
 */
function subresourceIntegrity(site) {
  const type = one(site.headers, 'content-type');
  if (site.html === undefined || !type.startsWith('text/html')) {
    return { result: 'sri-not-implemented-response-not-html', modifier: 0 };
  }
  const scripts = [...site.html.matchAll(/<script\b([^>]*)>/gi)]
    .map(([, attributes = '']) => ({
      src: /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1],
      integrity: /\bintegrity\s*=/i.test(attributes),
    }))
    .filter(({ src }) => src !== undefined);
  if (scripts.length === 0)
    return { result: 'sri-not-implemented-but-no-scripts-loaded', modifier: 0 };
  const external = scripts.filter(({ src = '' }) => /^(?:[a-z]+:)?\/\//i.test(src));
  const insecure = external.some(({ src = '' }) => !src.toLowerCase().startsWith('https://'));
  const allIntegrity = external.every(({ integrity }) => integrity);
  if (insecure) {
    return allIntegrity
      ? { result: 'sri-implemented-but-external-scripts-not-loaded-securely', modifier: -20 }
      : { result: 'sri-not-implemented-and-external-scripts-not-loaded-securely', modifier: -50 };
  }
  if (external.length === 0) {
    return scripts.every(({ integrity }) => integrity)
      ? { result: 'sri-implemented-and-all-scripts-loaded-securely', modifier: 5 }
      : { result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', modifier: 0 };
  }
  return allIntegrity
    ? { result: 'sri-implemented-and-external-scripts-loaded-securely', modifier: 5 }
    : { result: 'sri-not-implemented-but-external-scripts-loaded-securely', modifier: -5 };
}

/**
 * @param {ScannedSite} site
 * @returns {TestResult}
 */
function xContentTypeOptions(site) {
  const value = one(site.headers, 'x-content-type-options');
  if (value === '') return { result: 'x-content-type-options-not-implemented', modifier: -5 };
  return value.toLowerCase() === 'nosniff'
    ? { result: 'x-content-type-options-nosniff', modifier: 0 }
    : { result: 'x-content-type-options-header-invalid', modifier: -5 };
}

/**
 * @param {ScannedSite} site
 * @returns {TestResult}
 */
function xFrameOptions(site) {
  const csp = parseCsp(all(site.headers, 'content-security-policy'));
  if (csp?.has('frame-ancestors')) {
    return { result: 'x-frame-options-implemented-via-csp', modifier: 5 };
  }
  const value = one(site.headers, 'x-frame-options').toLowerCase();
  if (value === '') return { result: 'x-frame-options-not-implemented', modifier: -20 };
  if (value === 'deny' || value === 'sameorigin') {
    return { result: 'x-frame-options-sameorigin-or-deny', modifier: 0 };
  }
  if (value.startsWith('allow-from '))
    return { result: 'x-frame-options-allow-from-origin', modifier: 0 };
  return { result: 'x-frame-options-header-invalid', modifier: -20 };
}

/**
 * @param {ScannedSite} site
 * @returns {TestResult}
 */
function crossOriginResourcePolicy(site) {
  const value = one(site.headers, 'cross-origin-resource-policy').toLowerCase();
  if (value === '') return { result: 'corp-not-implemented', modifier: 0 };
  if (value === 'same-origin') return { result: 'corp-implemented-with-same-origin', modifier: 10 };
  if (value === 'same-site') return { result: 'corp-implemented-with-same-site', modifier: 10 };
  if (value === 'cross-origin')
    return { result: 'corp-implemented-with-cross-origin', modifier: 0 };
  return { result: 'corp-header-invalid', modifier: -5 };
}

const TESTS = {
  'content-security-policy': contentSecurityPolicy,
  cookies,
  'cross-origin-resource-sharing': crossOriginResourceSharing,
  redirection,
  'referrer-policy': referrerPolicy,
  'strict-transport-security': strictTransportSecurity,
  'subresource-integrity': subresourceIntegrity,
  'x-content-type-options': xContentTypeOptions,
  'x-frame-options': xFrameOptions,
  'cross-origin-resource-policy': crossOriginResourcePolicy,
};

/**
 * The Observatory's score and grade of `site`, with each test's result.
 *
 * @param {ScannedSite} site
 * @returns {{ score: number, grade: string, tests: Record<string, TestResult> }}
 */
export function observatoryScore(site) {
  const tests = Object.fromEntries(Object.entries(TESTS).map(([name, test]) => [name, test(site)]));
  const modifiers = Object.values(tests).map(({ modifier }) => modifier);
  const penalised = Math.max(
    0,
    100 + modifiers.filter((modifier) => modifier < 0).reduce((sum, modifier) => sum + modifier, 0),
  );
  const bonus = modifiers
    .filter((modifier) => modifier > 0)
    .reduce((sum, modifier) => sum + modifier, 0);
  const score = penalised >= 90 ? penalised + bonus : penalised;
  const grade = GRADES.find(([floor]) => score >= floor)?.[1] ?? 'F';
  return { score, grade, tests };
}
