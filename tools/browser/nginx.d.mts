import type { APIResponse, PlaywrightTestConfig } from '@playwright/test';

/** One entry of Playwright's `webServer`. */
export type NginxWebServer = Exclude<
  NonNullable<PlaywrightTestConfig['webServer']>,
  readonly unknown[]
>;
/** Cache-Control of Vite's hashed files (`<name>-<8-character hash>.<ext>`): kept for a year. */
export declare const IMMUTABLE: string;
/** The headers tools/deploy/security-headers.mjs puts on every reply, error pages too. */
export declare const SECURITY_HEADERS: string[];
/**
 * Playwright's `webServer` entry that starts nginx with the deploy's config on `port`, the API
 * paths proxied to the demo API on `apiPort`; list it after the preview server.
 */
export declare function nginxWebServer(options: {
  port: number;
  apiPort: number;
  frameAncestors: string;
  /** The sites the test config lets embed the player (comma-separated); default none. */
  embedOrigins?: string;
}): NginxWebServer;
/** The CSP's directives by name, each with its sources. */
export declare function cspDirectives(header: string): Map<string, string[]>;
/** Expects the security headers on `response`, with the values that do not depend on the page. */
export declare function expectSecurityHeaders(response: APIResponse): void;
