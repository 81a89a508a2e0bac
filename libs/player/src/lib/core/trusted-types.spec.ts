import { installTrustedTypesPolicy } from './trusted-types';

/** A window with a Trusted Types factory that records the policies made. */
function windowWithTrustedTypes(defaultPolicy: unknown = null) {
  const policies = new Map<string, { createScriptURL?: (url: string) => string | null }>();
  const trustedTypes = {
    defaultPolicy,
    createPolicy: vi.fn(
      (name: string, rules: { createScriptURL?: (url: string) => string | null }) => {
        policies.set(name, rules);
        return rules;
      },
    ),
  };
  const win = {
    trustedTypes,
    location: { href: 'https://video.example/home' },
  } as unknown as Window;
  return { win, policies, trustedTypes };
}

describe('installTrustedTypesPolicy', () => {
  it('lets workers and scripts of the app’s own origin through, and nothing else', () => {
    const { win, policies } = windowWithTrustedTypes();
    installTrustedTypesPolicy(win);
    const scriptUrl = policies.get('default')?.createScriptURL;
    expect(scriptUrl?.('/assets/hls.worker-abc12345.js')).toBe('/assets/hls.worker-abc12345.js');
    expect(scriptUrl?.('https://video.example/assets/decrypt.worker.js')).toBe(
      'https://video.example/assets/decrypt.worker.js',
    );
    expect(scriptUrl?.('https://evil.example/x.js')).toBeNull();
    expect(scriptUrl?.('data:text/javascript,alert(1)')).toBeNull();
    expect(scriptUrl?.('blob:https://evil.example/1')).toBeNull();
  });

  it('makes no HTML: strings written to innerHTML stay refused', () => {
    const { win, policies } = windowWithTrustedTypes();
    installTrustedTypesPolicy(win);
    expect(Object.keys(policies.get('default') ?? {})).toEqual(['createScriptURL']);
  });

  it('leaves a default policy made before alone, and a browser without Trusted Types', () => {
    const { win, trustedTypes } = windowWithTrustedTypes({});
    installTrustedTypesPolicy(win);
    expect(trustedTypes.createPolicy).not.toHaveBeenCalled();
    expect(() => installTrustedTypesPolicy({} as Window)).not.toThrow();
  });
});
