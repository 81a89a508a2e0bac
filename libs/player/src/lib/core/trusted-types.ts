/** The part of the Trusted Types API the app uses (absent where the browser lacks it). */
interface TrustedTypesFactory {
  readonly defaultPolicy: unknown;
  createPolicy(name: string, rules: { createScriptURL?: (url: string) => string | null }): unknown;
}

/**
 * Where a page's CSP says `require-trusted-types-for 'script'`, script URLs need a policy: the
 * `default` one answers for libraries that build workers from a plain URL (hls.js's transmuxer,
 * the cover decrypt worker) and lets only this origin's scripts through. A page that plays films
 * under such a CSP installs it before the first film. It makes no
 * HTML: markup goes in only through the sanitiser's own policy, so any string written to
 * `innerHTML` is refused. Does nothing where the browser has no Trusted Types.
 */
export function installTrustedTypesPolicy(win: Window = window): void {
  const factory = (win as Window & { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (factory === undefined || factory.defaultPolicy !== null) return;
  factory.createPolicy('default', {
    createScriptURL: (url) => (sameOrigin(url, win.location.href) ? url : null),
  });
}

function sameOrigin(url: string, page: string): boolean {
  try {
    return new URL(url, page).origin === new URL(page).origin;
  } catch {
    return false;
  }
}
