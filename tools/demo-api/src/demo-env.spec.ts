import { readDemoEnv } from './demo-env';

describe('readDemoEnv', () => {
  it('defaults to port 4311 on loopback with seed 1, no other origin, proxy or hooks', () => {
    expect(readDemoEnv({})).toEqual({
      port: 4311,
      host: '127.0.0.1',
      seed: 1,
      webOrigins: undefined,
      trustedProxies: undefined,
      publicOrigins: undefined,
      sites: undefined,
      testHooks: false,
      variants: false,
      cipherKey: undefined,
    });
  });

  it.each([
    [{ DEMO_API_PORT: '0' }, { port: 0 }],
    [{ DEMO_API_PORT: ' 8080 ' }, { port: 8080 }],
    [{ DEMO_API_PORT: '' }, { port: 4311 }],
    [{ HOST: '0.0.0.0' }, { host: '0.0.0.0' }],
    [
      { DEMO_PUBLIC_ORIGINS: 'http://192.168.1.20:4200,https://demo.example' },
      { publicOrigins: ['http://192.168.1.20:4200', 'https://demo.example'] },
    ],
    [{ DEMO_SITES: 'demo, other' }, { sites: ['demo', 'other'] }],
    [{ DEMO_SEED: '42' }, { seed: 42 }],
    [{ DEMO_WEB_ORIGINS: 'http://a:1, http://b:2,' }, { webOrigins: ['http://a:1', 'http://b:2'] }],
    [{ DEMO_CIPHER_KEY: 'ab'.repeat(16) }, { cipherKey: 'ab'.repeat(16) }],
    [{ DEMO_TRUSTED_PROXIES: '127.0.0.1,::1' }, { trustedProxies: ['127.0.0.1', '::1'] }],
    [{ DEMO_TEST_HOOKS: '1' }, { testHooks: true }],
    [{ DEMO_TEST_HOOKS: 'true' }, { testHooks: true }],
    [{ DEMO_TEST_HOOKS: '0' }, { testHooks: false }],
    [{ DEMO_API_VARIANTS: '1' }, { variants: true }],
  ])('reads %j', (env, expected) => {
    expect(readDemoEnv(env)).toMatchObject(expected);
  });

  it.each([
    [{ DEMO_API_PORT: '-1' }, /DEMO_API_PORT/],
    [{ DEMO_API_PORT: '65536' }, /DEMO_API_PORT/],
    [{ DEMO_API_PORT: 'http' }, /DEMO_API_PORT/],
    [{ DEMO_SEED: '1.5' }, /DEMO_SEED/],
    [{ DEMO_TEST_HOOKS: 'yes please' }, /DEMO_TEST_HOOKS/],
    [{ DEMO_PUBLIC_ORIGINS: 'http://a.example/path' }, /DEMO_PUBLIC_ORIGINS/],
    [{ DEMO_PUBLIC_ORIGINS: 'javascript:alert(1)' }, /DEMO_PUBLIC_ORIGINS/],
  ])('refuses %j', (env, message) => {
    expect(() => readDemoEnv(env)).toThrow(message);
  });
});
