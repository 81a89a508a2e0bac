import * as v from 'valibot';
import type { ImageCipherConfig } from '../image/cipher';
import { isValidCipherKey } from '../image/cipher-key';
import { describeIssue } from '../schemas/decode';
import { resolveUrl } from './resolve-url';

/**
 * Where page views (`createPageViewTracker`) and the field reports, Core Web Vitals and client
 * errors as OpenTelemetry logs (`createVitalsReporter`, `createErrorReporter`), are sent. The
 * keys of the earlier own-format reports, `vitalsEndpoint` and `errorsEndpoint`, are ignored.
 */
export interface StatsConfig {
  readonly siteId: string;
  /** Absolute URL of the page-view endpoint. */
  readonly endpoint: string;
  /**
   * Absolute base URL of an OTLP/HTTP receiver (an OpenTelemetry Collector, an OTLP service, the
   * demo API's `/stats/otlp`): field reports go to `{otlpEndpoint}/v1/logs`. Missing turns them off.
   */
  readonly otlpEndpoint?: string;
  /** Share of page loads that report their vitals, 0 to 1; all of them when missing. */
  readonly vitalsSampleRate?: number;
}

/** The runtime config (`config.json` beside `index.html`), URLs resolved to absolute ones. */
export interface AppConfig {
  /** Own API base; call paths start with `/api`. */
  readonly apiBaseUrl: string;
  readonly shareApiBaseUrl: string;
  /**
   * The share service takes the visitor's credentials: cookies and, when `authRequired`, the
   * bearer token. Off (missing) by default: they go to the own API only.
   */
  readonly shareApiCredentials?: boolean;
  /** Host names (with port if any) on which unlock links live. */
  readonly shareHosts: readonly string[];
  /** Where an unlock link redirects after the check. */
  readonly shareSiteUrl: string;
  /** The `site` value of every favourites call. */
  readonly site: string;
  /** Requests need a bearer token; without one the app shows the vendor screen. */
  readonly authRequired: boolean;
  readonly isShowAd: boolean;
  /** Null turns the page-view tracker off. */
  readonly stats: StatsConfig | null;
  readonly imageCipher: ImageCipherConfig;
  /** Shown on the Mine screen. */
  readonly version: string;
  /** The site's name, after each page's own in the browser's title (`首页 - 视频`). */
  readonly siteName: string;
  /**
   * Origins (`https://img.example.com`) whose images may show as covers of other visitors'
   * favourites, beside `/covers/` on the page's and the own API's origins (see
   * `isTrustedCoverUrl`). None when missing.
   */
  readonly coverOrigins?: readonly string[];
  /**
   * Origins of the sites that may show the embeddable player in an `<iframe>` and drive it by
   * `postMessage`; `*` lets any site. The deploy serves the player's page with these as its
   * `frame-ancestors`. None (no site) when missing.
   */
  readonly embedOrigins?: readonly string[];
}

/** A usable config, or every problem found in the file (English, for the boot-error screen's details). */
export type ConfigResult =
  | { readonly ok: true; readonly config: AppConfig }
  | { readonly ok: false; readonly problems: readonly string[] };

/** The site's name when the config gives none. */
export const DEFAULT_SITE_NAME = '视频';

/** Resolved URLs are normalised: the scheme is lower case. */
const WEB_URL = /^https?:/;

/**
 * A non-empty URL, absolute or relative to `pageUrl`, made absolute. Only http(s): the app calls,
 * reports to and redirects to these, and a `javascript:` or `data:` URL must never get that far.
 */
function resolvedUrl(pageUrl: string) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('must not be empty'),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const absolute = resolveUrl(dataset.value, pageUrl);
      if (absolute !== null && WEB_URL.test(absolute)) return absolute;
      addIssue({ message: `is not an http(s) URL relative to ${pageUrl}` });
      return NEVER;
    }),
  );
}

/**
 * Cover origins, leniently: each entry an origin or any URL on it, absolute or relative to
 * `pageUrl`; an entry that is not an http(s) URL is left out rather than failing the boot.
 */
function originList(pageUrl: string, { anyOrigin = false } = {}) {
  return v.optional(
    v.pipe(
      v.array(v.unknown()),
      v.transform((entries) =>
        entries.flatMap((entry) => {
          if (anyOrigin && entry === ANY_ORIGIN) return [ANY_ORIGIN];
          const absolute = typeof entry === 'string' ? resolveUrl(entry.trim(), pageUrl) : null;
          return absolute !== null && WEB_URL.test(absolute) ? [new URL(absolute).origin] : [];
        }),
      ),
    ),
  );
}

/** In `embedOrigins`: any site may embed the player. */
export const ANY_ORIGIN = '*';

function configSchema(pageUrl: string) {
  const url = resolvedUrl(pageUrl);
  return v.object({
    apiBaseUrl: url,
    shareApiBaseUrl: url,
    shareApiCredentials: v.optional(v.boolean()),
    shareHosts: v.array(v.string()),
    shareSiteUrl: url,
    site: v.string(),
    authRequired: v.boolean(),
    isShowAd: v.boolean(),
    stats: v.optional(
      v.nullable(
        v.object({
          siteId: v.string(),
          endpoint: url,
          otlpEndpoint: v.optional(url),
          vitalsSampleRate: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1))),
        }),
      ),
      null,
    ),
    imageCipher: v.object({
      algorithm: v.literal('aes-128-cbc'),
      key: v.pipe(v.string(), v.check(isValidCipherKey, 'must be 32 hex characters')),
    }),
    version: v.string(),
    siteName: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()), DEFAULT_SITE_NAME),
    coverOrigins: originList(pageUrl),
    embedOrigins: originList(pageUrl, { anyOrigin: true }),
  });
}

/**
 * Validates parsed `config.json` and resolves its URLs against `pageUrl` (the URL of the app's
 * `index.html` directory). Every field is required except `stats` (missing means off) and
 * `shareApiCredentials` (missing means none).
 */
export function parseConfig(json: unknown, pageUrl: string): ConfigResult {
  const result = v.safeParse(configSchema(pageUrl), json);
  return result.success
    ? { ok: true, config: result.output }
    : { ok: false, problems: result.issues.map(describeIssue) };
}
